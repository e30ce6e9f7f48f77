import type { ReactElement } from 'react';
import { FormPageSkeleton, recordState } from '../../../../components/record-state.tsx';
import { useRecordCrumb } from '../../../../lib/breadcrumb-labels.ts';
import { useFormBundle } from '../api/forms-api.ts';
import { formPaths } from '../paths.ts';

/**
 * The form a record kept under it belongs to (a confirmation, a notification, a webhook): its
 * bundle (fields for the rules and recipients), with its title as the breadcrumb's.
 */
export function useParentForm(formId: string) {
  const bundle = useFormBundle(formId);
  useRecordCrumb(encodeURIComponent(formId), bundle, (record) => record.form.title);
  return bundle;
}

/** Until the parent form is there: its not-found screen, its error, or a skeleton this tall. */
export const parentFormState = (
  form: ReturnType<typeof useParentForm>,
  icon: ReactElement,
  height: number,
) =>
  recordState({
    query: form,
    noun: 'Form',
    icon,
    listPath: formPaths.list,
    listName: 'forms',
    skeleton: <FormPageSkeleton formHeight={height} />,
  });
