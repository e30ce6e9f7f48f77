import { request } from './http-load.ts';

/** The token the bench server is started with, so `/metrics` can be read after the runs. */
export const benchMetricsToken = 'bench-metrics-token-0123456789';

interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/** Parses Prometheus text lines (`name{a="b",c="d"} 12`); comments are skipped. */
export function parseMetrics(text: string): Sample[] {
  const samples: Sample[] = [];
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match) continue;
    const labels: Record<string, string> = {};
    for (const [, key, value] of (match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)) {
      labels[key!] = value!;
    }
    samples.push({ name: match[1]!, labels, value: Number(match[3]) });
  }
  return samples;
}

/**
 * Reads the server's `/metrics` after the bench and prints what an operator's dashboard would
 * show: the busiest routes with their request counts and mean durations, the job queues, the
 * outbox and (PostgreSQL) the pool. Returns false when the figures are missing.
 */
export async function printMetricsSnapshot(origin: string, host: string): Promise<boolean> {
  const answer = await request('GET', `${origin}/metrics`, {
    host,
    authorization: `Bearer ${benchMetricsToken}`,
  });
  if (answer.status !== 200) {
    console.log(`\n/metrics answered ${answer.status}: no figures`);
    return false;
  }
  const samples = parseMetrics(answer.body);
  const key = (s: Sample) => `${s.labels.method} ${s.labels.route} ${s.labels.status_class}`;
  const sums = new Map(
    samples
      .filter((s) => s.name === 'http_request_duration_seconds_sum')
      .map((s) => [key(s), s.value]),
  );
  const routes = samples
    .filter((s) => s.name === 'http_request_duration_seconds_count')
    .map((s) => ({
      route: key(s),
      count: s.value,
      meanMs: ((sums.get(key(s)) ?? 0) / s.value) * 1000,
    }))
    .sort((a, b) => b.count - a.count);
  console.log('\n/metrics after the bench');
  console.log('  requests by route (busiest 12): count, mean ms');
  for (const r of routes.slice(0, 12)) {
    console.log(
      `    ${r.route.padEnd(70)} ${String(r.count).padStart(8)} ${r.meanMs.toFixed(1).padStart(8)}`,
    );
  }
  const figures = (name: string) =>
    samples
      .filter((s) => s.name === name)
      .map((s) => `${Object.values(s.labels).join('/')}=${s.value}`)
      .join(', ');
  console.log(`  job queues: ${figures('showdesk_job_queue_jobs') || 'none'}`);
  console.log(`  outbox emails: ${figures('showdesk_outbox_emails') || 'none'}`);
  console.log(`  webhook deliveries: ${figures('showdesk_webhook_deliveries') || 'none'}`);
  const pool = figures('showdesk_db_pool_connections');
  if (pool) console.log(`  database pool: ${pool}`);
  return routes.length > 0 && samples.some((s) => s.name === 'showdesk_job_queue_jobs');
}
