import { Progress, Stack, Text } from '@mantine/core';
import type { WelcomeChaser } from '@showdesk/domain/invitations';
import { useEffect } from 'react';
import { useWelcomeChaser } from '../api/send-welcome-chaser.ts';

interface WelcomeChaserProgressProps {
  chaserId: string;
  /** Called once, when the send has finished. */
  onFinished: (chaser: WelcomeChaser) => void;
}

/**
 * A welcome reminder send running in the background: how many of its members are done, as a
 * bar and in words. The send carries on if the page is left; coming back finds it again.
 */
export function WelcomeChaserProgress({ chaserId, onFinished }: WelcomeChaserProgressProps) {
  const chaser = useWelcomeChaser(chaserId);
  const state = chaser.data;
  const isFinished = state?.status === 'finished';
  useEffect(() => {
    if (state && isFinished) onFinished(state);
  }, [state, isFinished, onFinished]);

  const total = state?.total ?? 0;
  const done = state ? state.sent + state.skipped + state.failed : 0;
  const percent = total === 0 ? 0 : Math.round((done / total) * 100);
  return (
    <Stack gap={4} w={260}>
      <Text size="sm" role="status">
        {state
          ? `Sending welcome reminders: ${done.toLocaleString('en-GB')} of ${total.toLocaleString('en-GB')}`
          : 'Sending welcome reminders…'}
      </Text>
      <Progress value={percent} size="md" animated aria-label="Welcome reminders sent" />
    </Stack>
  );
}
