import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Menu, Modal, Stack, Text, Textarea } from '@mantine/core';
import type { ApprovalDecision, OrganiserProgressState } from '@showdesk/domain/tasks/task-report';
import {
  IconArrowBackUp,
  IconCheck,
  IconCircleDashed,
  IconCircleOff,
  IconMessages,
  IconRosetteDiscountCheck,
} from '@tabler/icons-react';
import { useState } from 'react';
import { RowMenu } from '../../../../components/data-table/row-menu.tsx';
import { feedback } from '../../../../lib/feedback.ts';
import { errorMessage } from '../../../../lib/field-errors.ts';
import {
  type TaskReportItem,
  useDecideApproval,
  useSetTeamProgress,
} from '../api/task-report-api.ts';

/** What the approval dialog is deciding, for which team. */
export type ApprovalAsk = { row: TaskReportItem; decision: ApprovalDecision };

/**
 * A row's actions: the team's comment thread; set the team's state; approve or send back a
 * request waiting for it.
 */
export function TaskReportRowMenu({
  taskId,
  row,
  onApproval,
  onComments,
}: {
  taskId: string;
  row: TaskReportItem;
  onApproval: (ask: ApprovalAsk) => void;
  onComments: (row: TaskReportItem) => void;
}) {
  const { t } = useLingui();
  const progress = useSetTeamProgress(taskId);
  const teamName = row.teamName;
  const stateSentence: Record<OrganiserProgressState, string> = {
    complete: t`${teamName} is complete`,
    notApplicable: t`${teamName} is N/A`,
    incomplete: t`${teamName} is incomplete`,
  };
  const set = (state: OrganiserProgressState) =>
    progress.mutate(
      { teamId: row.teamId, state },
      {
        onSuccess: () => feedback('success', stateSentence[state]),
        onError: (error) => feedback('error', errorMessage(error)),
      },
    );
  const isWaiting = row.status === 'awaitingApproval';
  return (
    <RowMenu name={row.teamName} loading={progress.isPending}>
      <Menu.Item
        leftSection={<IconMessages size={16} aria-hidden />}
        onClick={() => onComments(row)}
      >
        <Trans>Comments</Trans>
      </Menu.Item>
      <Menu.Divider />
      {isWaiting ? (
        <>
          <Menu.Item
            leftSection={<IconRosetteDiscountCheck size={16} aria-hidden />}
            onClick={() => onApproval({ row, decision: 'approve' })}
          >
            <Trans>Approve…</Trans>
          </Menu.Item>
          <Menu.Item
            leftSection={<IconArrowBackUp size={16} aria-hidden />}
            onClick={() => onApproval({ row, decision: 'return' })}
          >
            <Trans>Send back…</Trans>
          </Menu.Item>
          <Menu.Divider />
        </>
      ) : null}
      <Menu.Label>
        <Trans>Set state</Trans>
      </Menu.Label>
      <Menu.Item
        leftSection={<IconCheck size={16} aria-hidden />}
        disabled={row.status === 'complete'}
        onClick={() => set('complete')}
      >
        <Trans>Mark complete</Trans>
      </Menu.Item>
      <Menu.Item
        leftSection={<IconCircleOff size={16} aria-hidden />}
        disabled={row.status === 'notApplicable'}
        onClick={() => set('notApplicable')}
      >
        <Trans>Mark N/A</Trans>
      </Menu.Item>
      <Menu.Item
        leftSection={<IconCircleDashed size={16} aria-hidden />}
        onClick={() => set('incomplete')}
      >
        <Trans>Mark incomplete</Trans>
      </Menu.Item>
    </RowMenu>
  );
}

/**
 * Approving or sending back, with a note for the team: both email the team's owner (and the
 * member who asked) with it.
 */
export function ApprovalDialog({
  taskId,
  ask,
  onClose,
}: {
  taskId: string;
  ask: ApprovalAsk | null;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const decide = useDecideApproval(taskId);
  const [note, setNote] = useState('');
  const isReturn = ask?.decision === 'return';
  const teamName = ask?.row.teamName ?? '';
  const close = () => {
    setNote('');
    onClose();
  };
  const confirm = () => {
    if (!ask) return;
    decide.mutate(
      { teamId: ask.row.teamId, decision: ask.decision, note },
      {
        onSuccess: () => {
          feedback(
            'success',
            isReturn
              ? t`${teamName} was sent back and emailed`
              : t`${teamName} was approved and emailed`,
          );
          close();
        },
        onError: (error) => feedback('error', errorMessage(error)),
      },
    );
  };
  return (
    <Modal
      opened={ask !== null}
      onClose={close}
      title={isReturn ? t`Send back to the team` : t`Approve`}
      centered
      closeButtonProps={{ 'aria-label': t`Close` }}
    >
      <Stack gap="md">
        <Text size="sm">
          {isReturn
            ? t`${teamName}'s task becomes incomplete again. Say what needs changing: the team owner is emailed your note.`
            : t`${teamName}'s task becomes complete. The team owner is emailed, with your note if you write one.`}
        </Text>
        <Textarea
          label={isReturn ? t`What needs changing` : t`Note (optional)`}
          autosize
          minRows={3}
          maxLength={2000}
          value={note}
          onChange={(event) => setNote(event.currentTarget.value)}
          data-autofocus
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            <Trans>Cancel</Trans>
          </Button>
          <Button
            onClick={confirm}
            loading={decide.isPending}
            color={isReturn ? 'orange' : undefined}
          >
            {isReturn ? t`Send back` : t`Approve`}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
