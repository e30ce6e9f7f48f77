import { useLingui } from '@lingui/react/macro';
import type { FieldGroupDetail } from '@showdesk/domain/forms/field-groups';
import { updateFieldGroupSettingsInputSchema } from '@showdesk/domain/forms/field-groups';
import { RecordForm } from '../../../../components/record-form.tsx';
import { FormPageSkeleton } from '../../../../components/record-state.tsx';
import { useSettingsForm } from '../../../../components/records/use-settings-form.ts';
import { useUpdateFieldGroupSettings } from '../api/field-groups-api.ts';
import { FieldGroupDetails, type FieldGroupValues } from './field-group-add-page.tsx';
import { FieldGroupRecordPage } from './field-group-record-page.tsx';

/** /admin/field-groups/:fieldGroupId/settings: title, description, published; delete. */
export function FieldGroupSettingsPage() {
  const { t } = useLingui();
  return (
    <FieldGroupRecordPage
      heading={t`Field group settings`}
      description={(group) => group.title}
      view="settings"
      skeleton={<FormPageSkeleton formHeight={300} />}
      canDelete
    >
      {(group) => <SettingsForm key={`${group.id}:${group.updatedAt}`} group={group} />}
    </FieldGroupRecordPage>
  );
}

function SettingsForm({ group }: { group: FieldGroupDetail }) {
  const { t } = useLingui();
  const update = useUpdateFieldGroupSettings(group.id);
  const saved: FieldGroupValues = {
    title: group.title,
    description: group.description,
    isPublished: group.isPublished,
  };
  const { values, save, field } = useSettingsForm(saved, update.isPending);
  const submit = () => {
    const input = save.check(updateFieldGroupSettingsInputSchema, values);
    if (input) update.mutate(input, save.handlers());
  };
  return (
    <RecordForm
      save={save}
      onSubmit={submit}
      submitLabel={t`Save settings`}
      isPending={update.isPending}
    >
      <FieldGroupDetails field={field} />
    </RecordForm>
  );
}
