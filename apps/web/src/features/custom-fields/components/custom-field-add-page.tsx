import { useNavigate } from 'react-router';
import { PageHeader } from '../../../components/page-header.tsx';
import { feedback } from '../../../lib/feedback.ts';
import { useCreateCustomField } from '../api/custom-fields-api.ts';
import { CustomFieldForm, newCustomFieldValues } from './custom-field-form.tsx';

/** /admin/custom-fields/add: a new field, placed last; every team gets it, empty. */
export function CustomFieldAddPage() {
  const navigate = useNavigate();
  const create = useCreateCustomField();
  return (
    <>
      <PageHeader
        title="Add custom field"
        description="The field is added, empty, to every team and goes last in the order."
      />
      <CustomFieldForm
        initial={newCustomFieldValues}
        submitLabel="Add custom field"
        isPending={create.isPending}
        onSubmit={(values, onError) =>
          create.mutate(values, {
            onSuccess: () => {
              feedback('success');
              navigate('/admin/custom-fields');
            },
            onError,
          })
        }
      />
    </>
  );
}
