import type { WelcomeChaserInput, WelcomeChaserResult } from '@showdesk/domain/invitations';
import { useMutation } from '@tanstack/react-query';
import { api, eventPath } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session.ts';

/**
 * Sends the welcome reminder to the members named, or without userIds to every member who has
 * never logged in. Those who have logged in come back in failedEmails.
 */
export function useSendWelcomeChaser() {
  const { event } = useSession();
  return useMutation({
    mutationFn: (input: WelcomeChaserInput) =>
      api.post<WelcomeChaserResult>(eventPath(event.id, '/invitations/welcome-chaser'), input),
  });
}
