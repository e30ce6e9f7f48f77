import { randomUUID } from 'node:crypto';
import { mkdir, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TeamImport } from '@showdesk/domain/people/team-import';
import { and, eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Liveness, processId, startLiveness } from '../../src/db/liveness.ts';
import { processTag } from '../../src/db/lock-file.ts';
import { outboxEmails } from '../../src/db/schema/outbox.ts';
import { storageJournal } from '../../src/db/schema/storage-journal.ts';
import { teamImportRows, teamImports } from '../../src/db/schema/team-imports.ts';
import { recoverImports } from '../../src/features/people/team-import/recovery.ts';
import {
  takeNextReadyRow,
  touchImport,
} from '../../src/features/people/team-import/run-queries.ts';
import type { EventRow } from '../../src/features/platform/events/queries.ts';
import { sweepOrphanedFiles } from '../../src/features/platform/uploads/file-sweeper.ts';
import { insertStoredFiles } from '../../src/features/platform/uploads/queries.ts';
import { recoverEmails } from '../../src/jobs/deliver-email.ts';
import { testDatabases } from '../support/databases.ts';
import { createTestApp, type TestApp } from '../support/harness.ts';
import { sendMultipart } from '../support/multipart.ts';
import { eventually } from './crash-rig.ts';

/**
 * Recovery in one process, with the other processes simulated: a gone process is an id nobody
 * holds a liveness lock for; on PostgreSQL a live one is an id whose lock a side connection holds.
 * What must never be taken from a live process, and what must be taken from a gone one.
 */
describe.each(testDatabases)('taking over work of gone processes on %s', (kind) => {
  let t: TestApp;
  let event: EventRow;
  let admin: Record<string, string>;
  let liveness: Liveness;
  let side: pg.Client | null = null;
  const gone = `gone-${randomUUID()}`;
  const live = `live-${randomUUID()}`;

  beforeAll(async () => {
    t = await createTestApp(kind, { mailbox: true });
    event = await t.buildEvent();
    const user = await t.buildUser(event.id, { permissions: 'admin' });
    admin = { host: event.hostnames[0]!, cookie: await t.login(event, user) };
    liveness = await startLiveness(kind, t.config.databaseUrl, t.deps.log);
    if (kind === 'postgres') {
      side = new pg.Client({ connectionString: t.config.databaseUrl });
      await side.connect();
      await side.query('select pg_advisory_lock($1, hashtext($2))', [0x5d05, live]);
    }
  });
  afterAll(async () => {
    await side?.end();
    await liveness?.close();
    await t?.close();
  });

  const api = (p: string) => `/api/v1/events/${event.id}${p}`;
  async function checkedImport(rows: number) {
    const csv = ['Team,Email,First,Surname']
      .concat(
        Array.from(
          { length: rows },
          (_, i) => `Take ${i} ${randomUUID()},t${i}-${randomUUID()}@example.com,A,B`,
        ),
      )
      .join('\n');
    const uploaded = await sendMultipart(
      t,
      { url: api('/team-imports'), headers: admin },
      { fileName: 'take.csv', data: Buffer.from(csv) },
    );
    const { id } = uploaded.json() as TeamImport;
    await t.app.inject({
      method: 'POST',
      url: api(`/team-imports/${id}/check`),
      headers: admin,
      payload: { mapping: { name: 0, ownerEmail: 1, ownerFirstName: 2, ownerSurname: 3 } },
    });
    return id;
  }
  /** An import as a process left it when it stopped: running, claimed, with no job queued. */
  const leaveRunning = (id: string, runner: string, heartbeatAt = new Date()) =>
    t.deps.db
      .update(teamImports)
      .set({ status: 'running', runner, heartbeatAt })
      .where(and(eq(teamImports.eventId, event.id), eq(teamImports.id, id)));
  const importOf = async (id: string) =>
    (await t.app.inject({ url: api(`/team-imports/${id}`), headers: admin })).json() as TeamImport;

  it('queues again an import whose runner is gone; it finishes, and the old runner is fenced off', async () => {
    const id = await checkedImport(5);
    await leaveRunning(id, `${gone}/job-1`);
    // Before recovery it is stuck: running with no progress, re-run refused.
    const stuck = await t.app.inject({
      method: 'POST',
      url: api(`/team-imports/${id}/run`),
      headers: admin,
    });
    expect(stuck.statusCode).toBe(409);
    expect(await recoverImports(t.deps, liveness, { startUp: false })).toBe(1);
    for (let i = 0; i < 100 && (await importOf(id)).status !== 'finished'; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect((await importOf(id)).counts).toMatchObject({ imported: 5, ready: 0, failed: 0 });
    // Should the old runner wake up, it no longer owns the import and stops before any row.
    const stillMine = await t.deps.db.transaction((tx) =>
      touchImport(tx, event.id, id, `${gone}/job-1`),
    );
    expect(stillMine).toBe(false);
  });

  it.runIf(kind === 'postgres')(
    'leaves the import of a live runner alone unless it has gone silent',
    async () => {
      const id = await checkedImport(2);
      await leaveRunning(id, `${live}/job-2`);
      expect(await recoverImports(t.deps, liveness, { startUp: false })).toBe(0);
      await leaveRunning(id, `${live}/job-2`, new Date(Date.now() - 11 * 60_000));
      expect(await recoverImports(t.deps, liveness, { startUp: false })).toBe(1);
    },
  );

  it.runIf(kind === 'postgres')('never gives two runners the same row', async () => {
    const id = await checkedImport(3);
    await leaveRunning(id, `${live}/job-3`); // nobody runs it: we take rows by hand
    const first = await t.deps.db.transaction(async (a) => {
      const mine = await takeNextReadyRow(a, event.id, id);
      const theirs = await t.deps.db.transaction((b) => takeNextReadyRow(b, event.id, id));
      return [mine?.rowNumber, theirs?.rowNumber];
    });
    expect(first[0]).toBe(2);
    expect(first[1]).toBe(3); // row 2 is held by the first transaction: skipped, not run twice
    await t.deps.db
      .update(teamImportRows)
      .set({ status: 'failed' })
      .where(and(eq(teamImportRows.eventId, event.id), eq(teamImportRows.importId, id)));
  });

  it('queues again an email whose sender is gone, and it arrives once', async () => {
    const ids = { gone: randomUUID(), live: randomUUID() };
    for (const [who, claimedBy] of [
      ['gone', gone],
      ['live', live],
    ] as const) {
      await t.deps.db.insert(outboxEmails).values({
        eventId: event.id,
        id: ids[who],
        template: 'test',
        toAddress: `${who}-${ids[who]}@example.com`,
        fromAddress: 'Showdesk <no-reply@showdesk.test>',
        subject: `Claimed by a ${who} process`,
        textBody: 'Hello',
        htmlBody: '<p>Hello</p>',
        claimedBy,
        claimedAt: new Date(),
      });
    }
    const requeued = await recoverEmails(t.deps, liveness);
    // Embedded: this process owns the data, so every other claimer is gone.
    expect(requeued).toBe(kind === 'postgres' ? 1 : 2);
    const mail = await t.mailbox.waitFor(`gone-${ids.gone}@example.com`);
    expect(mail.messageId).toBe(`<outbox.${ids.gone}@showdesk.test>`);
    expect(
      t.mailbox.received.filter((m) => m.to.includes(`gone-${ids.gone}@example.com`)),
    ).toHaveLength(1);
  });

  it('removes the files of gone processes only, and temp folders of dead ones', async () => {
    const key = (name: string) => `${event.id}/assets/${randomUUID()}/${name}`;
    const keys = { gone: key('gone'), live: key('live'), mine: key('mine'), owned: key('owned') };
    for (const k of Object.values(keys))
      await t.deps.storage.put(k, Buffer.from('x'), 'text/plain');
    await t.deps.db.insert(storageJournal).values([
      { eventId: event.id, storageKey: keys.gone, processId: gone },
      { eventId: event.id, storageKey: keys.live, processId: live },
      { eventId: event.id, storageKey: keys.mine, processId },
      { eventId: event.id, storageKey: keys.owned, processId: gone },
    ]);
    await insertStoredFiles(t.deps.db, [
      {
        eventId: event.id,
        id: randomUUID(),
        ownerType: 'asset',
        ownerId: randomUUID(),
        storageKey: keys.owned,
        fileName: 'owned.txt',
        contentType: 'text/plain',
        size: 1,
      },
    ]);
    const tempRoot = path.join(os.tmpdir(), 'showdesk-uploads');
    const deadTemp = path.join(tempRoot, '999999999-1', 'upload-x');
    const ownTemp = path.join(tempRoot, processTag(), 'upload-y');
    for (const folder of [deadTemp, ownTemp]) {
      await mkdir(folder, { recursive: true });
      await writeFile(path.join(folder, 'upload'), 'partial');
    }

    await sweepOrphanedFiles(t.deps, liveness, { startUp: false });
    const exists = async (k: string) => {
      const object = await t.deps.storage.get(k);
      object?.body.destroy();
      return object !== null;
    };
    // (The app's own periodic sweep may be the one that removes it, if it runs just now.)
    await eventually('the gone process’s file to be removed', async () =>
      (await exists(keys.gone)) ? undefined : true,
    );
    expect(await exists(keys.owned)).toBe(true); // a stored_files row owns it
    expect(await exists(keys.mine)).toBe(true); // this process is uploading it right now
    expect(await exists(keys.live)).toBe(kind === 'postgres'); // embedded: no other process lives
    const left = await t.deps.db
      .select({ key: storageJournal.storageKey })
      .from(storageJournal)
      .where(eq(storageJournal.eventId, event.id));
    expect(left.map((row) => row.key).sort()).toEqual(
      (kind === 'postgres' ? [keys.live, keys.mine] : [keys.mine]).sort(),
    );
    await expect(stat(deadTemp)).rejects.toThrow();
    await expect(stat(ownTemp)).resolves.toBeTruthy();
    await rm(ownTemp, { recursive: true, force: true });
  });
});
