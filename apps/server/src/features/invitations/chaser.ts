import { messages } from '@showdesk/domain/errors';
import {
  invitationMessages,
  type WelcomeChaserResult,
  welcomeChaserInputSchema,
} from '@showdesk/domain/invitations';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { AppDeps, EventContext } from '../../app-deps.ts';
import type { DbOrTx } from '../../db/client.ts';
import { authAccounts } from '../../db/schema/auth.ts';
import { members, userProfiles } from '../../db/schema/users.ts';
import { AppError } from '../../lib/app-error.ts';
import { parseInput } from '../../lib/validate.ts';
import { queueEmail } from '../email/outbox.ts';
import { getEvent } from '../events/queries.ts';
import { canonicalOrigin } from '../events/request-event.ts';
import { documentOrDefaults } from '../settings/documents.ts';
import { getSettingsData } from '../settings/queries.ts';
import { setPasswordLink } from './service.ts';
import { welcomeChaserEmail, welcomeChaserTemplate } from './templates.ts';

type Deps = Pick<AppDeps, 'db' | 'jobs' | 'config' | 'log' | 'reporter'>;

export interface ChaserCandidate {
  userId: string;
  email: string;
  firstName: string;
  hasLoggedIn: boolean;
  /** The account has a password (a credential login), so it gets the login page, not a link. */
  hasPassword: boolean;
}

/**
 * Members of the event to remind: those named (whatever their state, so the caller can report
 * the ones who have logged in), or without names every member who has never logged in.
 */
export async function listChaserCandidates(
  db: DbOrTx,
  eventId: string,
  userIds?: string[],
): Promise<ChaserCandidate[]> {
  return db
    .select({
      userId: members.userId,
      email: userProfiles.email,
      firstName: userProfiles.firstName,
      hasLoggedIn: members.hasLoggedIn,
      hasPassword:
        sql<boolean>`exists (select 1 from ${authAccounts} where ${authAccounts.userId} = ${members.userId} and ${authAccounts.providerId} = 'credential' and ${authAccounts.password} is not null)`.mapWith(
          Boolean,
        ),
    })
    .from(members)
    .innerJoin(userProfiles, eq(userProfiles.id, members.userId))
    .where(
      and(
        eq(members.eventId, eventId),
        userIds ? inArray(members.userId, userIds) : eq(members.hasLoggedIn, false),
      ),
    )
    .orderBy(
      asc(sql`lower(${userProfiles.firstName})`),
      asc(sql`lower(${userProfiles.surname})`),
      asc(members.userId),
    );
}

/** What every reminder of one call shares: the event's layout, welcome paragraphs and links. */
async function reminderSetting(deps: Deps, eventId: string) {
  const event = await getEvent(deps.db, eventId);
  if (!event) throw AppError.notFound(messages.eventNotFound);
  const stored = await getSettingsData(deps.db, eventId, ['branding', 'welcomeEmail']);
  const branding = documentOrDefaults(deps, eventId, 'branding', stored.get('branding'));
  const welcome = documentOrDefaults(deps, eventId, 'welcomeEmail', stored.get('welcomeEmail'));
  const origin = canonicalOrigin(event, deps.config);
  return {
    layout: { eventName: event.name, navBgColor: branding.navBgColor },
    paragraphs: [
      ...(welcome.showParagraph1 && welcome.paragraph1 ? [welcome.paragraph1] : []),
      ...(welcome.showParagraph2 && welcome.paragraph2 ? [welcome.paragraph2] : []),
    ],
    origin,
    loginUrl: new URL('/auth/login', origin).toString(),
  };
}

/**
 * Sends the welcome reminder (spec, calls 7.3 sendWelcomeChaser; template welcomeChaser) to
 * members who were invited but have never logged in: a fresh set-password link while their
 * account has no password, the login page once it has one, in the event's branded layout with
 * its welcome paragraphs. Without userIds, every member who has never logged in is reminded.
 * Named members who have logged in, and ids that are not members of the event, are reported
 * in failedEmails (an id outside the event as the id itself: its email is not ours to show).
 *
 * Each member's link and email are written in a transaction of their own: a link never exists
 * without its email (or the reverse), one member's failure loses nobody else's, and the embedded
 * database, which runs one transaction at a time, serves other requests between members. (One
 * transaction per batch of 100, with a savepoint per member, measured slower on PGlite and no
 * faster on PostgreSQL: about 4–6 ms per member either way.)
 */
export async function sendWelcomeChaser(
  deps: Deps,
  ctx: EventContext,
  body: unknown,
): Promise<WelcomeChaserResult> {
  const input = parseInput(welcomeChaserInputSchema, body ?? {}, invitationMessages.invalidChaser);
  const userIds = input.userIds ? [...new Set(input.userIds)] : undefined;
  const setting = await reminderSetting(deps, ctx.eventId);
  const candidates = await listChaserCandidates(deps.db, ctx.eventId, userIds);
  const found = new Set(candidates.map((c) => c.userId));
  const result: WelcomeChaserResult = {
    successfulIds: [],
    failedEmails: (userIds ?? []).filter((id) => !found.has(id)),
  };
  for (const person of candidates) {
    if (person.hasLoggedIn) {
      result.failedEmails.push(person.email);
      continue;
    }
    try {
      await deps.db.transaction(async (tx) => {
        const url = person.hasPassword
          ? setting.loginUrl
          : await setPasswordLink(tx, setting.origin, person.userId);
        await queueEmail(tx, deps.jobs, {
          eventId: ctx.eventId,
          template: welcomeChaserTemplate,
          to: person.email,
          from: deps.config.mailFrom,
          userId: person.userId,
          email: welcomeChaserEmail(setting.layout, {
            firstName: person.firstName,
            url,
            hasPassword: person.hasPassword,
            paragraphs: setting.paragraphs,
          }),
        });
      });
      result.successfulIds.push(person.userId);
    } catch (error) {
      const context = { eventId: ctx.eventId, userId: person.userId };
      deps.log.error({ err: error, ...context }, 'welcome reminder not queued');
      deps.reporter.capture(error, context);
      result.failedEmails.push(person.email);
    }
  }
  return result;
}
