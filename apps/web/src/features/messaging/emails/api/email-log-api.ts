import { listSearchParams } from '@showdesk/domain/common/list-query';
import type {
  EmailLogDetail,
  EmailLogEntry,
  EmailLogPage,
} from '@showdesk/domain/messaging/email-log';
import { useQuery } from '@tanstack/react-query';
import { api, eventPath, isApiError } from '../../../../lib/api-client.ts';
import { useListPage } from '../../../../lib/list-state.ts';
import { useSession } from '../../../../lib/session.ts';

const logKey = (eventId: string) => ['events', eventId, 'email-log'] as const;

/** One page of the email log (the list convention's query string). */
export function useEmailLogPage(apiParams: string) {
  const { event } = useSession();
  return useListPage<EmailLogEntry>([...logKey(event.id), 'list'], '/emails/log', apiParams);
}

/** One email with its logged text (secret links hidden); null id: none asked for. */
export function useEmailLogEntry(emailId: string | null) {
  const { event } = useSession();
  return useQuery({
    queryKey: [...logKey(event.id), emailId],
    queryFn: () =>
      api.get<EmailLogDetail>(
        eventPath(event.id, `/emails/log/${encodeURIComponent(emailId ?? '')}`),
      ),
    enabled: emailId !== null,
    retry: (count, error) => !isApiError(error, 404) && count < 2,
  });
}

/** A member's latest emails (their page, for admins). */
export function useMemberEmails(userId: string) {
  const { event } = useSession();
  const params = listSearchParams({ pageSize: 5, filter: { userId } });
  return useQuery({
    queryKey: [...logKey(event.id), 'member', userId],
    queryFn: () => api.get<EmailLogPage>(eventPath(event.id, `/emails/log?${params}`)),
  });
}
