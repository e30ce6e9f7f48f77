import { hasPermission } from '@showdesk/domain/people/permissions';
import { requiredPermissionFor } from '@showdesk/domain/platform/navigation';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useSession } from '../../lib/session.ts';

/** Guards every /admin route with the level its area requires (spec section 2). */
export function RequirePermission() {
  const { pathname } = useLocation();
  const { member } = useSession();
  const required = requiredPermissionFor(pathname);
  if (required && !hasPermission(member.permissions, required)) {
    return <Navigate to="/unauthorised" replace />;
  }
  return <Outlet />;
}
