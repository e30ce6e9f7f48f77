import { readFile } from 'node:fs/promises';
import http from 'node:http';
import { table } from './report.ts';

/**
 * A form's submissions exported over HTTP, the whole download timed, and the
 * server process's resident memory sampled from /proc/<pid>/status (VmRSS) every 20 ms while
 * it runs: the peak against the size before the request.
 */
export interface ExportBenchResult {
  label: string;
  format: 'xlsx' | 'csv';
  status: number;
  rows: number;
  bytes: number;
  seconds: number;
  /** Resident memory of the server before the request and its highest sample during it. */
  baselineMb: number | null;
  peakMb: number | null;
  /** CPU seconds the server spent on the export (null: not on Linux). */
  cpuSeconds: number | null;
  /**
   * Time and the memory the export adds to the server (peak minus before): the idle server
   * process alone holds about 400 MB on PostgreSQL (its modules: sharp, jsdom, the AWS SDK…)
   * and 700 MB or more on PGlite (the database's WebAssembly heap).
   */
  target?: { seconds: number; addedMb: number };
}

/**
 * CPU seconds the process has used (user + system, /proc/<pid>/stat fields 14 and 15, in clock
 * ticks of 1/100 s): the work an export costs, whatever else the machine is running.
 */
async function cpuSeconds(pid: number): Promise<number | null> {
  try {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return null;
  }
}

async function residentMb(pid: number): Promise<number | null> {
  try {
    const status = await readFile(`/proc/${pid}/status`, 'utf8');
    const kb = /VmRSS:\s+(\d+) kB/.exec(status)?.[1];
    return kb ? Number(kb) / 1024 : null;
  } catch {
    return null;
  }
}

/** Downloads `url` whole (counting bytes, keeping none) while sampling the server's memory. */
export async function benchExport(options: {
  label: string;
  format: 'xlsx' | 'csv';
  url: string;
  headers: Record<string, string>;
  serverPid: number;
  target?: ExportBenchResult['target'];
}): Promise<ExportBenchResult> {
  const baselineMb = await residentMb(options.serverPid);
  const cpuBefore = await cpuSeconds(options.serverPid);
  let peakMb = baselineMb;
  let sampling = true;
  const sampler = (async () => {
    while (sampling) {
      const now = await residentMb(options.serverPid);
      if (now !== null && (peakMb === null || now > peakMb)) peakMb = now;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  })();
  const started = performance.now();
  const { status, bytes, rows } = await new Promise<{
    status: number;
    bytes: number;
    rows: number;
  }>((resolve, reject) => {
    const request = http.get(options.url, { headers: options.headers }, (response) => {
      let received = 0;
      response.on('data', (chunk: Buffer) => {
        received += chunk.length;
      });
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          bytes: received,
          rows: Number(response.headers['x-export-rows'] ?? 0),
        }),
      );
      response.on('error', reject);
    });
    request.on('error', reject);
  });
  const seconds = (performance.now() - started) / 1000;
  sampling = false;
  await sampler;
  const cpuAfter = await cpuSeconds(options.serverPid);
  return {
    label: options.label,
    format: options.format,
    status,
    rows,
    bytes,
    seconds,
    baselineMb,
    peakMb,
    cpuSeconds: cpuBefore === null || cpuAfter === null ? null : cpuAfter - cpuBefore,
    target: options.target,
  };
}

const mb = (value: number | null) => (value === null ? 'n/a' : value.toFixed(0));

export function printExportBench(results: ExportBenchResult[], database: string) {
  console.log(
    [
      '',
      `Exports on ${database} (whole download over HTTP; server RSS sampled every 20 ms; server CPU s: the time the server process ran, which other work on the machine does not stretch)`,
      table(
        [
          'export',
          'rows',
          'size MB',
          'seconds',
          'server CPU s',
          'RSS before MB',
          'RSS peak MB',
          'added MB',
          'target',
          'status',
        ],
        results.map((r) => [
          r.label,
          r.rows.toLocaleString('en-GB'),
          (r.bytes / 1_000_000).toFixed(1),
          r.seconds.toFixed(2),
          r.cpuSeconds === null ? 'n/a' : r.cpuSeconds.toFixed(2),
          mb(r.baselineMb),
          mb(r.peakMb),
          mb(addedMb(r)),
          r.target
            ? `< ${r.target.seconds} s, < ${r.target.addedMb} MB added ${exportMet(r) ? 'met' : 'MISSED'}`
            : '',
          String(r.status),
        ]),
      ),
      '',
    ].join('\n'),
  );
}

const addedMb = (r: ExportBenchResult) =>
  r.peakMb === null || r.baselineMb === null ? null : r.peakMb - r.baselineMb;

export const exportMet = (r: ExportBenchResult) => {
  const added = addedMb(r);
  return (
    r.status === 200 &&
    (!r.target || (r.seconds < r.target.seconds && added !== null && added < r.target.addedMb))
  );
};
