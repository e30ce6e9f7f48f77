import { errorCodes, messages } from '@showdesk/domain/common/errors';
import { invitationMessages } from '@showdesk/domain/people/invitations';
import { mustHaveSecondFactor } from '@showdesk/domain/people/second-factor';
import type { Session } from '@showdesk/domain/people/session';
import type { UpdateProfileInput } from '@showdesk/domain/people/users';
import type { AppDeps } from '../../../app-deps.ts';
import { AppError } from '../../../lib/app-error.ts';
import type { EventRow } from '../../platform/events/queries.ts';
import { getAppearance } from '../../platform/settings/appearance.ts';
import { readerTerminology } from '../../platform/settings/translations.ts';
import { setOwnName, updateProfile } from '../users/queries.ts';
import { getSessionRecord } from './queries.ts';

/**
 * Everything the app shell needs for a member of an event. A user who is not a member of the
 * event is refused, as if they had no account there; one only invited to it is refused with
 * 'invitation_pending', so the web app shows them the invitation instead; a platform admin, or
 * staff of an event that requires it, without a second factor with
 * 'second_factor_enrolment_required' (they set one up first).
 */
export async function buildSession(
  deps: Pick<AppDeps, 'db' | 'log' | 'reporter'>,
  event: EventRow,
  userId: string,
  /** The request's Accept-Language: the event's words in it, for one who chose no language. */
  acceptLanguage?: string,
): Promise<Session> {
  const [record, appearance] = await Promise.all([
    getSessionRecord(deps.db, event.id, userId),
    getAppearance(deps, event.id),
  ]);
  if (!record) throw AppError.unauthenticated(messages.userNotFound);
  const { profile, member, team } = record;
  if (!member) throw AppError.forbidden(messages.notAMember);
  if (member.status === 'invited') {
    throw new AppError(errorCodes.invitationPending, 403, invitationMessages.pending);
  }
  if (
    mustHaveSecondFactor(member.permissions, event.requireStaffSecondFactor) &&
    !record.hasSecondFactor
  )
    throw AppError.secondFactorEnrolmentRequired();
  return {
    user: { ...profile, eventIds: record.eventIds },
    member: {
      userId: member.userId,
      eventId: member.eventId,
      permissions: member.permissions,
      hasLoggedIn: member.hasLoggedIn,
      lastLoginInTime: member.lastLoginInTime?.toISOString() ?? null,
      notificationIds: member.notificationIds,
      isOnboarded: member.isOnboarded,
      emailResponseIds: member.emailResponseIds,
    },
    team: team
      ? {
          ...team,
          ownerId: team.ownerId ?? '',
          userIds: record.teamUserIds,
          childTeamIds: record.childTeamIds,
        }
      : null,
    teamRole: team ? (team.ownerId === userId ? 'owner' : 'member') : null,
    event: {
      id: event.id,
      slug: event.slug,
      name: event.name,
      hostnames: event.hostnames,
      closedAt: event.closedAt?.toISOString() ?? null,
      timeZone: event.timeZone,
    },
    ...appearance,
    terminology: await readerTerminology(deps, event, appearance.terminology, {
      profileLocale: profile.locale,
      acceptLanguage,
    }),
  };
}

/**
 * PATCH /me: the caller names themself (setOwnName) and/or chooses their language (null: their
 * browser's), in one transaction; answers their session as it now is.
 */
export async function updateOwnProfile(
  deps: Pick<AppDeps, 'db' | 'log' | 'reporter'>,
  event: EventRow,
  userId: string,
  input: UpdateProfileInput,
  acceptLanguage?: string,
): Promise<Session> {
  const { firstName, surname, locale } = input;
  await deps.db.transaction(async (tx) => {
    if (firstName !== undefined && surname !== undefined)
      await setOwnName(tx, event.id, userId, { firstName, surname });
    if (locale !== undefined) await updateProfile(tx, userId, { locale });
  });
  return buildSession(deps, event, userId, acceptLanguage);
}
