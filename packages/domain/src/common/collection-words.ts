/**
 * The words the API uses as paths beside a record's id, for something about the whole
 * collection: `/custom-fields/order`, `/task-groups/options`, `/team-types/all`,
 * `/reports/choices`, `/invitations/welcome-chaser/current`,
 * `/member/notifications/unread-count`. No record has one as its id, so a client asking for
 * "the record called order" gets not found instead of the collection's answer read as a
 * record (apps/server/test/security/collection-words.test.ts keeps this list whole).
 */
export const collectionWords: ReadonlySet<string> = new Set([
  'all',
  'choices',
  'current',
  'options',
  'order',
  'unread-count',
]);
