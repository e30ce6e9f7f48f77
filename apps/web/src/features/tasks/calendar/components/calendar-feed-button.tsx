import { Trans, useLingui } from '@lingui/react/macro';
import {
  Alert,
  Anchor,
  Button,
  CopyButton,
  Group,
  Loader,
  Modal,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import type { CalendarFeedLink } from '@showdesk/domain/tasks/reminders';
import { IconCalendarEvent, IconCheck, IconCopy, IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmDialog } from '../../../../components/confirm-dialog.tsx';
import { ErrorAlert } from '../../../../components/error-alert.tsx';
import { feedback } from '../../../../lib/feedback.ts';
import { errorMessage } from '../../../../lib/field-errors.ts';
import { formatDay } from '../../../../lib/format.ts';
import {
  useCalendarFeedStatus,
  useCreateCalendarFeed,
  useDeleteCalendarFeed,
} from '../api/calendar-feed-api.ts';
import { calendarFeedConfirmations, calendarFeedView, webcalUrl } from '../calendar-feed-view.ts';

type Confirming = keyof ReturnType<typeof calendarFeedConfirmations> | null;

/**
 * "Subscribe in your calendar": a modal that explains the calendar feed of the team's task
 * deadlines, makes its secret link and shows it once, with a copy button; then offers a new link
 * (the old one stops working) or turning it off.
 */
export function CalendarFeedButton() {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button
        variant="default"
        leftSection={<IconCalendarEvent size={16} aria-hidden />}
        onClick={() => setOpened(true)}
      >
        <Trans>Subscribe in your calendar</Trans>
      </Button>
      {opened ? <CalendarFeedModal onClose={() => setOpened(false)} /> : null}
    </>
  );
}

function CalendarFeedModal({ onClose }: { onClose: () => void }) {
  const { t } = useLingui();
  const status = useCalendarFeedStatus();
  const create = useCreateCalendarFeed();
  const remove = useDeleteCalendarFeed();
  // The link lives in this modal only: closing it forgets the link for good.
  const [link, setLink] = useState<CalendarFeedLink | null>(null);
  const [confirming, setConfirming] = useState<Confirming>(null);
  const view = calendarFeedView(status.data, link);
  const madeOn = status.data?.createdAt ? formatDay(status.data.createdAt.slice(0, 10)) : '';

  const makeLink = () =>
    create.mutate(undefined, {
      onSuccess: (made) => {
        setLink(made);
        setConfirming(null);
      },
      onError: (error) => feedback('error', errorMessage(error)),
    });
  const turnOff = () =>
    remove.mutate(undefined, {
      onSuccess: () => {
        setLink(null);
        setConfirming(null);
        feedback('success', t`Your calendar link is turned off`);
      },
      onError: (error) => feedback('error', errorMessage(error)),
    });
  const confirmation = confirming ? calendarFeedConfirmations()[confirming] : null;

  return (
    <Modal
      opened
      onClose={onClose}
      title={t`Subscribe in your calendar`}
      size="lg"
      centered
      closeButtonProps={{ 'aria-label': t`Close` }}
    >
      <Stack gap="md">
        <Text size="sm">
          <Trans>
            Add your team’s task deadlines to Google Calendar, Outlook or Apple Calendar. Your
            calendar app reads them through a private link, as all-day events, and shows changes to
            the tasks the next time it refreshes (usually within a few hours).
          </Trans>
        </Text>
        <Text size="sm" c="dimmed">
          <Trans>
            Anyone with the link can see your team’s task titles and deadlines, so keep it to
            yourself.
          </Trans>
        </Text>
        {status.isError ? <ErrorAlert error={status.error} /> : null}
        {view === 'loading' && !status.isError ? (
          <Loader size="sm" aria-label={t`Loading`} />
        ) : null}
        {view === 'none' ? (
          <Group>
            <Button onClick={makeLink} loading={create.isPending}>
              <Trans>Create my link</Trans>
            </Button>
          </Group>
        ) : null}
        {view === 'shown' && link ? <ShownLink url={link.url} /> : null}
        {view === 'hidden' && status.data?.createdAt ? (
          <Text size="sm">
            <Trans>
              You made a calendar link on {madeOn}. For your security it can’t be shown again: if
              you no longer have it, get a new link.
            </Trans>
          </Text>
        ) : null}
        {view === 'shown' || view === 'hidden' ? (
          <Group justify="flex-end">
            <Button variant="default" color="red" onClick={() => setConfirming('off')}>
              <Trans>Turn off</Trans>
            </Button>
            <Button variant="default" onClick={() => setConfirming('renew')}>
              <Trans>Get a new link</Trans>
            </Button>
          </Group>
        ) : null}
      </Stack>
      <ConfirmDialog
        opened={confirmation !== null}
        title={confirmation?.title ?? ''}
        confirmLabel={confirmation?.confirmLabel ?? ''}
        isPending={create.isPending || remove.isPending}
        onConfirm={confirming === 'off' ? turnOff : makeLink}
        onCancel={() => setConfirming(null)}
      >
        {confirmation?.body}
      </ConfirmDialog>
    </Modal>
  );
}

function ShownLink({ url }: { url: string }) {
  const { t } = useLingui();
  return (
    <Stack gap="xs">
      <Alert color="yellow" icon={<IconInfoCircle size={18} aria-hidden />} p="sm">
        <Trans>
          This link is shown only once. Copy it now and add it to your calendar app (look for
          “Subscribe to calendar” or “From URL”). If you lose it, get a new link.
        </Trans>
      </Alert>
      <Group gap="xs" wrap="nowrap" align="flex-end">
        <TextInput
          label={t`Your calendar link`}
          value={url}
          readOnly
          onFocus={(event) => event.currentTarget.select()}
          style={{ flex: 1 }}
        />
        <CopyButton value={url}>
          {({ copied, copy }) => (
            <Button
              variant={copied ? 'light' : 'filled'}
              leftSection={
                copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />
              }
              onClick={copy}
            >
              {copied ? t`Copied` : t`Copy link`}
            </Button>
          )}
        </CopyButton>
      </Group>
      <Anchor href={webcalUrl(url)} size="sm">
        <Trans>Open in your calendar app</Trans>
      </Anchor>
    </Stack>
  );
}
