/**
 * What the server's own `/metrics` said after a load run: the request figures by route and the
 * job queues, read from the Prometheus text (issue 16: a scraper sees the load it was under).
 */
export interface MetricsSummary {
  requests: number;
  routes: Array<{ route: string; count: number; meanMs: number }>;
  queues: Array<{ queue: string; queued: number; active: number; failed: number }>;
  outbox: Record<string, number>;
}

/** One sample line: name, labels, value (comments and blank lines are skipped). */
function samples(text: string) {
  const out: Array<{ name: string; labels: Record<string, string>; value: number }> = [];
  for (const line of text.split('\n')) {
    if (!line || line.startsWith('#')) continue;
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})?\s+(\S+)/.exec(line);
    if (!match) continue;
    const labels: Record<string, string> = {};
    for (const pair of (match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)) {
      labels[pair[1]!] = pair[2]!;
    }
    out.push({ name: match[1]!, labels, value: Number(match[3]) });
  }
  return out;
}

export function summariseMetrics(text: string): MetricsSummary {
  const counts = new Map<string, { count: number; sum: number }>();
  const queues = new Map<string, { queued: number; active: number; failed: number }>();
  const outbox: Record<string, number> = {};
  for (const sample of samples(text)) {
    const { name, labels, value } = sample;
    if (
      name === 'http_request_duration_seconds_count' ||
      name === 'http_request_duration_seconds_sum'
    ) {
      const key = `${labels.method} ${labels.route}`;
      const entry = counts.get(key) ?? { count: 0, sum: 0 };
      if (name.endsWith('_count')) entry.count += value;
      else entry.sum += value;
      counts.set(key, entry);
    } else if (name === 'showdesk_job_queue_jobs' && labels.queue && labels.state) {
      const entry = queues.get(labels.queue) ?? { queued: 0, active: 0, failed: 0 };
      if (labels.state === 'queued' || labels.state === 'active' || labels.state === 'failed') {
        entry[labels.state] += value;
      }
      queues.set(labels.queue, entry);
    } else if (name === 'showdesk_outbox_emails' && labels.status) {
      outbox[labels.status] = value;
    }
  }
  const routes = [...counts]
    .map(([route, { count, sum }]) => ({ route, count, meanMs: count ? (sum / count) * 1000 : 0 }))
    .sort((a, b) => b.count - a.count);
  return {
    requests: routes.reduce((total, route) => total + route.count, 0),
    routes,
    queues: [...queues].map(([queue, figures]) => ({ queue, ...figures })),
    outbox,
  };
}

export function printMetricsSummary(summary: MetricsSummary) {
  console.log(`\n/metrics after the run: ${summary.requests} requests counted`);
  for (const route of summary.routes.slice(0, 8)) {
    console.log(
      `  ${route.count.toString().padStart(7)}  ${route.meanMs.toFixed(1).padStart(7)} ms mean  ${route.route}`,
    );
  }
  console.log('  job queues (queued / active / failed):');
  for (const queue of summary.queues) {
    console.log(`    ${queue.queue}: ${queue.queued} / ${queue.active} / ${queue.failed}`);
  }
  const outbox = Object.entries(summary.outbox).map(([status, count]) => `${status} ${count}`);
  console.log(`  outbox: ${outbox.join(', ') || 'empty'}`);
}
