import { symmetricEncrypt } from 'better-auth/crypto';
import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../../app-deps.ts';
import { authTwoFactors, authUsers } from '../../../db/schema/auth.ts';
import { newId } from '../../../lib/ids.ts';

/**
 * Gives an account an authenticator app with a known base32 secret, already confirmed, with no
 * recovery codes: for the demo's platform admin (whose secret the first start prints) and the
 * test rigs. Stored as the auth library stores an imported secret (`base32:`, encrypted with
 * the server's secret), so the login's second step reads it like any other.
 */
export async function giveAuthenticatorApp(
  deps: Pick<AppDeps, 'auth' | 'db'>,
  userId: string,
  base32Secret: string,
): Promise<void> {
  const { secretConfig } = (await deps.auth.$context) as unknown as {
    secretConfig: Parameters<typeof symmetricEncrypt>[0]['key'];
  };
  const encrypt = (data: string) => symmetricEncrypt({ key: secretConfig, data });
  const factor = {
    secret: await encrypt(`base32:${base32Secret}`),
    backupCodes: await encrypt('[]'),
    verified: true,
  };
  await deps.db.transaction(async (tx) => {
    await tx.delete(authTwoFactors).where(eq(authTwoFactors.userId, userId));
    await tx.insert(authTwoFactors).values({ id: newId(), userId, ...factor });
    await tx.update(authUsers).set({ twoFactorEnabled: true }).where(eq(authUsers.id, userId));
  });
}
