import { Trans, useLingui } from '@lingui/react/macro';
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
  const { t } = useLingui();
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
    if (!transferToUserId) return setFailure(t`Choose another user to receive their records`);
    setFailure(null);
    remove.mutate(
      { userId: user.id, transferToUserId },
      {
        onSuccess: () => {
          const name = fullName(user);
          feedback('success', t`${name} was deleted`);
          close();
        },
        onError: (error) => setFailure(errorMessage(error)),
      },
    );
  };

  const who = user ? `${fullName(user)} (${user.email})` : '';
  const options = (candidates.data?.items ?? [])
    .filter((c) => c.id !== user?.id)
    .map((c) => ({ value: c.id, label: `${fullName(c)} (${c.email})` }));

  return (
    <Modal
      opened={user !== null}
      onClose={close}
      title={t`Delete this user?`}
      centered
      closeButtonProps={{ 'aria-label': t`Close` }}
    >
      <Stack gap="md">
        <Text size="sm">
          <Trans>
            {who} will be removed from the event. Their comments, replies, submissions, task
            statuses and team ownership go to the user you choose.
          </Trans>
        </Text>
        <Select
          label={t`Transfer their records to`}
          placeholder={t`Choose a user`}
          data={options}
          value={transferToUserId}
          onChange={setTransferToUserId}
          searchable
          searchValue={search}
          onSearchChange={setSearch}
          filter={({ options: all }) => all}
          nothingFoundMessage={candidates.isFetching ? t`Searching…` : t`No users found`}
          comboboxProps={{ withinPortal: true }}
        />
        {failure ? (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={close} data-autofocus>
            <Trans>Cancel</Trans>
          </Button>
          <Button color="red" onClick={confirm} loading={remove.isPending}>
            <Trans>Delete user</Trans>
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
