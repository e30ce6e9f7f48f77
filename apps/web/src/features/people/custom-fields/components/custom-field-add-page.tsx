import { PageHeader } from '../../../../components/page-header.tsx';
import { useCreateCustomField } from '../api/custom-fields-api.ts';
import { CustomFieldForm, newCustomFieldValues } from './custom-field-form.tsx';

/** /admin/custom-fields/add: a new field, placed last; every team gets it, empty. */
export function CustomFieldAddPage() {
  return (
    <>
      <PageHeader
        title="Add custom field"
        description="The field is added, empty, to every team and goes last in the order."
      />
      <CustomFieldForm
        initial={newCustomFieldValues}
        submitLabel="Add custom field"
        mutation={useCreateCustomField()}
        goTo="/admin/custom-fields"
      />
    </>
  );
}
