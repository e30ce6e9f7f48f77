import type {
  EventWebhook,
  EventWebhookAttempt,
  EventWebhookInput,
  EventWebhookTestResult,
  EventWebhookUpdate,
  EventWebhookWithSecret,
} from '@showdesk/domain/integrations/event-webhooks';
import { useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client.ts';
import { useListPage } from '../../../../lib/list-state.ts';
import {
  defineRecords,
  useDeleteRecord,
  useEventMutation,
  useRecord,
  useRecordPage,
  useRefreshRecords,
} from '../../../../lib/record-api.ts';
import { useSession } from '../../../../lib/session.ts';

/** The event's webhooks: GET/POST /event-webhooks, GET/PATCH/DELETE /event-webhooks/:id. */
const eventWebhooks = defineRecords<EventWebhook>({ resource: 'event-webhooks' });

/** One page of the event's webhooks (the list convention's query string). */
export function useEventWebhookPage(apiParams: string) {
  return useRecordPage<EventWebhook>(eventWebhooks, apiParams);
}

export function useEventWebhook(id: string) {
  return useRecord(eventWebhooks, id);
}

/** Adds a webhook; the answer carries its signing secret, this once. */
export function useCreateEventWebhook() {
  const refresh = useRefreshRecords(eventWebhooks);
  return useEventMutation(
    (eventId, input: EventWebhookInput) =>
      api.post<EventWebhookWithSecret>(eventWebhooks.collectionPath(eventId), input),
    (created) => refresh(created.webhook),
  );
}

export function useUpdateEventWebhook(id: string) {
  const refresh = useRefreshRecords(eventWebhooks);
  return useEventMutation(
    (eventId, input: EventWebhookUpdate) => eventWebhooks.update<EventWebhook>(eventId, id, input),
    (changed) => refresh(changed),
  );
}

export function useDeleteEventWebhook() {
  return useDeleteRecord(eventWebhooks);
}

/** A new signing secret; the answer carries it, this once. */
export function useRotateEventWebhookSecret(id: string) {
  const refresh = useRefreshRecords(eventWebhooks);
  return useEventMutation(
    (eventId) =>
      api.post<EventWebhookWithSecret>(`${eventWebhooks.path(eventId, id)}/rotate-secret`),
    (rotated) => refresh(rotated.webhook),
  );
}

const logKey = (eventId: string, id: string) =>
  [...eventWebhooks.key(eventId), 'detail', id, 'deliveries'] as const;

/** A ping through the delivery path; the log and the webhook (its last delivery) are asked again. */
export function useTestEventWebhook(id: string) {
  const { event } = useSession();
  const queryClient = useQueryClient();
  return useEventMutation(
    (eventId) => api.post<EventWebhookTestResult>(`${eventWebhooks.path(eventId, id)}/test`),
    async () => {
      await queryClient.invalidateQueries({ queryKey: logKey(event.id, id) });
      await queryClient.invalidateQueries({ queryKey: eventWebhooks.query(event.id, id).queryKey });
      await queryClient.invalidateQueries({ queryKey: eventWebhooks.listKey(event.id) });
    },
  );
}

/** One page of a webhook's delivery log (every attempt, newest first). */
export function useEventWebhookLog(id: string, apiParams: string) {
  const { event } = useSession();
  return useListPage<EventWebhookAttempt>(
    logKey(event.id, id),
    `/event-webhooks/${encodeURIComponent(id)}/deliveries`,
    apiParams,
  );
}
