import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { IconMapQuestion } from '@tabler/icons-react';
import { Link } from 'react-router';
import { StatusScreen } from '../../components/status-screen.tsx';

/** /404 and any path the app does not know. */
export function NotFound() {
  const { t } = useLingui();
  return (
    <StatusScreen
      icon={<IconMapQuestion size={34} />}
      title={t`Page Not Found`}
      actions={
        <Button component={Link} to="/">
          <Trans>Go To Dashboard</Trans>
        </Button>
      }
    >
      <Trans>
        We couldn't find the page you were looking for. It may have moved, or the link may be
        mistyped.
      </Trans>
    </StatusScreen>
  );
}
