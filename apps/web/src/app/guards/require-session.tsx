import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { IconDoorExit } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { StatusScreen } from '../../components/status-screen.tsx';
import { useProfileLocale } from '../../i18n/i18n.ts';
import {
  isApiError,
  isInvitationPending,
  isSecondFactorEnrolmentRequired,
  isSetupRequired,
} from '../../lib/api-client.ts';
import { useReportingContext } from '../../lib/error-reporting.ts';
import { lazyRoute } from '../../lib/lazy-route.ts';
import { logOut } from '../../lib/log-out.ts';
import { sessionQuery } from '../../lib/session.ts';
import { ShellSkeleton } from '../layout/shell-skeleton.tsx';

// A chunk of its own: the router (the login page's entry) imports this guard.
const InvitationScreen = lazy(
  lazyRoute(() =>
    import('../../features/people/invitations/components/invitation-screen.tsx').then((m) => ({
      default: m.InvitationScreen,
    })),
  ),
);

const SecondFactorEnrolmentScreen = lazy(
  lazyRoute(() =>
    import('../../features/people/account/components/second-factor-enrolment-screen.tsx').then(
      (m) => ({ default: m.SecondFactorEnrolmentScreen }),
    ),
  ),
);

/**
 * Renders the app only for a logged-in member of this event; everyone else goes to login. An
 * account invited to the event that has not accepted yet sees its invitation instead, and one
 * whose role requires two-step verification it has not set up is walked through setting it up.
 */
export function RequireSession({ children }: { children?: ReactNode }) {
  const location = useLocation();
  const session = useQuery(sessionQuery);
  const { t } = useLingui();
  useReportingContext(session.data);
  useProfileLocale(session.data?.user.locale);

  if (session.isPending) return <ShellSkeleton />;
  if (session.isError) {
    if (isSetupRequired(session.error)) return <Navigate to="/setup" replace />;
    if (isApiError(session.error, 401)) {
      const target = `${location.pathname}${location.search}${location.hash}`;
      const search = target === '/' ? '' : `?continue=${encodeURIComponent(target)}`;
      return <Navigate to={`/auth/login${search}`} replace />;
    }
    if (isInvitationPending(session.error)) {
      return (
        <Suspense fallback={<ShellSkeleton />}>
          <InvitationScreen />
        </Suspense>
      );
    }
    if (isSecondFactorEnrolmentRequired(session.error)) {
      return (
        <Suspense fallback={<ShellSkeleton />}>
          <SecondFactorEnrolmentScreen />
        </Suspense>
      );
    }
    if (isApiError(session.error, 403)) {
      const reason = session.error.message;
      return (
        <StatusScreen
          icon={<IconDoorExit size={34} />}
          color="orange"
          title={t`No Access To This Event`}
          actions={
            <Button onClick={() => logOut()}>
              <Trans>Log out</Trans>
            </Button>
          }
        >
          <Trans>{reason}. Log out and log in with the account you were invited with.</Trans>
        </StatusScreen>
      );
    }
    throw session.error;
  }
  return children ?? <Outlet />;
}
