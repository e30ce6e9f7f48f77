import type {
  WelcomeChaser,
  WelcomeChaserInput,
  WelcomeChaserResult,
} from '@showdesk/domain/people/invitations';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, eventPath } from '../../../../lib/api-client.ts';
import { useSession } from '../../../../lib/session.ts';

const chaserPath = (eventId: string, rest = '') =>
  eventPath(eventId, `/invitations/welcome-chaser${rest}`);
const chasersKey = (eventId: string) => ['events', eventId, 'welcome-chasers'] as const;

/** How often a send still running is asked for its progress. */
const progressPollMs = 500;

const chaserQuery = (eventId: string, chaserId: string) =>
  queryOptions({
    queryKey: [...chasersKey(eventId), chaserId],
    queryFn: () => api.get<WelcomeChaser>(chaserPath(eventId, `/${encodeURIComponent(chaserId)}`)),
    // Until every reminder is queued and the mail server has answered for each.
    refetchInterval: (query) => {
      const state = query.state.data;
      return state?.status === 'finished' && state.delivery.pending === 0 ? false : progressPollMs;
    },
  });

/**
 * What a finished send reports, as the spec's welcome send result. Ids named that are not
 * members of the event are only in the answer that started it, so they are taken from there.
 */
export const resultOf = (
  finished: WelcomeChaser,
  started?: WelcomeChaser,
): WelcomeChaserResult => ({
  successfulIds: finished.successfulIds,
  failedEmails: [...new Set([...(started?.failedEmails ?? []), ...finished.failedEmails])],
});

/**
 * Starts a send of the welcome reminder to the members named, or without userIds to every
 * member who has never logged in. It answers at once with the send; its job does the sending.
 */
export function useStartWelcomeChaser() {
  const { event } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: WelcomeChaserInput) => api.post<WelcomeChaser>(chaserPath(event.id), input),
    // Its progress shows at once, from the answer, before the first poll.
    onSuccess: (chaser) =>
      queryClient.setQueryData(chaserQuery(event.id, chaser.id).queryKey, chaser),
  });
}

/** A send and its progress, read again every half second until it has finished. */
export function useWelcomeChaser(chaserId: string | null) {
  const { event } = useSession();
  return useQuery({ ...chaserQuery(event.id, chaserId ?? ''), enabled: Boolean(chaserId) });
}

/** The event's send still running, if any: the screen finds it again after a reload. */
export function useCurrentWelcomeChaser() {
  const { event } = useSession();
  return useQuery({
    queryKey: [...chasersKey(event.id), 'current'],
    queryFn: () => api.get<{ chaser: WelcomeChaser | null }>(chaserPath(event.id, '/current')),
  });
}

/**
 * One member's reminder (a row's "Resend welcome"): starts the send and waits for it, a moment
 * for one member. Those who have logged in come back in failedEmails.
 */
export function useSendWelcomeChaser() {
  const { event } = useSession();
  return useMutation({
    mutationFn: async (input: WelcomeChaserInput): Promise<WelcomeChaserResult> => {
      const started = await api.post<WelcomeChaser>(chaserPath(event.id), input);
      const path = chaserPath(event.id, `/${encodeURIComponent(started.id)}`);
      let state = started;
      while (state.status !== 'finished') {
        await new Promise((resolve) => setTimeout(resolve, progressPollMs));
        state = await api.get<WelcomeChaser>(path);
      }
      return resultOf(state, started);
    },
  });
}
