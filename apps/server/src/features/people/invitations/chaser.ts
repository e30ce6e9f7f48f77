import { messages } from '@showdesk/domain/common/errors';
import {
  type EmailFailure,
  emailBatchReport,
  readDeliveryError,
} from '@showdesk/domain/messaging/email-batch';
import {
  invitationMessages,
  type WelcomeChaser,
  welcomeChaserInputSchema,
} from '@showdesk/domain/people/invitations';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { AppDeps, EventContext } from '../../../app-deps.ts';
import type { DbOrTx } from '../../../db/client.ts';
import { authAccounts } from '../../../db/schema/auth.ts';
import { members, userProfiles } from '../../../db/schema/users.ts';
import { AppError } from '../../../lib/app-error.ts';
import { newId } from '../../../lib/ids.ts';
import { parseInput } from '../../../lib/validate.ts';
import { maxEmailAttempts } from '../../messaging/email/outbox.ts';
import { loadEmailTemplates } from '../../messaging/email-templates/template-set.ts';
import { getEvent } from '../../platform/events/queries.ts';
import { canonicalOrigin } from '../../platform/events/request-event.ts';
import { documentOrDefaults } from '../../platform/settings/documents.ts';
import { getSettingsData } from '../../platform/settings/queries.ts';
import {
  type ChaserRow,
  countRecipients,
  getChaser,
  getUnfinishedChaser,
  insertChaser,
  listRecipientDeliveries,
  listRecipients,
  type NewRecipient,
} from './chaser-queries.ts';

type Deps = Pick<AppDeps, 'db' | 'jobs' | 'config' | 'log' | 'reporter' | 'emailRenderer'>;

export const welcomeChaserQueue = 'welcome-chaser';

export interface WelcomeChaserJob {
  eventId: string;
  chaserId: string;
}

export interface ChaserCandidate {
  userId: string;
  email: string;
  firstName: string;
  hasLoggedIn: boolean;
  /**
   * Invited from another event and not accepted yet: never reminded (the invitation email is
   * the only one they get from this event; a reminder could carry a set-password link).
   */
  isInvited: boolean;
  /** The account has a password (a credential login), so it gets the login page, not a link. */
  hasPassword: boolean;
  /** The language they chose for the app: the reminder follows it where the event has it. */
  locale: string | null;
}

/**
 * Members of the event to remind: those named (whatever their state, so the caller can report
 * the ones who have logged in or are only invited), or without names every member who has
 * never logged in (invitations not yet accepted left out).
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
      firstName: members.firstName,
      hasLoggedIn: members.hasLoggedIn,
      isInvited: sql<boolean>`${members.status} = 'invited'`,
      locale: userProfiles.locale,
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
        userIds
          ? inArray(members.userId, userIds)
          : and(eq(members.hasLoggedIn, false), eq(members.status, 'active')),
      ),
    )
    .orderBy(
      asc(sql`lower(${members.firstName})`),
      asc(sql`lower(${members.surname})`),
      asc(members.userId),
    );
}

/**
 * What every reminder of one send shares: the event's layout, templates (read once for the
 * whole send), welcome paragraphs and links.
 */
export async function reminderSetting(deps: Deps, eventId: string) {
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
    templates: await loadEmailTemplates(deps.db, deps, eventId),
  };
}
export type ReminderSetting = Awaited<ReturnType<typeof reminderSetting>>;

/**
 * Starts the welcome reminder send (spec, calls 7.3 sendWelcomeChaser; template welcomeChaser)
 * to members who were invited but have never logged in: the members named in userIds, or
 * without them every member who has never logged in. It answers at once: the send is a row of
 * its own with one row per member, written with its job (`welcome-chaser`, run-chaser.ts) in one
 * transaction; the job queues the reminders and the send's GET tells its progress. Named members
 * who have logged in, and ids that are not members of the event, are left out at once and
 * reported in failedEmails (an id outside the event as the id itself: its email is not ours to
 * show). Those ids are in this answer only: the send keeps their number, never the ids, which
 * may be another event's.
 */
export async function startWelcomeChaser(
  deps: Deps,
  ctx: EventContext,
  body: unknown,
): Promise<WelcomeChaser> {
  const input = parseInput(welcomeChaserInputSchema, body ?? {}, invitationMessages.invalidChaser);
  const userIds = input.userIds ? [...new Set(input.userIds)] : undefined;
  const candidates = await listChaserCandidates(deps.db, ctx.eventId, userIds);
  const found = new Set(candidates.map((c) => c.userId));
  const recipients: NewRecipient[] = candidates.map((person) => ({
    userId: person.userId,
    email: person.email,
    status: person.hasLoggedIn || person.isInvited ? 'skipped' : 'pending',
  }));
  const notMembers = (userIds ?? []).filter((id) => !found.has(id));
  const id = newId();
  const chaser = await deps.db.transaction(async (tx) => {
    const row = await insertChaser(tx, {
      eventId: ctx.eventId,
      id,
      createdBy: ctx.userId,
      recipients,
      notMembers: notMembers.length,
    });
    await deps.jobs.sendInTransaction(tx, welcomeChaserQueue, {
      eventId: ctx.eventId,
      chaserId: id,
    } satisfies WelcomeChaserJob);
    return row;
  });
  const state = await chaserState(deps.db, chaser);
  return { ...state, failedEmails: [...state.failedEmails, ...notMembers] };
}

/** A send and its progress, counted from its members' rows. */
async function chaserState(db: DbOrTx, chaser: ChaserRow): Promise<WelcomeChaser> {
  const counts = await countRecipients(db, chaser.eventId, chaser.id);
  const isFinished = chaser.status === 'finished';
  const listed = await listRecipients(
    db,
    chaser.eventId,
    chaser.id,
    isFinished ? ['sent', 'skipped', 'failed'] : ['skipped', 'failed'],
  );
  return {
    id: chaser.id,
    status: chaser.status,
    total: chaser.total,
    sent: counts.sent,
    skipped: counts.skipped + chaser.notMembers,
    failed: counts.failed,
    successfulIds: listed.filter((r) => r.status === 'sent').map((r) => r.userId),
    failedEmails: listed.filter((r) => r.status !== 'sent').map((r) => r.email),
    createdAt: chaser.createdAt.toISOString(),
    finishedAt: chaser.finishedAt?.toISOString() ?? null,
    ...(await deliveryOf(db, chaser)),
  };
}

/**
 * How the outbox has delivered a send's reminders: an email is failed for good when the mail
 * server refused it (5xx) or its attempts ran out; until then it counts as still to go.
 */
async function deliveryOf(db: DbOrTx, chaser: ChaserRow) {
  const rows = await listRecipientDeliveries(db, chaser.eventId, chaser.id);
  const delivery = { pending: 0, delivered: 0, failed: 0 };
  const failures: EmailFailure[] = [];
  for (const [position, row] of rows.entries()) {
    const isFailed =
      row.status === 'rejected' || (row.status === 'failed' && row.attempts >= maxEmailAttempts);
    if (row.status === 'sent' || row.status === 'logged') delivery.delivered++;
    else if (!isFailed) delivery.pending++;
    else {
      delivery.failed++;
      const { code, message } = readDeliveryError(row.lastError ?? '');
      failures.push({ index: position + 1, email: row.email, code, message });
    }
  }
  return { delivery, failures, report: emailBatchReport(failures) };
}

/** One send of the event with its progress (any organiser of the event may follow it). */
export async function getWelcomeChaser(
  deps: Deps,
  ctx: EventContext,
  chaserId: string,
): Promise<WelcomeChaser> {
  const chaser = await getChaser(deps.db, ctx.eventId, chaserId);
  if (!chaser) throw AppError.notFound(invitationMessages.chaserNotFound);
  return chaserState(deps.db, chaser);
}

/** The event's newest send still queued or running, so a reloaded screen finds it again. */
export async function getCurrentWelcomeChaser(
  deps: Deps,
  ctx: EventContext,
): Promise<{ chaser: WelcomeChaser | null }> {
  const chaser = await getUnfinishedChaser(deps.db, ctx.eventId);
  return { chaser: chaser ? await chaserState(deps.db, chaser) : null };
}
