import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { instanceSecrets } from '../db/schema/events.ts';

/**
 * A secret shared by every process on this database: generated on first start and kept in the
 * database, so several app processes behind a load balancer sign sessions alike.
 */
export async function getOrCreateSecret(db: Database, key: string): Promise<string> {
  await db
    .insert(instanceSecrets)
    .values({ key, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select().from(instanceSecrets).where(eq(instanceSecrets.key, key));
  if (!row) throw new Error(`Secret ${key} could not be stored`);
  return row.value;
}
