import { plural, t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import { listSearchParams } from '@showdesk/domain/common/list-query';
import { emailFailureLine, failedToSendText } from '@showdesk/domain/messaging/email-batch';
import type { WelcomeChaser, WelcomeChaserResult } from '@showdesk/domain/people/invitations';
import { IconMailForward } from '@tabler/icons-react';
import { useCallback, useRef, useState } from 'react';
import { ConfirmDialog } from '../../../../components/confirm-dialog.tsx';
import { currentLocale } from '../../../../i18n/i18n.ts';
import { feedback } from '../../../../lib/feedback.ts';
import { errorMessage } from '../../../../lib/field-errors.ts';
import { useSession } from '../../../../lib/session.ts';
import {
  resultOf,
  useCurrentWelcomeChaser,
  useStartWelcomeChaser,
} from '../api/send-welcome-chaser.ts';
import { useUserPage } from '../api/users-api.ts';
import { WelcomeChaserProgress } from './welcome-chaser-progress.tsx';

/** "Sent 12 reminders", for the toast and the result. */
export const sentText = (result: WelcomeChaserResult) => sentCount(result.successfulIds.length);

const sentCount = (sent: number) =>
  t({
    message: plural(sent, { one: 'Sent # welcome reminder', other: 'Sent # welcome reminders' }),
  });

/** A finished send with something to say: its result, and how its emails were delivered. */
interface Outcome {
  result: WelcomeChaserResult;
  chaser: WelcomeChaser;
}

/** 'Failed to send N emails', then a line per email the mail server refused, with its address. */
function DeliveryReport({ failures }: { failures: WelcomeChaser['failures'] }) {
  const { t } = useLingui();
  return (
    <>
      <Text size="sm" fw={600}>
        {failedToSendText(failures.length)}
      </Text>
      <List size="sm" spacing={4} aria-label={t`Failed emails`}>
        {failures.map((failure) => (
          <List.Item key={failure.index} style={{ overflowWrap: 'break-word' }}>
            {emailFailureLine(failure)}
            <Text size="xs" c="dimmed" component="span" display="block">
              {failure.email}
            </Text>
          </List.Item>
        ))}
      </List>
    </>
  );
}

/** "Delivered 11 of 12 welcome reminders" (or "Sent 12…" while none failed or waits). */
function deliveredText(chaser: WelcomeChaser) {
  if (chaser.delivery.failed + chaser.delivery.pending === 0) return sentCount(chaser.sent);
  const delivered = chaser.delivery.delivered.toLocaleString(currentLocale());
  const sent = chaser.sent;
  return t({
    message: plural(sent, {
      one: `Delivered ${delivered} of # welcome reminder`,
      other: `Delivered ${delivered} of # welcome reminders`,
    }),
  });
}

interface WelcomeChaserActionProps {
  /** Users chosen in the list: they are reminded instead of everyone who never logged in. */
  selectedIds: string[];
  onSent: () => void;
}

/**
 * "Send welcome reminders": to the users selected in the list, or (none selected) to every
 * member who has never logged in, after a confirmation naming how many. Each is reminded of
 * their invitation (a new set-password link, or the login page). The send runs in the
 * background: its progress shows beside the button (also after a reload, or for a send another
 * organiser started), then failures are listed in a dialog, or a toast says how many were sent.
 */
export function WelcomeChaserAction({ selectedIds, onSent }: WelcomeChaserActionProps) {
  const { event } = useSession();
  const { t } = useLingui();
  const eventName = event.name;
  const send = useStartWelcomeChaser();
  const current = useCurrentWelcomeChaser();
  const [isConfirming, setIsConfirming] = useState(false);
  const [failed, setFailed] = useState<Outcome | null>(null);
  // The send this screen started (its answer lists ids that are not members), or the one still
  // running that it found on opening; and those already reported, so none is reported twice.
  const [started, setStarted] = useState<WelcomeChaser | null>(null);
  const reported = useRef(new Set<string>());
  const found = current.data?.chaser;
  const watchedId = started?.id ?? (found && !reported.current.has(found.id) ? found.id : null);
  const refetchCurrent = current.refetch;
  const onFinished = useCallback(
    (finished: WelcomeChaser) => {
      if (reported.current.has(finished.id)) return;
      reported.current.add(finished.id);
      setStarted(null);
      void refetchCurrent();
      const result = resultOf(finished, started?.id === finished.id ? started : undefined);
      if (result.failedEmails.length > 0 || finished.report || finished.delivery.pending > 0)
        setFailed({ result, chaser: finished });
      else feedback('success', sentText(result));
    },
    [started, refetchCurrent],
  );
  // How many members have never logged in (one row fetched, for the total); invited people are
  // not reminded.
  const never = useUserPage(
    listSearchParams({ pageSize: 1, filter: { hasLoggedIn: false, isInvited: false } }).toString(),
  );
  const neverLoggedIn = never.data?.total ?? null;
  const isChosen = selectedIds.length > 0;
  const count = isChosen ? selectedIds.length : (neverLoggedIn ?? 0);
  const pending = failed?.chaser.delivery.pending ?? 0;
  const notSent = failed?.result.failedEmails.length ?? 0;

  const confirm = () =>
    send.mutate(isChosen ? { userIds: selectedIds } : {}, {
      onSuccess: (chaser) => {
        setIsConfirming(false);
        onSent();
        setStarted(chaser);
      },
      onError: (error) => feedback('error', errorMessage(error)),
    });

  return (
    <>
      <Group gap="md" wrap="nowrap">
        {watchedId ? (
          <WelcomeChaserProgress key={watchedId} chaserId={watchedId} onFinished={onFinished} />
        ) : null}
        <Button
          variant="default"
          leftSection={<IconMailForward size={16} aria-hidden />}
          onClick={() => setIsConfirming(true)}
          disabled={count === 0 || watchedId !== null}
          title={
            watchedId
              ? t`Welcome reminders are being sent`
              : !isChosen && neverLoggedIn === 0
                ? t`Every member has logged in`
                : undefined
          }
        >
          {isChosen
            ? t({
                message: plural(count, {
                  one: 'Send welcome reminders to # selected user',
                  other: 'Send welcome reminders to # selected users',
                }),
              })
            : t`Send welcome reminders`}
        </Button>
      </Group>
      <ConfirmDialog
        opened={isConfirming}
        title={t`Send welcome reminders?`}
        confirmLabel={t({
          message: plural(count, { one: 'Send # reminder', other: 'Send # reminders' }),
        })}
        isDestructive={false}
        isPending={send.isPending}
        onConfirm={confirm}
        onCancel={() => setIsConfirming(false)}
      >
        {isChosen
          ? t({
              message: plural(count, {
                one: `# selected user will get an email reminding them of their invitation to ${eventName}, with a new link to set their password (or the login page if they already have one). Those who have logged in already are left out.`,
                other: `# selected users will get an email reminding them of their invitation to ${eventName}, with a new link to set their password (or the login page if they already have one). Those who have logged in already are left out.`,
              }),
            })
          : t({
              message: plural(count, {
                one: `# member has never logged in. Each will get an email reminding them of their invitation to ${eventName}, with a new link to set their password (or the login page if they already have one). To choose who gets one, select them in the list first.`,
                other: `# members have never logged in. Each will get an email reminding them of their invitation to ${eventName}, with a new link to set their password (or the login page if they already have one). To choose who gets one, select them in the list first.`,
              }),
            })}
      </ConfirmDialog>
      <Modal
        opened={failed !== null}
        onClose={() => setFailed(null)}
        title={t`Welcome reminders`}
        centered
        closeButtonProps={{ 'aria-label': t`Close` }}
      >
        {failed ? (
          <Stack gap="sm">
            <Text size="sm">{`${deliveredText(failed.chaser)}.`}</Text>
            {failed.chaser.failures.length > 0 ? (
              <DeliveryReport failures={failed.chaser.failures} />
            ) : null}
            {failed.chaser.delivery.pending > 0 ? (
              <Text size="sm" c="dimmed">
                {t({
                  message: plural(pending, {
                    one: '# email is still being tried: the mail server did not take it yet.',
                    other: '# emails are still being tried: the mail server did not take them yet.',
                  }),
                })}
              </Text>
            ) : null}
            {failed.result.failedEmails.length > 0 ? (
              <>
                <Text size="sm" fw={600}>
                  {t({
                    message: plural(notSent, {
                      one: 'Not sent to # member',
                      other: 'Not sent to # members',
                    }),
                  })}
                </Text>
                <Text size="sm" c="dimmed">
                  <Trans>
                    Members who have logged in since, or are no longer in the event, are not
                    reminded.
                  </Trans>
                </Text>
                <List size="sm" spacing={2} aria-label={t`Not sent`}>
                  {failed.result.failedEmails.map((email) => (
                    <List.Item key={email}>{email}</List.Item>
                  ))}
                </List>
              </>
            ) : null}
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setFailed(null)}>
                <Trans>Close</Trans>
              </Button>
            </Group>
          </Stack>
        ) : null}
      </Modal>
    </>
  );
}
