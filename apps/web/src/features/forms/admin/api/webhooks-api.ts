import type {
  DeliveryAttempt,
  Webhook,
  WebhookInput,
  WebhookTestResult,
  WebhookUpdate,
  WebhookWithSecret,
} from '@showdesk/domain/forms/webhooks';
import type { CustomFieldList } from '@showdesk/domain/people/custom-fields';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, eventPath, isApiError } from '../../../../lib/api-client.ts';
import { useListPage } from '../../../../lib/list-state.ts';
import { useEventMutation } from '../../../../lib/record-api.ts';
import { useSession } from '../../../../lib/session.ts';

const enc = encodeURIComponent;
const listKey = (eventId: string, formId: string) =>
  ['events', eventId, 'forms', formId, 'webhooks'] as const;
const listPath = (formId: string) => `/forms/${enc(formId)}/webhooks`;
const onePath = (formId: string, id: string) => `${listPath(formId)}/${enc(id)}`;
const notMissing = (count: number, error: Error) => !isApiError(error, 404) && count < 2;

const webhooksQuery = (eventId: string, formId: string) =>
  queryOptions({
    queryKey: listKey(eventId, formId),
    queryFn: () => api.get<Webhook[]>(eventPath(eventId, listPath(formId))),
    retry: notMissing,
  });

/** A form's webhooks in order, each with its latest delivery's status. */
export function useWebhooks(formId: string) {
  const { event } = useSession();
  return useQuery(webhooksQuery(event.id, formId));
}

export function useWebhook(formId: string, webhookId: string) {
  const { event } = useSession();
  return useQuery({
    queryKey: [...listKey(event.id, formId), webhookId],
    queryFn: () => api.get<Webhook>(eventPath(event.id, onePath(formId, webhookId))),
    retry: notMissing,
    refetchOnWindowFocus: false,
  });
}

/** One page of a webhook's delivery log (every attempt, newest first). */
export function useDeliveryLog(formId: string, webhookId: string, apiParams: string) {
  const { event } = useSession();
  return useListPage<DeliveryAttempt>(
    [...listKey(event.id, formId), webhookId, 'deliveries'],
    `${onePath(formId, webhookId)}/deliveries`,
    apiParams,
  );
}

/** The event's custom fields in order: what a payload field may read of the team. */
export function useCustomFieldOptions() {
  const { event } = useSession();
  return useQuery({
    queryKey: ['events', event.id, 'custom-fields', 'order'],
    queryFn: () => api.get<CustomFieldList>(eventPath(event.id, '/custom-fields/order')),
    select: (list) => list.customFields,
  });
}

function useRefresh(formId: string) {
  const { event } = useSession();
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: listKey(event.id, formId) });
}

/** Adds a webhook; the answer carries its signing secret, this once. */
export function useCreateWebhook(formId: string) {
  return useEventMutation(
    (eventId, input: WebhookInput) =>
      api.post<WebhookWithSecret>(eventPath(eventId, listPath(formId)), input),
    useRefresh(formId),
  );
}

export function useUpdateWebhook(formId: string, webhookId: string) {
  return useEventMutation(
    (eventId, input: WebhookUpdate) =>
      api.patch<Webhook>(eventPath(eventId, onePath(formId, webhookId)), input),
    useRefresh(formId),
  );
}

export function useDeleteWebhook(formId: string) {
  return useEventMutation(
    (eventId, webhookId: string) =>
      api.delete<void>(eventPath(eventId, onePath(formId, webhookId))),
    useRefresh(formId),
  );
}

/** Sends a sample (calls 7.4); the log is asked again afterwards (a test is not logged). */
export function useTestWebhook(formId: string, webhookId: string) {
  return useEventMutation((eventId) =>
    api.post<WebhookTestResult>(eventPath(eventId, `${onePath(formId, webhookId)}/test`)),
  );
}

/** A new signing secret; the answer carries it, this once. */
export function useRotateSecret(formId: string, webhookId: string) {
  return useEventMutation((eventId) =>
    api.post<WebhookWithSecret>(eventPath(eventId, `${onePath(formId, webhookId)}/rotate-secret`)),
  );
}
