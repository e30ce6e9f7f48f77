import type {
  CreateTeamTypeInput,
  TeamType,
  TeamTypeList,
  UpdateTeamTypeInput,
} from '@showdesk/domain/team-types';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, eventPath } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session.ts';
import { teamOptionsQuery } from '../../teams/api/teams-api.ts';

const teamTypePath = (eventId: string, teamTypeId: string) =>
  eventPath(eventId, `/team-types/${encodeURIComponent(teamTypeId)}`);

export const teamTypesQuery = (eventId: string) =>
  queryOptions({
    queryKey: ['events', eventId, 'team-types'],
    queryFn: () => api.get<TeamTypeList>(eventPath(eventId, '/team-types')),
  });

export const teamTypeQuery = (eventId: string, teamTypeId: string) =>
  queryOptions({
    queryKey: ['events', eventId, 'team-types', teamTypeId],
    queryFn: () => api.get<TeamType>(teamTypePath(eventId, teamTypeId)),
  });

export function useTeamTypes() {
  const { event } = useSession();
  return useQuery(teamTypesQuery(event.id));
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
  const { event } = useSession();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: CreateTeamTypeInput) =>
      api.post<TeamType>(eventPath(event.id, '/team-types'), input),
    onSuccess: () => refresh(),
  });
}

/** Renames a team type and/or replaces its teams; '(Already In A Group)' for a team elsewhere. */
export function useUpdateTeamType(teamTypeId: string) {
  const { event } = useSession();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: UpdateTeamTypeInput) =>
      api.patch<TeamType>(teamTypePath(event.id, teamTypeId), input),
    onSuccess: () => refresh(),
  });
}

export function useDeleteTeamType(teamTypeId: string) {
  const { event } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete<void>(teamTypePath(event.id, teamTypeId)),
    onSuccess: async () => {
      queryClient.removeQueries({ queryKey: teamTypeQuery(event.id, teamTypeId).queryKey });
      await queryClient.invalidateQueries({
        queryKey: teamTypesQuery(event.id).queryKey,
        exact: true,
      });
      await queryClient.invalidateQueries({ queryKey: ['events', event.id, 'teams'] });
    },
  });
}
