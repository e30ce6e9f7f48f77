import { t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Badge, Select, Text } from '@mantine/core';
import { welcomeChaserPermission } from '@showdesk/domain/people/invitations';
import {
  hasPermission,
  type Permission,
  permissionLevels,
} from '@showdesk/domain/people/permissions';
import { type UserListItem, userSorts } from '@showdesk/domain/people/users';
import { IconUsers } from '@tabler/icons-react';
import type { RowSelectionState } from '@tanstack/react-table';
import { useState } from 'react';
import { Link } from 'react-router';
import type { TableColumn } from '../../../../components/data-table/data-table.tsx';
import { menuColumn } from '../../../../components/data-table/row-menu.tsx';
import { InvitedBadge } from '../../../../components/invited-badge.tsx';
import { PagedListPage } from '../../../../components/list-page.tsx';
import { feedback } from '../../../../lib/feedback.ts';
import { errorMessage } from '../../../../lib/field-errors.ts';
import { formatDate } from '../../../../lib/format.ts';
import { useSession } from '../../../../lib/session.ts';
import { useUpdatePermissions, useUserPage } from '../api/users-api.ts';
import { DeleteUserDialog } from './delete-user-dialog.tsx';
import { EndSessionsDialog } from './end-sessions-dialog.tsx';
import { UserRowMenu } from './user-row-menu.tsx';
import { WelcomeChaserAction } from './welcome-chaser-action.tsx';

/** The permission levels' names, in the language spoken now. */
export const levelLabels = (): Record<Permission, string> => ({
  user: t`User`,
  moderator: t`Moderator`,
  admin: t({ message: 'Admin', context: 'role' }),
  eventflowAdmin: t`Eventflow admin`,
});

const fullName = (user: UserListItem) => `${user.firstName} ${user.surname}`.trim();

/**
 * /admin/users (moderator+): the event's users a page at a time (by first name), their team and
 * permission level, who has never logged in, delete, and welcome reminders to chosen users.
 */
export function UserListPage() {
  const { member } = useSession();
  const { t } = useLingui();
  const labels = levelLabels();
  const update = useUpdatePermissions();
  const [deleting, setDeleting] = useState<UserListItem | null>(null);
  const [loggingOut, setLoggingOut] = useState<UserListItem | null>(null);
  // Admins log a user out everywhere: not themselves, nobody above them.
  const canEndSessions = (user: UserListItem) =>
    hasPermission(member.permissions, 'admin') &&
    user.id !== member.userId &&
    hasPermission(member.permissions, user.permissions);
  const [selected, setSelected] = useState<RowSelectionState>({});
  const canChase = hasPermission(member.permissions, welcomeChaserPermission);
  // The caller may set levels up to their own, for users not above them, never themselves.
  const levels = permissionLevels
    .filter((level) => hasPermission(member.permissions, level))
    .map((level) => ({ value: level, label: labels[level] }));

  const changeLevel = (user: UserListItem, permissions: Permission) =>
    update.mutate(
      { userId: user.id, permissions },
      {
        onSuccess: () => feedback('success'),
        onError: (error) => feedback('error', errorMessage(error)),
      },
    );

  const columns: TableColumn<UserListItem>[] = [
    {
      id: 'name',
      header: t`Name`,
      sortKey: 'firstName',
      cell: (user) => (
        <>
          <Text size="sm" fw={500}>
            {fullName(user)}
            {user.id === member.userId ? (
              <Badge size="sm" variant="light" ml="xs">
                <Trans>You</Trans>
              </Badge>
            ) : null}
            {user.isInvited ? <InvitedBadge ml="xs" /> : null}
          </Text>
          <Text size="xs" c="dimmed" truncate="end" maw={180} title={user.email}>
            {user.email}
          </Text>
        </>
      ),
    },
    {
      id: 'team',
      header: t`Team`,
      sortKey: 'team',
      cell: (user) =>
        user.teamId ? (
          <Anchor component={Link} to={`/admin/teams/${encodeURIComponent(user.teamId)}`} size="sm">
            {user.teamName}
          </Anchor>
        ) : (
          <Text size="sm" c="dimmed">
            <Trans>No team</Trans>
          </Text>
        ),
    },
    {
      id: 'permissions',
      header: t`Permission level`,
      sortKey: 'permissions',
      cell: (user) => {
        const name = fullName(user);
        const canChange =
          user.id !== member.userId && hasPermission(member.permissions, user.permissions);
        return (
          <Select
            aria-label={t`Permission level of ${name}`}
            data={
              canChange ? levels : [{ value: user.permissions, label: labels[user.permissions] }]
            }
            value={user.permissions}
            onChange={(value) => {
              if (value && value !== user.permissions) changeLevel(user, value as Permission);
            }}
            allowDeselect={false}
            disabled={!canChange || update.isPending}
            size="xs"
            w={130}
          />
        );
      },
    },
    {
      id: 'lastLogin',
      header: t`Last login`,
      sortKey: 'lastLogin',
      cell: (user) =>
        user.lastLoginInTime ? (
          formatDate(user.lastLoginInTime)
        ) : (
          <Text size="sm" c="dimmed">
            {user.isInvited ? t`Invited` : user.hasLoggedIn ? t`Yes` : t`Never logged in`}
          </Text>
        ),
    },
    menuColumn((user) => (
      <UserRowMenu
        user={user}
        name={fullName(user)}
        onDelete={() => setDeleting(user)}
        onEndSessions={canEndSessions(user) ? () => setLoggingOut(user) : undefined}
      />
    )),
  ];

  const selectedIds = Object.keys(selected);
  return (
    <PagedListPage
      noun={{ one: 'user', many: 'users' }}
      description={t`Everyone in the event, their team and their permission level.`}
      actions={
        canChase ? (
          <WelcomeChaserAction selectedIds={selectedIds} onSent={() => setSelected({})} />
        ) : null
      }
      search={t`First name, surname or email`}
      filters={[
        {
          name: 'hasLoggedIn',
          label: t`Logged in`,
          placeholder: t`Anyone`,
          options: { false: t`Never logged in`, true: t`Has logged in` },
        },
        {
          name: 'isInvited',
          label: t`Invitation`,
          placeholder: t`Anyone`,
          options: { true: t`Invited`, false: t`Members` },
        },
        {
          name: 'permissions',
          label: t`Permission level`,
          placeholder: t`Any level`,
          options: labels,
        },
      ]}
      source={{ sorts: userSorts, defaultSort: 'firstName', usePage: useUserPage }}
      empty={{
        icon: <IconUsers size={34} />,
        children: t`People join the event when they are added to a team or imported.`,
      }}
      columns={columns}
      rowName={fullName}
      selection={
        canChase
          ? { selected, onChange: setSelected, canSelect: (id) => id !== member.userId }
          : undefined
      }
    >
      <DeleteUserDialog user={deleting} onClose={() => setDeleting(null)} />
      <EndSessionsDialog user={loggingOut} onClose={() => setLoggingOut(null)} />
    </PagedListPage>
  );
}
