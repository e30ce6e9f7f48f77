import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Badge, Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { relativeTime } from '@showdesk/domain/common/relative-time';
import type { MemberNotification } from '@showdesk/domain/messaging/notifications';
import {
  IconArrowRight,
  IconBell,
  IconChecks,
  IconMail,
  IconMailOpened,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import { RichTextView } from '../../../../components/content-view/rich-text-view.tsx';
import { EmptyState } from '../../../../components/empty-state.tsx';
import { PageHeader } from '../../../../components/page-header.tsx';
import { useTerminology } from '../../../../lib/domain-word.ts';
import { feedback } from '../../../../lib/feedback.ts';
import { errorMessage } from '../../../../lib/field-errors.ts';
import { formatDateTime } from '../../../../lib/format.ts';
import { useMarkRead, useMemberNotifications } from '../api/member-notifications-api.ts';

/**
 * /notifications: what the organisers sent the member (their team, team type or everyone):
 * unread first, then newest; each marked read or unread, or all read at once.
 */
export function NotificationsPage() {
  const terminology = useTerminology();
  const { t } = useLingui();
  const notifications = useMemberNotifications();
  const mark = useMarkRead();
  const unread = notifications.data?.unreadCount ?? 0;
  const markAll = () =>
    mark.mutate(
      { all: true },
      {
        onSuccess: () => feedback('success', t`All notifications are marked read`),
        onError: (error) => feedback('error', errorMessage(error)),
      },
    );
  return (
    <Stack gap="lg">
      <PageHeader
        title={terminology.notifications}
        description={
          !notifications.data?.items.length
            ? t`News and reminders from the organisers.`
            : unread === 0
              ? t`You are all caught up.`
              : t({ message: plural(unread, { one: '# unread', other: '# unread' }) })
        }
        actions={
          unread > 0 ? (
            <Button
              variant="default"
              leftSection={<IconChecks size={16} aria-hidden />}
              onClick={markAll}
              loading={mark.isPending && mark.variables && 'all' in mark.variables}
            >
              <Trans>Mark all read</Trans>
            </Button>
          ) : undefined
        }
      />
      {notifications.isPending ? (
        <Stack aria-hidden>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} h={110} radius="md" />
          ))}
        </Stack>
      ) : notifications.isError ? (
        <Alert color="red" role="alert">
          {errorMessage(notifications.error)}
        </Alert>
      ) : notifications.data.items.length === 0 ? (
        <EmptyState icon={<IconBell size={34} />} title={t`No notifications yet`}>
          <Trans>
            When the organisers send news to your team, it appears here and on the bell at the top
            of the page.
          </Trans>
        </EmptyState>
      ) : (
        <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {notifications.data.items.map((item) => (
            <NotificationCard key={item.id} item={item} mark={mark} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}

function NotificationCard({
  item,
  mark,
}: {
  item: MemberNotification;
  mark: ReturnType<typeof useMarkRead>;
}) {
  const { t } = useLingui();
  const title = item.title;
  const isBusy =
    mark.isPending &&
    mark.variables !== undefined &&
    'notificationId' in mark.variables &&
    mark.variables.notificationId === item.id;
  const toggle = () =>
    mark.mutate(
      { notificationId: item.id, isRead: !item.isRead },
      { onError: (error) => feedback('error', errorMessage(error)) },
    );
  return (
    <Card
      component="li"
      withBorder
      radius="md"
      padding="md"
      aria-label={item.isRead ? title : t`${title} (unread)`}
      style={
        item.isRead ? undefined : { borderLeft: '4px solid var(--mantine-primary-color-filled)' }
      }
    >
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
          <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
            <Group gap="xs" wrap="wrap">
              <Title order={2} fz="md" style={{ wordBreak: 'break-word' }}>
                {item.title}
              </Title>
              {item.isRead ? null : (
                <Badge size="sm" variant="filled" component="span">
                  <Trans>Unread</Trans>
                </Badge>
              )}
            </Group>
            {item.sentAt ? (
              <Text size="xs" c="dimmed" title={formatDateTime(item.sentAt)}>
                {relativeTime(item.sentAt)}
              </Text>
            ) : null}
          </Stack>
          <Button
            size="xs"
            variant="subtle"
            leftSection={
              item.isRead ? (
                <IconMail size={14} aria-hidden />
              ) : (
                <IconMailOpened size={14} aria-hidden />
              )
            }
            onClick={toggle}
            loading={isBusy}
            aria-label={item.isRead ? t`Mark unread: ${title}` : t`Mark read: ${title}`}
          >
            {item.isRead ? t`Mark unread` : t`Mark read`}
          </Button>
        </Group>
        {item.description ? <RichTextView html={item.description} /> : null}
        {item.linkUrl ? (
          <Group>
            <Button
              component={Link}
              to={item.linkUrl}
              size="xs"
              variant="light"
              rightSection={<IconArrowRight size={14} aria-hidden />}
            >
              {/* What the link leads to. */}
              {item.linkUrl.startsWith('/forms/')
                ? t`Open the form`
                : item.linkUrl.startsWith('/tasks/')
                  ? t`Open the task`
                  : t`Open the page`}
            </Button>
          </Group>
        ) : null}
      </Stack>
    </Card>
  );
}
