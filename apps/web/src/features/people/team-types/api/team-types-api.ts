import type {
  CreateTeamTypeInput,
  TeamType,
  UpdateTeamTypeInput,
} from '@showdesk/domain/people/team-types';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, eventPath, recordSegment } from '../../../../lib/api-client.ts';
import { useListPage } from '../../../../lib/list-state.ts';
import { useEventMutation } from '../../../../lib/record-api.ts';
import { useSession } from '../../../../lib/session.ts';
import { teamOptionsQuery } from '../../teams/api/teams-api.ts';

const teamTypePath = (eventId: string, teamTypeId: string) =>
  eventPath(eventId, `/team-types/${recordSegment(teamTypeId)}`);

export const teamTypeQuery = (eventId: string, teamTypeId: string) =>
  queryOptions({
    queryKey: ['events', eventId, 'team-types', teamTypeId],
    queryFn: () => api.get<TeamType>(teamTypePath(eventId, teamTypeId)),
  });

/** One page of the team types list (the list convention's query string). */
export function useTeamTypePage(apiParams: string) {
  const { event } = useSession();
  return useListPage<TeamType>(
    ['events', event.id, 'team-types', 'list'],
    '/team-types',
    apiParams,
  );
}

export function useTeamType(teamTypeId: string) {
  const { event } = useSession();
  return useQuery(teamTypeQuery(event.id, teamTypeId));
}

/** Every team of the event in short, for the pick list. */
export function useAllTeams() {
  const { event } = useSession();
  return useQuery(teamOptionsQuery(event.id));
}

function useRefresh() {
  const { event } = useSession();
  const queryClient = useQueryClient();
  return async () => {
    await queryClient.invalidateQueries({ queryKey: ['events', event.id, 'team-types'] });
    // Teams show their type.
    await queryClient.invalidateQueries({ queryKey: ['events', event.id, 'teams'] });
  };
}

export function useCreateTeamType() {
  const refresh = useRefresh();
  return useEventMutation(
    (eventId, input: CreateTeamTypeInput) =>
      api.post<TeamType>(eventPath(eventId, '/team-types'), input),
    () => refresh(),
  );
}

/** Renames a team type and/or replaces its teams; '(Already In A Group)' for a team elsewhere. */
export function useUpdateTeamType(teamTypeId: string) {
  const { event } = useSession();
  const queryClient = useQueryClient();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: UpdateTeamTypeInput) =>
      api.patch<TeamType>(teamTypePath(event.id, teamTypeId), input),
    onSuccess: (saved) => {
      // Shown at once: the form starts again from what was saved, with nothing unsaved.
      queryClient.setQueryData(teamTypeQuery(event.id, saved.id).queryKey, saved);
      return refresh();
    },
  });
}

export function useDeleteTeamType(teamTypeId: string) {
  const { event } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete<void>(teamTypePath(event.id, teamTypeId)),
    onSuccess: async () => {
      queryClient.removeQueries({ queryKey: teamTypeQuery(event.id, teamTypeId).queryKey });
      // Every list of team types, not the deleted one's own query (its page is closing).
      await queryClient.invalidateQueries({
        queryKey: ['events', event.id, 'team-types'],
        predicate: (query) => query.queryKey[3] !== teamTypeId,
      });
      await queryClient.invalidateQueries({ queryKey: ['events', event.id, 'teams'] });
    },
  });
}
