import type { TestDatabaseKind } from './databases.ts';
import { createTestApp } from './harness.ts';

/**
 * Two app processes behind one load balancer: on PostgreSQL two apps on one database, on PGlite
 * (one process only) the same app twice. Writes go through `writer`; the reads that must see
 * them at once go through `reader`. Call `close()` in afterAll.
 */
export async function createTwoProcesses(kind: TestDatabaseKind) {
  const writer = await createTestApp(kind);
  const reader =
    kind === 'postgres'
      ? await createTestApp(kind, { sharedDatabaseUrl: writer.databaseUrl })
      : writer;
  return {
    writer,
    reader,
    async close() {
      if (reader !== writer) await reader.close();
      await writer.close();
    },
  };
}

export type TwoProcesses = Awaited<ReturnType<typeof createTwoProcesses>>;
