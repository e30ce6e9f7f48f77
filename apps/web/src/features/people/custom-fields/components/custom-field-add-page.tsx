import { useLingui } from '@lingui/react/macro';
import { PageHeader } from '../../../../components/page-header.tsx';
import { useCreateCustomField } from '../api/custom-fields-api.ts';
import { CustomFieldForm, newCustomFieldValues } from './custom-field-form.tsx';

/** /admin/custom-fields/add: a new field, placed last; every team gets it, empty. */
export function CustomFieldAddPage() {
  const { t } = useLingui();
  return (
    <>
      <PageHeader
        title={t`Add custom field`}
        description={t`The field is added, empty, to every team and goes last in the order.`}
      />
      <CustomFieldForm
        initial={newCustomFieldValues}
        submitLabel={t`Add custom field`}
        mutation={useCreateCustomField()}
        goTo="/admin/custom-fields"
      />
    </>
  );
}
