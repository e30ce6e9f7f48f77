import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Tooltip } from '@mantine/core';
import { IconBellRinging } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmDialog } from '../../../../components/confirm-dialog.tsx';
import { feedback } from '../../../../lib/feedback.ts';
import { errorMessage } from '../../../../lib/field-errors.ts';
import { useSendTaskReminders, useTaskReminderPreview } from '../api/task-reminders-api.ts';
import {
  reminderConfirmation,
  reminderSentMessage,
  reminderUnavailable,
} from './task-reminders-text.ts';

/** "Send reminders" on a task's record page: counts the teams first, then asks. */
export function TaskRemindersButton({ taskId, title }: { taskId: string; title: string }) {
  const { t } = useLingui();
  const preview = useTaskReminderPreview(taskId);
  const send = useSendTaskReminders(taskId);
  const [confirming, setConfirming] = useState(false);
  const unavailable = reminderUnavailable(preview.data);
  const confirmation = preview.data ? reminderConfirmation(title, preview.data) : null;

  const open = async () => {
    // The count can change while the page is open: ask again before the question.
    const fresh = await preview.refetch();
    if (fresh.data && !reminderUnavailable(fresh.data)) setConfirming(true);
  };
  const confirm = () =>
    send.mutate(undefined, {
      onSuccess: (result) => {
        setConfirming(false);
        feedback('success', reminderSentMessage(result));
      },
      onError: (error) => {
        setConfirming(false);
        feedback('error', errorMessage(error));
      },
    });

  const button = (
    <Button
      variant="default"
      leftSection={<IconBellRinging size={16} aria-hidden />}
      loading={preview.isFetching && !preview.data}
      disabled={unavailable !== null}
      onClick={open}
    >
      <Trans>Send reminders</Trans>
    </Button>
  );
  return (
    <>
      {unavailable ? (
        <Tooltip label={unavailable}>
          {/* A disabled button takes no pointer events: the wrapper shows the reason. */}
          <span>{button}</span>
        </Tooltip>
      ) : (
        button
      )}
      <ConfirmDialog
        opened={confirming && confirmation !== null}
        title={confirmation?.title ?? ''}
        confirmLabel={t`Send reminders`}
        isDestructive={false}
        isPending={send.isPending}
        onConfirm={confirm}
        onCancel={() => setConfirming(false)}
      >
        {confirmation?.body}
      </ConfirmDialog>
    </>
  );
}
