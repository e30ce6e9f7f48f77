import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useLocation, useNavigate, useRouteError } from 'react-router';
import { StatusScreen } from '../../components/status-screen.tsx';
import { reportRenderError } from '../../lib/error-reporting.ts';
import { isChunkLoadError } from '../../lib/lazy-route.ts';

/**
 * The error screen of a page that failed to render (spec section 2, page chrome): try the page
 * again, refresh or reload the app, or go to the dashboard.
 */
export function SomethingWentWrong() {
  const error = useRouteError();
  const navigate = useNavigate();
  const location = useLocation();
  const { t } = useLingui();
  useEffect(() => {
    console.error(error);
    reportRenderError(error);
  }, [error]);
  return (
    <StatusScreen
      icon={<IconAlertTriangle size={34} />}
      color="red"
      title={t`Something Went Wrong`}
      actions={
        <Group justify="center" gap="sm">
          <Button
            onClick={() =>
              // The router keeps a failed page-code import; only a fresh load fetches it again.
              isChunkLoadError(error)
                ? window.location.reload()
                : navigate(`${location.pathname}${location.search}`, { replace: true })
            }
          >
            <Trans>Try Again</Trans>
          </Button>
          <Button variant="default" onClick={() => window.location.reload()}>
            <Trans>Refresh Page</Trans>
          </Button>
          <Button variant="subtle" onClick={() => navigate('/')}>
            <Trans>Go To Dashboard</Trans>
          </Button>
        </Group>
      }
    >
      <Trans>
        Sorry, this page ran into a problem. Try again, refresh the page to reload the app, or go
        back to the dashboard.
      </Trans>
    </StatusScreen>
  );
}
