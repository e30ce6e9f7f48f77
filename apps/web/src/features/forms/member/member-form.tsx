import { IconClipboardOff } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { recordState } from '../../../components/record-state.tsx';
import { useRecordCrumb } from '../../../lib/breadcrumb-labels.ts';
import { useFillableForm } from '../api/fill-api.ts';
import { formPaths } from '../form-paths.ts';

/** A form the member fills in, by its id; its title is the crumb of the screens under it. */
export function useMemberForm(formId: string) {
  const form = useFillableForm(formId);
  useRecordCrumb(encodeURIComponent(formId), form, (bundle) => bundle.form.title);
  return form;
}

/** The screen in place of a member's form screen while the form loads, or when it cannot. */
export function memberFormState(form: ReturnType<typeof useMemberForm>, skeleton: ReactNode) {
  return recordState({
    query: form,
    noun: 'Form',
    icon: <IconClipboardOff size={34} />,
    listPath: formPaths.list,
    listName: 'Forms',
    skeleton,
  });
}
