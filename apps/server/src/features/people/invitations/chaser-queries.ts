import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { outboxEmails } from '../../../db/schema/outbox.ts';
import {
  welcomeChaserRecipientStatuses,
  welcomeChaserRecipients,
  welcomeChasers,
} from '../../../db/schema/welcome-chasers.ts';

/*
 * The data of a welcome send run as a job (chaser.ts starts and reads one, run-chaser.ts runs
 * it): the send's row, and one row per member whose status is the send's progress.
 */

type RecipientStatus = (typeof welcomeChaserRecipientStatuses)[number];

export interface NewRecipient {
  userId: string;
  email: string;
  status: 'pending' | 'skipped';
}

const chaserIs = (eventId: string, chaserId: string) =>
  and(eq(welcomeChasers.eventId, eventId), eq(welcomeChasers.id, chaserId));
const recipientsOf = (eventId: string, chaserId: string) =>
  and(eq(welcomeChaserRecipients.eventId, eventId), eq(welcomeChaserRecipients.chaserId, chaserId));

/** Rows per insert: five parameters a row, well under PostgreSQL's 65,535 per statement. */
const insertChunk = 1000;

export async function insertChaser(
  tx: DbOrTx,
  input: {
    eventId: string;
    id: string;
    createdBy: string;
    recipients: NewRecipient[];
    notMembers: number;
  },
) {
  const [row] = await tx
    .insert(welcomeChasers)
    .values({
      eventId: input.eventId,
      id: input.id,
      status: 'queued',
      total: input.recipients.length + input.notMembers,
      notMembers: input.notMembers,
      createdBy: input.createdBy,
      updatedBy: input.createdBy,
    })
    .returning();
  for (let start = 0; start < input.recipients.length; start += insertChunk) {
    await tx.insert(welcomeChaserRecipients).values(
      input.recipients.slice(start, start + insertChunk).map((recipient) => ({
        eventId: input.eventId,
        chaserId: input.id,
        ...recipient,
      })),
    );
  }
  return row!;
}

export type ChaserRow = typeof welcomeChasers.$inferSelect;

export async function getChaser(db: DbOrTx, eventId: string, chaserId: string) {
  const [row] = await db.select().from(welcomeChasers).where(chaserIs(eventId, chaserId));
  return row ?? null;
}

/** The newest send of the event that has not finished (the users screen shows its progress). */
export async function getUnfinishedChaser(db: DbOrTx, eventId: string) {
  const [row] = await db
    .select()
    .from(welcomeChasers)
    .where(and(eq(welcomeChasers.eventId, eventId), ne(welcomeChasers.status, 'finished')))
    .orderBy(desc(welcomeChasers.createdAt))
    .limit(1);
  return row ?? null;
}

/** How many of a send's members are in each status. */
export async function countRecipients(db: DbOrTx, eventId: string, chaserId: string) {
  const rows = await db
    .select({
      status: welcomeChaserRecipients.status,
      count: sql<number>`count(*)`.mapWith(Number),
    })
    .from(welcomeChaserRecipients)
    .where(recipientsOf(eventId, chaserId))
    .groupBy(welcomeChaserRecipients.status);
  const counts = Object.fromEntries(welcomeChaserRecipientStatuses.map((s) => [s, 0])) as Record<
    RecipientStatus,
    number
  >;
  for (const row of rows) counts[row.status] = row.count;
  return counts;
}

/** The members of a send in the given statuses. */
export async function listRecipients(
  db: DbOrTx,
  eventId: string,
  chaserId: string,
  statuses: RecipientStatus[],
) {
  return db
    .select({
      userId: welcomeChaserRecipients.userId,
      email: welcomeChaserRecipients.email,
      status: welcomeChaserRecipients.status,
    })
    .from(welcomeChaserRecipients)
    .where(and(recipientsOf(eventId, chaserId), inArray(welcomeChaserRecipients.status, statuses)))
    .orderBy(asc(welcomeChaserRecipients.userId));
}

/**
 * Where each queued reminder of a send stands in the outbox (its status, attempts and last
 * error), in the send's order (by address): a batch's delivery report.
 */
export async function listRecipientDeliveries(db: DbOrTx, eventId: string, chaserId: string) {
  return db
    .select({
      email: welcomeChaserRecipients.email,
      status: outboxEmails.status,
      attempts: outboxEmails.attempts,
      lastError: outboxEmails.lastError,
    })
    .from(welcomeChaserRecipients)
    .innerJoin(
      outboxEmails,
      and(
        eq(outboxEmails.eventId, welcomeChaserRecipients.eventId),
        eq(outboxEmails.id, welcomeChaserRecipients.outboxEmailId),
      ),
    )
    .where(and(recipientsOf(eventId, chaserId), eq(welcomeChaserRecipients.status, 'sent')))
    .orderBy(asc(welcomeChaserRecipients.email), asc(welcomeChaserRecipients.userId));
}

/**
 * A job takes a send to run: it becomes 'running' with this process as its runner. Returns
 * null when the send has finished (a late or duplicate job).
 */
export async function startChaserRun(
  db: DbOrTx,
  eventId: string,
  chaserId: string,
  runner: string,
) {
  const [row] = await db
    .update(welcomeChasers)
    .set({ status: 'running', runner, heartbeatAt: new Date(), updatedAt: new Date() })
    .where(and(chaserIs(eventId, chaserId), ne(welcomeChasers.status, 'finished')))
    .returning();
  return row ?? null;
}

/** The runner's heartbeat, with each batch. False once the send has finished. */
export async function touchChaser(db: DbOrTx, eventId: string, chaserId: string, runner: string) {
  const rows = await db
    .update(welcomeChasers)
    .set({ runner, heartbeatAt: new Date() })
    .where(and(chaserIs(eventId, chaserId), ne(welcomeChasers.status, 'finished')))
    .returning({ id: welcomeChasers.id });
  return rows.length > 0;
}

/** The next members still to remind, in user id order (not locked: see takeRecipient). */
export async function listPendingRecipients(
  db: DbOrTx,
  eventId: string,
  chaserId: string,
  limit: number,
) {
  const rows = await db
    .select({ userId: welcomeChaserRecipients.userId, email: welcomeChaserRecipients.email })
    .from(welcomeChaserRecipients)
    .where(and(recipientsOf(eventId, chaserId), eq(welcomeChaserRecipients.status, 'pending')))
    .orderBy(asc(welcomeChaserRecipients.userId))
    .limit(limit);
  return rows;
}

/**
 * Locks a member's row for the caller's transaction if it is still pending. A row another
 * runner holds, or has done, answers false: two runners never remind the same member.
 */
export async function takeRecipient(tx: DbOrTx, eventId: string, chaserId: string, userId: string) {
  const rows = await tx
    .select({ userId: welcomeChaserRecipients.userId })
    .from(welcomeChaserRecipients)
    .where(
      and(
        recipientsOf(eventId, chaserId),
        eq(welcomeChaserRecipients.userId, userId),
        eq(welcomeChaserRecipients.status, 'pending'),
      ),
    )
    .for('update', { skipLocked: true });
  return rows.length > 0;
}

/** Records what became of a member still pending (in the transaction that queued their email). */
export async function markRecipient(
  tx: DbOrTx,
  eventId: string,
  chaserId: string,
  userId: string,
  outcome: { status: 'sent' | 'skipped' | 'failed'; outboxEmailId?: string },
) {
  await tx
    .update(welcomeChaserRecipients)
    .set({
      status: outcome.status,
      outboxEmailId: outcome.outboxEmailId ?? null,
      updatedAt: new Date(),
    })
    .where(
      and(
        recipientsOf(eventId, chaserId),
        eq(welcomeChaserRecipients.userId, userId),
        eq(welcomeChaserRecipients.status, 'pending'),
      ),
    );
}

/** Marks a send finished once no member is pending. False while some still are. */
export async function finishChaser(db: DbOrTx, eventId: string, chaserId: string) {
  const rows = await db
    .update(welcomeChasers)
    .set({ status: 'finished', finishedAt: new Date(), runner: null, updatedAt: new Date() })
    .where(
      and(
        chaserIs(eventId, chaserId),
        ne(welcomeChasers.status, 'finished'),
        sql`not exists (select 1 from ${welcomeChaserRecipients} where ${recipientsOf(eventId, chaserId)} and ${welcomeChaserRecipients.status} = 'pending')`,
      ),
    )
    .returning({ id: welcomeChasers.id });
  return rows.length > 0;
}

/** Every send not finished, of every event, for recovery. */
export async function listUnfinishedChasers(db: DbOrTx) {
  return db
    .select({
      eventId: welcomeChasers.eventId,
      id: welcomeChasers.id,
      runner: welcomeChasers.runner,
      heartbeatAt: welcomeChasers.heartbeatAt,
    })
    .from(welcomeChasers)
    .where(ne(welcomeChasers.status, 'finished'));
}

/** Recovery hands a send to a new job: no runner until it starts, heartbeat now. */
export async function requeueChaser(
  db: DbOrTx,
  eventId: string,
  chaserId: string,
  runner: string | null,
) {
  const rows = await db
    .update(welcomeChasers)
    .set({ runner: null, heartbeatAt: new Date() })
    .where(
      and(
        chaserIs(eventId, chaserId),
        ne(welcomeChasers.status, 'finished'),
        runner === null ? sql`${welcomeChasers.runner} is null` : eq(welcomeChasers.runner, runner),
      ),
    )
    .returning({ id: welcomeChasers.id });
  return rows.length > 0;
}
