import { Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import type { WelcomeChaserResult } from '@showdesk/domain/invitations';
import { IconMailForward } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { feedback } from '../../../lib/feedback.ts';
import { errorMessage } from '../../../lib/field-errors.ts';
import { useSession } from '../../../lib/session.ts';
import { useSendWelcomeChaser } from '../api/send-welcome-chaser.ts';

const plural = (n: number, one: string, many: string) =>
  `${n.toLocaleString('en-GB')} ${n === 1 ? one : many}`;

/** "Sent 12 reminders", for the toast and the result. */
export const sentText = (result: WelcomeChaserResult) =>
  `Sent ${plural(result.successfulIds.length, 'welcome reminder', 'welcome reminders')}`;

interface WelcomeChaserActionProps {
  /** Members who have never logged in; null while the list loads. */
  neverLoggedIn: number | null;
}

/**
 * "Send welcome reminders": after a confirmation naming how many members have never logged in,
 * reminds them all of their invitation (a new set-password link, or the login page). Failures
 * are listed in a dialog; otherwise a toast says how many were sent.
 */
export function WelcomeChaserAction({ neverLoggedIn }: WelcomeChaserActionProps) {
  const { event } = useSession();
  const send = useSendWelcomeChaser();
  const [isConfirming, setIsConfirming] = useState(false);
  const [failed, setFailed] = useState<WelcomeChaserResult | null>(null);
  const count = neverLoggedIn ?? 0;

  const confirm = () =>
    send.mutate(
      {},
      {
        onSuccess: (result) => {
          setIsConfirming(false);
          if (result.failedEmails.length > 0) setFailed(result);
          else feedback('success', sentText(result));
        },
        onError: (error) => feedback('error', errorMessage(error)),
      },
    );

  return (
    <>
      <Button
        variant="default"
        leftSection={<IconMailForward size={16} aria-hidden />}
        onClick={() => setIsConfirming(true)}
        disabled={count === 0}
        title={neverLoggedIn === 0 ? 'Every member has logged in' : undefined}
      >
        Send welcome reminders
      </Button>
      <ConfirmDialog
        opened={isConfirming}
        title="Send welcome reminders?"
        confirmLabel={`Send ${plural(count, 'reminder', 'reminders')}`}
        isDestructive={false}
        isPending={send.isPending}
        onConfirm={confirm}
        onCancel={() => setIsConfirming(false)}
      >
        {`${plural(count, 'member has', 'members have')} never logged in. Each will get an email reminding them of their invitation to ${event.name}, with a new link to set their password (or the login page if they already have one).`}
      </ConfirmDialog>
      <Modal
        opened={failed !== null}
        onClose={() => setFailed(null)}
        title="Welcome reminders"
        centered
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        {failed ? (
          <Stack gap="sm">
            <Text size="sm">{sentText(failed)}.</Text>
            <Text size="sm" fw={600}>
              {`Failed to send ${plural(failed.failedEmails.length, 'email', 'emails')}`}
            </Text>
            <Text size="sm" c="dimmed">
              Members who have logged in since, or are no longer in the event, are not reminded.
            </Text>
            <List size="sm" spacing={2} aria-label="Not sent">
              {failed.failedEmails.map((email) => (
                <List.Item key={email}>{email}</List.Item>
              ))}
            </List>
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setFailed(null)}>
                Close
              </Button>
            </Group>
          </Stack>
        ) : null}
      </Modal>
    </>
  );
}
