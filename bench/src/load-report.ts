import os from 'node:os';
import type { GeneratedContent } from './generate-content.ts';
import type { GeneratedEvent } from './generate-event.ts';
import type { GeneratedMemberData } from './generate-member-data.ts';
import { type LoadRecorder, percentile } from './load-recorder.ts';
import type { SimulatedUser } from './load-users.ts';
import { table } from './report.ts';

export interface LoadReport {
  loadAverage: { start: number; end: number };
  databaseHost: string;
  /** App processes sharing the database, the users spread over them round robin. */
  processes: number;
  generated: GeneratedEvent;
  content: GeneratedContent;
  memberData: GeneratedMemberData;
  users: SimulatedUser[];
  seconds: number;
  rampSeconds: number;
  thinkMs: number;
  visits: number;
  recorder: LoadRecorder;
  /** Resident memory of the server process in bytes (null where /proc cannot be read). */
  memory: { before: number | null; peak: number | null; after: number | null };
  /** CPU used during the load by the server process and by this one (the simulated users). */
  cpuSeconds: { server: number | null; generator: number };
  health: { status: number | null; ms: number };
}

const integer = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 0 });
const megabytes = (bytes: number | null) =>
  bytes === null ? 'unknown' : `${(bytes / 1e6).toFixed(0)} MB`;

export function printLoadReport(report: LoadReport) {
  const { generated, content, memberData, users, recorder, memory } = report;
  const c = generated.counts;
  const rows = [...recorder.steps.values()].map((s) => [
    s.label,
    integer.format(s.latencies.length),
    (s.latencies.length / report.seconds).toFixed(1),
    String(percentile(s.latencies, 0.5)),
    String(percentile(s.latencies, 0.99)),
    String(percentile(s.latencies, 1)),
    String(s.non2xx),
    String(s.errors),
  ]);
  const all = [...recorder.steps.values()];
  const every = all.flatMap((s) => s.latencies);
  rows.push([
    'all steps',
    integer.format(every.length),
    (every.length / report.seconds).toFixed(1),
    String(percentile(every, 0.5)),
    String(percentile(every, 0.99)),
    String(percentile(every, 1)),
    String(all.reduce((n, s) => n + s.non2xx, 0)),
    String(all.reduce((n, s) => n + s.errors, 0)),
  ]);
  const http = table(
    ['step', 'requests', 'per s', 'p50 ms', 'p99 ms', 'max ms', 'non-2xx', 'errors'],
    rows,
  );
  const owners = users.filter((u) => u.role === 'owner').length;
  const writers = users.filter((u) => u.writes);
  const writingOwners = writers.filter((u) => u.role === 'owner').length;
  const health =
    report.health.status === null
      ? `no answer after ${report.health.ms.toFixed(0)} ms`
      : `${report.health.status} in ${report.health.ms.toFixed(0)} ms`;
  const failures = recorder.failureCount;
  console.log(
    [
      '',
      'Showdesk load benchmark',
      `  machine           ${os.cpus().length} CPUs, load average ${report.loadAverage.start.toFixed(2)} at start, ${report.loadAverage.end.toFixed(2)} at end (Node ${process.version})`,
      `  database          postgres (a fresh database on ${report.databaseHost}; the server's default pool)`,
      `  app processes     ${report.processes}${report.processes > 1 ? ' on the one database, the users spread over them round robin; memory and CPU below are their sums' : ''}`,
      `  generated event   ${integer.format(c.members)} members, ${integer.format(c.teams)} teams, ${integer.format(c.teamMembers)} team memberships in ${generated.seconds.toFixed(1)} s`,
      `  content           ${content.pages} content pages, ${content.teamTypes} team types, ${content.featured} featured, ${memberData.downloads} downloads, ${memberData.customFields} team custom fields`,
      `  users             ${users.length} distinct accounts (${owners} team owners, ${users.length - owners} members); ${writers.length} write: ${writingOwners} PATCH my-team, ${writers.length - writingOwners} PATCH me`,
      `  load              ${report.seconds} s, users arriving over the first ${report.rampSeconds.toFixed(0)} s, ${(report.thinkMs / 2000).toFixed(2)}–${((report.thinkMs * 1.5) / 1000).toFixed(2)} s think time between steps, 127.0.0.1`,
      `  visits            ${integer.format(report.visits)} started (login page → log in → session → dashboard → content list → page → downloads → my team → write → log out)`,
      '',
      http,
      '',
      `  server memory     RSS ${megabytes(memory.before)} before, ${megabytes(memory.peak)} peak, ${megabytes(memory.after)} after`,
      `  cpu during load   server ${report.cpuSeconds.server === null ? 'unknown' : `${report.cpuSeconds.server.toFixed(1)} s`}, simulated users ${report.cpuSeconds.generator.toFixed(1)} s (in ${report.seconds} s on ${os.cpus().length} CPUs shared with PostgreSQL)`,
      `  health after      GET /api/health ${health}`,
      `  result            ${failures === 0 ? '0 errors' : `${integer.format(failures)} failed requests (non-2xx or no answer)`}`,
      '',
    ].join('\n'),
  );
  if (recorder.failures.length > 0) {
    console.log(`First ${recorder.failures.length} failures:`);
    for (const f of recorder.failures) {
      const status = f.status === null ? 'no answer' : String(f.status);
      console.log(`  ${f.at.toFixed(1).padStart(5)} s  ${f.step}  ${status}  ${f.detail}`);
    }
    console.log('');
  }
}
