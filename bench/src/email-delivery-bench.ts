import { type ChildProcess, fork } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig } from '@showdesk/server/src/config.ts';
import { outboxEmails } from '@showdesk/server/src/db/schema/outbox.ts';
import { queueEmail } from '@showdesk/server/src/features/messaging/email/outbox.ts';
import { insertEvent } from '@showdesk/server/src/features/platform/events/queries.ts';
import { newId } from '@showdesk/server/src/lib/ids.ts';
import { startRuntime } from '@showdesk/server/src/runtime.ts';
import { eq, sql } from 'drizzle-orm';
import { createFreshDatabase } from './fresh-database.ts';

const sinkEntry = fileURLToPath(new URL('./smtp-sink.ts', import.meta.url));

interface SinkCounts {
  received: number;
  distinct: number;
  duplicated: number;
  messageIds: string[];
}

async function startSink(replyMs: number) {
  const child: ChildProcess = fork(sinkEntry, [String(replyMs)], {
    execPath: process.execPath,
    env: { PATH: process.env.PATH ?? '' },
  });
  const [{ port }] = (await once(child, 'message')) as [{ port: number }];
  return {
    url: `smtp://127.0.0.1:${port}`,
    async counts(): Promise<SinkCounts> {
      const answer = once(child, 'message') as Promise<[SinkCounts]>;
      child.send('counts');
      return (await answer)[0];
    },
    async stop() {
      child.send('stop');
      await once(child, 'exit');
    },
  };
}

export interface EmailDeliveryResult {
  database: 'pglite' | 'postgres';
  emails: number;
  replyMs: number;
  connections: number;
  /** From the commit of the transaction that queued them to the last 250. */
  seconds: number;
  exactlyOnce: boolean;
}

/**
 * Queues `emails` emails in one transaction (the outbox rows and their jobs, as a bulk send
 * does) on a fresh database, with the app's runtime delivering them to a local SMTP server, and
 * times them from the commit until the server has accepted every one. Then checks that each
 * arrived exactly once (by Message-ID, the outbox id) and is recorded as sent.
 */
export async function benchEmailDelivery(options: {
  serverUrl?: string;
  emails?: number;
  replyMs?: number;
}): Promise<EmailDeliveryResult> {
  const count = options.emails ?? 1000;
  const replyMs = options.replyMs ?? 0;
  const cleanup: Array<() => Promise<unknown>> = [];
  try {
    const sink = await startSink(replyMs);
    cleanup.push(() => sink.stop());
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'showdesk-bench-mail-'));
    cleanup.push(() => rm(dataDir, { recursive: true, force: true }));
    const database = options.serverUrl ? await createFreshDatabase(options.serverUrl) : null;
    if (database) cleanup.push(() => database.drop());
    const config = loadConfig({
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      PUBLIC_URL: 'http://bench.localhost',
      MAIL_FROM: 'Bench <no-reply@bench.showdesk.test>',
      SMTP_URL: sink.url,
      ...(process.env.SMTP_MAX_CONNECTIONS
        ? { SMTP_MAX_CONNECTIONS: process.env.SMTP_MAX_CONNECTIONS }
        : {}),
      ...(database ? { DATABASE_URL: database.url } : {}),
    });
    const runtime = await startRuntime(config);
    cleanup.push(() => runtime.close());
    const { db, jobs } = runtime.deps;
    const event = await insertEvent(db, {
      id: newId(),
      slug: 'mail-bench',
      name: 'Mail bench',
      hostnames: ['mail-bench.localhost'],
    });
    const ids = await db.transaction(async (tx) => {
      const queued: string[] = [];
      for (let i = 0; i < count; i++) {
        queued.push(
          await queueEmail(tx, jobs, {
            eventId: event.id,
            template: 'bench',
            to: `member-${i}@bench.showdesk.test`,
            from: config.mailFrom,
            email: {
              subject: `Your invitation ${i}`,
              text: `Hello member ${i},\n\nA plain body of a few lines, as a welcome email has.\n`,
              html: `<p>Hello member ${i},</p><p>A plain body of a few lines.</p>`,
            },
          }),
        );
      }
      return queued;
    });
    const committed = performance.now();
    const deadline = committed + 10 * 60_000;
    let counts = await sink.counts();
    while (counts.distinct < count && performance.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      counts = await sink.counts();
    }
    const seconds = (performance.now() - committed) / 1000;
    // Every outbox row recorded as sent, and nothing arrived twice (or late) meanwhile.
    for (;;) {
      const [row] = await db
        .select({ sent: sql<number>`count(*) filter (where status = 'sent')`.mapWith(Number) })
        .from(outboxEmails)
        .where(eq(outboxEmails.eventId, event.id));
      if ((row?.sent ?? 0) >= count || performance.now() > deadline) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    counts = await sink.counts();
    const expected = new Set(ids.map((id) => `<outbox.${id}@bench.showdesk.test>`));
    const exactlyOnce =
      counts.received === count &&
      counts.duplicated === 0 &&
      counts.messageIds.every((id) => expected.has(id)) &&
      counts.distinct === count;
    return {
      database: database ? 'postgres' : 'pglite',
      emails: count,
      replyMs,
      connections: config.smtpLimits.maxConnections,
      seconds,
      exactlyOnce,
    };
  } finally {
    for (const undo of cleanup.reverse()) {
      await undo().catch((error: unknown) => console.error('cleanup failed:', error));
    }
  }
}

export function printEmailDelivery(result: EmailDeliveryResult) {
  const server =
    result.replyMs > 0 ? `answering each after ${result.replyMs} ms` : 'answering at once';
  console.log(
    `${result.emails.toLocaleString('en-GB')} queued emails delivered to a local SMTP server ` +
      `(${server}) on ${result.database}, ${result.connections} connections: ` +
      `${result.seconds.toFixed(1)} s, ${result.exactlyOnce ? 'each exactly once' : 'NOT each exactly once'}` +
      (result.seconds < 30 ? '' : ' (target: under 30 s)'),
  );
}
