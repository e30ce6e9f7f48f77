import {
  type Lock,
  type LockStatus,
  type LockType,
  lockExpiry,
  lockState,
} from '@showdesk/domain/forms/locks';
import { editingMessages, formMessages } from '@showdesk/domain/forms/messages';
import type { AppDeps, EventContext } from '../../../app-deps.ts';
import type { DbOrTx } from '../../../db/client.ts';
import { AppError } from '../../../lib/app-error.ts';
import { getMemberName } from '../../people/users/queries.ts';
import {
  getActiveLock,
  getLock,
  type LockRow,
  lockableRecordExists,
  releaseLock,
  takeLock,
} from './queries.ts';

type Deps = Pick<AppDeps, 'db'>;

/** How a lock's record is named in messages ("… is editing this field group"). */
export const lockTypeNames: Record<LockType, string> = {
  form: 'form',
  fieldGroup: 'field group',
  submission: 'submission',
};

const notFoundMessages: Record<LockType, string> = {
  form: formMessages.formNotFound,
  fieldGroup: formMessages.fieldGroupNotFound,
  submission: /*i18n*/ 'Submission not found',
};

const toLock = (row: LockRow): Lock => ({
  id: row.id,
  type: row.type,
  createdBy: row.createdBy,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
  expireAt: row.expireAt.toISOString(),
});

/** The name the event knows someone by, or 'Someone' when it no longer knows them. */
export async function nameOf(db: DbOrTx, eventId: string, userId: string | null) {
  const name = userId ? await getMemberName(db, eventId, userId) : null;
  return name ?? editingMessages.someone;
}

/** The status of a lock row (or none) for the caller at `now`. */
async function statusOf(
  db: DbOrTx,
  ctx: EventContext,
  row: LockRow | null,
  now: Date,
): Promise<LockStatus> {
  const state = lockState(
    row && { createdBy: row.createdBy, expireAt: row.expireAt.toISOString() },
    ctx.userId,
    now,
  );
  if (state === 'free' || !row) return { state: 'free', lock: null, holderName: null };
  return { state, lock: toLock(row), holderName: await nameOf(db, ctx.eventId, row.createdBy) };
}

async function requireRecord(db: DbOrTx, eventId: string, type: LockType, id: string) {
  if (!(await lockableRecordExists(db, eventId, type, id))) {
    throw AppError.notFound(notFoundMessages[type]);
  }
}

/** Who may edit the record now: free, the caller's own lock, or held by someone else. */
export async function getLockStatus(
  deps: Deps,
  ctx: EventContext,
  type: LockType,
  id: string,
): Promise<LockStatus> {
  await requireRecord(deps.db, ctx.eventId, type, id);
  return statusOf(deps.db, ctx, await getLock(deps.db, ctx.eventId, type, id), new Date());
}

/** 409 '<Name> is editing this <record>' with the lock's status as details. */
const heldError = (status: LockStatus, type: LockType) =>
  AppError.conflict(
    editingMessages.isEditing(status.holderName ?? editingMessages.someone, lockTypeNames[type]),
    status,
  );

/**
 * Takes the record's lock for the caller, or refreshes theirs, for 5 minutes (spec section 4).
 * Someone else's live lock is a 409 naming them, with the lock's status as details.
 */
export async function acquireLock(
  deps: Deps,
  ctx: EventContext,
  type: LockType,
  id: string,
): Promise<LockStatus> {
  await requireRecord(deps.db, ctx.eventId, type, id);
  const now = new Date();
  const taken = await takeLock(deps.db, {
    eventId: ctx.eventId,
    type,
    id,
    userId: ctx.userId,
    now,
    expireAt: new Date(lockExpiry(now)),
  });
  if (taken) return statusOf(deps.db, ctx, taken, now);
  const status = await statusOf(deps.db, ctx, await getLock(deps.db, ctx.eventId, type, id), now);
  throw heldError(status, type);
}

/** Gives the caller's lock of the record up (someone else's is left alone). */
export async function giveUpLock(deps: Deps, ctx: EventContext, type: LockType, id: string) {
  await requireRecord(deps.db, ctx.eventId, type, id);
  await releaseLock(deps.db, ctx.eventId, type, id, ctx.userId);
}

/**
 * For a save: refuses with 409 '<Name> is editing this <record>' while someone else holds a
 * live lock of it. Run inside the save's transaction.
 */
export async function refuseIfLockedByOther(
  tx: DbOrTx,
  ctx: EventContext,
  type: LockType,
  id: string,
  now: Date,
): Promise<void> {
  const row = await getActiveLock(tx, ctx.eventId, type, id, now);
  if (!row || row.createdBy === ctx.userId) return;
  throw heldError(await statusOf(tx, ctx, row, now), type);
}
