import { useLingui } from '@lingui/react/macro';
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
  const { t } = useLingui();
  const canManageWebhooks = isAdmin(useSession().member.permissions);
  const duplicate = useDuplicateItem({
    mutation: useDuplicateForm(),
    added: (copy) => ({ title: copy.form.title, to: formPaths.builder(copy.form.id) }),
  });
  const columns: TableColumn<FormListItem>[] = [
    titleColumn((form) => formPaths.builder(form.id)),
    { id: 'status', header: t`Status`, cell: (form) => <FormBadges form={form} /> },
    {
      id: 'fields',
      header: t`Fields`,
      align: 'right',
      cell: (form) => form.fieldIds.length,
    },
    updatedColumn(),
    {
      id: 'created',
      header: t`Created`,
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
      search={t`Search by title`}
      filters={[
        publishedFilter(),
        {
          name: 'isPublic',
          label: t`Guest form`,
          placeholder: t`Any form`,
          options: { true: t`Guest forms`, false: t`Members only` },
        },
      ]}
      columns={columns}
      nameOf={(form) => form.title}
      archive={{
        mutation: useArchiveForms(),
        archivedNote: t`hidden from members`,
        inRowMenu: false,
      }}
      remove={{
        mutation: useDeleteForm(),
        consequence: t`with its fields, all its submissions and the files uploaded with them. This can’t be undone.`,
      }}
      isBusy={duplicate.isBusy}
      rowLinks={[
        { label: t`Settings`, to: formPaths.settings, icon: IconSettings },
        { label: t`Submissions`, to: formPaths.submissions, icon: IconInbox },
        { label: t`Confirmations`, to: formPaths.confirmations, icon: IconMessageCircleCheck },
        { label: t`Notifications`, to: formPaths.notifications, icon: IconMailForward },
        {
          label: t`Webhooks`,
          to: formPaths.webhooks,
          icon: IconWebhook,
          isShown: canManageWebhooks,
        },
      ]}
      menu={duplicate.item}
    />
  );
}
