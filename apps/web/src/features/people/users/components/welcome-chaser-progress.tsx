import { useLingui } from '@lingui/react/macro';
import { Progress, Stack, Text } from '@mantine/core';
import type { WelcomeChaser } from '@showdesk/domain/people/invitations';
import { useEffect, useState } from 'react';
import { useWelcomeChaser } from '../api/send-welcome-chaser.ts';

/** How long a queued send waits for the mail server's answers before it reports. */
const deliveryWaitMs = 30_000;

interface WelcomeChaserProgressProps {
  chaserId: string;
  /** Called when every reminder is queued and delivered (or the wait for delivery is over). */
  onFinished: (chaser: WelcomeChaser) => void;
}

/**
 * A welcome reminder send running in the background: how many of its members are done, as a
 * bar and in words. The send carries on if the page is left; coming back finds it again.
 */
export function WelcomeChaserProgress({ chaserId, onFinished }: WelcomeChaserProgressProps) {
  const { t, i18n } = useLingui();
  const chaser = useWelcomeChaser(chaserId);
  const state = chaser.data;
  const isQueued = state?.status === 'finished';
  // Once every reminder is queued, the mail server's answers are waited for a while: a server
  // that is down is tried again for hours, and the send reports what is still pending.
  const [hasWaited, setHasWaited] = useState(false);
  useEffect(() => {
    if (!isQueued) return;
    const timer = setTimeout(() => setHasWaited(true), deliveryWaitMs);
    return () => clearTimeout(timer);
  }, [isQueued]);
  const isDelivered = state?.delivery.pending === 0;
  useEffect(() => {
    if (state && isQueued && (isDelivered || hasWaited)) onFinished(state);
  }, [state, isQueued, isDelivered, hasWaited, onFinished]);

  const total = state?.total ?? 0;
  const done = state ? state.sent + state.skipped + state.failed : 0;
  const queued = state?.sent ?? 0;
  const answered = state ? state.delivery.delivered + state.delivery.failed : 0;
  const [count, of] = isQueued ? [answered, queued] : [done, total];
  const percent = of === 0 ? 0 : Math.round((count / of) * 100);
  const shownCount = count.toLocaleString(i18n.locale);
  const shownOf = of.toLocaleString(i18n.locale);
  return (
    <Stack gap={4} w={260}>
      <Text size="sm" role="status">
        {isQueued
          ? state
            ? t`Delivering welcome reminders: ${shownCount} of ${shownOf}`
            : t`Delivering welcome reminders…`
          : state
            ? t`Sending welcome reminders: ${shownCount} of ${shownOf}`
            : t`Sending welcome reminders…`}
      </Text>
      <Progress value={percent} size="md" animated aria-label={t`Welcome reminders sent`} />
    </Stack>
  );
}
