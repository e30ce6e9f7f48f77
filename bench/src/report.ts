import os from 'node:os';
import { type BundleSize, budgetLine } from './bundle-size.ts';
import type { GeneratedEvent } from './generate-event.ts';
import type { LoadOptions, LoadResult } from './http-load.ts';

export interface Report {
  /** 1-minute load average when the run started: other work on the machine skews every figure. */
  loadAverage: number;
  database: 'pglite' | 'postgres';
  generated: GeneratedEvent;
  sessionShape: string;
  contentShape: string;
  load: LoadOptions;
  results: LoadResult[];
  bundle: BundleSize;
}

const integer = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 0 });
const kilobytes = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

/** A Markdown table: first column left-aligned, the others right-aligned. */
export function table(head: string[], rows: string[][]): string {
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) =>
    `| ${cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join(' | ')} |`;
  const rule = `|${widths.map((w, i) => (i === 0 ? `${'-'.repeat(w + 2)}` : `${'-'.repeat(w + 1)}:`)).join('|')}|`;
  return [line(head), rule, ...rows.map(line)].join('\n');
}

/**
 * "< 25 met" or "< 25 MISSED" against the endpoint's target on this database, else "". An
 * endpoint that answered nothing (or only failures) has no p99 to meet: it is MISSED.
 */
function targetCell(result: LoadResult, database: Report['database']): string {
  const target = result.p99TargetMs?.[database];
  if (target === undefined) return '';
  const answered = result.requests > 0 && result.requests > result.non2xx + result.errors;
  return `< ${target} ${answered && result.p99Ms < target ? 'met' : 'MISSED'}`;
}

/** A German read may be this much slower than the same read in English (translations loaded). */
export const translatedReadAllowance = 0.1;
const germanSuffix = ' in German (german)';

/**
 * Each member read in German beside the same read in English: how much slower it is, by
 * throughput (the load is closed: 10 connections each waiting for its answer, so requests per
 * second is the mean latency's inverse, steadier than a 10-second p99) and by p99.
 */
export function translatedReads(results: LoadResult[]): string | undefined {
  const rows = results.flatMap((german) => {
    if (!german.label.endsWith(germanSuffix)) return [];
    const english = results.find((r) => r.label === german.label.slice(0, -germanSuffix.length));
    if (!english || english.requestsPerSecond === 0 || german.requestsPerSecond === 0) return [];
    const slower = english.requestsPerSecond / german.requestsPerSecond - 1;
    const percent = (value: number) => `${value >= 0 ? '+' : ''}${(value * 100).toFixed(1)} %`;
    return [
      [
        english.label,
        integer.format(english.requestsPerSecond),
        integer.format(german.requestsPerSecond),
        percent(slower),
        `${english.p99Ms} / ${german.p99Ms}`,
        slower <= translatedReadAllowance ? 'met' : 'MISSED',
      ],
    ];
  });
  if (rows.length === 0) return undefined;
  return table(
    [
      'member read, English and German',
      'en req/s',
      'de req/s',
      'de slower',
      'p99 en / de ms',
      `≤ +${translatedReadAllowance * 100} %`,
    ],
    rows,
  );
}

export function printReport(report: Report) {
  const { generated, load } = report;
  const c = generated.counts;
  const http = table(
    [
      'endpoint',
      'requests/s',
      'p50 ms',
      'p99 ms',
      'p99 target',
      'requests',
      'non-2xx',
      'errors',
      'queries',
    ],
    report.results.map((r) => [
      r.label,
      integer.format(r.requestsPerSecond),
      String(r.p50Ms),
      String(r.p99Ms),
      targetCell(r, report.database),
      integer.format(r.requests),
      String(r.non2xx),
      String(r.errors),
      r.queries === undefined ? '' : String(r.queries),
    ]),
  );
  const bundle = report.bundle.ok
    ? table(
        ['first-load JavaScript (entry + modulepreloads)', 'raw', 'gzip'],
        [
          ...report.bundle.files.map((f) => [f.file, kilobytes(f.bytes), kilobytes(f.gzipBytes)]),
          ['total', kilobytes(report.bundle.bytes), kilobytes(report.bundle.gzipBytes)],
        ],
      )
    : `first-load JavaScript: not measured: ${report.bundle.reason}`;
  const budget = budgetLine(report.bundle);
  const translated = translatedReads(report.results);
  console.log(
    [
      '',
      'Showdesk benchmark',
      `  machine           ${os.cpus().length} CPUs, load average ${report.loadAverage.toFixed(2)} at start (Node ${process.version})`,
      `  database          ${report.database === 'pglite' ? 'pglite (embedded, on disk; session bodies remembered until the next write)' : 'postgres (every session read from the database)'}`,
      `  generated event   ${integer.format(c.members)} members, ${integer.format(c.teams)} teams, ${integer.format(c.teamMembers)} team memberships in ${generated.seconds.toFixed(1)} s`,
      `  logged-in member  ${report.sessionShape}`,
      `  content           ${report.contentShape}`,
      `  load              ${load.durationSeconds} s per endpoint after a ${load.warmupSeconds} s warm-up, ${load.connections} connections, 127.0.0.1`,
      '  queries           database statements of one more request after the load (X-Query-Count)',
      '',
      http,
      '',
      ...(translated ? [translated, ''] : []),
      bundle,
      budget,
      '',
    ].join('\n'),
  );
}
