import { z } from 'zod';
import { text } from '../common/text.ts';
import { lockLifetimeMs } from './constants.ts';
import { recordIdSchema } from './records.ts';

/**
 * An editing lock (spec section 3, Lock; section 4: "Locks live 5 minutes and are refreshed on
 * update"). An organiser editing a form, field group or submission holds it; a second organiser
 * sees who holds it and opens the record read-only; a lock whose holder left expires by itself.
 */
export const lockTypes = ['form', 'fieldGroup', 'submission'] as const;
export type LockType = (typeof lockTypes)[number];

export const lockSchema = z.strictObject({
  /** The id of the record it locks. */
  id: recordIdSchema,
  /** Who holds it. */
  createdBy: text().min(1, /*i18n*/ 'No user ID'),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  expireAt: z.iso.datetime(),
  type: z.enum(lockTypes),
});
export type Lock = z.infer<typeof lockSchema>;

/** When a lock taken or refreshed at `now` expires. */
export const lockExpiry = (now: Date): string =>
  new Date(now.getTime() + lockLifetimeMs).toISOString();

/** A lock still counts until its expireAt. */
export const isLockActive = (lock: Pick<Lock, 'expireAt'>, now: Date): boolean =>
  Date.parse(lock.expireAt) > now.getTime();

/**
 * What a user may do with a record given its lock: edit it when it is free (no lock or an
 * expired one) or theirs, otherwise read it while someone else holds it.
 */
export function lockState(
  lock: Pick<Lock, 'createdBy' | 'expireAt'> | null,
  userId: string,
  now: Date,
): 'free' | 'mine' | 'held' {
  if (!lock || !isLockActive(lock, now)) return 'free';
  return lock.createdBy === userId ? 'mine' : 'held';
}

/**
 * What an editor learns of a record's lock: whether it may edit (free or mine) or someone else
 * holds it, the active lock (null when free), and the holder's name as this event knows them.
 */
export const lockStatusSchema = z.strictObject({
  state: z.enum(['free', 'mine', 'held']),
  lock: lockSchema.nullable(),
  holderName: text().nullable(),
});
export type LockStatus = z.infer<typeof lockStatusSchema>;
