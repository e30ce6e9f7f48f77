import { Alert, Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import type { User } from '@showdesk/domain/people/users';
import { useState } from 'react';
import { feedback } from '../../../../lib/feedback.ts';
import { errorMessage } from '../../../../lib/field-errors.ts';
import { useDeleteUser, useUserSearch } from '../api/users-api.ts';

const fullName = (user: Pick<User, 'firstName' | 'surname'>) =>
  `${user.firstName} ${user.surname}`.trim();

interface DeleteUserDialogProps {
  user: User | null;
  onClose: () => void;
}

/** Deletes a user after choosing the member who receives their records and team ownership. */
export function DeleteUserDialog({ user, onClose }: DeleteUserDialogProps) {
  const remove = useDeleteUser();
  const [search, setSearch] = useState('');
  // Who can receive the deleted user's records: searched on the server as the user types.
  const candidates = useUserSearch(search);
  const [transferToUserId, setTransferToUserId] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const close = () => {
    setTransferToUserId(null);
    setFailure(null);
    remove.reset();
    onClose();
  };

  const confirm = () => {
    if (!user) return;
    if (!transferToUserId) return setFailure('Choose another user to receive their records');
    setFailure(null);
    remove.mutate(
      { userId: user.id, transferToUserId },
      {
        onSuccess: () => {
          feedback('success', `${fullName(user)} was deleted`);
          close();
        },
        onError: (error) => setFailure(errorMessage(error)),
      },
    );
  };

  const options = (candidates.data?.items ?? [])
    .filter((c) => c.id !== user?.id)
    .map((c) => ({ value: c.id, label: `${fullName(c)} (${c.email})` }));

  return (
    <Modal
      opened={user !== null}
      onClose={close}
      title="Delete this user?"
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Stack gap="md">
        <Text size="sm">
          {user ? `${fullName(user)} (${user.email})` : ''} will be removed from the event. Their
          comments, replies, submissions, task statuses and team ownership go to the user you
          choose.
        </Text>
        <Select
          label="Transfer their records to"
          placeholder="Choose a user"
          data={options}
          value={transferToUserId}
          onChange={setTransferToUserId}
          searchable
          searchValue={search}
          onSearchChange={setSearch}
          filter={({ options: all }) => all}
          nothingFoundMessage={candidates.isFetching ? 'Searching…' : 'No users found'}
          comboboxProps={{ withinPortal: true }}
        />
        {failure ? (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={close} data-autofocus>
            Cancel
          </Button>
          <Button color="red" onClick={confirm} loading={remove.isPending}>
            Delete user
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
