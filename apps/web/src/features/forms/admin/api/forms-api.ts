import type {
  CreateFormInput,
  Form,
  FormBundle,
  SaveFormInput,
  UpdateFormSettingsInput,
} from '@showdesk/domain/forms/forms';
import { api } from '../../../../lib/api-client.ts';
import {
  defineRecords,
  useArchiveRecords,
  useDeleteRecord,
  useRecord,
  useRecordChange,
  useRecordPage,
} from '../../../../lib/record-api.ts';

export type { FormBundle };

/** A row of the organisers' forms list (the list leaves the logic out). */
export type FormListItem = Omit<Form, 'logicMap'>;

const forms = defineRecords<FormBundle, FormBundle | Form>({
  resource: 'forms',
  // A change answers the whole bundle (the builder's save), or the form's settings alone.
  idOf: (change) => ('form' in change ? change.form.id : change.id),
  merge: (old, change) =>
    'form' in change ? change : old ? { ...old, form: { ...old.form, ...change } } : old,
});

export const formBundleQuery = forms.query;

/** One page of the forms list (the list convention's query string). */
export const useFormPage = (apiParams: string) => useRecordPage<FormListItem>(forms, apiParams);

export const useFormBundle = (formId: string) => useRecord(forms, formId);

/** Adds a form; it opens in the builder. */
export const useCreateForm = () =>
  useRecordChange(forms, (eventId, input: CreateFormInput) => forms.create(eventId, input));

/** Changes a form's settings (title, description, published, editable, public). */
export const useUpdateFormSettings = (formId: string) =>
  useRecordChange(forms, (eventId, input: UpdateFormSettingsInput) =>
    forms.update<Form>(eventId, formId, input),
  );

/** The builder's save: fields, their order and the logic in one call. */
export const useSaveForm = (formId: string) =>
  useRecordChange(forms, (eventId, input: SaveFormInput) =>
    api.put<FormBundle>(forms.path(eventId, formId), input),
  );

/** Deletes a form with its fields, submissions and their files. */
export const useDeleteForm = () => useDeleteRecord(forms);

/** Copies a form ("<title> (copy)", unpublished) with new field ids. */
export const useDuplicateForm = () =>
  useRecordChange(forms, (eventId, formId: string) =>
    api.post<FormBundle>(`${forms.path(eventId, formId)}/duplicate`),
  );

/** Archives or unarchives forms in bulk. */
export const useArchiveForms = () => useArchiveRecords(forms);
