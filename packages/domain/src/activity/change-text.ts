// No zod here: the web's History panel and the server's export both write values with it.

/** How a change's value is written: days and moments each by the caller's own format. */
export interface ValueFormats {
  /** A calendar day (YYYY-MM-DD), e.g. a due date. */
  day: (day: string) => string;
  /** A moment (an ISO timestamp as the database writes it), e.g. when a submission was sent. */
  moment: (iso: string) => string;
}

const dayPattern = /^\d{4}-\d{2}-\d{2}$/;
const momentPattern = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}(:?\d{2})?)$/;
const tagPattern = /<[^>]*>/g;

/** A text with its HTML tags dropped (a rich text's words), blanks made single. */
function plainText(text: string): string {
  if (!text.includes('<')) return text;
  return text
    .replace(/<\/(p|h\d|li|div)>/gi, ' ')
    .replace(/<br\s*\/?>/gi, ' ')
    .replace(tagPattern, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * A change's value as text: empty (null, '', an empty list) as "—", yes/no, days and moments
 * in the caller's formats, a list's items joined, a rich text's words, anything else as JSON.
 */
export function activityValueText(value: unknown, formats: ValueFormats): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string') {
    if (dayPattern.test(value)) return formats.day(value);
    if (momentPattern.test(value)) return formats.moment(value);
    return plainText(value);
  }
  if (Array.isArray(value)) {
    if (value.length === 0) return '—';
    return value.map((item) => activityValueText(item, formats)).join(', ');
  }
  return JSON.stringify(value);
}

/** Every change of an entry on one line: "Due date: 01/03/2027 → 15/04/2027; Title: A → B". */
export function activityChangesText(
  changes: readonly { label: string; before: unknown; after: unknown }[],
  formats: ValueFormats,
): string {
  return changes
    .map(
      (change) =>
        `${change.label}: ${activityValueText(change.before, formats)} → ${activityValueText(change.after, formats)}`,
    )
    .join('; ');
}
