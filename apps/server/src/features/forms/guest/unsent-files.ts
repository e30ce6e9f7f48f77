import { guestUnsentFileLifetimeMs } from '@showdesk/domain/forms/filling';
import { sql } from 'drizzle-orm';
import type { AppDeps } from '../../../app-deps.ts';
import { deleteStoredObjects } from '../../platform/uploads/service.ts';
import { pruneTypedAddressEmails } from '../notifications/queries.ts';
import { deleteSubmissionFiles } from '../submissions/queries.ts';
import {
  lockUnsweptGuestUploads,
  markGuestUploadsSwept,
  pruneGuestUploads,
  storedSubmissionIds,
  tryLockGuestSubmission,
} from './queries.ts';

type Deps = Pick<AppDeps, 'db' | 'storage' | 'log' | 'reporter'>;

const uploadsPerBatch = 500;
const batchesPerSweep = 20;

export interface GuestSweepResult {
  /** Files of guest submissions never sent, deleted (rows and storage). */
  files: number;
  /** Upload records no quota counts any more, forgotten. */
  records: number;
}

/**
 * Deletes the files guests uploaded for a submission they have not sent once they are older
 * than `guestUnsentFileLifetimeMs` (50 minutes; the sweep runs every 5, so a file is gone within
 * the hour), then forgets the upload records and typed-address emails no limit counts any more.
 * Driven by `guest_uploads`, so it reads only the last hour's uploads, not every stored file.
 * Members' and organisers' files are not guests' and are never touched here. Safe with several
 * processes: the records are locked (skip locked), and a submission whose send is in progress is
 * left for the next sweep (the send holds `lockGuestSubmission`, which the sweep only tries);
 * whether it was sent is read after that lock is taken.
 */
export async function sweepUnsentGuestFiles(deps: Deps): Promise<GuestSweepResult> {
  const olderThan = sql`now() - ${`${guestUnsentFileLifetimeMs} milliseconds`}::interval`;
  let files = 0;
  for (let batch = 0; batch < batchesPerSweep; batch++) {
    const { keys, seen, swept } = await deps.db.transaction(async (tx) => {
      const uploads = await lockUnsweptGuestUploads(tx, olderThan, uploadsPerBatch);
      const byEvent = new Map<string, typeof uploads>();
      for (const upload of uploads)
        byEvent.set(upload.eventId, [...(byEvent.get(upload.eventId) ?? []), upload]);
      const removed: string[] = [];
      let swept = 0;
      for (const [eventId, rows] of byEvent) {
        const free = new Set<string>();
        for (const submissionId of new Set(rows.map((row) => row.submissionId))) {
          if (await tryLockGuestSubmission(tx, eventId, submissionId)) free.add(submissionId);
        }
        const sent = await storedSubmissionIds(tx, eventId, [...free]);
        const done = rows.filter((row) => free.has(row.submissionId));
        const unsent = done.filter((row) => !sent.has(row.submissionId));
        removed.push(
          ...(await deleteSubmissionFiles(
            tx,
            eventId,
            unsent.map((row) => row.fileId),
          )),
        );
        await markGuestUploadsSwept(
          tx,
          eventId,
          done.map((row) => row.fileId),
        );
        swept += done.length;
      }
      return { keys: removed, seen: uploads.length, swept };
    });
    await deleteStoredObjects(deps, keys);
    files += keys.length;
    // A short batch was the last; one with sends in progress is finished by the next sweep.
    if (seen < uploadsPerBatch || swept < seen) break;
  }
  const records = await pruneGuestUploads(deps.db);
  await pruneTypedAddressEmails(deps.db);
  if (files > 0) deps.log.info({ files }, 'removed files of guest submissions never sent');
  return { files, records };
}
