import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { FileValue } from '@showdesk/domain/forms/values';
import { and, eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { type Database, openDatabase } from '../../src/db/client.ts';
import { storedFiles } from '../../src/db/schema/files.ts';
import { guestUploads } from '../../src/db/schema/guest-limits.ts';
import { storageJournal } from '../../src/db/schema/storage-journal.ts';
import { lockQuotaScope } from '../../src/features/forms/guest/queries.ts';
import { multipart } from '../support/multipart.ts';
import { pdfDocument } from '../support/sample-files.ts';
import { bucketKeys, storedObjectKeys } from './at-rest.ts';
import { type CrashRig, eventually, filesUnder } from './crash-rig.ts';

/**
 * Crash scenarios of guests' uploads to a public form: an upload killed while it is received and
 * one killed while its file is written into storage count nothing against the guest's hourly
 * quota after the restart, and the sweep of unsent guest files carries on after a crash.
 */

const megabytes = (n: number) => n * 1024 * 1024;
const quotaMb = 60;

/**
 * The rig's server for these scenarios: 60MB an hour per client address and per form, so that
 * what a killed upload would count decides whether the next one fits; the client address from
 * X-Forwarded-For (TRUST_PROXY), so that each scenario is a guest of its own. The sweep of
 * unsent files keeps its 5 minutes: a restarted server's sweep is the one it queues as it starts.
 */
export const guestRigEnv = {
  TRUST_PROXY: 'true',
  GUEST_UPLOAD_QUOTA_PER_ADDRESS_MB: String(quotaMb),
  GUEST_UPLOAD_QUOTA_PER_FORM_MB: String(quotaMb),
};

/** A PDF of exactly `bytes` bytes (sniffed as a PDF from its first bytes). */
const pdfOf = (bytes: number) =>
  Buffer.concat([pdfDocument, Buffer.alloc(bytes - pdfDocument.length, 0x20)]);

/** A public, published form with a name and a documents upload field, built as an admin does. */
async function publicUploadForm(rig: CrashRig, title: string): Promise<string> {
  const added = await rig.client.post('/forms', { title, isPublished: true, isPublic: true });
  expect(added.status, JSON.stringify(added.body)).toBe(201);
  const { form } = added.body as { form: { id: string; updatedAt: string } };
  const saved = await rig.client.put(`/forms/${form.id}`, {
    fieldIds: ['name', 'docs'],
    newFields: [
      { id: 'name', type: 'text', label: 'Name' },
      { id: 'docs', type: 'upload', label: 'Documents', accept: ['docs'], isMulti: true },
    ],
    logicMap: {},
    expectedUpdatedAt: form.updatedAt,
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  return form.id;
}

interface Started {
  submissionId: string;
  token: string;
  startedAt: number;
}

/** A guest filling `formId` in from `address` (plain HTTP, no login; the rig trusts the proxy). */
function guestOf(rig: CrashRig, formId: string, address: string) {
  const base = () =>
    `${rig.server.origin}/api/v1/events/${rig.client.eventId}/guest/forms/${formId}`;
  const headers = { host: rig.client.headers.host, 'x-forwarded-for': address };
  const fileUrl = (started: Started) => `${base()}/submissions/${started.submissionId}/files/docs`;
  const call = async (url: string, init: RequestInit) => {
    const response = await fetch(url, {
      ...init,
      headers: { ...headers, ...(init.headers as Record<string, string>) },
    });
    const text = await response.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {}
    return { status: response.status, body };
  };
  return {
    address,
    headers,
    fileUrl,
    async start(): Promise<Started> {
      const answer = await call(`${base()}/start`, { method: 'POST' });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      return { ...(answer.body as { submissionId: string; token: string }), startedAt: Date.now() };
    },
    upload(started: Started, data: Buffer) {
      const body = multipart({}, { fileName: 'plan.pdf', data });
      return call(fileUrl(started), {
        method: 'POST',
        body: new Uint8Array(body.payload),
        headers: { ...body.headers, 'x-guest-token': started.token },
      });
    },
    async send(started: Started, values: Record<string, unknown>) {
      // The send is refused sooner than a person could fill the form in (3 s from the start).
      const wait = started.startedAt + 3_200 - Date.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      return call(`${base()}/submissions`, {
        method: 'POST',
        body: JSON.stringify({
          submissionId: started.submissionId,
          token: started.token,
          values,
          website: '',
        }),
        headers: { 'content-type': 'application/json' },
      });
    },
  };
}
type Guest = ReturnType<typeof guestOf>;

/** Runs `use` on the rig's database, opened by this process (the embedded one: server down). */
async function withDatabase<T>(rig: CrashRig, use: (db: Database) => Promise<T>): Promise<T> {
  const handle = await openDatabase(
    rig.databaseUrl ? { databaseUrl: rig.databaseUrl, poolSize: 1 } : { dataDir: rig.dataDir },
  );
  try {
    return await use(handle.db);
  } finally {
    await handle.close();
  }
}

/**
 * Reads the rig's database while its server runs: beside it on PostgreSQL; on the embedded
 * database, which one process holds at a time, with the server stopped and started again after.
 */
async function readDatabase<T>(rig: CrashRig, read: (db: Database) => Promise<T>): Promise<T> {
  if (rig.databaseUrl) return withDatabase(rig, read);
  await rig.server.stop();
  try {
    return await withDatabase(rig, read);
  } finally {
    await rig.restart();
  }
}

/** The guest upload records of a client address, and a submission's stored files. */
async function guestRecords(db: Database, eventId: string, address: string, submissionId: string) {
  const uploads = await db
    .select({
      submissionId: guestUploads.submissionId,
      size: guestUploads.size,
      isSwept: guestUploads.isSwept,
    })
    .from(guestUploads)
    .where(eq(guestUploads.clientKey, address));
  const files = await db
    .select({ id: storedFiles.id, size: storedFiles.size })
    .from(storedFiles)
    .where(and(eq(storedFiles.eventId, eventId), eq(storedFiles.ownerId, submissionId)));
  const journal = await db.select().from(storageJournal);
  return { uploads, files, journal };
}

/**
 * After the restart: the upload that fits only if the killed one counts nothing goes through
 * (with `usedBytes` counted, `proofBytes` more crosses neither 60MB quota; with the killed
 * upload's `killedBytes` too it would cross both); the quota itself still holds (what crosses
 * it after the proof is refused with a 429); and the database holds the proof upload alone
 * for the address and the submission, and no storage journal entry.
 */
async function expectKilledUploadUncounted(
  rig: CrashRig,
  guest: Guest,
  started: Started,
  sizes: { killedBytes: number; proofBytes: number },
) {
  const { killedBytes, proofBytes } = sizes;
  expect(proofBytes).toBeLessThanOrEqual(megabytes(quotaMb));
  expect(killedBytes + proofBytes).toBeGreaterThan(megabytes(quotaMb));
  const proof = await guest.upload(started, pdfOf(proofBytes));
  expect(proof.status, JSON.stringify(proof.body)).toBe(200);
  const over = await guest.upload(started, pdfOf(megabytes(quotaMb) - proofBytes + 1024));
  expect(over.status, JSON.stringify(over.body)).toBe(429);
  const records = await readDatabase(rig, (db) =>
    guestRecords(db, rig.client.eventId, guest.address, started.submissionId),
  );
  expect(records.uploads).toEqual([
    { submissionId: started.submissionId, size: proofBytes, isSwept: false },
  ]);
  expect(records.files).toEqual([{ id: (proof.body as FileValue).fileId, size: proofBytes }]);
  expect(records.journal).toEqual([]);
}

/**
 * Kills the server while it receives a guest's upload into its temporary folder (45MB
 * announced, 1MB sent, the client still sending): after the restart the dead process's temp
 * folder is gone, nothing of the upload is stored or recorded, and it counts nothing against
 * the guest's hourly quotas.
 */
export async function guestUploadReceiveCrash(rig: CrashRig) {
  const formId = await publicUploadForm(rig, 'Guest upload killed while received');
  const guest = guestOf(rig, formId, '198.51.100.21');
  const started = await guest.start();
  const objectsBefore = await storedObjectKeys(rig);
  const tempRoot = path.join(os.tmpdir(), 'showdesk-uploads');
  const pid = rig.server.pid;
  const killedBytes = megabytes(45);
  const body = multipart({}, { fileName: 'plan.pdf', data: pdfOf(killedBytes) });
  const request = http.request(guest.fileUrl(started), {
    method: 'POST',
    headers: {
      ...guest.headers,
      ...body.headers,
      'x-guest-token': started.token,
      'content-length': String(body.payload.length),
    },
  });
  request.on('error', () => {}); // the server dies under it
  request.write(body.payload.subarray(0, 1 << 20));
  const ownTemp = async () =>
    (await filesUnder(tempRoot)).filter((file) => file.startsWith(`${pid}-`));
  const partial = await eventually('the server to receive into its temp folder', async () => {
    const mine = await ownTemp();
    return mine.length > 0 ? mine : undefined;
  });
  await rig.crash(async () => {
    request.destroy();
    expect(await ownTemp()).toEqual(partial);
  });
  expect(await ownTemp()).toEqual([]);
  expect(await storedObjectKeys(rig)).toEqual(objectsBefore);
  await expectKilledUploadUncounted(rig, guest, started, {
    killedBytes,
    proofBytes: megabytes(20),
  });
  rig.say(
    `guest upload: killed while receiving (1 of 45MB sent); left ${partial.join(', ')} in the ` +
      'temp folder, removed at the restart; no file, no guest_uploads row, no object; a 20MB ' +
      `upload then fits the ${quotaMb}MB hourly quotas (it would not had the killed one counted)`,
  );
}

/**
 * Kills the server while it writes a guest's 40MB file into storage: on local storage the moment
 * the write into `files/.tmp` begins (after the key was journalled); on S3 once the object is
 * written and the transaction that records the file, its `stored_files` row inserted, waits
 * for the address's quota lock (held by this test). After
 * the restart no partial file, object, journal entry, file row or guest_uploads row is left,
 * and the killed upload counts nothing against the guest's hourly quotas.
 */
export async function guestUploadStorageCrash(rig: CrashRig) {
  const formId = await publicUploadForm(rig, 'Guest upload killed while stored');
  const guest = guestOf(rig, formId, '198.51.100.22');
  const started = await guest.start();
  const objectsBefore = await storedObjectKeys(rig);
  const killedBytes = megabytes(40);
  const keyPrefix = `${rig.client.eventId}/submissions/${started.submissionId}/docs/`;
  let left: string;
  if (rig.s3) {
    left = await killWaitingForQuotaLock(rig, guest, started, killedBytes, keyPrefix);
  } else {
    const tmp = path.join(rig.dataDir, 'files', '.tmp');
    fs.mkdirSync(tmp, { recursive: true });
    const pid = rig.server.pid;
    let killed = false;
    const watcher = fs.watch(tmp, () => {
      if (killed) return;
      killed = true;
      process.kill(pid, 'SIGKILL');
    });
    await guest.upload(started, pdfOf(killedBytes)).catch(() => null);
    watcher.close();
    expect(killed).toBe(true);
    const partial = await filesUnder(tmp);
    await rig.crash(async () => {
      expect(partial.length).toBeGreaterThan(0);
      // What the dead process left: its key in the storage journal, no row for the file.
      const records = await withDatabase(rig, (db) =>
        guestRecords(db, rig.client.eventId, guest.address, started.submissionId),
      );
      expect(records.journal.map((entry) => entry.storageKey)).toEqual([
        expect.stringMatching(new RegExp(`^${keyPrefix}`)),
      ]);
      expect(records.uploads).toEqual([]);
      expect(records.files).toEqual([]);
    });
    expect(await filesUnder(tmp)).toEqual([]);
    expect(rig.server.output.join('\n')).toMatch(/removed files left by interrupted uploads/);
    left = `${partial.length} partial file in files/.tmp and its journal entry`;
  }
  expect(await storedObjectKeys(rig)).toEqual(objectsBefore);
  await expectKilledUploadUncounted(rig, guest, started, { killedBytes, proofBytes: killedBytes });
  rig.say(
    `guest upload: killed while writing its 40MB file into storage (${left}); after the ` +
      'restart no object, no file, no guest_uploads row, no journal entry; another 40MB upload ' +
      `then fits the ${quotaMb}MB hourly quotas (it would not had the killed one counted)`,
  );
}

/**
 * The S3 half of guestUploadStorageCrash: this test holds the guest address's quota lock (the
 * product's own `lockQuotaScope`, in a transaction of its own), so the upload's transaction
 * waits there, after it wrote its object and inserted its `stored_files` row, before it counts
 * and records the upload; the server is killed while it waits.
 */
async function killWaitingForQuotaLock(
  rig: CrashRig,
  guest: Guest,
  started: Started,
  bytes: number,
  keyPrefix: string,
): Promise<string> {
  const handle = await openDatabase({ databaseUrl: rig.databaseUrl!, poolSize: 2 });
  try {
    const objectsBefore = await bucketKeys(rig.s3!);
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    let locked: (pid: number) => void = () => {};
    const holder = new Promise<number>((resolve) => {
      locked = resolve;
    });
    const holding = handle.db.transaction(async (tx) => {
      await lockQuotaScope(tx, { clientKey: guest.address });
      const result = (await tx.execute(sql`select pg_backend_pid() as pid`)) as unknown as {
        rows: Array<{ pid: number }>;
      };
      locked(result.rows[0]!.pid);
      await released;
    });
    const holderPid = await holder;
    const upload = guest.upload(started, pdfOf(bytes)).catch(() => null); // the server dies under it
    const blocked = await eventually('the upload to wait for the quota lock', async () => {
      const result = (await handle.db.execute(
        sql`select pid from pg_stat_activity where ${holderPid} = any(pg_blocking_pids(pid))`,
      )) as unknown as { rows: Array<{ pid: number }> };
      return result.rows.length > 0 ? result.rows.map((row) => row.pid) : undefined;
    });
    const written = (await bucketKeys(rig.s3!)).filter((key) => !objectsBefore.includes(key));
    expect(written).toEqual([expect.stringMatching(new RegExp(`^${keyPrefix}`))]);
    const journal = await handle.db.select().from(storageJournal);
    expect(journal.map((entry) => entry.storageKey)).toEqual(written);
    await rig.crash(async () => {
      release();
      await holding;
      await upload;
      // The killed server's transaction can only roll back now; wait until its backend is gone.
      await eventually('the killed server’s backend to end', async () => {
        const result = (await handle.db.execute(
          sql`select 1 from pg_stat_activity where pid in ${blocked}`,
        )) as unknown as { rows: unknown[] };
        return result.rows.length === 0 ? true : undefined;
      });
    });
    return 'its object in S3, its file row inserted, its transaction waiting for the quota lock';
  } finally {
    await handle.close();
  }
}

/** Dates a submission's upload records and files back by `minutes`, as the guest tests do. */
async function ageUploads(db: Database, eventId: string, submissionId: string, minutes: number) {
  const at = sql`now() - ${`${minutes} minutes`}::interval`;
  await db
    .update(storedFiles)
    .set({ createdAt: at })
    .where(and(eq(storedFiles.eventId, eventId), eq(storedFiles.ownerId, submissionId)));
  await db
    .update(guestUploads)
    .set({ createdAt: at })
    .where(and(eq(guestUploads.eventId, eventId), eq(guestUploads.submissionId, submissionId)));
}

/**
 * The sweep of unsent guest files survives a crash: a guest starts three submissions, uploads a
 * file to each and sends one; the server is killed and, while it is down, the uploads (records
 * and files) are dated back past the
 * sweep's 50 minutes (one unsent 55 minutes, one unsent 65, the sent one 55). The restarted
 * server's scheduled sweep deletes both unsent files (rows and objects), keeps the sent one,
 * marks the records it looked at and forgets the one over an hour old: the sweep a server queues
 * as it starts, so that what fell due while it was down goes at once.
 */
export async function guestSweepCrash(rig: CrashRig) {
  const formId = await publicUploadForm(rig, 'Guest files swept after a crash');
  const guest = guestOf(rig, formId, '198.51.100.23');
  const [unsent, abandoned, sent] = [await guest.start(), await guest.start(), await guest.start()];
  const files = new Map<Started, FileValue>();
  for (const started of [unsent, abandoned, sent]) {
    const answer = await guest.upload(started, pdfOf(10 * 1024));
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    files.set(started, answer.body as FileValue);
  }
  const sentAnswer = await guest.send(sent, { name: 'Visitor', docs: [files.get(sent)] });
  expect(sentAnswer.status, JSON.stringify(sentAnswer.body)).toBe(201);
  const keysOf = (keys: string[], started: Started) =>
    keys.filter((key) => key.includes(`/submissions/${started.submissionId}/`));
  const before = await storedObjectKeys(rig);
  for (const started of [unsent, abandoned, sent]) expect(keysOf(before, started)).toHaveLength(1);
  const unsentKeys = [...keysOf(before, unsent), ...keysOf(before, abandoned)];

  const { eventId } = rig.client;
  await rig.crash(() =>
    withDatabase(rig, async (db) => {
      await ageUploads(db, eventId, unsent.submissionId, 55);
      await ageUploads(db, eventId, abandoned.submissionId, 65);
      await ageUploads(db, eventId, sent.submissionId, 55);
    }),
  );
  const restarted = performance.now();
  // Logged by the restarted process (its own output) once the rows and objects are deleted.
  const logged = await rig.server.waitForOutput(
    /removed files of guest submissions never sent/,
    60_000,
  );
  const sweptMs = Math.round(performance.now() - restarted);
  expect(logged).toContain('"files":2');
  const after = await storedObjectKeys(rig);
  expect(unsentKeys.filter((key) => after.includes(key))).toEqual([]);
  expect(keysOf(after, sent)).toEqual(keysOf(before, sent));
  const sentFile = await rig.client.call('GET', files.get(sent)!.url);
  expect(sentFile.status).toBe(200);

  const records = await readDatabase(rig, async (db) => {
    const of = async (started: Started) => {
      const { uploads, files } = await guestRecords(
        db,
        eventId,
        guest.address,
        started.submissionId,
      );
      return {
        uploads: uploads
          .filter((upload) => upload.submissionId === started.submissionId)
          .map((upload) => ({ isSwept: upload.isSwept })),
        files: files.length,
      };
    };
    return { unsent: await of(unsent), abandoned: await of(abandoned), sent: await of(sent) };
  });
  expect(records).toEqual({
    // Still counted for its hour, marked swept; the one over an hour old is forgotten.
    unsent: { uploads: [{ isSwept: true }], files: 0 },
    abandoned: { uploads: [], files: 0 },
    sent: { uploads: [{ isSwept: true }], files: 1 },
  });
  rig.say(
    `guest sweep: killed with 3 guest files (2 unsent, 1 sent), dated back 55-65 minutes while ` +
      `down; ${sweptMs} ms after the restart its start-up sweep had deleted ` +
      'both unsent files (rows and objects), kept the sent one, marked the records swept and ' +
      'forgotten the one over an hour old',
  );
}
