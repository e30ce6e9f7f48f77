import http from 'node:http';
import type { AppDeps } from '@showdesk/server/src/app-deps.ts';
import { createMemberAccount } from '@showdesk/server/src/features/people/users/accounts.ts';
import { multipart } from '@showdesk/server/test/support/multipart.ts';
import { jpegPhoto } from '@showdesk/server/test/support/sample-files.ts';
import { cookieHeader, request } from './http-load.ts';

export const benchModerator = {
  email: 'moderator@bench.showdesk.test',
  password: 'bench-moderator-password',
};

/** The generated members are plain users; uploading assets takes a moderator. */
export async function createBenchModerator(deps: AppDeps, eventId: string) {
  await createMemberAccount(deps, eventId, {
    ...benchModerator,
    firstName: 'Bench',
    surname: 'Moderator',
    permissions: 'moderator',
  });
  return benchModerator;
}

export interface UploadLoadResult {
  label: string;
  fileBytes: number;
  uploads: number;
  uploadsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  failures: number;
}

/** 1MB files: a document (stored as it is) and a photo (resized into four sizes). */
export async function uploadSamples() {
  const pdf = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(1024 * 1024 - 9, 0x41)]);
  return [
    { label: 'POST assets, 1MB PDF', fileName: 'bench.pdf', data: pdf },
    {
      label: 'POST assets, 1MB JPEG (4 sizes)',
      fileName: 'bench.jpg',
      data: await jpegPhoto(1920, 1440),
    },
  ];
}

function postOnce(url: string, headers: Record<string, string>, body: Buffer): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      { method: 'POST', headers: { ...headers, 'content-length': String(body.length) } },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/**
 * Uploads one file over and over through the real HTTP API from `connections` clients at once,
 * for `durationSeconds` (bounded in time, loopback only), and counts the stored assets.
 */
export async function runUploadLoad(options: {
  url: string;
  headers: Record<string, string>;
  sample: { label: string; fileName: string; data: Buffer };
  durationSeconds: number;
  connections: number;
}): Promise<UploadLoadResult> {
  const body = multipart({}, { fileName: options.sample.fileName, data: options.sample.data });
  const headers = { ...options.headers, ...body.headers };
  const latencies: number[] = [];
  let failures = 0;
  const started = performance.now();
  const deadline = started + options.durationSeconds * 1000;
  await Promise.all(
    Array.from({ length: options.connections }, async () => {
      while (performance.now() < deadline) {
        const t0 = performance.now();
        const status = await postOnce(options.url, headers, body.payload).catch(() => 0);
        if (status === 201) latencies.push(performance.now() - t0);
        else failures += 1;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (q: number) => Math.round(latencies[Math.floor(q * (latencies.length - 1))] ?? 0);
  return {
    label: options.sample.label,
    fileBytes: options.sample.data.length,
    uploads: latencies.length,
    uploadsPerSecond: latencies.length / seconds,
    p50Ms: at(0.5),
    p99Ms: at(0.99),
    failures,
  };
}

export function printUploadLoad(results: UploadLoadResult[], connections: number, seconds: number) {
  console.log(`\nUploads through the API (${connections} clients, ${seconds} s each, 127.0.0.1)`);
  for (const r of results) {
    console.log(
      `  ${r.label.padEnd(34)} ${r.uploadsPerSecond.toFixed(1).padStart(7)} uploads/s  p50 ${r.p50Ms} ms  p99 ${r.p99Ms} ms  (${r.uploads} uploads of ${(r.fileBytes / 1e6).toFixed(2)} MB, ${r.failures} failed)`,
    );
  }
}

/**
 * The upload part of a database's run: logs the bench moderator in on the running server and
 * loads asset uploads of each sample. True when every upload was stored.
 */
export async function benchUploads(options: {
  origin: string;
  host: string;
  eventId: string;
  durationSeconds: number;
  connections: number;
}): Promise<boolean> {
  const { origin, host } = options;
  const login = await request('POST', `${origin}/api/v1/auth/login`, { host }, benchModerator);
  if (login.status !== 200)
    throw new Error(`moderator login failed: ${login.status} ${login.body}`);
  const headers = { host, cookie: cookieHeader(login.setCookie) };
  const results: UploadLoadResult[] = [];
  for (const sample of await uploadSamples()) {
    console.log(`Uploading ${sample.label} for ${options.durationSeconds} s…`);
    results.push(
      await runUploadLoad({
        url: `${origin}/api/v1/events/${options.eventId}/assets`,
        headers,
        sample,
        durationSeconds: options.durationSeconds,
        connections: options.connections,
      }),
    );
  }
  printUploadLoad(results, options.connections, options.durationSeconds);
  return results.every((r) => r.failures === 0 && r.uploads > 0);
}
