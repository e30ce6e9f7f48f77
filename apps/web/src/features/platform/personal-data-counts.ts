import { plural, t } from '@lingui/core/macro';

/**
 * What anonymising a person's contributions counts, in words: shared by a platform admin's
 * erasure result and the event's retention preview. Null for a count of another kind.
 */
export function anonymisedCountLabel(key: string, count: number): string | null {
  switch (key) {
    case 'submissions':
      return t({
        message: plural(count, {
          one: '# submissions anonymised',
          other: '# submissions anonymised',
        }),
      });
    case 'comments':
      return t({
        message: plural(count, { one: '# comments anonymised', other: '# comments anonymised' }),
      });
    case 'replies':
      return t({
        message: plural(count, { one: '# replies anonymised', other: '# replies anonymised' }),
      });
    default:
      return null;
  }
}
