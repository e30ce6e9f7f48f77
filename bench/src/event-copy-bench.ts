import type { EventCopy } from '@showdesk/domain/platform/event-copy';
import type { AppDeps } from '@showdesk/server/src/app-deps.ts';
import { createMemberAccount } from '@showdesk/server/src/features/people/users/accounts.ts';
import { cookieHeader, request } from './http-load.ts';

export const copyLabel = 'copy of the large event into next year (copy)';

/** The copy is a platform admin's (eventflowAdmin): one made in the large event. */
export const benchPlatformAdmin = {
  email: 'platform-admin@bench.showdesk.test',
  password: 'bench-platform-admin-password',
};

export async function createBenchPlatformAdmin(deps: AppDeps, eventId: string) {
  return createMemberAccount(deps, eventId, {
    ...benchPlatformAdmin,
    firstName: 'Bench',
    surname: 'Platform',
    permissions: 'eventflowAdmin',
  });
}

/** Copies the large event whole (every part, the teams and their owners too) within 30 s. */
export const copyTargetSeconds = 30;

/**
 * Copies the large event into next year's edition through the API, as the platform screens do:
 * start the copy with every part (teams with their owners re-invited too), then poll until the
 * job has finished. Prints the time and what was copied; true when it finished under target.
 */
export async function benchEventCopy(options: {
  origin: string;
  host: string;
  eventId: string;
  database: 'postgres' | 'pglite';
}): Promise<boolean> {
  const { origin, host, eventId } = options;
  const login = await request('POST', `${origin}/api/v1/auth/login`, { host }, benchPlatformAdmin);
  if (login.status !== 200) throw new Error(`platform admin login failed: ${login.status}`);
  const headers = { host, cookie: cookieHeader(login.setCookie) };
  const started = performance.now();
  const start = await request(
    'POST',
    `${origin}/api/v1/platform/events/${eventId}/copies`,
    headers,
    {
      name: 'Bench Show next year',
      slug: 'bench-show-next-year',
      hostnames: ['next-year.bench.localhost'],
      startDate: '2030-06-01',
      endDate: '2030-06-03',
      timeZone: 'Europe/Berlin',
      options: { teams: true },
    },
  );
  if (start.status !== 202) throw new Error(`copy start failed: ${start.status} ${start.body}`);
  const { id } = JSON.parse(start.body) as { id: string };
  let copy: EventCopy;
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    const polled = await request('GET', `${origin}/api/v1/platform/copies/${id}`, headers);
    copy = JSON.parse(polled.body) as EventCopy;
    if (copy.status === 'finished' || copy.status === 'failed') break;
  }
  const seconds = (performance.now() - started) / 1000;
  const counts = Object.entries(copy.summary?.counts ?? {})
    .map(([kind, n]) => `${kind} ${n}`)
    .join(', ');
  const met = copy.status === 'finished' && seconds < copyTargetSeconds;
  console.log(
    [
      '',
      `| copy of the large event (${options.database}) | time | target |`,
      '|---|---:|---:|',
      `| every part, teams and owners re-invited | ${seconds.toFixed(1)} s | ${copyTargetSeconds} s ${met ? '✓' : '✗'} |`,
      '',
      `  ${copy.status}${copy.error ? ` (${copy.error})` : ''}; copied: ${counts}; owners invited: ${copy.summary?.invited ?? 0}; dates moved: ${copy.summary?.dates.length ?? 0}`,
    ].join('\n'),
  );
  return met;
}
