// Scratch: profile the server on a kept bench database (not committed).
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { cookieHeader, request, runLoad } from './http-load.ts';
import { startServerProcess } from './server-process.ts';
import { benchModerator } from './upload-load.ts';

const dbUrl = process.argv[2]!;
const paths = process.argv.slice(3);
const pool = new pg.Pool({ connectionString: dbUrl });
const eventId = (await pool.query('select id from events limit 1')).rows[0].id;
const formId = (await pool.query("select form_id from submissions group by form_id order by count(*) desc limit 1")).rows[0].form_id;
await pool.end();
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'prof-'));
const server = await startServerProcess({ PATH: process.env.PATH ?? '', NODE_ENV: 'production', LOG_LEVEL: 'warn', DATA_DIR: dataDir, SEED_DEMO: 'false', PUBLIC_URL: 'http://bench.localhost', AUTH_RATE_LIMIT_MAX: '100000', DATABASE_URL: dbUrl });
const host = `bench.localhost:${server.port}`;
const who = process.env.WHO === 'member' ? { email: 'member@bench.showdesk.test', password: 'bench-member-password' } : benchModerator;
const login = await request('POST', `${server.origin}/api/v1/auth/login`, { host }, who);
const headers = { host, cookie: cookieHeader(login.setCookie) };
for (const p of paths) {
  const [method, rest] = p.includes(' ') ? p.split(' ') : ['GET', p];
  const url = `${server.origin}/api/v1/events/${eventId}/${rest!.replace(':form', formId)}`;
  const body = process.env.BODY ? JSON.parse(process.env.BODY) : undefined;
  const r = await runLoad({ label: p, url, headers, method: method as never, body }, { durationSeconds: Number(process.env.SECS ?? 8), connections: 10, warmupSeconds: 2 });
  console.log(p, 'rps', Math.round(r.requestsPerSecond ?? 0), 'p50', r.p50Ms, 'p99', r.p99Ms, 'non2xx', r.non2xx);
}
await server.stop();
