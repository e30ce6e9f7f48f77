import { formSorts } from '@showdesk/domain/forms/forms';
import { isAdmin } from '@showdesk/domain/people/permissions';
import {
  IconInbox,
  IconMailForward,
  IconMessageCircleCheck,
  IconSettings,
  IconWebhook,
} from '@tabler/icons-react';
import type { TableColumn } from '../../../../components/data-table/data-table.tsx';
import {
  ArchivableList,
  type ListScreenProps,
} from '../../../../components/lists/archivable-list.tsx';
import { titleColumn, updatedColumn } from '../../../../components/lists/columns.tsx';
import { useDuplicateItem } from '../../../../components/lists/duplicate-item.tsx';
import { formatDate } from '../../../../lib/format.ts';
import { useSession } from '../../../../lib/session.ts';
import {
  type FormListItem,
  useArchiveForms,
  useDeleteForm,
  useDuplicateForm,
  useFormPage,
} from '../api/forms-api.ts';
import { formPaths } from '../paths.ts';
import { FormBadges, publishedFilter } from './form-badges.tsx';

/**
 * The active and the archived forms lists: by title, a page at a time, searched and filtered;
 * selected rows archived or unarchived together; each row duplicated or deleted.
 */
export function FormListFrame(props: ListScreenProps) {
  const canManageWebhooks = isAdmin(useSession().member.permissions);
  const duplicate = useDuplicateItem({
    mutation: useDuplicateForm(),
    added: (copy) => ({ title: copy.form.title, to: formPaths.builder(copy.form.id) }),
  });
  const columns: TableColumn<FormListItem>[] = [
    titleColumn((form) => formPaths.builder(form.id)),
    { id: 'status', header: 'Status', cell: (form) => <FormBadges form={form} /> },
    {
      id: 'fields',
      header: 'Fields',
      align: 'right',
      cell: (form) => form.fieldIds.length,
    },
    updatedColumn(),
    {
      id: 'created',
      header: 'Created',
      sortKey: 'createdAt',
      defaultHidden: true,
      cell: (form) => formatDate(form.createdAt),
    },
  ];

  return (
    <ArchivableList
      {...props}
      noun={{ one: 'form', many: 'forms' }}
      paths={formPaths}
      source={{ sorts: formSorts, defaultSort: 'title', usePage: useFormPage }}
      search="Search by title"
      filters={[
        publishedFilter,
        {
          name: 'isPublic',
          label: 'Guest form',
          placeholder: 'Any form',
          options: { true: 'Guest forms', false: 'Members only' },
        },
      ]}
      columns={columns}
      nameOf={(form) => form.title}
      archive={{
        mutation: useArchiveForms(),
        archivedNote: 'hidden from members',
        inRowMenu: false,
      }}
      remove={{
        mutation: useDeleteForm(),
        consequence:
          'with its fields, all its submissions and the files uploaded with them. This can’t be undone.',
      }}
      isBusy={duplicate.isBusy}
      rowLinks={[
        { label: 'Settings', to: formPaths.settings, icon: IconSettings },
        { label: 'Submissions', to: formPaths.submissions, icon: IconInbox },
        { label: 'Confirmations', to: formPaths.confirmations, icon: IconMessageCircleCheck },
        { label: 'Notifications', to: formPaths.notifications, icon: IconMailForward },
        {
          label: 'Webhooks',
          to: formPaths.webhooks,
          icon: IconWebhook,
          isShown: canManageWebhooks,
        },
      ]}
      menu={duplicate.item}
    />
  );
}
