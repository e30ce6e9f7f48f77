import { Trans, useLingui } from '@lingui/react/macro';
import { Menu } from '@mantine/core';
import type { User } from '@showdesk/domain/people/users';
import { IconLogout, IconMailForward, IconTrash } from '@tabler/icons-react';
import { RowMenu } from '../../../../components/data-table/row-menu.tsx';
import { feedback } from '../../../../lib/feedback.ts';
import { errorMessage } from '../../../../lib/field-errors.ts';
import { useSendWelcomeChaser } from '../api/send-welcome-chaser.ts';

interface UserRowMenuProps {
  user: User;
  name: string;
  onDelete: () => void;
  /** Given to admins, for a user they may log out (not themselves, nobody above them). */
  onEndSessions?: (() => void) | undefined;
}

/**
 * A user's row actions: resend the welcome (while they have never logged in; never to someone
 * only invited, whose invitation is the one email they get), end their sessions (admins) and
 * delete.
 */
export function UserRowMenu({ user, name, onDelete, onEndSessions }: UserRowMenuProps) {
  const { t } = useLingui();
  const send = useSendWelcomeChaser();
  const email = user.email;

  const resend = () =>
    send.mutate(
      { userIds: [user.id] },
      {
        onSuccess: (result) =>
          result.successfulIds.length > 0
            ? feedback('success', t`Welcome reminder sent to ${email}`)
            : feedback('warning', t`${email} has already logged in, so no reminder was sent`),
        onError: (error) => feedback('error', errorMessage(error)),
      },
    );

  return (
    <RowMenu name={name} loading={send.isPending}>
      {user.hasLoggedIn || user.isInvited ? null : (
        <Menu.Item leftSection={<IconMailForward size={16} aria-hidden />} onClick={resend}>
          <Trans>Resend welcome</Trans>
        </Menu.Item>
      )}
      {onEndSessions ? (
        <Menu.Item leftSection={<IconLogout size={16} aria-hidden />} onClick={onEndSessions}>
          <Trans>End sessions</Trans>
        </Menu.Item>
      ) : null}
      <Menu.Item c="red.9" leftSection={<IconTrash size={16} aria-hidden />} onClick={onDelete}>
        <Trans>Delete</Trans>
      </Menu.Item>
    </RowMenu>
  );
}
