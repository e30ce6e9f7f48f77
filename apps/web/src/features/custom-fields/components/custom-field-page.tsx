import { Button } from '@mantine/core';
import { customFieldTypeLabels } from '@showdesk/domain/custom-fields';
import { IconForms, IconTrash } from '@tabler/icons-react';
import { useParams } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { FormPageSkeleton, recordState } from '../../../components/record-state.tsx';
import { useBreadcrumbLabel } from '../../../lib/breadcrumb-labels.ts';
import { useConfirmedDelete } from '../../../lib/confirmed-delete.ts';
import { feedback } from '../../../lib/feedback.ts';
import {
  useCustomField,
  useDeleteCustomField,
  useUpdateCustomField,
} from '../api/custom-fields-api.ts';
import { CustomFieldForm } from './custom-field-form.tsx';

/** /admin/custom-fields/:customFieldId: change a field's settings, or delete it. */
export function CustomFieldPage() {
  const { customFieldId = '' } = useParams();
  const query = useCustomField(customFieldId);
  const update = useUpdateCustomField(customFieldId);
  const remove = useDeleteCustomField(customFieldId);
  const deletion = useConfirmedDelete(remove, '/admin/custom-fields');
  useBreadcrumbLabel(encodeURIComponent(customFieldId), query.data?.label);

  const fallback = recordState({
    query,
    noun: 'Custom Field',
    icon: <IconForms size={34} />,
    listPath: '/admin/custom-fields',
    listName: 'Custom Fields',
    skeleton: <FormPageSkeleton formHeight={420} />,
  });
  if (fallback || !query.data) return fallback;

  const field = query.data;
  return (
    <>
      <PageHeader
        title={field.label}
        description={`${customFieldTypeLabels[field.type]} field, number ${field.index + 1} in the order`}
        actions={
          <Button
            variant="outline"
            color="red"
            leftSection={<IconTrash size={16} aria-hidden />}
            onClick={deletion.ask}
          >
            Delete custom field
          </Button>
        }
      />
      <CustomFieldForm
        key={`${field.id}:${field.updatedAt}`}
        initial={{
          label: field.label,
          type: field.type,
          placeholder: field.placeholder,
          description: field.description,
          isRequired: field.isRequired,
          showField: field.showField,
          showToChildTeams: field.showToChildTeams,
        }}
        savedType={field.type}
        submitLabel="Save"
        isPending={update.isPending}
        onSubmit={(values, onError) =>
          update.mutate(values, { onSuccess: () => feedback('success'), onError })
        }
      />
      <ConfirmDialog
        opened={deletion.isConfirming}
        title="Delete this custom field?"
        confirmLabel="Delete custom field"
        isPending={deletion.isPending}
        onConfirm={() => deletion.confirm(field.label)}
        onCancel={deletion.cancel}
      >
        “{field.label}” will be deleted. This removes the field and its values from every team, and
        can't be undone.
      </ConfirmDialog>
    </>
  );
}
