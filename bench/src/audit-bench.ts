import type { AppDeps } from '@showdesk/server/src/app-deps.ts';
import { openDatabase } from '@showdesk/server/src/db/client.ts';
import { sql } from 'drizzle-orm';
import { cookieHeader, type LoadTarget, request, runLoad } from './http-load.ts';
import { type ServerProcess, startServerProcess } from './server-process.ts';
import { load } from './targets.ts';

/** The entries the Activity page's first page is read from (BENCH_ONLY=activity). */
export const activityEntries = 100_000;
export const auditOverheadLabel = 'audit trail: what its write adds to a member write';
/** The audit entry's write may add at most this much to a member's write, at the median. */
export const auditOverheadTargetMs = 2;

/**
 * An audit trail of `count` entries for the large event, written straight to the table in one
 * statement (a season's worth of organisers and members changing records): people, areas,
 * kinds and actions spread over the last 200 days, each with a before → after.
 */
export async function generateAuditEntries(
  deps: Pick<AppDeps, 'db'>,
  eventId: string,
  count: number,
) {
  await deps.db.execute(sql`
    insert into audit_entries (event_id, at, actor_type, actor_id, actor_name, area, record_kind,
      record_id, record_name, team_id, action, changes)
    select ${eventId},
           now() - (n * interval '173 seconds'),
           case when n % 50 = 0 then 'system' else 'person' end,
           case when n % 50 = 0 then null else m.user_id end,
           case when n % 50 = 0 then 'task reminders' else m.first_name || ' ' || m.surname end,
           (array['tasks','forms','people','content','suppliers'])[1 + n % 5],
           (array['task_status','submission','team','content_page','supplier'])[1 + n % 5],
           md5(n::text),
           'Record ' || (n % 997),
           null,
           (array['updated','created','updated','archived','deleted'])[1 + (n / 5) % 5],
           jsonb_build_object('title', jsonb_build_array('Before ' || n, 'After ' || n))
    from generate_series(1, ${count}) as n
    join lateral (
      select user_id, first_name, surname from members
      where event_id = ${eventId} offset (n % 200) limit 1
    ) m on true`);
  await deps.db.execute(sql`analyze audit_entries`);
}

/**
 * What the audit trail's write adds to a member's write (a form submitted, whose entry holds
 * every answer), one write at a time: the same load with the trail on, then, after a restart with the trail off for
 * the whole database (`showdesk.audit`, read by the audit trigger), again; the difference of
 * the medians is the trail's cost. Returns the server now running (the trail off).
 */
export async function benchAuditOverhead(options: {
  server: ServerProcess;
  env: Record<string, string>;
  host: string;
  member: { email: string; password: string };
  target: (origin: string, headers: Record<string, string>) => LoadTarget;
}): Promise<{ server: ServerProcess; met: boolean; onMs: number; offMs: number }> {
  const { env, host, member } = options;
  const measure = async (server: ServerProcess) => {
    const login = await request('POST', `${server.origin}/api/v1/auth/login`, { host }, member);
    if (login.status !== 200) throw new Error(`member login failed: ${login.status}`);
    const headers = { host, cookie: cookieHeader(login.setCookie) };
    // One writer at a time: the write's own time, not ten writers queueing for the database.
    return runLoad(options.target(server.origin, headers), { ...load, connections: 1 });
  };
  console.log(`Loading a member's write with the audit trail on for ${load.durationSeconds} s…`);
  const on = await measure(options.server);
  await options.server.stop();
  const handle = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  try {
    await handle.db.execute(
      sql.raw(
        `do $$ begin execute format('alter database %I set showdesk.audit = %L', current_database(), 'off'); end $$`,
      ),
    );
  } finally {
    await handle.close();
  }
  const server = await startServerProcess(env);
  console.log(`Loading the same write with the audit trail off for ${load.durationSeconds} s…`);
  const off = await measure(server);
  const added = on.p50Ms - off.p50Ms;
  const met = added < auditOverheadTargetMs && on.non2xx === 0 && off.non2xx === 0;
  console.log(
    `${auditOverheadLabel}: p50 ${on.p50Ms} ms with it, ${off.p50Ms} ms without ` +
      `(${added.toFixed(2)} ms added; target under ${auditOverheadTargetMs} ms) ` +
      `${met ? 'MET' : 'NOT MET'}`,
  );
  return { server, met, onMs: on.p50Ms, offMs: off.p50Ms };
}
