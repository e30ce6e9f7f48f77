import { useLingui } from '@lingui/react/macro';
import { Switch } from '@mantine/core';
import type { FieldGroupDetail } from '@showdesk/domain/forms/field-groups';
import { createFieldGroupInputSchema } from '@showdesk/domain/forms/field-groups';
import type { bindFields } from '../../../../components/records/field-binding.ts';
import { RecordAddPage } from '../../../../components/records/record-add-page.tsx';
import { TitleFields } from '../../../../components/records/title-fields.tsx';
import { useCreateFieldGroup } from '../api/field-groups-api.ts';
import { fieldGroupPaths } from '../paths.ts';

/** What a field group's settings edit. */
export interface FieldGroupValues {
  title: string;
  description: string;
  isPublished: boolean;
}

/** /admin/field-groups/add: a title (and optionally a description), then the builder. */
export function FieldGroupAddPage() {
  const { t } = useLingui();
  return (
    <RecordAddPage
      title={t`Add field group`}
      description={t`Name the group; you add its fields next.`}
      submitLabel={t`Add field group`}
      cancelTo={fieldGroupPaths.list}
      initial={{ title: '', description: '', isPublished: false }}
      schema={createFieldGroupInputSchema}
      mutation={useCreateFieldGroup()}
      goTo={(group: FieldGroupDetail) => fieldGroupPaths.builder(group.id)}
      message={(group) => {
        const title = group.title;
        return t`${title} was added. Now add its fields.`;
      }}
    >
      {({ field }) => <FieldGroupDetails field={field} />}
    </RecordAddPage>
  );
}

/** A field group's title, description and published switch. */
export function FieldGroupDetails({
  field,
}: {
  field: ReturnType<typeof bindFields<FieldGroupValues>>;
}) {
  const { t } = useLingui();
  return (
    <>
      <TitleFields
        field={field}
        description={t`Shown above the group's fields on a form`}
        autoFocus
      />
      <Switch
        label={t`Published`}
        description={t`Offered first when a form places a field group`}
        {...field.toggle('isPublished')}
      />
    </>
  );
}
