import { useLingui } from '@lingui/react/macro';
import { customFieldTypeLabels } from '@showdesk/domain/people/custom-fields';
import { IconForms } from '@tabler/icons-react';
import { useParams } from 'react-router';
import { RecordPage } from '../../../../components/record-page.tsx';
import { FormPageSkeleton } from '../../../../components/record-state.tsx';
import {
  useCustomField,
  useDeleteCustomField,
  useUpdateCustomField,
} from '../api/custom-fields-api.ts';
import { CustomFieldForm } from './custom-field-form.tsx';

/** /admin/custom-fields/:customFieldId: change a field's settings, or delete it. */
export function CustomFieldPage() {
  const { customFieldId = '' } = useParams();
  const { t } = useLingui();
  const update = useUpdateCustomField(customFieldId);
  return (
    <RecordPage
      query={useCustomField(customFieldId)}
      noun={{ one: 'custom field', many: 'custom fields' }}
      icon={<IconForms size={34} />}
      listPath="/admin/custom-fields"
      id={customFieldId}
      title={(field) => field.label}
      description={(field) => {
        const type = customFieldTypeLabels[field.type];
        const position = field.index + 1;
        return t`${type} field, number ${position} in the order`;
      }}
      remove={{
        mutation: useDeleteCustomField(customFieldId),
        consequence: () =>
          t`This removes the field and its values from every team, and can't be undone.`,
      }}
      skeleton={<FormPageSkeleton formHeight={420} />}
    >
      {(field) => (
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
          submitLabel={t`Save`}
          mutation={update}
          guardUnsaved
        />
      )}
    </RecordPage>
  );
}
