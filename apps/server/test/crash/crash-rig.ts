import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TeamImport } from '@showdesk/domain/people/team-import';
import { expect } from 'vitest';
import { startS3Server } from '../support/s3-server.ts';
import { startSmtpServer } from '../support/smtp.ts';
import { type AdminClient, adminClient } from './api-client.ts';
import { type ServerOptions, type ServerProcess, startServer } from './server-process.ts';

export type SmtpServer = Awaited<ReturnType<typeof startSmtpServer>>;
export type S3Server = Awaited<ReturnType<typeof startS3Server>>;

/**
 * One server process on its own data (a DATA_DIR on disk, plus a PostgreSQL database and an S3
 * bucket for the PostgreSQL rig), an SMTP server, and the demo admin's API; `crash()` kills the
 * server with SIGKILL and starts it again on the same data.
 */
export interface CrashRig {
  kind: 'pglite' | 'postgres';
  dataDir: string;
  databaseUrl?: string;
  s3?: S3Server;
  smtp: SmtpServer;
  server: ServerProcess;
  client: AdminClient;
  /** Prints a line of what the test did, prefixed with the database. */
  say(text: string): void;
  /** `kill -9`; runs `whileDown` with no server; starts again and logs in. */
  crash(whileDown?: () => Promise<void>): Promise<void>;
  /** Starts the server again if it is down (after `kill9()` by a test). */
  restart(): Promise<void>;
  close(): Promise<void>;
}

export async function startRig(
  kind: 'pglite' | 'postgres',
  postgres?: { url: string; drop(): Promise<void> },
  /** More environment for the server, at every start (e.g. guestRigEnv). */
  env: Record<string, string> = {},
): Promise<CrashRig> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), `showdesk-crash-${kind}-`));
  const smtp = await startSmtpServer();
  const s3 = postgres ? await startS3Server() : undefined;
  const options: ServerOptions = {
    dataDir,
    smtpUrl: smtp.url,
    ...(postgres ? { databaseUrl: postgres.url } : {}),
    ...(s3 ? { s3: s3.s3 } : {}),
    env,
  };
  const started = performance.now();
  let server = await startServer(options);
  let client = await adminClient(server.origin);
  const say = (text: string) => console.log(`[crash ${kind}] ${text}`);
  say(`server started on a fresh database in ${Math.round(performance.now() - started)} ms`);

  const rig: CrashRig = {
    kind,
    dataDir,
    ...(postgres ? { databaseUrl: postgres.url } : {}),
    ...(s3 ? { s3 } : {}),
    smtp,
    get server() {
      return server;
    },
    get client() {
      return client;
    },
    say,
    async crash(whileDown) {
      await server.kill9();
      say(`kill -9 pid ${server.pid}`);
      await whileDown?.();
      await rig.restart();
    },
    async restart() {
      const begun = performance.now();
      server = await startServer(options);
      client = await adminClient(server.origin);
      say(`restarted on the same data in ${Math.round(performance.now() - begun)} ms`);
    },
    async close() {
      await server.stop();
      await smtp.close();
      await s3?.stop();
      await postgres?.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
  return rig;
}

/** Polls until `check` returns a value (not undefined), or fails after `timeoutMs`. */
export async function eventually<T>(
  what: string,
  check: () => Promise<T | undefined>,
  timeoutMs = 30_000,
): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() - started > timeoutMs) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Uploads a CSV of teams `${prefix} <i>` owned by `<prefix-lowercase><i>@example.com`, checked. */
export async function checkedImport(client: AdminClient, prefix: string, rows: number) {
  const slug = prefix.toLowerCase().replace(/[^a-z]/g, '');
  const csv = ['Team,Email,First name,Surname']
    .concat(
      Array.from({ length: rows }, (_, i) => `${prefix} ${i},${slug}${i}@example.com,Ann,O${i}`),
    )
    .join('\n');
  const uploaded = await client.upload('/team-imports', `${slug}.csv`, Buffer.from(csv));
  expect(uploaded.status).toBe(201);
  const { id } = uploaded.body as TeamImport;
  const checked = await client.post(`/team-imports/${id}/check`, {
    mapping: { name: 0, ownerEmail: 1, ownerFirstName: 2, ownerSurname: 3 },
  });
  expect((checked.body as TeamImport).counts.ready).toBe(rows);
  const emails = Array.from({ length: rows }, (_, i) => `${slug}${i}@example.com`);
  return { id, emails };
}

export async function importState(client: AdminClient, id: string): Promise<TeamImport> {
  const answer = await client.get(`/team-imports/${id}`);
  expect(answer.status).toBe(200);
  return answer.body as TeamImport;
}

interface LoggedEmail {
  id: string;
  to: string;
  template: string;
  status: string;
  attempts: number;
}

/** The event's email log (the outbox), newest first. */
export async function emailLog(client: AdminClient): Promise<LoggedEmail[]> {
  const answer = await client.get('/emails?limit=5000');
  expect(answer.status).toBe(200);
  return (answer.body as { emails: LoggedEmail[] }).emails;
}

/**
 * Waits until every email to `addresses` is recorded as sent, then checks that the SMTP server
 * received each exactly once, under the Message-ID made from its outbox id.
 */
export async function expectDeliveredOnce(rig: CrashRig, addresses: string[]) {
  const wanted = new Set(addresses);
  const logged = await eventually(
    `${addresses.length} emails recorded as sent`,
    async () => {
      const mine = (await emailLog(rig.client)).filter((e) => wanted.has(e.to));
      return mine.length === wanted.size && mine.every((e) => e.status === 'sent')
        ? mine
        : undefined;
    },
    60_000,
  );
  const received = rig.smtp.received.filter((m) => m.to.some((to) => wanted.has(to)));
  const perAddress = new Map<string, number>();
  for (const mail of received) {
    for (const to of mail.to) perAddress.set(to, (perAddress.get(to) ?? 0) + 1);
  }
  expect([...wanted].filter((to) => perAddress.get(to) !== 1)).toEqual([]);
  const messageIds = Object.fromEntries(
    received.flatMap((mail) => mail.to.map((to) => [to, mail.messageId])),
  );
  for (const email of logged) expect(messageIds[email.to]).toContain(`outbox.${email.id}@`);
  return logged;
}

/** Files under a folder, as paths relative to it (for the local storage and temp folders). */
export async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));
}
