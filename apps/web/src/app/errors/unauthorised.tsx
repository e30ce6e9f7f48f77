import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { Link } from 'react-router';
import { StatusScreen } from '../../components/status-screen.tsx';

/** Where a member is sent when their permission level is too low for a route. */
export function Unauthorised() {
  const { t } = useLingui();
  return (
    <StatusScreen
      icon={<IconLock size={34} />}
      color="orange"
      title={t`Unauthorised`}
      actions={
        <Button component={Link} to="/">
          <Trans>Go To Dashboard</Trans>
        </Button>
      }
    >
      <Trans>
        You don't have permission to see that page. If you think you should, ask an organiser of the
        event.
      </Trans>
    </StatusScreen>
  );
}
