import { Button, Card, Group, Stack, Textarea, TextInput } from '@mantine/core';
import { createContentInputSchema } from '@showdesk/domain/content';
import type { IconName } from '@showdesk/domain/icons';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { FormFailure } from '../../../components/form-failure.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { feedback } from '../../../lib/feedback.ts';
import { apiFieldErrors, type FieldErrors, zodFieldErrors } from '../../../lib/field-errors.ts';
import { useCreateContent } from '../api/content-api.ts';
import { contentPaths } from './content-paths.ts';
import { IconSelect } from './icon-select.tsx';

/** /admin/content/add: a title (and optionally a path, description, icon), then the editor. */
export function ContentAddPage() {
  const navigate = useNavigate();
  const create = useCreateContent();
  const [title, setTitle] = useState('');
  const [path, setPath] = useState('');
  const [description, setDescription] = useState('');
  const [icon, setIcon] = useState<IconName>('file-text');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<unknown>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = createContentInputSchema.safeParse({ title, path, description, icon });
    if (!parsed.success) return setErrors(zodFieldErrors(parsed.error));
    setErrors({});
    setFailure(null);
    create.mutate(parsed.data, {
      onSuccess: (page) => {
        feedback('success', `${page.title} was added. Now add its sections.`);
        navigate(contentPaths.editor(page.id));
      },
      onError: (error) => {
        setErrors(apiFieldErrors(error));
        setFailure(error);
      },
    });
  };

  const disabled = create.isPending;
  return (
    <>
      <PageHeader
        title="Add content"
        description="Name the page; you add its sections next. It stays a draft until you publish it."
      />
      <form onSubmit={submit} noValidate>
        <Card withBorder radius="md" padding="lg" maw={720}>
          <Stack gap="md">
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
            <FormFailure error={failure} fields={errors} />
            <Group justify="flex-end">
              <Button component={Link} to={contentPaths.list} variant="default">
                Cancel
              </Button>
              <Button type="submit" loading={disabled}>
                Add content
              </Button>
            </Group>
          </Stack>
        </Card>
      </form>
    </>
  );
}
