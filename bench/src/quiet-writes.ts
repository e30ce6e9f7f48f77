import { withoutAudit } from '@showdesk/server/src/db/audit-actor.ts';
import type { Database, Tx } from '@showdesk/server/src/db/client.ts';

/**
 * One write of a bench's bulk load, in a transaction of its own that writes no audit entries:
 * a generated event's rows are seed data, and an entry per row would only slow the load and
 * fill the Activity page with noise. (Writes through services and transactions are quiet under
 * `withoutAuditing`, around the whole generation.)
 */
export function quietly<T>(db: Database, write: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await withoutAudit(tx);
    return write(tx);
  });
}
