import http from 'node:http';
import os from 'node:os';
import { type LoadOptions, type LoadResult, type LoadTarget, runLoad } from './http-load.ts';
import { benchMetricsToken, parseMetrics } from './metrics-snapshot.ts';
import { table } from './report.ts';

/**
 * Fairness: nobody waits behind a slow request on the embedded database. While the
 * heaviest organiser work runs in a loop (a report's view, the XLSX export of 50,000
 * submissions), each one re-sent as soon as it is answered, the member reads are loaded one
 * after the other and their p99 held to 100 ms. Then the server's own figures: the longest hold
 * of the database's lock per route (`showdesk_db_lock_hold_longest_seconds`).
 */
export const fairnessTarget = { pglite: 100 };

export interface HeavyTarget {
  label: string;
  url: string;
  headers: Record<string, string>;
}

interface HeavyCount {
  label: string;
  answered: number;
  failed: number;
  /** Longest whole answer (the body read to its end), ms. */
  longestMs: number;
}

/** GETs `url` and reads the body to its end, keeping none of it; resolves with the status. */
function download(url: string, headers: Record<string, string>, agent: http.Agent) {
  return new Promise<number>((resolve, reject) => {
    const req = http.get(url, { headers, agent, timeout: 180_000 }, (res) => {
      res.on('data', () => undefined);
      res.on('end', () => resolve(res.statusCode ?? 0));
      res.on('error', reject);
    });
    req.on('timeout', () => req.destroy(new Error('no answer within 180 s')));
    req.on('error', reject);
  });
}

/** Runs `work` while each heavy target is requested over and over, one at a time each. */
async function whileHeavy<T>(heavy: HeavyTarget[], work: () => Promise<T>) {
  let running = true;
  const agent = new http.Agent({ keepAlive: true, maxSockets: heavy.length });
  const counts: HeavyCount[] = heavy.map((h) => ({
    label: h.label,
    answered: 0,
    failed: 0,
    longestMs: 0,
  }));
  const loops = heavy.map(async (target, i) => {
    const count = counts[i]!;
    while (running) {
      const started = performance.now();
      const status = await download(target.url, target.headers, agent).catch(() => 0);
      if (status === 200) count.answered++;
      else count.failed++;
      count.longestMs = Math.max(count.longestMs, performance.now() - started);
    }
  });
  // Let every heavy request get going before measuring.
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  try {
    return { result: await work(), counts };
  } finally {
    running = false;
    await Promise.all(loops);
    agent.destroy();
  }
}

/** The server's longest lock hold and long holds per route, from its /metrics. */
async function lockHolds(origin: string, host: string) {
  const answer = await new Promise<string>((resolve, reject) => {
    http
      .get(
        `${origin}/metrics`,
        { headers: { host, authorization: `Bearer ${benchMetricsToken}` } },
        (res) => {
          const parts: Buffer[] = [];
          res.on('data', (part: Buffer) => parts.push(part));
          res.on('end', () => resolve(Buffer.concat(parts).toString('utf8')));
        },
      )
      .on('error', reject);
  });
  const samples = parseMetrics(answer);
  const of = (name: string) =>
    new Map(samples.filter((s) => s.name === name).map((s) => [s.labels.label!, s.value]));
  const longest = of('showdesk_db_lock_hold_longest_seconds');
  const count = of('showdesk_db_lock_holds');
  const long = of('showdesk_db_lock_holds_long');
  return [...longest.entries()]
    .map(([label, seconds]) => ({
      label,
      longestMs: seconds * 1000,
      holds: count.get(label) ?? 0,
      longHolds: long.get(label) ?? 0,
    }))
    .sort((a, b) => b.longestMs - a.longestMs);
}

/**
 * Loads each member read for `load.durationSeconds` while the heavy targets run, prints the
 * table and the server's lock holds, and returns the reads' results (their p99 target set).
 */
export async function benchFairness(options: {
  origin: string;
  host: string;
  heavy: HeavyTarget[];
  reads: LoadTarget[];
  load: LoadOptions;
}): Promise<LoadResult[]> {
  const { result: results, counts } = await whileHeavy(options.heavy, async () => {
    const done: LoadResult[] = [];
    for (const read of options.reads) {
      const label = `${read.label} while heavy work runs (fairness)`;
      console.log(`Loading ${label} for ${options.load.durationSeconds} s…`);
      done.push(await runLoad({ ...read, label, p99TargetMs: fairnessTarget }, options.load));
    }
    return done;
  });
  const holds = await lockHolds(options.origin, options.host);
  const [loadAverage = 0] = os.loadavg();
  console.log(
    [
      '',
      `Fairness on the embedded database (load average ${loadAverage.toFixed(2)} at the end): member reads while these ran in a loop`,
      table(
        ['heavy work (re-sent as soon as answered)', 'answered', 'failed', 'longest s'],
        counts.map((c) => [
          c.label,
          String(c.answered),
          String(c.failed),
          (c.longestMs / 1000).toFixed(1),
        ]),
      ),
      '',
      table(
        [
          'member read',
          'requests/s',
          'p50 ms',
          'p99 ms',
          `p99 target`,
          'requests',
          'non-2xx',
          'errors',
        ],
        results.map((r) => [
          r.label,
          r.requestsPerSecond.toFixed(0),
          String(r.p50Ms),
          String(r.p99Ms),
          `< ${fairnessTarget.pglite} ${r.p99Ms < fairnessTarget.pglite ? 'met' : 'MISSED'}`,
          String(r.requests),
          String(r.non2xx),
          String(r.errors),
        ]),
      ),
      '',
      'Longest holds of the database lock, by route (the server since it started; target ~100 ms)',
      holds.length === 0
        ? '  none recorded (is METRICS_TOKEN set?)'
        : table(
            ['route or job', 'holds', 'longest ms', 'holds over 100 ms'],
            holds
              .slice(0, 15)
              .map((h) => [h.label, String(h.holds), h.longestMs.toFixed(0), String(h.longHolds)]),
          ),
      '',
    ].join('\n'),
  );
  const heavyClean = counts.every((c) => c.failed === 0 && c.answered > 0);
  if (!heavyClean) console.log('Some heavy work failed or never finished (see above).');
  return heavyClean
    ? results
    : results.map((r) => ({ ...r, errors: r.errors + counts.reduce((n, c) => n + c.failed, 0) }));
}

/** The large event's ids and the logged-in callers the fairness run needs. */
export interface FairnessEvent {
  origin: string;
  host: string;
  /** `${origin}/api/v1/events/<id>` */
  api: string;
  member: Record<string, string>;
  organiser: Record<string, string>;
  admin: Record<string, string>;
  allTasksReportId: string;
  formId: string;
  submissions: number;
  samplePageId: string;
  sampleTaskId: string;
}

/**
 * The run on the bench's large event: the heaviest report view (completion of all 150 tasks
 * over 225,000 statuses), a task's report over 1,500 teams and the XLSX export of the 50,000
 * submissions in a loop; the member reads of the bench loaded meanwhile.
 */
export function benchFairnessOn(event: FairnessEvent, load: LoadOptions) {
  const { api } = event;
  const submissions = event.submissions.toLocaleString('en-GB');
  return benchFairness({
    origin: event.origin,
    host: event.host,
    load,
    heavy: [
      {
        label: 'GET reports/:id/view, completion of all tasks (admin)',
        url: `${api}/reports/${event.allTasksReportId}/view`,
        headers: event.admin,
      },
      {
        label: 'GET tasks/:id/report, every team (moderator)',
        url: `${api}/tasks/${event.sampleTaskId}/report?pageSize=25`,
        headers: event.organiser,
      },
      {
        label: `GET forms/:id/submissions.xlsx, ${submissions} submissions (moderator)`,
        url: `${api}/forms/${event.formId}/submissions.xlsx`,
        headers: event.organiser,
      },
    ],
    reads: [
      { label: 'GET member/content (list)', url: `${api}/member/content`, headers: event.member },
      {
        label: 'GET member/content/:id',
        url: `${api}/member/content/${event.samplePageId}`,
        headers: event.member,
      },
      { label: 'GET member/tasks', url: `${api}/member/tasks`, headers: event.member },
      {
        label: 'GET member/notifications',
        url: `${api}/member/notifications`,
        headers: event.member,
      },
      { label: 'GET member/suppliers', url: `${api}/member/suppliers`, headers: event.member },
      { label: 'GET dashboard/cards', url: `${api}/dashboard/cards`, headers: event.member },
    ],
  });
}
