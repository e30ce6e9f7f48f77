import { guestTokenLifetimeMs } from '@showdesk/domain/forms/filling';
import { and, eq, lt, notExists, sql } from 'drizzle-orm';
import type { AppDeps } from '../../../app-deps.ts';
import { storedFiles } from '../../../db/schema/files.ts';
import { submissions } from '../../../db/schema/forms.ts';
import { deleteStoredObjects } from '../../platform/uploads/service.ts';
import { deleteSubmissionFiles, submissionOwnerType } from './queries.ts';

type Deps = Pick<AppDeps, 'db' | 'storage' | 'log' | 'reporter'>;

/** A guest's token lives a day; their uploads wait for the send a little longer. */
const keepUnsentMs = guestTokenLifetimeMs + 60 * 60_000;
const filesPerSweep = 500;
/** The scan reads every event's submission files: at most once an hour per process. */
const sweepEveryMs = 60 * 60_000;
let lastSweep = 0;

/**
 * Removes files uploaded for a submission that was never stored or is gone (one deleted with its
 * form), once no guest token could still send them: the backstop behind the guest-upload sweep
 * (guest-forms/unsent-files.ts), which deletes a guest's unsent files within the hour from its
 * upload records, for any file that sweep never saw. Returns how many it removed. Called by
 * recovery; `force` skips the hourly spacing (tests).
 */
export async function sweepUnsentSubmissionFiles(
  deps: Deps,
  options: { now?: Date; force?: boolean } = {},
): Promise<number> {
  const now = options.now ?? new Date();
  if (!options.force && now.getTime() - lastSweep < sweepEveryMs) return 0;
  lastSweep = now.getTime();
  const cutoff = new Date(now.getTime() - keepUnsentMs);
  const keys = await deps.db.transaction(async (tx) => {
    const rows = await tx
      .select({ eventId: storedFiles.eventId, id: storedFiles.id })
      .from(storedFiles)
      .where(
        and(
          eq(storedFiles.ownerType, submissionOwnerType),
          lt(storedFiles.createdAt, cutoff),
          notExists(
            tx
              .select({ one: sql`1` })
              .from(submissions)
              .where(
                and(
                  eq(submissions.eventId, storedFiles.eventId),
                  eq(submissions.id, storedFiles.ownerId),
                ),
              ),
          ),
        ),
      )
      .limit(filesPerSweep);
    const byEvent = new Map<string, string[]>();
    for (const row of rows) byEvent.set(row.eventId, [...(byEvent.get(row.eventId) ?? []), row.id]);
    const removed: string[] = [];
    for (const [eventId, ids] of byEvent)
      removed.push(...(await deleteSubmissionFiles(tx, eventId, ids)));
    return removed;
  });
  await deleteStoredObjects(deps, keys);
  if (keys.length > 0) deps.log.info({ files: keys.length }, 'removed files of unsent submissions');
  return keys.length;
}
