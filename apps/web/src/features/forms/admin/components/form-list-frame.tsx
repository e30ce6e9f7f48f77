import { Menu, Stack, Text } from '@mantine/core';
import { formSorts } from '@showdesk/domain/forms/forms';
import { isAdmin } from '@showdesk/domain/people/permissions';
import {
  IconCopy,
  IconInbox,
  IconMailForward,
  IconMessageCircleCheck,
  IconSettings,
  IconTrash,
  IconWebhook,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import {
  useArchiveSelection,
  useDeleteConfirm,
} from '../../../../components/data-table/archive-selection.tsx';
import type { TableColumn } from '../../../../components/data-table/data-table.tsx';
import { RowMenu } from '../../../../components/data-table/row-menu.tsx';
import { ListPage, RecordLink } from '../../../../components/list-page.tsx';
import { feedback } from '../../../../lib/feedback.ts';
import { errorMessage } from '../../../../lib/field-errors.ts';
import { formatDate } from '../../../../lib/format.ts';
import { useListState } from '../../../../lib/list-state.ts';
import { useSession } from '../../../../lib/session.ts';
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

/**
 * The active and the archived forms lists: by title, a page at a time, searched and filtered;
 * selected rows archived or unarchived together; each row duplicated or deleted.
 */
export function FormListFrame(props: FormListFrameProps) {
  const navigate = useNavigate();
  const canManageWebhooks = isAdmin(useSession().member.permissions);
  const state = useListState({ sorts: formSorts, defaultSort: 'title' });
  const forms = useFormPage(`${state.apiParams}&filter=isArchived:${props.isArchived}`);
  const archive = useArchiveForms();
  const duplicate = useDuplicateForm();
  const remove = useDeleteForm();
  const archiving = useArchiveSelection({
    isArchived: props.isArchived,
    noun: { one: 'form', many: 'forms' },
    archive,
    archivedNote: 'hidden from members',
    unarchivedNote: 'back in the forms list',
  });
  const deleting = useDeleteConfirm<FormListItem>({
    noun: 'form',
    remove,
    idOf: (form) => form.id,
    nameOf: (form) => form.title,
    consequence:
      'with its fields, all its submissions and the files uploaded with them. This can’t be undone.',
    onDeleted: (form) => archiving.forget(form.id),
  });
  const copy = (form: FormListItem) =>
    duplicate.mutate(form.id, {
      onSuccess: (bundle) => {
        feedback('success', `${bundle.form.title} was added`);
        navigate(formPaths.builder(bundle.form.id));
      },
      onError: (error) => feedback('error', errorMessage(error)),
    });
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
          <Menu.Item
            component={Link}
            to={formPaths.confirmations(form.id)}
            leftSection={<IconMessageCircleCheck size={16} aria-hidden />}
          >
            Confirmations
          </Menu.Item>
          <Menu.Item
            component={Link}
            to={formPaths.notifications(form.id)}
            leftSection={<IconMailForward size={16} aria-hidden />}
          >
            Notifications
          </Menu.Item>
          {canManageWebhooks ? (
            <Menu.Item
              component={Link}
              to={formPaths.webhooks(form.id)}
              leftSection={<IconWebhook size={16} aria-hidden />}
            >
              Webhooks
            </Menu.Item>
          ) : null}
          <Menu.Item leftSection={<IconCopy size={16} aria-hidden />} onClick={() => copy(form)}>
            Duplicate
          </Menu.Item>
          <Menu.Item
            c="red.9"
            leftSection={<IconTrash size={16} aria-hidden />}
            onClick={() => deleting.ask(form)}
          >
            Delete
          </Menu.Item>
        </RowMenu>
      ),
    },
  ];

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
      bulkActions={archiving.bulkActions}
      state={state}
      query={forms}
      empty={props.empty}
      columns={columns}
      rowName={(form) => form.title}
      tableId={props.isArchived ? 'forms-archived' : 'forms'}
      tableLabel={props.isArchived ? 'Archived forms' : 'Forms'}
      selection={archiving.selection}
    >
      {deleting.dialog}
    </ListPage>
  );
}
