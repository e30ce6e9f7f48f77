import { Switch, Textarea, TextInput } from '@mantine/core';
import type { FieldGroupDetail } from '@showdesk/domain/forms/field-groups';
import { createFieldGroupInputSchema } from '@showdesk/domain/forms/field-groups';
import { useState } from 'react';
import { PageHeader } from '../../../../components/page-header.tsx';
import { RecordForm, useRecordSave } from '../../../../components/record-form.tsx';
import { useCreateFieldGroup } from '../api/field-groups-api.ts';
import { fieldGroupPaths } from '../paths.ts';

/** /admin/field-groups/add: a title (and optionally a description), then the builder. */
export function FieldGroupAddPage() {
  const create = useCreateFieldGroup();
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [isPublished, setIsPublished] = useState(false);
  const save = useRecordSave<FieldGroupDetail>({
    goTo: (group) => fieldGroupPaths.builder(group.id),
    message: (group) => `${group.title} was added. Now add its fields.`,
  });
  const submit = () => {
    const input = save.check(createFieldGroupInputSchema, { title, description, isPublished });
    if (input) create.mutate(input, save.handlers());
  };
  const disabled = create.isPending;
  return (
    <>
      <PageHeader title="Add field group" description="Name the group; you add its fields next." />
      <RecordForm
        save={save}
        onSubmit={submit}
        submitLabel="Add field group"
        isPending={disabled}
        cancelTo={fieldGroupPaths.list}
      >
        <FieldGroupDetails
          title={title}
          description={description}
          isPublished={isPublished}
          onTitle={setTitle}
          onDescription={setDescription}
          onPublished={setIsPublished}
          errors={save.errors}
          disabled={disabled}
        />
      </RecordForm>
    </>
  );
}

/** A field group's title, description and published switch. */
export function FieldGroupDetails(props: {
  title: string;
  description: string;
  isPublished: boolean;
  onTitle: (value: string) => void;
  onDescription: (value: string) => void;
  onPublished: (value: boolean) => void;
  errors: Record<string, string>;
  disabled: boolean;
}) {
  return (
    <>
      <TextInput
        label="Title"
        required
        value={props.title}
        onChange={(e) => props.onTitle(e.currentTarget.value)}
        error={props.errors.title}
        disabled={props.disabled}
        data-autofocus
      />
      <Textarea
        label="Description"
        description="Shown above the group's fields on a form"
        autosize
        minRows={2}
        value={props.description}
        onChange={(e) => props.onDescription(e.currentTarget.value)}
        error={props.errors.description}
        disabled={props.disabled}
      />
      <Switch
        label="Published"
        description="Offered first when a form places a field group"
        checked={props.isPublished}
        onChange={(e) => props.onPublished(e.currentTarget.checked)}
        disabled={props.disabled}
      />
    </>
  );
}
