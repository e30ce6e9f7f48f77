import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { relativeTime } from '@showdesk/domain/common/relative-time';
import type { AccountSession } from '@showdesk/domain/people/account-sessions';
import { IconDeviceDesktop, IconDeviceMobile, IconDeviceTablet } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmDialog } from '../../../../components/confirm-dialog.tsx';
import { LoadErrorAlert } from '../../../../components/error-alert.tsx';
import { Skeletons } from '../../../../components/skeletons.tsx';
import { isApiError } from '../../../../lib/api-client.ts';
import { feedback } from '../../../../lib/feedback.ts';
import { errorMessage } from '../../../../lib/field-errors.ts';
import { formatDateTime } from '../../../../lib/format.ts';
import { useAccountSessions, useEndOtherSessions, useEndSession } from '../api/sessions-api.ts';

const headingId = 'sessions-heading';

function DeviceIcon({ device }: { device: string }) {
  const Icon = /iPhone|Android/.test(device)
    ? IconDeviceMobile
    : /iPad/.test(device)
      ? IconDeviceTablet
      : IconDeviceDesktop;
  return (
    <ThemeIcon variant="light" color="gray" size={36} radius="md" aria-hidden>
      <Icon size={20} />
    </ThemeIcon>
  );
}

/** A moment as words ("5 minutes ago"), the exact time on hover. */
function Moment({ iso }: { iso: string }) {
  return (
    <time dateTime={iso} title={formatDateTime(iso)}>
      {relativeTime(iso)}
    </time>
  );
}

function SessionRow({ session, onEnd }: { session: AccountSession; onEnd: () => void }) {
  const { t } = useLingui();
  const detailsId = `session-${session.id}-details`;
  const device = session.device;
  const ipAddress = session.ipAddress;
  return (
    <Group
      component="li"
      gap="sm"
      wrap="nowrap"
      align="flex-start"
      py="sm"
      style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
    >
      <DeviceIcon device={session.device} />
      <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
        <Group gap="xs" wrap="wrap">
          <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
            {session.device}
          </Text>
          {session.isCurrent ? (
            <Badge size="sm" variant="light" color="green" component="span">
              <Trans>This device</Trans>
            </Badge>
          ) : null}
        </Group>
        <Text size="xs" c="dimmed" id={detailsId} style={{ overflowWrap: 'anywhere' }}>
          {session.isCurrent ? (
            t`Active now`
          ) : (
            <Trans>
              Last seen <Moment iso={session.lastSeenAt} />
            </Trans>
          )}
          <br />
          {ipAddress ? (
            <Trans>
              Logged in <Moment iso={session.createdAt} /> from {ipAddress}
            </Trans>
          ) : (
            <Trans>
              Logged in <Moment iso={session.createdAt} />
            </Trans>
          )}
        </Text>
      </Stack>
      {session.isCurrent ? null : (
        <Button
          variant="default"
          size="xs"
          onClick={onEnd}
          aria-label={t`Log out ${device}`}
          aria-describedby={detailsId}
          style={{ flexShrink: 0 }}
        >
          <Trans>Log out</Trans>
        </Button>
      )}
    </Group>
  );
}

function SessionsSkeleton() {
  const { t } = useLingui();
  return (
    <Stack gap="sm" role="status" aria-busy="true" aria-label={t`Loading your sessions`}>
      <Skeletons count={2} h={52} radius="md" />
    </Stack>
  );
}

/**
 * The account page's list of where the person is logged in (every event's host): device,
 * address and when last seen, this device marked; each other session can be logged out, or
 * all of them at once. Both ask first, and take effect at once wherever the session is.
 */
export function SessionsCard() {
  const { t } = useLingui();
  const sessions = useAccountSessions();
  const endOne = useEndSession();
  const endOthers = useEndOtherSessions();
  const [ending, setEnding] = useState<AccountSession | null>(null);
  const [isEndingOthers, setEndingOthers] = useState(false);
  const list = sessions.data?.sessions ?? [];
  const others = list.filter((session) => !session.isCurrent);
  const otherCount = others.length;
  const endingDevice = ending?.device;
  const endingIp = ending?.ipAddress;

  const confirmEndOne = () => {
    if (!ending) return;
    const session = ending;
    endOne.mutate(session.id, {
      onSuccess: () => {
        const device = session.device;
        feedback('success', t`${device} is logged out`);
      },
      onError: (error) =>
        isApiError(error, 404)
          ? feedback('info', t`That session had already ended`)
          : feedback('error', errorMessage(error)),
      onSettled: () => setEnding(null),
    });
  };
  const confirmEndOthers = () =>
    endOthers.mutate(undefined, {
      onSuccess: ({ ended }) =>
        feedback(
          'success',
          ended === 0
            ? t`No other sessions were left to log out`
            : t({
                message: plural(ended, {
                  one: '# other session logged out',
                  other: '# other sessions logged out',
                }),
              }),
        ),
      onError: (error) => feedback('error', errorMessage(error)),
      onSettled: () => setEndingOthers(false),
    });

  return (
    <Card
      withBorder
      radius="md"
      padding="lg"
      id="sessions"
      component="section"
      aria-labelledby={headingId}
    >
      <Stack gap="md">
        <div>
          <Title order={2} fz="lg" id={headingId}>
            <Trans>Where you’re logged in</Trans>
          </Title>
          <Text size="sm" c="dimmed" mt={4}>
            <Trans>
              The browsers and devices logged in to your account, for every event you belong to. If
              you don’t recognise one, log it out and change your password.
            </Trans>
          </Text>
        </div>
        {sessions.isPending ? (
          <SessionsSkeleton />
        ) : sessions.isError ? (
          <LoadErrorAlert
            error={sessions.error}
            title={t`We couldn’t load where you’re logged in`}
            onRetry={sessions.refetch}
            isRetrying={sessions.isFetching}
          />
        ) : (
          <>
            <Stack
              component="ul"
              gap={0}
              aria-labelledby={headingId}
              style={{ listStyle: 'none', margin: 0, padding: 0 }}
            >
              {list.map((session) => (
                <SessionRow key={session.id} session={session} onEnd={() => setEnding(session)} />
              ))}
            </Stack>
            {others.length === 0 ? (
              <Text size="sm" c="dimmed">
                <Trans>You’re not logged in anywhere else.</Trans>
              </Text>
            ) : (
              <Group justify="flex-end">
                <Button variant="default" onClick={() => setEndingOthers(true)}>
                  <Trans>Log out everywhere else</Trans>
                </Button>
              </Group>
            )}
          </>
        )}
      </Stack>
      <ConfirmDialog
        opened={ending !== null}
        title={t`Log out this session?`}
        confirmLabel={t`Log out`}
        isPending={endOne.isPending}
        onConfirm={confirmEndOne}
        onCancel={() => setEnding(null)}
      >
        {endingDevice === undefined
          ? null
          : endingIp
            ? t`${endingDevice} (${endingIp}) will be logged out at once. Whoever uses it will have to log in again.`
            : t`${endingDevice} will be logged out at once. Whoever uses it will have to log in again.`}
      </ConfirmDialog>
      <ConfirmDialog
        opened={isEndingOthers}
        title={t`Log out everywhere else?`}
        confirmLabel={t`Log out everywhere else`}
        isPending={endOthers.isPending}
        onConfirm={confirmEndOthers}
        onCancel={() => setEndingOthers(false)}
      >
        {t({
          message: plural(otherCount, {
            one: 'Your # other session will be logged out at once, on every browser and device but this one. You stay logged in here.',
            other:
              'Your # other sessions will be logged out at once, on every browser and device but this one. You stay logged in here.',
          }),
        })}
      </ConfirmDialog>
    </Card>
  );
}
