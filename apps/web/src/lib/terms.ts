import type { Session } from '@showdesk/domain/people/session';
import { defaultTerminology, withTerms } from '@showdesk/domain/platform/terminology';
import { useQueryClient } from '@tanstack/react-query';

/**
 * Puts the event's terms into the app's own labels ("Task groups" → "Action groups" once tasks
 * are called actions): for titles, nouns and buttons the app wrote, never for an organiser's
 * text. Outside a session (a guest's screens) the labels stay as written. A module of its own:
 * the terminology module brings zod, which the login page's first load leaves out.
 */
export function useTerms(): (label: string) => string {
  const session = useQueryClient().getQueryData<Session>(['session']);
  const terminology = session?.terminology ?? defaultTerminology;
  return (label) => withTerms(label, terminology);
}
