import type { Logger } from 'pino';
import type { Database } from '../../../db/client.ts';
import { isSetupRequired } from './service.ts';
import { issueSetupCode } from './setup-code.ts';

/**
 * At start: while the installation has no event, makes this process's one-time setup code and
 * prints it in the log with the setup page's address. Answers the code (or null: set up already).
 */
export async function announceSetupCode(
  db: Database,
  publicUrl: string,
  log: Logger,
): Promise<string | null> {
  if (!(await isSetupRequired(db))) return null;
  const code = issueSetupCode(db);
  log.warn(
    `Showdesk needs its first-run setup. Open ${publicUrl}/setup and enter the setup code ${code} ` +
      '(or run `npm run showdesk -- setup --help`). The code works until setup completes or this process stops.',
  );
  return code;
}
