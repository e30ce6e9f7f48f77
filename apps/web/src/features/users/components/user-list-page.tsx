import {
  Badge,
  Card,
  Group,
  Select,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
  VisuallyHidden,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { welcomeChaserPermission } from '@showdesk/domain/invitations';
import { hasPermission, type Permission, permissionLevels } from '@showdesk/domain/permissions';
import type { User } from '@showdesk/domain/users';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { feedback } from '../../../lib/feedback.ts';
import { errorMessage } from '../../../lib/field-errors.ts';
import { useSession } from '../../../lib/session.ts';
import { useUpdatePermissions, useUsers } from '../api/users-api.ts';
import { DeleteUserDialog } from './delete-user-dialog.tsx';
import { UserRowMenu } from './user-row-menu.tsx';
import { WelcomeChaserAction } from './welcome-chaser-action.tsx';

const levelLabels: Record<Permission, string> = {
  user: 'User',
  moderator: 'Moderator',
  admin: 'Admin',
  eventflowAdmin: 'Eventflow admin',
};

/**
 * /admin/users (moderator+): the event's users by first name, permission levels, delete, and
 * welcome reminders for those who have never logged in.
 */
export function UserListPage() {
  const { member } = useSession();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  const users = useUsers(debounced);
  // Every user, for the transfer choice; the same query as the list without a search.
  const everyone = useUsers('');
  const update = useUpdatePermissions();
  const [deleting, setDeleting] = useState<User | null>(null);
  const list = [...(users.data?.users ?? [])].sort((a, b) =>
    a.firstName.localeCompare(b.firstName),
  );
  // Who the welcome reminders go to, counted over everyone whatever the search.
  const neverLoggedIn = everyone.data
    ? everyone.data.users.filter((user) => !user.hasLoggedIn).length
    : null;
  // The caller may set levels up to their own, for users not above them, never themselves.
  const levels = permissionLevels
    .filter((level) => hasPermission(member.permissions, level))
    .map((level) => ({ value: level, label: levelLabels[level] }));

  const changeLevel = (user: User, permissions: Permission) =>
    update.mutate(
      { userId: user.id, permissions },
      {
        onSuccess: () => feedback('success'),
        onError: (error) => feedback('error', errorMessage(error)),
      },
    );

  return (
    <>
      <PageHeader title="Users" description="Everyone in the event and their permission level." />
      <Stack gap="md">
        <Group justify="space-between" align="flex-end" gap="sm">
          <TextInput
            label="Search users"
            placeholder="First name, surname or email"
            leftSection={<IconSearch size={16} aria-hidden />}
            value={search}
            onChange={(e) => setSearch(e.currentTarget.value)}
            w={320}
            type="search"
          />
          {hasPermission(member.permissions, welcomeChaserPermission) ? (
            <WelcomeChaserAction neverLoggedIn={neverLoggedIn} />
          ) : null}
        </Group>
        {users.isPending ? (
          <Stack gap="xs" aria-busy="true" aria-label="Loading">
            {Array.from({ length: 6 }, (_, i) => (
              <Skeleton key={String(i)} h={36} />
            ))}
          </Stack>
        ) : users.isError ? (
          <ErrorAlert error={users.error} />
        ) : (
          <>
            <Text size="sm" c="dimmed" role="status">
              {`${list.length} ${list.length === 1 ? 'user' : 'users'}`}
            </Text>
            {list.length === 0 ? (
              <Text>No users match your search.</Text>
            ) : (
              <Card withBorder radius="md" padding={0}>
                <Table.ScrollContainer minWidth={560}>
                  <Table striped verticalSpacing="xs">
                    <Table.Thead>
                      <Table.Tr>
                        <Table.Th>Name</Table.Th>
                        <Table.Th>Permission level</Table.Th>
                        <Table.Th>Logged in</Table.Th>
                        <Table.Th>
                          <VisuallyHidden>Actions</VisuallyHidden>
                        </Table.Th>
                      </Table.Tr>
                    </Table.Thead>
                    <Table.Tbody>
                      {list.map((user) => {
                        const name = `${user.firstName} ${user.surname}`.trim();
                        const isSelf = user.id === member.userId;
                        const canChange =
                          !isSelf && hasPermission(member.permissions, user.permissions);
                        return (
                          <Table.Tr key={user.id}>
                            <Table.Td>
                              <Text size="sm">
                                {name}
                                {isSelf ? (
                                  <Badge size="sm" variant="light" ml="xs">
                                    You
                                  </Badge>
                                ) : null}
                              </Text>
                              <Text size="xs" c="dimmed">
                                {user.email}
                              </Text>
                            </Table.Td>
                            <Table.Td>
                              <Select
                                aria-label={`Permission level of ${name}`}
                                data={
                                  canChange
                                    ? levels
                                    : [
                                        {
                                          value: user.permissions,
                                          label: levelLabels[user.permissions],
                                        },
                                      ]
                                }
                                value={user.permissions}
                                onChange={(value) => {
                                  if (value && value !== user.permissions) {
                                    changeLevel(user, value as Permission);
                                  }
                                }}
                                allowDeselect={false}
                                disabled={!canChange || update.isPending}
                                size="xs"
                                w={150}
                              />
                            </Table.Td>
                            <Table.Td>{user.hasLoggedIn ? 'Yes' : 'Not yet'}</Table.Td>
                            <Table.Td ta="right">
                              <UserRowMenu
                                user={user}
                                name={name}
                                onDelete={() => setDeleting(user)}
                              />
                            </Table.Td>
                          </Table.Tr>
                        );
                      })}
                    </Table.Tbody>
                  </Table>
                </Table.ScrollContainer>
              </Card>
            )}
          </>
        )}
      </Stack>
      <DeleteUserDialog
        user={deleting}
        candidates={everyone.data?.users ?? []}
        onClose={() => setDeleting(null)}
      />
    </>
  );
}
