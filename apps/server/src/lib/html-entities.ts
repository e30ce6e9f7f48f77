/** The named HTML entities sanitised rich text may hold, as the characters they stand for. */
export const namedEntities: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};
