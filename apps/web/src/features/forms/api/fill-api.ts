import type { ShownConfirmation } from '@showdesk/domain/forms/confirmations';
import type {
  FillableForm,
  GuestStart,
  GuestSubmitted,
  MemberFormList,
  SavedSubmission,
  SubmissionList,
} from '@showdesk/domain/forms/filling';
import type { LockStatus } from '@showdesk/domain/forms/locks';
import type { Submission } from '@showdesk/domain/forms/submissions';
import type { FileValue } from '@showdesk/domain/forms/values';
import type { ExportFormat } from '@showdesk/domain/reports/exports';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, eventPath, isApiError } from '../../../lib/api-client.ts';
import { exportQuery } from '../../../lib/export-download.ts';
import { useListPage } from '../../../lib/list-state.ts';
import { useSession } from '../../../lib/session.ts';
import { uploadFile } from '../../../lib/upload.ts';
import type { UploadHandler } from '../fill/fill-model.ts';

const enc = encodeURIComponent;
/** Not found (and forbidden) answers are final: no retry. */
const isFinalAnswer = (error: Error) => isApiError(error, 404) || isApiError(error, 403);

/** Member queries of one event (what a save invalidates). */
export const memberFormsKey = (eventId: string) => ['events', eventId, 'member-forms'] as const;
const memberFormPath = (eventId: string, formId: string, rest = '') =>
  eventPath(eventId, `/member/forms/${enc(formId)}${rest}`);

/**
 * The confirmation a sent submission was given ('default': the form has none of its own, so
 * nothing is asked).
 */
export function useMemberConfirmation(formId: string, confirmationId: string) {
  const { event } = useSession();
  return useQuery({
    queryKey: [...memberFormsKey(event.id), formId, 'confirmation', confirmationId],
    queryFn: () =>
      api.get<ShownConfirmation>(
        memberFormPath(event.id, formId, `/confirmations/${enc(confirmationId)}`),
      ),
    enabled: confirmationId !== 'default',
    retry: (count, error) => !isFinalAnswer(error) && count < 2,
  });
}

/** The open forms with the team's latest submission of each. */
export function useMemberForms() {
  const { event } = useSession();
  return useQuery({
    queryKey: [...memberFormsKey(event.id), 'list'],
    queryFn: () => api.get<MemberFormList>(eventPath(event.id, '/member/forms')),
  });
}

/** A form to fill in, with its groups and the event's currency ('Form not found' is a 404). */
export function useFillableForm(formId: string) {
  const { event } = useSession();
  return useQuery({
    queryKey: [...memberFormsKey(event.id), formId, 'form'],
    queryFn: () => api.get<FillableForm>(memberFormPath(event.id, formId)),
    retry: (count, error) => !isFinalAnswer(error) && count < 2,
  });
}

/**
 * The team's submissions of a form, newest first; `fresh` fetches them again on opening even
 * when a recent copy is cached (which draft to continue depends on it).
 */
export function useMemberSubmissions(formId: string, { fresh = false } = {}) {
  const { event } = useSession();
  return useQuery({
    refetchOnMount: fresh ? 'always' : true,
    queryKey: [...memberFormsKey(event.id), formId, 'submissions'],
    queryFn: () => api.get<SubmissionList>(memberFormPath(event.id, formId, '/submissions')),
    retry: (count, error) => !isFinalAnswer(error) && count < 2,
  });
}

export function useMemberSubmission(formId: string, submissionId: string | null) {
  const { event } = useSession();
  return useQuery({
    queryKey: [...memberFormsKey(event.id), formId, 'submissions', submissionId],
    queryFn: () =>
      api.get<Submission>(
        memberFormPath(event.id, formId, `/submissions/${enc(submissionId ?? '')}`),
      ),
    enabled: submissionId !== null,
    retry: (count, error) => !isFinalAnswer(error) && count < 2,
  });
}

export interface SaveSubmission {
  /** The submission saved so far, or null to create one. */
  current: Pick<Submission, 'id' | 'updatedAt'> | null;
  values: Record<string, unknown>;
  isDraft: boolean;
}

/** The member's saves: create or update, and what it answers. */
export function useMemberSubmissionActions(formId: string, taskId: string | null = null) {
  const { event } = useSession();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: memberFormsKey(event.id) });
  return {
    save: async ({ current, values, isDraft }: SaveSubmission) => {
      const saved = current
        ? await api.put<SavedSubmission>(
            memberFormPath(event.id, formId, `/submissions/${enc(current.id)}`),
            { values, isDraft, expectedUpdatedAt: current.updatedAt },
          )
        : await api.post<SavedSubmission>(memberFormPath(event.id, formId, '/submissions'), {
            values,
            isDraft,
            // Opened from a form task: the submission names it.
            ...(taskId ? { taskId } : {}),
          });
      // A sent submission completes the team's form tasks.
      if (!isDraft)
        void queryClient.invalidateQueries({ queryKey: ['events', event.id, 'member-tasks'] });
      queryClient.setQueryData(
        [...memberFormsKey(event.id), formId, 'submissions', saved.submission.id],
        saved.submission,
      );
      return saved;
    },
    refresh,
    upload: (
      submissionId: string,
      fieldId: string,
      file: File,
      onProgress: (p: number) => void,
    ) => {
      return uploadFile<FileValue>(
        memberFormPath(event.id, formId, `/submissions/${enc(submissionId)}/files/${enc(fieldId)}`),
        file,
        { onProgress },
      );
    },
  };
}

/** Deletes one of the team's drafts. */
export function useDeleteMemberDraft(formId: string) {
  const { event } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (submissionId: string) =>
      api.delete<void>(memberFormPath(event.id, formId, `/submissions/${enc(submissionId)}`)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: memberFormsKey(event.id) }),
  });
}

// Organisers.

export interface SubmissionRow extends Submission {
  teamName: string | null;
  submittedBy: string | null;
}

const orgKey = (eventId: string, formId: string) =>
  ['events', eventId, 'forms', formId, 'submissions'] as const;
const orgPath = (eventId: string, formId: string, rest = '') =>
  eventPath(eventId, `/forms/${enc(formId)}/submissions${rest}`);

/**
 * The organisers' form (the builder's bundle, under the builder's own query key so a save there
 * shows here at once; the currency comes from the variables settings).
 */
export function useOrganiserForm(formId: string) {
  const { event } = useSession();
  return useQuery({
    queryKey: ['events', event.id, 'forms', 'detail', formId],
    queryFn: () =>
      api.get<Omit<FillableForm, 'currencyId'>>(eventPath(event.id, `/forms/${enc(formId)}`)),
    retry: (count, error) => !isFinalAnswer(error) && count < 2,
  });
}

export function useSubmissionPage(formId: string, apiParams: string) {
  const { event } = useSession();
  return useListPage<SubmissionRow>(
    [...orgKey(event.id, formId), 'list'],
    `/forms/${enc(formId)}/submissions`,
    apiParams,
  );
}

export function useSubmissionRow(formId: string, submissionId: string) {
  const { event } = useSession();
  return useQuery({
    queryKey: [...orgKey(event.id, formId), submissionId],
    queryFn: () => api.get<SubmissionRow>(orgPath(event.id, formId, `/${enc(submissionId)}`)),
    retry: (count, error) => !isFinalAnswer(error) && count < 2,
  });
}

export function useEditSubmission(formId: string, submissionId: string) {
  const { event } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: {
      values: Record<string, unknown>;
      isDraft: boolean;
      expectedUpdatedAt: string;
    }) => api.put<Submission>(orgPath(event.id, formId, `/${enc(submissionId)}`), input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orgKey(event.id, formId) }),
  });
}

export function useDeleteSubmission(formId: string) {
  const { event } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (submissionId: string) =>
      api.delete<void>(orgPath(event.id, formId, `/${enc(submissionId)}`)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orgKey(event.id, formId) }),
  });
}

/** An organiser's upload into a submission's upload field (their edit's save names it). */
export function useOrganiserUpload(formId: string, submissionId: string): UploadHandler {
  const { event } = useSession();
  return ({ fieldId, file, onProgress }) => {
    return uploadFile<FileValue>(
      orgPath(event.id, formId, `/${enc(submissionId)}/files/${enc(fieldId)}`),
      file,
      { onProgress },
    );
  };
}

export function useEventCurrency() {
  const { event } = useSession();
  return useQuery({
    queryKey: ['events', event.id, 'settings', 'variables'],
    queryFn: () => api.get<{ currencyId?: string }>(eventPath(event.id, '/settings/variables')),
    select: (data) => data.currencyId ?? 'GBP',
    retry: false,
  });
}

/** A submission's editing lock: take or refresh it. */
export function lockPath(eventId: string, submissionId: string) {
  return eventPath(eventId, `/locks/submission/${enc(submissionId)}`);
}
export const takeLock = (eventId: string, submissionId: string) =>
  api.put<LockStatus>(lockPath(eventId, submissionId), {});
export const releaseLock = (eventId: string, submissionId: string) =>
  api.delete<void>(lockPath(eventId, submissionId));

// Guests.

const guestPath = (eventId: string, formId: string, rest = '') =>
  eventPath(eventId, `/guest/forms/${enc(formId)}${rest}`);

/** The confirmation a guest's submission was given ('default': none of the form's own). */
export function useGuestConfirmation(
  eventId: string | undefined,
  formId: string,
  confirmationId: string,
) {
  return useQuery({
    queryKey: ['public', eventId, 'guest-forms', formId, 'confirmation', confirmationId],
    queryFn: () =>
      api.get<ShownConfirmation>(
        guestPath(eventId ?? '', formId, `/confirmations/${enc(confirmationId)}`),
      ),
    enabled: eventId !== undefined && confirmationId !== 'default',
    retry: (count, error) => !isFinalAnswer(error) && count < 2,
  });
}

export function useGuestForm(eventId: string | undefined, formId: string) {
  return useQuery({
    queryKey: ['public', eventId, 'guest-forms', formId],
    queryFn: () => api.get<FillableForm>(guestPath(eventId ?? '', formId)),
    enabled: eventId !== undefined,
    retry: (count, error) => !isFinalAnswer(error) && count < 2,
  });
}

export const guestApi = {
  start: (eventId: string, formId: string) =>
    api.post<GuestStart>(guestPath(eventId, formId, '/start'), {}),
  upload: (
    eventId: string,
    formId: string,
    ticket: GuestStart,
    fieldId: string,
    file: File,
    onProgress: (p: number) => void,
  ) => {
    return uploadFile<FileValue>(
      guestPath(eventId, formId, `/submissions/${enc(ticket.submissionId)}/files/${enc(fieldId)}`),
      file,
      { onProgress, headers: { 'x-guest-token': ticket.token } },
    );
  },
  send: (
    eventId: string,
    formId: string,
    body: { submissionId: string; token: string; values: Record<string, unknown>; website: string },
  ) => api.post<GuestSubmitted>(guestPath(eventId, formId, '/submissions'), body),
};

/**
 * The path of a form's submissions export with the table's search and filters (not its page:
 * the export has every row).
 */
export function submissionExportPath(
  eventId: string,
  formId: string,
  format: ExportFormat,
  apiParams: string,
): string {
  return orgPath(eventId, formId, `.${format}${exportQuery(apiParams)}`);
}

/** How many sent (not draft) submissions the form has: the export has nothing without one. */
export function useSentSubmissionCount(formId: string) {
  const { event } = useSession();
  return useQuery({
    queryKey: [...orgKey(event.id, formId), 'sent-count'],
    queryFn: async () =>
      (
        await api.get<{ total: number }>(
          orgPath(event.id, formId, '?filter=isDraft:false&pageSize=1'),
        )
      ).total,
  });
}
