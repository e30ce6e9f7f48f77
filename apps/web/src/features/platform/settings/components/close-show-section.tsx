import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconLock, IconLockOpen } from '@tabler/icons-react';
import { ConfirmDialog } from '../../../../components/confirm-dialog.tsx';
import { SectionCard } from '../../../../components/records/section-card.tsx';
import { feedback } from '../../../../lib/feedback.ts';
import { errorMessage } from '../../../../lib/field-errors.ts';
import { formatDateTime } from '../../../../lib/format.ts';
import { useEventClosed } from '../../../../lib/session.ts';
import { useEventClosing } from '../api/closing-api.ts';

/**
 * The event settings page's "Closing the show" section: closing (after a confirmation) makes the
 * event read-only for teams and guests; reopening gives them their writes back.
 */
export function CloseShowSection() {
  const { isClosed, closedAt } = useEventClosed();
  const { t } = useLingui();
  const closedSince = formatDateTime(closedAt);
  const { close, reopen } = useEventClosing();
  const [isConfirming, confirming] = useDisclosure(false);

  const closeShow = () =>
    close.mutate(undefined, {
      onSuccess: () => {
        confirming.close();
        feedback('success', t`The show is closed: teams and guests can only read it now`);
      },
      onError: (error) => feedback('error', errorMessage(error)),
    });
  const reopenShow = () =>
    reopen.mutate(undefined, {
      onSuccess: () => feedback('success', t`The show is open again`),
      onError: (error) => feedback('error', errorMessage(error)),
    });

  return (
    <SectionCard id="close-show-title" title={t`Closing the show`}>
      <Text size="sm">
        <Trans>
          When the show is over, close it. Its teams can still read its pages, download its files
          and see what they sent, but nothing can be sent or changed: no forms, task updates,
          comments, team or profile changes, and guests cannot send public forms. Scheduled
          notifications wait until it is reopened. Moderators and admins keep working as usual, and
          you can reopen the show at any time.
        </Trans>
      </Text>
      {isClosed ? (
        <Alert color="yellow" variant="light" icon={<IconLock size={18} aria-hidden />}>
          <Trans>The show has been closed since {closedSince}.</Trans>
        </Alert>
      ) : null}
      <Group justify="flex-end">
        {isClosed ? (
          <Button
            onClick={reopenShow}
            loading={reopen.isPending}
            leftSection={<IconLockOpen size={16} aria-hidden />}
          >
            <Trans>Reopen the show</Trans>
          </Button>
        ) : (
          <Button
            color="red"
            variant="light"
            onClick={confirming.open}
            leftSection={<IconLock size={16} aria-hidden />}
          >
            <Trans>Close the show</Trans>
          </Button>
        )}
      </Group>
      <ConfirmDialog
        opened={isConfirming}
        title={t`Close the show?`}
        confirmLabel={t`Close the show`}
        isPending={close.isPending}
        onConfirm={closeShow}
        onCancel={confirming.close}
      >
        <Trans>
          Teams and guests will be able to read the show but not send or change anything until you
          reopen it. Scheduled notifications will wait.
        </Trans>
      </ConfirmDialog>
    </SectionCard>
  );
}
