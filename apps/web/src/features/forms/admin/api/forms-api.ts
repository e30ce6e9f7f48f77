import type {
  ArchiveFormsInput,
  ArchiveFormsResult,
  CreateFormInput,
  Form,
  FormBundle,
  SaveFormInput,
  UpdateFormSettingsInput,
} from '@showdesk/domain/forms/forms';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, eventPath, isApiError } from '../../../../lib/api-client.ts';
import { useListPage } from '../../../../lib/list-state.ts';
import { useSession } from '../../../../lib/session.ts';

export type { FormBundle };

/** A row of the organisers' forms list (the list leaves the logic out). */
export type FormListItem = Omit<Form, 'logicMap'>;

const formsKey = (eventId: string) => ['events', eventId, 'forms'] as const;
const formListKey = (eventId: string) => [...formsKey(eventId), 'list'] as const;
const formPath = (eventId: string, formId: string) =>
  eventPath(eventId, `/forms/${encodeURIComponent(formId)}`);

export const formBundleQuery = (eventId: string, formId: string) =>
  queryOptions({
    queryKey: [...formsKey(eventId), 'detail', formId],
    queryFn: () => api.get<FormBundle>(formPath(eventId, formId)),
    retry: (count, error) => !isApiError(error, 404) && count < 2,
    // The builder holds its own copy while editing; a refetch must not reset it.
    refetchOnWindowFocus: false,
  });

/** One page of the forms list (the list convention's query string). */
export function useFormPage(apiParams: string) {
  const { event } = useSession();
  return useListPage<FormListItem>(formListKey(event.id), '/forms', apiParams);
}

export function useFormBundle(formId: string) {
  const { event } = useSession();
  return useQuery({ ...formBundleQuery(event.id, formId), enabled: formId !== '' });
}

/** After a change: the form's bundle takes what the server answered, the lists are asked again. */
function useRefreshForms() {
  const { event } = useSession();
  const queryClient = useQueryClient();
  return async (change?: FormBundle | Form) => {
    if (change && 'form' in change) {
      queryClient.setQueryData(formBundleQuery(event.id, change.form.id).queryKey, change);
    } else if (change) {
      queryClient.setQueryData(
        formBundleQuery(event.id, change.id).queryKey,
        (old: FormBundle | undefined) => (old ? { ...old, form: { ...old.form, ...change } } : old),
      );
    }
    await queryClient.invalidateQueries({ queryKey: formListKey(event.id) });
  };
}

/** Adds a form; it opens in the builder. */
export function useCreateForm() {
  const { event } = useSession();
  const refresh = useRefreshForms();
  return useMutation({
    mutationFn: (input: CreateFormInput) =>
      api.post<FormBundle>(eventPath(event.id, '/forms'), input),
    onSuccess: (bundle) => refresh(bundle),
  });
}

/** Changes a form's settings (title, description, published, editable, public). */
export function useUpdateFormSettings(formId: string) {
  const { event } = useSession();
  const refresh = useRefreshForms();
  return useMutation({
    mutationFn: (input: UpdateFormSettingsInput) =>
      api.patch<Form>(formPath(event.id, formId), input),
    onSuccess: (form) => refresh(form),
  });
}

/** The builder's save: fields, their order and the logic in one call. */
export function useSaveForm(formId: string) {
  const { event } = useSession();
  const refresh = useRefreshForms();
  return useMutation({
    mutationFn: (input: SaveFormInput) => api.put<FormBundle>(formPath(event.id, formId), input),
    onSuccess: (bundle) => refresh(bundle),
  });
}

/** Deletes a form with its fields, submissions and their files. */
export function useDeleteForm() {
  const { event } = useSession();
  const queryClient = useQueryClient();
  const refresh = useRefreshForms();
  return useMutation({
    mutationFn: (formId: string) => api.delete<void>(formPath(event.id, formId)),
    onSuccess: async (_, formId) => {
      // Not refetched now: its page may still be open and would flash 'not found'.
      await queryClient.invalidateQueries({
        queryKey: formBundleQuery(event.id, formId).queryKey,
        refetchType: 'none',
      });
      await refresh();
    },
  });
}

/** Copies a form ("<title> (copy)", unpublished) with new field ids. */
export function useDuplicateForm() {
  const { event } = useSession();
  const refresh = useRefreshForms();
  return useMutation({
    mutationFn: (formId: string) => api.post<FormBundle>(`${formPath(event.id, formId)}/duplicate`),
    onSuccess: (bundle) => refresh(bundle),
  });
}

/** Archives or unarchives forms in bulk. */
export function useArchiveForms() {
  const { event } = useSession();
  const refresh = useRefreshForms();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ArchiveFormsInput) =>
      api.post<ArchiveFormsResult>(eventPath(event.id, '/forms/archive'), input),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: [...formsKey(event.id), 'detail'] });
      await refresh();
    },
  });
}
