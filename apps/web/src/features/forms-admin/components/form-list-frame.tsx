import { Button, Group, Menu, Stack, Text } from '@mantine/core';
import { formSorts } from '@showdesk/domain/forms/forms';
import {
  IconArchive,
  IconArchiveOff,
  IconCopy,
  IconInbox,
  IconSettings,
  IconTrash,
} from '@tabler/icons-react';
import type { RowSelectionState } from '@tanstack/react-table';
import { type ReactNode, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import type { TableColumn } from '../../../components/data-table/data-table.tsx';
import { RowMenu } from '../../../components/data-table/row-menu.tsx';
import { ListPage, RecordLink } from '../../../components/list-page.tsx';
import { feedback } from '../../../lib/feedback.ts';
import { errorMessage } from '../../../lib/field-errors.ts';
import { formatDate } from '../../../lib/format.ts';
import { useListState } from '../../../lib/list-state.ts';
import {
  type FormListItem,
  useArchiveForms,
  useDeleteForm,
  useDuplicateForm,
  useFormPage,
} from '../api/forms-api.ts';
import { formPaths } from '../paths.ts';
import { FormBadges } from './form-badges.tsx';

interface FormListFrameProps {
  isArchived: boolean;
  title: string;
  description: string;
  actions: ReactNode;
  empty: { icon: ReactNode; title: string; children: ReactNode };
}

const plural = (n: number) => (n === 1 ? '1 form' : `${n} forms`);

/**
 * The active and the archived forms lists: by title, a page at a time, searched and filtered;
 * selected rows archived or unarchived together; each row duplicated or deleted.
 */
export function FormListFrame(props: FormListFrameProps) {
  const navigate = useNavigate();
  const state = useListState({ sorts: formSorts, defaultSort: 'title' });
  const forms = useFormPage(`${state.apiParams}&filter=isArchived:${props.isArchived}`);
  const archive = useArchiveForms();
  const duplicate = useDuplicateForm();
  const remove = useDeleteForm();
  const [selected, setSelected] = useState<RowSelectionState>({});
  const [deleting, setDeleting] = useState<FormListItem | null>(null);
  const selectedIds = Object.keys(selected);

  const setArchived = () =>
    archive.mutate(
      { ids: selectedIds, isArchived: !props.isArchived },
      {
        onSuccess: ({ updated }) => {
          setSelected({});
          feedback(
            'success',
            props.isArchived
              ? `${plural(updated)} unarchived: back in the forms list`
              : `${plural(updated)} archived: hidden from members`,
          );
        },
        onError: (error) => feedback('error', errorMessage(error)),
      },
    );
  const copy = (form: FormListItem) =>
    duplicate.mutate(form.id, {
      onSuccess: (bundle) => {
        feedback('success', `${bundle.form.title} was added`);
        navigate(formPaths.builder(bundle.form.id));
      },
      onError: (error) => feedback('error', errorMessage(error)),
    });
  const confirmDelete = () => {
    if (!deleting) return;
    const form = deleting;
    remove.mutate(form.id, {
      onSuccess: () => {
        setDeleting(null);
        setSelected(({ [form.id]: _gone, ...rest }) => rest);
        feedback('success', `${form.title} was deleted`);
      },
      onError: (error) => {
        setDeleting(null);
        feedback('error', errorMessage(error));
      },
    });
  };

  const columns: TableColumn<FormListItem>[] = [
    {
      id: 'title',
      header: 'Title',
      sortKey: 'title',
      phone: 'title',
      cell: (form) => (
        <Stack gap={0} style={{ minWidth: 0 }}>
          <RecordLink to={formPaths.builder(form.id)}>{form.title}</RecordLink>
          {form.description ? (
            <Text size="xs" c="dimmed" lineClamp={1} maw={360}>
              {form.description}
            </Text>
          ) : null}
        </Stack>
      ),
    },
    { id: 'status', header: 'Status', cell: (form) => <FormBadges form={form} /> },
    {
      id: 'fields',
      header: 'Fields',
      align: 'right',
      cell: (form) => form.fieldIds.length,
    },
    {
      id: 'updated',
      header: 'Updated',
      sortKey: 'updatedAt',
      cell: (form) => formatDate(form.updatedAt),
    },
    {
      id: 'created',
      header: 'Created',
      sortKey: 'createdAt',
      defaultHidden: true,
      cell: (form) => formatDate(form.createdAt),
    },
    {
      id: 'actions',
      header: 'Actions',
      hideable: false,
      align: 'right',
      phone: 'actions',
      cell: (form) => (
        <RowMenu name={form.title} loading={duplicate.isPending && duplicate.variables === form.id}>
          <Menu.Item
            component={Link}
            to={formPaths.settings(form.id)}
            leftSection={<IconSettings size={16} aria-hidden />}
          >
            Settings
          </Menu.Item>
          <Menu.Item
            component={Link}
            to={formPaths.submissions(form.id)}
            leftSection={<IconInbox size={16} aria-hidden />}
          >
            Submissions
          </Menu.Item>
          <Menu.Item leftSection={<IconCopy size={16} aria-hidden />} onClick={() => copy(form)}>
            Duplicate
          </Menu.Item>
          <Menu.Item
            c="red.9"
            leftSection={<IconTrash size={16} aria-hidden />}
            onClick={() => setDeleting(form)}
          >
            Delete
          </Menu.Item>
        </RowMenu>
      ),
    },
  ];

  const bulk =
    selectedIds.length > 0 ? (
      <Group gap="sm" role="region" aria-label="Selected forms">
        <Text size="sm" fw={500}>
          {plural(selectedIds.length)} selected
        </Text>
        <Button
          size="xs"
          variant="default"
          leftSection={
            props.isArchived ? (
              <IconArchiveOff size={14} aria-hidden />
            ) : (
              <IconArchive size={14} aria-hidden />
            )
          }
          loading={archive.isPending}
          onClick={setArchived}
        >
          {props.isArchived ? 'Unarchive' : 'Archive'}
        </Button>
        <Button size="xs" variant="subtle" color="gray" onClick={() => setSelected({})}>
          Clear selection
        </Button>
      </Group>
    ) : null;

  return (
    <ListPage
      noun={{ one: 'form', many: 'forms' }}
      title={props.title}
      description={props.description}
      actions={props.actions}
      add={props.isArchived ? undefined : formPaths.add}
      search="Search by title"
      filters={[
        {
          name: 'isPublished',
          label: 'Published',
          placeholder: 'Published or draft',
          options: { true: 'Published', false: 'Draft' },
        },
        {
          name: 'isPublic',
          label: 'Guest form',
          placeholder: 'Any form',
          options: { true: 'Guest forms', false: 'Members only' },
        },
      ]}
      bulkActions={bulk}
      state={state}
      query={forms}
      empty={props.empty}
      columns={columns}
      rowName={(form) => form.title}
      tableId={props.isArchived ? 'forms-archived' : 'forms'}
      tableLabel={props.isArchived ? 'Archived forms' : 'Forms'}
      selection={{ selected, onChange: setSelected }}
    >
      <ConfirmDialog
        opened={deleting !== null}
        title="Delete this form?"
        confirmLabel="Delete form"
        isPending={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      >
        “{deleting?.title}” will be deleted with its fields, all its submissions and the files
        uploaded with them. This can’t be undone.
      </ConfirmDialog>
    </ListPage>
  );
}
