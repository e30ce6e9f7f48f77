import { hasPermission } from '@showdesk/domain/people/permissions';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useOnboarding } from '../../features/people/onboarding/api/onboarding-api.ts';
import { useSession } from '../../lib/session.ts';
import { ShellSkeleton } from '../layout/shell-skeleton.tsx';

/**
 * Sends a team member who is not yet onboarded to /onboarding while the event has onboarding on.
 * Onboarded members (nearly everyone, after their first visit) cost no extra request.
 */
export function RequireOnboarded({ children }: { children: ReactNode }) {
  const { member, event } = useSession();
  // Organisers set onboarding up; it is for the teams' members.
  // A closed show takes no writes from members (marking onboarded is one): it is not due then.
  const isDue =
    !member.isOnboarded && !hasPermission(member.permissions, 'moderator') && !event.closedAt;
  const onboarding = useOnboarding(event.id, isDue);
  if (!isDue) return children;
  if (onboarding.isPending) return <ShellSkeleton />;
  if (onboarding.data?.showOnboarding) return <Navigate to="/onboarding" replace />;
  return children;
}
