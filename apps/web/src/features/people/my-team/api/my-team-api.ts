import type {
  CreateMyStandShareInput,
  MyTeam,
  UpdateMyTeamInput,
} from '@showdesk/domain/people/my-team';
import type { AddTeamMemberInput } from '@showdesk/domain/people/team-inputs';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, eventPath, isApiError } from '../../../../lib/api-client.ts';
import { useSession } from '../../../../lib/session.ts';

export const myTeamQuery = (eventId: string) =>
  queryOptions({
    queryKey: ['events', eventId, 'my-team'],
    queryFn: () => api.get<MyTeam>(eventPath(eventId, '/my-team')),
    // A 404 means "not in a team" ('No team found for user with ID …'), an answer, not a hiccup.
    retry: (count, error) => !isApiError(error, 404) && !isApiError(error, 403) && count < 2,
  });

/** The caller's team with its members, stand shares and the custom fields it sees. */
export function useMyTeam() {
  const { event } = useSession();
  return useQuery(myTeamQuery(event.id));
}

/**
 * Every write answers with the whole team: it replaces the cached one. The session carries the
 * team's member and stand-share ids, so it is read again too.
 */
function useMyTeamWrite<Input>(send: (eventId: string, input: Input) => Promise<MyTeam>) {
  const { event } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Input) => send(event.id, input),
    onSuccess: (team) => {
      queryClient.setQueryData(myTeamQuery(event.id).queryKey, team);
      // Not awaited: the page moves on without waiting for the session.
      void queryClient.invalidateQueries({ queryKey: ['session'] });
    },
    onError: async (error) => {
      // Full meanwhile, or the caller is no longer the owner: show the team as it is now.
      if (isApiError(error, 409) || isApiError(error, 403)) {
        await queryClient.invalidateQueries({ queryKey: myTeamQuery(event.id).queryKey });
      }
    },
  });
}

/** The owner fills in the team's custom fields (required ones must stay filled). */
export function useUpdateMyTeam() {
  return useMyTeamWrite((eventId, input: UpdateMyTeamInput) =>
    api.patch<MyTeam>(eventPath(eventId, '/my-team'), input),
  );
}

/** The owner adds a member, who gets a welcome email; refused at the limit '(Team Full)'. */
export function useAddMyTeamMember() {
  return useMyTeamWrite((eventId, input: AddTeamMemberInput) =>
    api.post<MyTeam>(eventPath(eventId, '/my-team/members'), input),
  );
}

/** The owner of a parent or ordinary team adds a stand share; its owner gets a welcome email. */
export function useAddMyStandShare() {
  return useMyTeamWrite((eventId, input: CreateMyStandShareInput) =>
    api.post<MyTeam>(eventPath(eventId, '/my-team/stand-shares'), input),
  );
}
