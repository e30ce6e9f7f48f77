import type {
  ApiToken,
  ApiTokenCreated,
  CreateApiTokenInput,
} from '@showdesk/domain/integrations/api-tokens';
import { useQueryClient } from '@tanstack/react-query';
import { api, eventPath, recordSegment } from '../../../../lib/api-client.ts';
import { useListPage } from '../../../../lib/list-state.ts';
import { useEventMutation } from '../../../../lib/record-api.ts';
import { useSession } from '../../../../lib/session.ts';

const key = (eventId: string) => ['events', eventId, 'api-tokens'] as const;

/** One page of the event's API tokens (the list convention's query string). */
export function useApiTokenPage(apiParams: string) {
  const { event } = useSession();
  return useListPage<ApiToken>([...key(event.id), 'list'], '/api-tokens', apiParams);
}

function useRefresh() {
  const { event } = useSession();
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: key(event.id) });
}

/** Makes a token: the answer carries its value this once. */
export function useCreateApiToken() {
  const refresh = useRefresh();
  return useEventMutation(
    (eventId, input: CreateApiTokenInput) =>
      api.post<ApiTokenCreated>(eventPath(eventId, '/api-tokens'), input),
    () => refresh(),
  );
}

/** Revokes a token (by its id): refused from the next request on. */
export function useRevokeApiToken() {
  const refresh = useRefresh();
  return useEventMutation(
    (eventId, tokenId: string) =>
      api.post<ApiToken>(eventPath(eventId, `/api-tokens/${recordSegment(tokenId)}/revoke`)),
    () => refresh(),
  );
}
