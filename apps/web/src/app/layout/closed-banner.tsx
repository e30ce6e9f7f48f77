import { useLingui } from '@lingui/react/macro';
import { Alert } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useEventClosed } from '../../lib/session.ts';

/**
 * Across the top of every page while the show is closed: members read but cannot send or change
 * anything; organisers are reminded they can reopen it (Settings › Event).
 */
export function ClosedBanner() {
  const { isClosed, isReadOnly } = useEventClosed();
  const { t } = useLingui();
  if (!isClosed) return null;
  return (
    <Alert
      color="yellow"
      variant="light"
      mb="md"
      role="status"
      title={t`This show is closed`}
      icon={<IconLock size={18} aria-hidden />}
      data-testid="closed-banner"
    >
      {isReadOnly
        ? t`It is read-only: you can read its pages, download its files and see your submissions, but nothing can be sent or changed.`
        : t`It is read-only for teams and guests: they can read but not send or change anything. Organisers keep working; reopen it from the event settings.`}
    </Alert>
  );
}
