import { Textarea, TextInput } from '@mantine/core';
import { createFormInputSchema } from '@showdesk/domain/forms/forms';
import { useState } from 'react';
import { PageHeader } from '../../../../components/page-header.tsx';
import { RecordForm, useRecordSave } from '../../../../components/record-form.tsx';
import { type FormBundle, useCreateForm } from '../api/forms-api.ts';
import { formPaths } from '../paths.ts';
import { FormFlagSwitches, type FormFlags } from './form-flags.tsx';

/** /admin/forms/add: a title (and optionally more), then the builder. */
export function FormAddPage() {
  const create = useCreateForm();
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [flags, setFlags] = useState<FormFlags>({
    isPublished: false,
    isEditable: false,
    isPublic: false,
  });
  const save = useRecordSave<FormBundle>({
    goTo: (bundle) => formPaths.builder(bundle.form.id),
    message: (bundle) => `${bundle.form.title} was added. Now add its fields.`,
  });
  const { errors } = save;
  const submit = () => {
    const input = save.check(createFormInputSchema, { title, description, ...flags });
    if (input) create.mutate(input, save.handlers());
  };
  const disabled = create.isPending;
  return (
    <>
      <PageHeader
        title="Add form"
        description="Name the form; you add its fields next. It stays a draft until you publish it."
      />
      <RecordForm
        save={save}
        onSubmit={submit}
        submitLabel="Add form"
        isPending={disabled}
        cancelTo={formPaths.list}
      >
        <TextInput
          label="Title"
          required
          value={title}
          onChange={(e) => setTitle(e.currentTarget.value)}
          error={errors.title}
          disabled={disabled}
          data-autofocus
        />
        <Textarea
          label="Description"
          description="Shown to members above the form and in their forms list"
          autosize
          minRows={2}
          value={description}
          onChange={(e) => setDescription(e.currentTarget.value)}
          error={errors.description}
          disabled={disabled}
        />
        <FormFlagSwitches value={flags} onChange={setFlags} disabled={disabled} />
      </RecordForm>
    </>
  );
}
