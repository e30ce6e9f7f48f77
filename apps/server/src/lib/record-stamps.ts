/**
 * The stamps of a record made at `at` by `userId` (null: made by no one, e.g. a guest): it was
 * made and last changed by them then (every event-owned record carries them, db/schema/columns.ts).
 */
export const newRecordStamps = <U extends string | null>(userId: U, at = new Date()) => ({
  createdAt: at,
  createdBy: userId,
  updatedAt: at,
  updatedBy: userId,
});
