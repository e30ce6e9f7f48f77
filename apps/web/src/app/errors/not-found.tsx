import { Button } from '@mantine/core';
import { IconMapQuestion } from '@tabler/icons-react';
import { Link } from 'react-router';
import { StatusScreen } from '../../components/status-screen.tsx';

/** /404 and any path the app does not know. */
export function NotFound() {
  return (
    <StatusScreen
      icon={<IconMapQuestion size={34} />}
      title="Page Not Found"
      actions={
        <Button component={Link} to="/">
          Go To Dashboard
        </Button>
      }
    >
      We couldn't find the page you were looking for. It may have moved, or the link may be
      mistyped.
    </StatusScreen>
  );
}
