import { useLingui } from '@lingui/react';
import type { Terminology } from '@showdesk/domain/platform/terminology';
import { useSession } from './session.ts';

/**
 * Says a word of the domain (a default term, a task's label, a sidebar heading) in the reader's
 * language: its message in lib/domain-words.ts, whose id is the English word; a word with no
 * message (an event's own term) as it is.
 */
export function useDomainWord(): (word: string) => string {
  const { i18n } = useLingui();
  return (word) => i18n._(word);
}

/**
 * The event's words for its core pages (its terminology) as a screen shows them: the defaults in
 * the reader's language, an event's own words as it wrote them.
 */
export function useTerminology(): Terminology {
  const { terminology } = useSession();
  const word = useDomainWord();
  return Object.fromEntries(
    Object.entries(terminology).map(([key, value]) => [key, word(value)]),
  ) as Terminology;
}
