import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { errorCodes } from '@showdesk/domain/common/errors';
import { fieldMessages } from '@showdesk/domain/forms/messages';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../../../test/support/databases.ts';
import { createTestApp, type TestApp } from '../../../../test/support/harness.ts';
import { multipart } from '../../../../test/support/multipart.ts';
import { pdfDocument } from '../../../../test/support/sample-files.ts';
import { insertSimpleForm } from '../../../../test/support/test-forms.ts';
import { loadConfig } from '../../../config.ts';
import { storedFiles } from '../../../db/schema/files.ts';
import { guestUploads } from '../../../db/schema/guest-limits.ts';
import type { EventRow } from '../../platform/events/queries.ts';
import { lockGuestSubmission } from './queries.ts';
import { guestSweepCron, guestSweepQueue } from './sweep-job.ts';
import { issueGuestToken } from './token.ts';
import { sweepUnsentGuestFiles } from './unsent-files.ts';
import { clientKeyOf } from './upload-quota.ts';

const kilobytes = (n: number) => n * 1024;
/** A PDF of exactly `bytes` bytes (sniffed as a PDF from its first bytes). */
const pdfOf = (bytes: number) =>
  Buffer.concat([pdfDocument, Buffer.alloc(bytes - pdfDocument.length, 0x20)]);

describe('the key a guest address’s uploads are counted under', () => {
  it('is an IPv4 address as it is, and an IPv6 address by its /64 network', () => {
    expect(clientKeyOf('203.0.113.9')).toBe('203.0.113.9');
    expect(clientKeyOf('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(clientKeyOf('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64');
    expect(clientKeyOf('2001:0DB8:0001:0002:ffff:1:2:3')).toBe('2001:db8:1:2::/64');
    expect(clientKeyOf('2001:db8::5')).toBe('2001:db8:0:0::/64');
    expect(clientKeyOf('2001:db8:1:3::1')).not.toBe(clientKeyOf('2001:db8:1:2::1'));
  });
});

describe('the interval of the unsent guest files sweep', () => {
  it('is 5 minutes unless GUEST_SWEEP_INTERVAL_MINUTES shortens it, and never over 5', () => {
    expect(loadConfig({}).guestSweepIntervalMinutes).toBe(5);
    expect(loadConfig({ GUEST_SWEEP_INTERVAL_MINUTES: '1' }).guestSweepIntervalMinutes).toBe(1);
    for (const value of ['0', '6', '60', '2.5'])
      expect(() => loadConfig({ GUEST_SWEEP_INTERVAL_MINUTES: value })).toThrow(
        /GUEST_SWEEP_INTERVAL_MINUTES/,
      );
  });
});

describe.each(testDatabases)('guest upload limits on %s', (kind) => {
  let t: TestApp;
  let event: EventRow;
  let otherEvent: EventRow;
  let addressCounter = 0;
  const newAddress = () => `10.1.0.${++addressCounter}`;

  const guest = (
    ev: EventRow,
    url: string,
    options: { address: string; payload?: unknown; headers?: Record<string, string> },
  ) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/events/${ev.id}/guest/forms/${url}`,
      headers: { host: ev.hostnames[0]!, ...options.headers },
      remoteAddress: options.address,
      ...(options.payload === undefined ? {} : { payload: options.payload as never }),
    });
  const start = async (ev: EventRow, formId: string, address: string) => {
    const response = await guest(ev, `${formId}/start`, { address });
    expect(response.statusCode, response.body).toBe(200);
    return { ev, formId, address, ...(response.json() as { submissionId: string; token: string }) };
  };
  type Started = Awaited<ReturnType<typeof start>>;
  const upload = (started: Started, data: Buffer, address = started.address) => {
    const body = multipart({}, { fileName: 'plan.pdf', data });
    return guest(started.ev, `${started.formId}/submissions/${started.submissionId}/files/docs`, {
      address,
      payload: body.payload,
      headers: { ...body.headers, 'x-guest-token': started.token },
    });
  };
  const filesOf = (ev: EventRow, submissionId: string) =>
    t.deps.db
      .select()
      .from(storedFiles)
      .where(and(eq(storedFiles.eventId, ev.id), eq(storedFiles.ownerId, submissionId)));
  /** Every object on disk under the submission's storage folder. */
  const onDisk = async (ev: EventRow, submissionId: string) => {
    const folder = path.join(t.deps.config.dataDir, 'files', ev.id, 'submissions', submissionId);
    const entries = await readdir(folder, { recursive: true, withFileTypes: true }).catch(() => []);
    return entries.filter((entry) => entry.isFile()).length;
  };
  const recordsOf = (submissionId: string) =>
    t.deps.db.select().from(guestUploads).where(eq(guestUploads.submissionId, submissionId));
  /** Dates a submission's uploads (files and their records) back, as if uploaded `minutes` ago. */
  const ageUploads = async (ev: EventRow, submissionId: string, minutes: number) => {
    const at = sql`now() - ${`${minutes} minutes`}::interval`;
    await t.deps.db
      .update(storedFiles)
      .set({ createdAt: at })
      .where(and(eq(storedFiles.eventId, ev.id), eq(storedFiles.ownerId, submissionId)));
    await t.deps.db
      .update(guestUploads)
      .set({ createdAt: at })
      .where(and(eq(guestUploads.eventId, ev.id), eq(guestUploads.submissionId, submissionId)));
  };

  beforeAll(async () => {
    // 100KB an hour per address, 250KB per form: small files cross them.
    t = await createTestApp(kind, {
      env: {
        GUEST_UPLOAD_QUOTA_PER_ADDRESS_MB: String(100 / 1024),
        GUEST_UPLOAD_QUOTA_PER_FORM_MB: String(250 / 1024),
      },
    });
    event = await t.buildEvent();
    otherEvent = await t.buildEvent();
  }, 60_000);
  afterAll(() => t.close());

  it('refuses the upload that crosses an address’s hourly quota with a 429 and stores nothing', async () => {
    const formId = await insertSimpleForm(t.deps.db, event.id, { isPublic: true });
    const address = newAddress();
    const started = await start(event, formId, address);
    for (const size of [40, 40, 15]) {
      const response = await upload(started, pdfOf(kilobytes(size)));
      expect(response.statusCode, response.body).toBe(200);
    }
    // 95KB used: a 10KB file crosses the 100KB.
    const over = await upload(started, pdfOf(kilobytes(10)));
    expect(over.statusCode).toBe(429);
    expect(over.json().error.code).toBe(errorCodes.rateLimited);
    expect(over.json().error.message).toMatch(
      /^You have uploaded as much as a guest may in an hour \(0\.1MB\)\. Try again in (59|60) minutes/,
    );
    // The room comes back when the first upload leaves the hour: about an hour from now.
    const retryAfter = Number(over.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(3500);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect(await filesOf(event, started.submissionId)).toHaveLength(3);
    expect(await recordsOf(started.submissionId)).toHaveLength(3);
    expect(await onDisk(event, started.submissionId)).toBe(3);
    // A file larger than the room left is refused before it is read, with the same 429.
    const large = await upload(started, pdfOf(kilobytes(90)));
    expect(large.statusCode).toBe(429);
    expect(large.headers['retry-after']).toBeDefined();
    // The quota is the address's on every event of the instance, not one form's.
    const otherForm = await insertSimpleForm(t.deps.db, otherEvent.id, { isPublic: true });
    const elsewhere = await start(otherEvent, otherForm, address);
    expect((await upload(elsewhere, pdfOf(kilobytes(10)))).statusCode).toBe(429);
    expect(await filesOf(otherEvent, elsewhere.submissionId)).toHaveLength(0);
    expect(await onDisk(otherEvent, elsewhere.submissionId)).toBe(0);
    // The bytes count, not the files: a file that fits still goes.
    expect((await upload(started, pdfOf(kilobytes(4)))).statusCode).toBe(200);

    // Another address is not held back by this one.
    const neighbour = await start(event, formId, newAddress());
    const allowed = await upload(neighbour, pdfOf(kilobytes(40)));
    expect(allowed.statusCode, allowed.body).toBe(200);

    // An hour on, the first uploads have left the window and the address may upload again.
    await ageUploads(event, started.submissionId, 61);
    const later = await upload(started, pdfOf(kilobytes(40)));
    expect(later.statusCode, later.body).toBe(200);
  });

  it('refuses a file larger than a whole hour’s quota as too large (413), not as a wait', async () => {
    const formId = await insertSimpleForm(t.deps.db, event.id, { isPublic: true });
    const started = await start(event, formId, newAddress());
    const response = await upload(started, pdfOf(kilobytes(200)));
    expect(response.statusCode).toBe(413);
    expect(response.json().error.message).toBe('The file is too large. The maximum size is 0.1MB.');
    expect(await filesOf(event, started.submissionId)).toHaveLength(0);
    expect(await recordsOf(started.submissionId)).toHaveLength(0);
  });

  it('counts an IPv6 address by its /64 network', async () => {
    const formId = await insertSimpleForm(t.deps.db, event.id, { isPublic: true });
    const started = await start(event, formId, '2001:db8:7:7::1');
    expect((await upload(started, pdfOf(kilobytes(60)))).statusCode).toBe(200);
    expect((await upload(started, pdfOf(kilobytes(60)), '2001:db8:7:7::abcd')).statusCode).toBe(
      429,
    );
    expect((await upload(started, pdfOf(kilobytes(30)), '2001:db8:7:8::1')).statusCode).toBe(200);
  });

  it('holds when uploads of one address arrive at once', async () => {
    const formId = await insertSimpleForm(t.deps.db, event.id, { isPublic: true });
    const started = await start(event, formId, newAddress());
    const responses = await Promise.all([1, 2, 3].map(() => upload(started, pdfOf(kilobytes(40)))));
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 200, 429]);
    expect(await filesOf(event, started.submissionId)).toHaveLength(2);
    expect(await onDisk(event, started.submissionId)).toBe(2);
  });

  it('refuses the upload that crosses a form’s hourly quota, whichever address sends it', async () => {
    const formId = await insertSimpleForm(t.deps.db, event.id, { isPublic: true });
    const otherForm = await insertSimpleForm(t.deps.db, event.id, { isPublic: true });
    // Three addresses, each within its own quota: 240KB of the form's 250KB.
    for (let i = 0; i < 3; i++) {
      const started = await start(event, formId, newAddress());
      expect((await upload(started, pdfOf(kilobytes(40)))).statusCode).toBe(200);
      expect((await upload(started, pdfOf(kilobytes(40)))).statusCode).toBe(200);
    }
    const fourth = await start(event, formId, newAddress());
    const over = await upload(fourth, pdfOf(kilobytes(20)));
    expect(over.statusCode).toBe(429);
    expect(over.json().error.message).toMatch(
      /^This form has taken as many uploads from guests as it can in an hour\. Try again in \d+ minutes/,
    );
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(3500);
    expect(await filesOf(event, fourth.submissionId)).toHaveLength(0);
    expect(await onDisk(event, fourth.submissionId)).toBe(0);
    // What still fits goes; another form is not held back.
    expect((await upload(fourth, pdfOf(kilobytes(8)))).statusCode).toBe(200);
    const elsewhere = await start(event, otherForm, fourth.address);
    expect((await upload(elsewhere, pdfOf(kilobytes(20)))).statusCode).toBe(200);
  });

  it('deletes an unsent guest submission’s files within the hour; sent and newer ones stay', async () => {
    const formId = await insertSimpleForm(t.deps.db, event.id, { isPublic: true });
    const unsent = await start(event, formId, newAddress());
    const sent = await start(event, formId, newAddress());
    const newer = await start(event, formId, newAddress());
    const unsentFile = await upload(unsent, pdfOf(kilobytes(5)));
    expect(unsentFile.statusCode).toBe(200);
    const sentFile = await upload(sent, pdfOf(kilobytes(5)));
    expect(sentFile.statusCode).toBe(200);
    expect((await upload(newer, pdfOf(kilobytes(5)))).statusCode).toBe(200);
    const send = (started: Started, file: unknown) =>
      guest(event, `${formId}/submissions`, {
        address: started.address,
        payload: {
          submissionId: started.submissionId,
          token: started.token,
          values: { name: 'Visitor', needsPower: 'No', docs: [file] },
          website: '',
        },
      });
    // Tokens are not believed for a send sooner than guestMinimumFillMs after the start.
    sent.token = await issueGuestToken(
      t.deps.db,
      { eventId: event.id, formId, submissionId: sent.submissionId },
      Date.now() - 60_000,
    );
    expect((await send(sent, sentFile.json())).statusCode).toBe(201);
    await ageUploads(event, unsent.submissionId, 51);
    await ageUploads(event, sent.submissionId, 61);
    const unsentKey = (await filesOf(event, unsent.submissionId))[0]!.storageKey;
    expect(await t.deps.storage.get(unsentKey)).not.toBeNull();

    // (Earlier tests' old files go too, and the scheduled sweep may run meanwhile: what counts
    // is what is left.)
    await sweepUnsentGuestFiles(t.deps);
    expect(await filesOf(event, unsent.submissionId)).toHaveLength(0);
    expect(await t.deps.storage.get(unsentKey)).toBeNull();
    expect(await onDisk(event, unsent.submissionId)).toBe(0);
    expect(await filesOf(event, sent.submissionId)).toHaveLength(1);
    expect(await onDisk(event, sent.submissionId)).toBe(1);
    expect(await filesOf(event, newer.submissionId)).toHaveLength(1);
    expect(await onDisk(event, newer.submissionId)).toBe(1);
    // The swept upload still counts for its hour; the sent one's hour is over, so it is forgotten.
    expect(await recordsOf(unsent.submissionId)).toMatchObject([{ isSwept: true }]);
    expect(await recordsOf(sent.submissionId)).toHaveLength(0);
    expect(await recordsOf(newer.submissionId)).toMatchObject([{ isSwept: false }]);

    // Sent after that, the form asks for the file again.
    unsent.token = await issueGuestToken(
      t.deps.db,
      { eventId: event.id, formId, submissionId: unsent.submissionId },
      Date.now() - 60_000,
    );
    const late = await send(unsent, unsentFile.json());
    expect(late.statusCode).toBe(400);
    expect(late.json().error.details).toEqual([
      { path: 'values.docs.0', message: fieldMessages.fileNotUploaded },
    ]);
  });

  it.runIf(kind === 'postgres')(
    'leaves the files of a submission whose send is in progress to the next sweep',
    async () => {
      const formId = await insertSimpleForm(t.deps.db, event.id, { isPublic: true });
      const started = await start(event, formId, newAddress());
      expect((await upload(started, pdfOf(kilobytes(5)))).statusCode).toBe(200);
      await ageUploads(event, started.submissionId, 55);
      let release = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      let locked = () => {};
      const isLocked = new Promise<void>((resolve) => {
        locked = resolve;
      });
      // A send holding the submission's lock (as submitGuestSubmission does while it checks).
      const sending = t.deps.db.transaction(async (tx) => {
        await lockGuestSubmission(tx, event.id, started.submissionId);
        locked();
        await held;
      });
      await isLocked;
      await sweepUnsentGuestFiles(t.deps);
      expect(await filesOf(event, started.submissionId)).toHaveLength(1);
      expect(await recordsOf(started.submissionId)).toMatchObject([{ isSwept: false }]);
      release();
      await sending;
      await sweepUnsentGuestFiles(t.deps);
      expect(await filesOf(event, started.submissionId)).toHaveLength(0);
    },
  );

  it('runs the sweep as a pg-boss schedule every 5 minutes, and once as the app starts', async () => {
    const schedules = await t.deps.jobs.boss.getSchedules(guestSweepQueue);
    expect(schedules).toMatchObject([{ name: guestSweepQueue, cron: '*/5 * * * *' }]);
    // The test app started once: one sweep queued by its start.
    const startUp = await t.deps.jobs.boss.findJobs(guestSweepQueue, { data: { startUp: true } });
    expect(startUp).toHaveLength(1);
    expect(t.deps.config.guestSweepIntervalMinutes).toBe(5);
    expect(guestSweepCron(1)).toBe('*/1 * * * *');
  });
});
