/**
 * `npm run showdesk -- <command>`: the operator's commands.
 *   setup   first-run setup from the command line (scripted installs): the platform admin and the
 *           first event. The password comes from SHOWDESK_ADMIN_PASSWORD or standard input,
 *           never an argument (arguments show in `ps` and shell history).
 *   recount-figures
 *           rebuilds every event's kept report figures from their rows (a repair; the writers
 *           keep them exact in their own transactions).
 * Runs on the same database as the server: DATABASE_URL (alongside a running app), else the
 * embedded one in DATA_DIR (which a running server holds locked: stop it first).
 */
import { parseArgs } from 'node:util';
import { setupInputSchema } from '@showdesk/domain/platform/platform';
import pino from 'pino';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { createFilesOwnerOnly } from './db/data-dir.ts';
import { DataDirLockedError } from './db/lock-file.ts';
import { runSetup } from './features/platform/setup/service.ts';
import { recountAllReportFigures } from './features/reports/recount.ts';
import { AppError } from './lib/app-error.ts';
import { createAuth } from './lib/auth.ts';
import { getOrCreateSecret } from './lib/secrets.ts';

const usage = `Usage: npm run showdesk -- setup --email <email> --first-name <name> --surname <name>
         --event <name> --slug <slug> --host <host name> [--host <another>]
         [--starts YYYY-MM-DD] [--ends YYYY-MM-DD]
The password is read from SHOWDESK_ADMIN_PASSWORD, else from standard input
(e.g. \`printf '%s' "$PASSWORD" | npm run showdesk -- setup ...\`).
       npm run showdesk -- recount-figures
Rebuilds every event's kept report figures from their rows.`;

async function readStdin(): Promise<string> {
  if (process.stdin.isTTY) process.stderr.write('Password for the platform admin: ');
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) {
    chunks.push(chunk as Buffer);
    // Interactive: the first line is the password.
    if (process.stdin.isTTY && Buffer.concat(chunks).includes(10)) break;
  }
  return Buffer.concat(chunks)
    .toString('utf8')
    .replace(/\r?\n$/, '');
}

function today() {
  return new Date().toISOString().slice(0, 10);
}

async function setup(args: string[]): Promise<number> {
  const { values } = parseArgs({
    args,
    strict: true,
    options: {
      email: { type: 'string' },
      'first-name': { type: 'string' },
      surname: { type: 'string' },
      event: { type: 'string' },
      slug: { type: 'string' },
      host: { type: 'string', multiple: true },
      starts: { type: 'string' },
      ends: { type: 'string' },
      help: { type: 'boolean' },
    },
  });
  if (values.help) {
    console.log(usage);
    return 0;
  }
  const password = process.env.SHOWDESK_ADMIN_PASSWORD ?? (await readStdin());
  const starts = values.starts ?? today();
  const parsed = setupInputSchema.safeParse({
    code: 'command-line',
    email: values.email ?? '',
    firstName: values['first-name'] ?? '',
    surname: values.surname ?? '',
    password,
    event: {
      name: values.event ?? '',
      slug: values.slug ?? '',
      hostnames: values.host ?? [],
      startDate: starts,
      endDate: values.ends ?? starts,
    },
  });
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    console.error(`Setup refused:\n${lines.join('\n')}\n\n${usage}`);
    return 2;
  }
  const config = loadConfig();
  const log = pino({ level: 'warn' });
  const handle = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    const secret = config.authSecret ?? (await getOrCreateSecret(handle.db, 'auth'));
    const auth = createAuth({ db: handle.db, secret, publicUrl: config.publicUrl, log });
    const result = await runSetup({ db: handle.db, auth, config }, parsed.data);
    console.log(
      `Setup complete: ${result.email} is the platform admin of "${parsed.data.event.name}".\n` +
        `Log in at ${result.appUrl}/auth/login`,
    );
    return 0;
  } catch (error) {
    if (error instanceof AppError) {
      console.error(`Setup refused: ${error.message}`);
      return 1;
    }
    throw error;
  } finally {
    await handle.close();
  }
}

async function recountFigures(): Promise<number> {
  const config = loadConfig();
  const handle = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    const count = await recountAllReportFigures(handle.db);
    console.log(`Recounted the report figures of ${count} event${count === 1 ? '' : 's'}.`);
    return 0;
  } finally {
    await handle.close();
  }
}

createFilesOwnerOnly();
const [command, ...rest] = process.argv.slice(2);
try {
  if (command === 'setup') process.exitCode = await setup(rest);
  else if (command === 'recount-figures') process.exitCode = await recountFigures();
  else {
    console.error(usage);
    process.exitCode = 2;
  }
} catch (error) {
  if (error instanceof DataDirLockedError) {
    console.error(error.message);
    process.exitCode = 1;
  } else throw error;
}
