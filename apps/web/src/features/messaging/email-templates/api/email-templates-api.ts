import type { Page } from '@showdesk/domain/common/list-query';
import type {
  EmailPreview,
  EmailTemplate,
  EmailTemplateInput,
  EmailTemplateListItem,
  EmailTestSent,
} from '@showdesk/domain/messaging/email-templates';
import { keepPreviousData, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, eventPath, isApiError } from '../../../../lib/api-client.ts';
import { pageOf } from '../../../../lib/list-state.ts';
import { useEventMutation } from '../../../../lib/record-api.ts';
import { useSession } from '../../../../lib/session.ts';

const templatesKey = (eventId: string) => ['events', eventId, 'email-templates'] as const;
const templatePath = (eventId: string, emailId: string, rest = '') =>
  eventPath(eventId, `/email-templates/${encodeURIComponent(emailId)}${rest}`);

export const emailTemplateQuery = (eventId: string, emailId: string) =>
  queryOptions({
    queryKey: [...templatesKey(eventId), 'detail', emailId],
    queryFn: () => api.get<EmailTemplate>(templatePath(eventId, emailId)),
    retry: (count, error) => !isApiError(error, 404) && count < 2,
    refetchOnWindowFocus: false,
  });

interface PageState {
  q: string;
  filter: Record<string, string>;
  sort: { key: string; desc: boolean };
  page: number;
  pageSize: number;
}

/**
 * Every kind of email with its subject and whether the event changed it, as a list page: the
 * 17 kinds come in one answer and are searched (name, or subject as shown or as written), filtered (status:customised
 * or default), sorted and paged here, under the list convention's address parameters.
 */
export function useEmailTemplatePage(state: PageState) {
  const { event } = useSession();
  const q = state.q.trim().toLowerCase();
  const { status } = state.filter;
  return useQuery({
    queryKey: [...templatesKey(event.id), 'list'],
    queryFn: () => api.get<EmailTemplateListItem[]>(eventPath(event.id, '/email-templates')),
    select: (list): Page<EmailTemplateListItem> =>
      pageOf(
        list
          .filter(
            (t) =>
              !q || `${t.name} ${t.sampleSubject ?? ''} ${t.subject}`.toLowerCase().includes(q),
          )
          .filter((t) => !status || t.isCustomised === (status === 'customised')),
        state,
        (a, b) =>
          state.sort.key === 'updatedAt'
            ? (a.updatedAt ?? '').localeCompare(b.updatedAt ?? '')
            : a.name.localeCompare(b.name),
      ),
  });
}

export function useEmailTemplate(emailId: string) {
  const { event } = useSession();
  return useQuery(emailTemplateQuery(event.id, emailId));
}

function useRefresh() {
  const { event } = useSession();
  const queryClient = useQueryClient();
  return async (template: EmailTemplate) => {
    queryClient.setQueryData(emailTemplateQuery(event.id, template.id).queryKey, template);
    await queryClient.invalidateQueries({ queryKey: [...templatesKey(event.id), 'list'] });
  };
}

export function useSaveEmailTemplate(emailId: string) {
  return useEventMutation(
    (eventId, input: EmailTemplateInput) =>
      api.put<EmailTemplate>(templatePath(eventId, emailId), input),
    useRefresh(),
  );
}

/** Reset to default: the event's version is deleted; answers the default. */
export function useResetEmailTemplate(emailId: string) {
  return useEventMutation(
    (eventId) => api.delete<EmailTemplate>(templatePath(eventId, emailId)),
    useRefresh(),
  );
}

/**
 * The subject and body rendered with sample data (the server renders: the same sandbox as the
 * emails). Give it debounced values; the last good preview stays while the next loads.
 */
export function useEmailPreview(emailId: string, input: EmailTemplateInput | null) {
  const { event } = useSession();
  return useQuery({
    queryKey: [...templatesKey(event.id), 'preview', emailId, input],
    queryFn: () => api.post<EmailPreview>(templatePath(event.id, emailId, '/preview'), input),
    enabled: input !== null,
    placeholderData: keepPreviousData,
    retry: false,
    refetchOnWindowFocus: false,
  });
}

/** "Send a test to me": the editor's subject and body, with sample data, to my own address. */
export function useSendTestEmail(emailId: string) {
  return useEventMutation((eventId, input: EmailTemplateInput) =>
    api.post<EmailTestSent>(templatePath(eventId, emailId, '/test'), input),
  );
}
