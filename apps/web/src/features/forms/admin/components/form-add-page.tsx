import { useLingui } from '@lingui/react/macro';
import { createFormInputSchema } from '@showdesk/domain/forms/forms';
import { RecordAddPage } from '../../../../components/records/record-add-page.tsx';
import { TitleFields } from '../../../../components/records/title-fields.tsx';
import { type FormBundle, useCreateForm } from '../api/forms-api.ts';
import { formPaths } from '../paths.ts';
import { FormFlagSwitches, formDescriptionHelp } from './form-flags.tsx';

const newForm = {
  title: '',
  description: '',
  isPublished: false,
  isEditable: false,
  isPublic: false,
};

/** /admin/forms/add: a title (and optionally more), then the builder. */
export function FormAddPage() {
  const { t } = useLingui();
  return (
    <RecordAddPage
      title={t`Add form`}
      description={t`Name the form; you add its fields next. It stays a draft until you publish it.`}
      submitLabel={t`Add form`}
      cancelTo={formPaths.list}
      initial={newForm}
      schema={createFormInputSchema}
      mutation={useCreateForm()}
      goTo={(bundle: FormBundle) => formPaths.builder(bundle.form.id)}
      message={(bundle: FormBundle) => {
        const title = bundle.form.title;
        return t`${title} was added. Now add its fields.`;
      }}
    >
      {({ field, values, set, disabled }) => (
        <>
          <TitleFields field={field} description={formDescriptionHelp()} autoFocus />
          <FormFlagSwitches value={values} onChange={set} disabled={disabled} />
        </>
      )}
    </RecordAddPage>
  );
}
