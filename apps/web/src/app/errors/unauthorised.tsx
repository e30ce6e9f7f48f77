import { Button } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { Link } from 'react-router';
import { StatusScreen } from '../../components/status-screen.tsx';

/** Where a member is sent when their permission level is too low for a route. */
export function Unauthorised() {
  return (
    <StatusScreen
      icon={<IconLock size={34} />}
      color="orange"
      title="Unauthorised"
      actions={
        <Button component={Link} to="/">
          Go To Dashboard
        </Button>
      }
    >
      You don't have permission to see that page. If you think you should, ask an organiser of the
      event.
    </StatusScreen>
  );
}
