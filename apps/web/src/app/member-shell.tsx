import { RequireOnboarded } from './guards/require-onboarded.tsx';
import { RequireSession } from './guards/require-session.tsx';
import { AppLayout } from './layout/app-layout.tsx';

export { NotFound } from './errors/not-found.tsx';
export { Unauthorised } from './errors/unauthorised.tsx';
export { RequirePermission } from './guards/require-permission.tsx';

/**
 * Everything around a logged-in member's page: the session and onboarding guards and the app
 * shell. A chunk of its own (router.tsx loads it lazily, beside the page's chunk), so the login
 * page does not download the shell's menus, sidebar and tips.
 */
export function MemberShell() {
  return (
    <RequireSession>
      <RequireOnboarded>
        <AppLayout />
      </RequireOnboarded>
    </RequireSession>
  );
}
