import { useLingui } from '@lingui/react/macro';
import type { UserListItem } from '@showdesk/domain/people/users';
import { ConfirmDialog } from '../../../../components/confirm-dialog.tsx';
import { feedback } from '../../../../lib/feedback.ts';
import { errorMessage } from '../../../../lib/field-errors.ts';
import { useEndUserSessions } from '../api/users-api.ts';

const fullName = (user: UserListItem) => `${user.firstName} ${user.surname}`.trim();

/** An admin's "End sessions": logs the user out on every device, after a confirmation. */
export function EndSessionsDialog({
  user,
  onClose,
}: {
  user: UserListItem | null;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const end = useEndUserSessions();
  const name = user ? fullName(user) : '';
  const confirm = () => {
    if (!user) return;
    end.mutate(user.id, {
      onSuccess: ({ ended }) =>
        feedback(
          'success',
          ended === 0 ? t`${name} was not logged in anywhere` : t`${name} is logged out everywhere`,
        ),
      onError: (error) => feedback('error', errorMessage(error)),
      onSettled: onClose,
    });
  };
  return (
    <ConfirmDialog
      opened={user !== null}
      title={t`End this user’s sessions?`}
      confirmLabel={t`End sessions`}
      isPending={end.isPending}
      onConfirm={confirm}
      onCancel={onClose}
    >
      {user
        ? t`${name} will be logged out at once on every browser and device. They can log in again with their password.`
        : null}
    </ConfirmDialog>
  );
}
