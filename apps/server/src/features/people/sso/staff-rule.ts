import { ssoRequiredCode, staffSsoRequiredMessage } from '@showdesk/domain/people/sso-codes';
import type { AppDeps } from '../../../app-deps.ts';
import { AppError } from '../../../lib/app-error.ts';
import { getMember } from '../../../plugins/event-caller.ts';
import type { EventRow } from '../../platform/events/queries.ts';
import { providersForEvent } from './queries.ts';

/**
 * An event that requires single sign-on of its staff refuses their password login (403
 * 'sso_required', naming the providers' buttons), once the password is known to be right, so
 * the refusal tells nothing to someone who does not know it. Staff are the event's admins and
 * moderators; members are not concerned, nor are platform admins (their way in when a
 * provider fails: a password and their second factor). While the event's login page offers no
 * provider, nothing changes for anyone. A session the password login already made (`token`)
 * is ended first.
 */
export async function refuseStaffPasswordLogin(
  deps: Pick<AppDeps, 'db' | 'auth'>,
  event: Pick<EventRow, 'id' | 'requireStaffSso'>,
  userId: string,
  token?: string | null,
): Promise<void> {
  if (!event.requireStaffSso) return;
  const member = await getMember(deps.db, event.id, userId);
  if (member?.permissions !== 'admin' && member?.permissions !== 'moderator') return;
  const providers = await providersForEvent(deps.db, event.id);
  if (providers.length === 0) return;
  if (token) {
    const authContext = await deps.auth.$context;
    await authContext.internalAdapter.deleteSession(token);
  }
  throw new AppError(ssoRequiredCode, 403, staffSsoRequiredMessage(providers.map((p) => p.name)));
}
