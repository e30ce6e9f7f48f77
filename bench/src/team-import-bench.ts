import type { TeamImport } from '@showdesk/domain/people/team-import';
import type { AppDeps } from '@showdesk/server/src/app-deps.ts';
import { createMemberAccount } from '@showdesk/server/src/features/people/users/accounts.ts';
import { multipart } from '@showdesk/server/test/support/multipart.ts';
import { cookieHeader, request } from './http-load.ts';

export const benchAdmin = { email: 'admin@bench.showdesk.test', password: 'bench-admin-password' };

/** The team import is for admins. Returns the admin's user id. */
export async function createBenchAdmin(deps: AppDeps, eventId: string): Promise<string> {
  return createMemberAccount(deps, eventId, {
    ...benchAdmin,
    firstName: 'Bench',
    surname: 'Admin',
    permissions: 'admin',
  });
}

const rows = 1000;

function importCsv(): Buffer {
  const lines = ['Team name,Owner email,Owner first name,Owner surname'];
  for (let i = 0; i < rows; i++) {
    lines.push(`Imported Team ${i},imported-owner-${i}@bench.showdesk.test,Ima,Porter ${i}`);
  }
  return Buffer.from(`${lines.join('\n')}\n`);
}

/**
 * Imports 1,000 new teams through the API on the large event, as the browser does: upload,
 * check with the suggested mapping, run, and poll until finished. Each row creates an owner
 * with a set-password link, a team, and a queued welcome email.
 */
export async function benchTeamImport(options: {
  origin: string;
  host: string;
  eventId: string;
}): Promise<boolean> {
  const { origin, host, eventId } = options;
  const login = await request('POST', `${origin}/api/v1/auth/login`, { host }, benchAdmin);
  if (login.status !== 200) throw new Error(`admin login failed: ${login.status}`);
  const headers = { host, cookie: cookieHeader(login.setCookie) };
  const api = `${origin}/api/v1/events/${eventId}`;

  const started = performance.now();
  const body = multipart({}, { fileName: 'bench.csv', data: importCsv() });
  const uploaded = await request(
    'POST',
    `${api}/team-imports`,
    { ...headers, ...body.headers },
    body.payload,
  );
  if (uploaded.status !== 201)
    throw new Error(`upload failed: ${uploaded.status} ${uploaded.body}`);
  const created = JSON.parse(uploaded.body) as TeamImport;
  const checked = await request('POST', `${api}/team-imports/${created.id}/check`, headers, {
    mapping: created.suggestedMapping,
  });
  if (checked.status !== 200) throw new Error(`check failed: ${checked.status} ${checked.body}`);
  const checkedAt = performance.now();
  const run = await request('POST', `${api}/team-imports/${created.id}/run`, headers, {});
  if (run.status !== 202) throw new Error(`run failed: ${run.status} ${run.body}`);
  let result: TeamImport;
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    const polled = await request('GET', `${api}/team-imports/${created.id}`, headers);
    result = JSON.parse(polled.body) as TeamImport;
    if (result.status === 'finished') break;
  }
  const finishedAt = performance.now();
  const emails = await request('GET', `${api}/emails?limit=${rows + 10}`, headers);
  const queued = (JSON.parse(emails.body) as { emails: Array<{ to: string }> }).emails.filter((e) =>
    e.to.startsWith('imported-owner-'),
  ).length;

  const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  const runMs = finishedAt - checkedAt;
  console.log(
    [
      '',
      '| team import, 1,000 new teams | time |',
      '|---|---:|',
      `| upload and check every row | ${seconds(checkedAt - started)} |`,
      `| run: owner, link, team, welcome email per row | ${seconds(runMs)} (${Math.round((rows / runMs) * 1000)} rows/s) |`,
      `| total | ${seconds(finishedAt - started)} |`,
      '',
      `  imported ${result.counts.imported}, failed ${result.counts.failed}; welcome emails queued: ${queued}`,
    ].join('\n'),
  );
  return result.counts.imported === rows && queued === rows;
}
