import { Textarea, TextInput } from '@mantine/core';
import type { IconName } from '@showdesk/domain/common/icons';
import { createContentInputSchema } from '@showdesk/domain/content/content';
import { useState } from 'react';
import { PageHeader } from '../../../components/page-header.tsx';
import { RecordForm, useRecordSave } from '../../../components/record-form.tsx';
import { useCreateContent } from '../api/content-api.ts';
import { contentPaths } from './content-paths.ts';
import { IconSelect } from './icon-select.tsx';

/** /admin/content/add: a title (and optionally a path, description, icon), then the editor. */
export function ContentAddPage() {
  const create = useCreateContent();
  const [title, setTitle] = useState('');
  const [path, setPath] = useState('');
  const [description, setDescription] = useState('');
  const [icon, setIcon] = useState<IconName>('file-text');
  const save = useRecordSave<{ id: string; title: string }>({
    goTo: (page) => contentPaths.editor(page.id),
    message: (page) => `${page.title} was added. Now add its sections.`,
  });
  const { errors } = save;

  const submit = () => {
    const input = save.check(createContentInputSchema, { title, path, description, icon });
    if (input) create.mutate(input, save.handlers());
  };

  const disabled = create.isPending;
  return (
    <>
      <PageHeader
        title="Add content"
        description="Name the page; you add its sections next. It stays a draft until you publish it."
      />
      <RecordForm
        save={save}
        onSubmit={submit}
        submitLabel="Add content"
        isPending={disabled}
        cancelTo={contentPaths.list}
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
        <TextInput
          label="Path"
          description="Optional short name for the page, e.g. stand-build"
          value={path}
          onChange={(e) => setPath(e.currentTarget.value)}
          error={errors.path}
          disabled={disabled}
        />
        <Textarea
          label="Description"
          description="Shown on the page’s card in the content list"
          autosize
          minRows={2}
          value={description}
          onChange={(e) => setDescription(e.currentTarget.value)}
          error={errors.description}
          disabled={disabled}
        />
        <IconSelect value={icon} onChange={setIcon} error={errors.icon} disabled={disabled} />
      </RecordForm>
    </>
  );
}
