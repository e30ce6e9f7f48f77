import type {
  AddTeamMemberInput,
  CreateStandShareInput,
  CreateTeamInput,
  UpdateTeamInput,
} from '@showdesk/domain/people/team-inputs';
import type { TeamTypeList } from '@showdesk/domain/people/team-types';
import type {
  TeamDetail,
  TeamMemberDetail,
  TeamOptionList,
  TeamSummary,
} from '@showdesk/domain/people/teams';
import type { TeamTaskProgress } from '@showdesk/domain/tasks/task-report';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, eventPath, isApiError } from '../../../../lib/api-client.ts';
import { useListPage } from '../../../../lib/list-state.ts';
import { useEventMutation } from '../../../../lib/record-api.ts';
import { useSession } from '../../../../lib/session.ts';

const teamPath = (eventId: string, teamId: string) =>
  eventPath(eventId, `/teams/${encodeURIComponent(teamId)}`);

const teamsKey = (eventId: string) => ['events', eventId, 'teams'] as const;
const teamMembersKey = (eventId: string, teamId: string) =>
  ['events', eventId, 'team-members', teamId] as const;

/** Every team in short, for pick lists (under the teams key, so team changes refresh it). */
export const teamOptionsQuery = (eventId: string) =>
  queryOptions({
    queryKey: [...teamsKey(eventId), 'options'],
    queryFn: () => api.get<TeamOptionList>(eventPath(eventId, '/team-options')),
  });

export const teamQuery = (eventId: string, teamId: string) =>
  queryOptions({
    queryKey: [...teamsKey(eventId), 'detail', teamId],
    queryFn: () => api.get<TeamDetail>(teamPath(eventId, teamId)),
  });

export const teamMemberQuery = (eventId: string, teamId: string, userId: string) =>
  queryOptions({
    // Outside the teams key: refreshing the teams after a removal must not refetch the removed
    // member's open page (it would flash 'not found' before the page moves on).
    queryKey: [...teamMembersKey(eventId, teamId), userId],
    queryFn: () =>
      api.get<TeamMemberDetail>(
        `${teamPath(eventId, teamId)}/members/${encodeURIComponent(userId)}`,
      ),
  });

/** One page of the teams list (the list convention's query string). */
export function useTeamPage(apiParams: string) {
  const { event } = useSession();
  return useListPage<TeamSummary>([...teamsKey(event.id), 'list'], '/teams', apiParams);
}

/** Every team of the event in short (id, name, type, member count), for pick lists. */
export function useTeamOptions() {
  const { event } = useSession();
  return useQuery(teamOptionsQuery(event.id));
}

export function useTeam(teamId: string) {
  const { event } = useSession();
  return useQuery({ ...teamQuery(event.id, teamId), enabled: teamId !== '' });
}

/** One member of a team ('Team member not found' as a 404 once they left it). */
export function useTeamMember(teamId: string, userId: string) {
  const { event } = useSession();
  return useQuery({
    ...teamMemberQuery(event.id, teamId, userId),
    retry: (count, error) => !isApiError(error, 404) && count < 2,
  });
}

/**
 * The event's team types for the filter and the team form. Admin-only on the server: a
 * moderator gets a 403, which the screens read as "no team types to show".
 */
export function useTeamTypeOptions() {
  const { event } = useSession();
  return useQuery({
    queryKey: ['events', event.id, 'team-types'],
    queryFn: () => api.get<TeamTypeList>(eventPath(event.id, '/team-types/all')),
    retry: (count, error) => !isApiError(error, 403) && count < 2,
  });
}

function useRefreshTeams() {
  const { event } = useSession();
  const queryClient = useQueryClient();
  return async (team?: TeamDetail) => {
    if (team) queryClient.setQueryData(teamQuery(event.id, team.id).queryKey, team);
    await queryClient.invalidateQueries({ queryKey: teamsKey(event.id) });
    // Team types count their teams.
    await queryClient.invalidateQueries({ queryKey: ['events', event.id, 'team-types'] });
  };
}

/** Adds a team (an owner new to the event is added under the names typed). */
export function useCreateTeam() {
  const refresh = useRefreshTeams();
  return useEventMutation(
    (eventId, input: CreateTeamInput) => api.post<TeamDetail>(eventPath(eventId, '/teams'), input),
    refresh,
  );
}

/** Adds a stand share: a child team under parentId. */
export function useCreateStandShare(parentId: string) {
  const refresh = useRefreshTeams();
  return useEventMutation(
    (eventId, input: CreateStandShareInput) =>
      api.post<TeamDetail>(`${teamPath(eventId, parentId)}/stand-shares`, input),
    refresh,
  );
}

/** Changes a team: name, type, organiser flag, owner (one of its members), custom fields. */
export function useUpdateTeam(teamId: string) {
  const { event } = useSession();
  const queryClient = useQueryClient();
  const refresh = useRefreshTeams();
  return useMutation({
    mutationFn: (input: UpdateTeamInput) =>
      api.patch<TeamDetail>(teamPath(event.id, teamId), input),
    onSuccess: async (team) => {
      // Member pages say who owns the team.
      await queryClient.invalidateQueries({ queryKey: teamMembersKey(event.id, teamId) });
      await refresh(team);
    },
  });
}

/** Adds someone to a team by email; refused with '(Team Full)' at the member limit. */
export function useAddTeamMember(teamId: string) {
  const refresh = useRefreshTeams();
  return useEventMutation(
    (eventId, input: AddTeamMemberInput) =>
      api.post<TeamDetail>(`${teamPath(eventId, teamId)}/members`, input),
    refresh,
  );
}

export function useRemoveTeamMember(teamId: string) {
  const { event } = useSession();
  const queryClient = useQueryClient();
  const refresh = useRefreshTeams();
  return useMutation({
    mutationFn: (userId: string) =>
      api.delete<void>(`${teamPath(event.id, teamId)}/members/${encodeURIComponent(userId)}`),
    onSuccess: async (_, userId) => {
      // Not refetched now: the member's page may still be open and would flash 'not found'.
      await queryClient.invalidateQueries({
        queryKey: teamMemberQuery(event.id, teamId, userId).queryKey,
        refetchType: 'none',
      });
      await queryClient.invalidateQueries({ queryKey: teamQuery(event.id, teamId).queryKey });
      await refresh();
    },
  });
}

/** Deletes a team; refused while it still has stand shares. */
export function useDeleteTeam(teamId: string) {
  const { event } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete<void>(teamPath(event.id, teamId)),
    onSuccess: async () => {
      // Not refetched now: its page is still open and would flash 'not found'.
      await queryClient.invalidateQueries({
        queryKey: teamQuery(event.id, teamId).queryKey,
        refetchType: 'none',
      });
      await queryClient.invalidateQueries({ queryKey: [...teamsKey(event.id), 'list'] });
      await queryClient.invalidateQueries({ queryKey: ['events', event.id, 'team-types'] });
    },
  });
}

/** The team's progress on the tasks that apply to it (the team page's Tasks card). */
export function useTeamTasks(teamId: string) {
  const { event } = useSession();
  return useQuery({
    queryKey: [...teamsKey(event.id), 'tasks', teamId],
    queryFn: () => api.get<TeamTaskProgress>(`${teamPath(event.id, teamId)}/tasks`),
    enabled: teamId !== '',
  });
}
