import { messages as errorMessages } from '@showdesk/domain/common/error-messages';
import { fillingMessages, guestMinimumFillMs } from '@showdesk/domain/forms/filling';
import { guestSendLimits } from '@showdesk/domain/forms/forms';
import { and, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectRefusal } from '../../../../test/support/caller.ts';
import { testDatabases } from '../../../../test/support/databases.ts';
import { useTestApp } from '../../../../test/support/harness.ts';
import { multipart, sendMultipart } from '../../../../test/support/multipart.ts';
import { pdfDocument, pngImage } from '../../../../test/support/sample-files.ts';
import { storedFilesOf } from '../../../../test/support/stored-files.ts';
import { insertSimpleForm } from '../../../../test/support/test-forms.ts';
import { storedFiles } from '../../../db/schema/files.ts';
import { submissions } from '../../../db/schema/forms.ts';
import type { EventRow } from '../../platform/events/queries.ts';
import { sweepUnsentSubmissionFiles } from '../submissions/unsent-files.ts';
import { issueGuestToken } from './token.ts';

describe.each(testDatabases)('guest forms on %s', (kind) => {
  const t = useTestApp(kind);
  let event: EventRow;
  let otherEvent: EventRow;
  let formId: string;
  let privateFormId: string;
  let addressCounter = 0;
  /** Each test sends from an address of its own: the rate limits count per address. */
  const newAddress = () => `10.0.0.${++addressCounter}`;

  const call = (
    method: 'GET' | 'POST',
    path: string,
    options: { payload?: unknown; address?: string; headers?: Record<string, string> } = {},
    ev = event,
  ) =>
    t.app.inject({
      method,
      url: `/api/v1/events/${ev.id}/guest/forms${path}`,
      headers: { host: ev.hostnames[0]!, ...options.headers },
      remoteAddress: options.address ?? newAddress(),
      ...(options.payload === undefined
        ? {}
        : { payload: options.payload as InjectOptions['payload'] }),
    });

  const start = async (form = formId, address?: string) => {
    const response = await call('POST', `/${form}/start`, { address });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { submissionId: string; token: string };
  };
  /** A token dated back, as if the guest took `ageMs` to fill the form in. */
  const agedToken = (submissionId: string, ageMs: number, form = formId) =>
    issueGuestToken(
      t.deps.db,
      { eventId: event.id, formId: form, submissionId },
      Date.now() - ageMs,
    );
  /** The guest sends `values` for `submissionId` with a token issued 10 seconds ago. */
  const sendValues = async (submissionId: string, values: Record<string, unknown>) =>
    call('POST', `/${formId}/submissions`, {
      payload: { submissionId, token: await agedToken(submissionId, 10_000), values },
    });
  const rowOf = async (id: string) =>
    (
      await t.deps.db
        .select()
        .from(submissions)
        .where(and(eq(submissions.eventId, event.id), eq(submissions.id, id)))
    )[0];
  const valid = { name: 'Walk-in visitor', needsPower: 'No' };

  beforeAll(async () => {
    event = await t.buildEvent();
    otherEvent = await t.buildEvent();
    formId = await insertSimpleForm(t.deps.db, event.id, { isPublic: true });
    privateFormId = await insertSimpleForm(t.deps.db, event.id);
  }, 60_000);

  it('reads a public form without a login; any other form is 403, a missing one 404', async () => {
    const open = await call('GET', `/${formId}`);
    expect(open.statusCode).toBe(200);
    expect(open.json()).toMatchObject({ currencyId: 'GBP', form: { id: formId, isPublic: true } });
    const closed = await call('GET', `/${privateFormId}`);
    expect(closed.statusCode).toBe(403);
    expect(closed.json().error.message).toBe('Form is not public');
    const unpublished = await insertSimpleForm(t.deps.db, event.id, {
      isPublic: true,
      isPublished: false,
    });
    expect((await call('GET', `/${unpublished}`)).statusCode).toBe(403);
    expect((await call('POST', `/${privateFormId}/start`)).statusCode).toBe(403);
    // Another event's path does not reach this event's form.
    expect((await call('GET', `/${formId}`, {}, otherEvent)).statusCode).toBe(404);
  });

  it('stores a submission sent after a while: a guest’s, final, with no team', async () => {
    const { submissionId } = await start();
    const token = await agedToken(submissionId, 60_000);
    const response = await call('POST', `/${formId}/submissions`, {
      payload: { submissionId, token, values: { ...valid, watts: 9 }, website: '' },
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toEqual({ submissionId, confirmationId: null });
    const row = await rowOf(submissionId);
    expect(row).toMatchObject({
      formId,
      isGuest: true,
      teamId: null,
      isDraft: false,
      createdBy: null,
    });
    // watts is hidden on "No": not stored.
    expect(row!.values).toEqual({ name: 'Walk-in visitor', needsPower: 'No', total: 0 });
    const again = await call('POST', `/${formId}/submissions`, {
      payload: { submissionId, token, values: valid },
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().error.details[0].message).toBe(fillingMessages.guestAlreadySent);
  });

  it('refuses a send sooner than a person could; a filled hidden field is dropped silently', async () => {
    const { submissionId, token } = await start();
    const fast = await call('POST', `/${formId}/submissions`, {
      payload: { submissionId, token, values: valid },
    });
    expectRefusal(fast, 400, 'Invalid Submission data', [
      { path: 'token', message: fillingMessages.guestTooFast },
    ]);
    // The guest page waits out the rest and sends again: now it is taken.
    expect(guestMinimumFillMs).toBeLessThanOrEqual(2000);
    await new Promise((resolve) => setTimeout(resolve, guestMinimumFillMs + 50));
    const again = await call('POST', `/${formId}/submissions`, {
      payload: { submissionId, token, values: valid },
    });
    expect(again.statusCode, again.body).toBe(201);
    expect(await rowOf(submissionId)).toBeDefined();
    // A robot filling every input fills the hidden one: the answer looks like a success (so it
    // learns nothing), and nothing is stored.
    const robot = await start();
    const dropped = await call('POST', `/${formId}/submissions`, {
      payload: {
        submissionId: robot.submissionId,
        token: await agedToken(robot.submissionId, 60_000),
        values: valid,
        website: 'http://spam.test',
      },
    });
    expect(dropped.statusCode).toBe(201);
    expect(dropped.json()).toEqual({ submissionId: robot.submissionId, confirmationId: null });
    expect(await rowOf(robot.submissionId)).toBeUndefined();
  });

  it('refuses a token that is forged, another submission’s, another form’s or over a day old', async () => {
    const { submissionId } = await start();
    const other = await start();
    const cases = [
      'not-a-token',
      `${Date.now() - 60_000}.${'A'.repeat(43)}`,
      await agedToken(other.submissionId, 60_000),
      await agedToken(submissionId, 60_000, privateFormId),
      await agedToken(submissionId, 25 * 60 * 60 * 1000),
    ];
    for (const token of cases) {
      const response = await call('POST', `/${formId}/submissions`, {
        payload: { submissionId, token, values: valid },
      });
      expect(response.statusCode, token).toBe(400);
      expect(response.json().error.details[0]).toEqual({
        path: 'token',
        message: fillingMessages.guestExpired,
      });
    }
    expect(await rowOf(submissionId)).toBeUndefined();
  });

  it('checks the values like a member’s', async () => {
    const { submissionId } = await start();
    const response = await sendValues(submissionId, { needsPower: 'Yes' });
    expect(response.statusCode).toBe(400);
    const paths = response.json().error.details.map((d: { path: string }) => d.path);
    expect(paths).toEqual(expect.arrayContaining(['values.name', 'values.watts']));
    expect(await rowOf(submissionId)).toBeUndefined();
  });

  it('takes uploads with the token, keeps those the values name and drops the rest', async () => {
    const { submissionId, token } = await start();
    const send = async (fieldId: string, data: Buffer, headers: Record<string, string>) => {
      const body = multipart({}, { fileName: 'file.pdf', data });
      return call('POST', `/${formId}/submissions/${submissionId}/files/${fieldId}`, {
        payload: body.payload,
        headers: { ...body.headers, ...headers },
      });
    };
    expect((await send('docs', pdfDocument, {})).statusCode).toBe(400);
    expect((await send('docs', pdfDocument, { 'x-guest-token': 'forged' })).statusCode).toBe(400);
    const png = await send('docs', await pngImage(10, 10), { 'x-guest-token': token });
    expect(png.statusCode).toBe(415);
    const kept = await send('docs', pdfDocument, { 'x-guest-token': token });
    expect(kept.statusCode, kept.body).toBe(200);
    const dropped = await send('docs', pdfDocument, { 'x-guest-token': token });
    expect(dropped.statusCode).toBe(200);
    const filesOf = () => storedFilesOf(t, event.id, submissionId);
    expect(await filesOf()).toHaveLength(2);
    const sent = await call('POST', `/${formId}/submissions`, {
      payload: {
        submissionId,
        token: await agedToken(submissionId, 30_000),
        values: { ...valid, docs: [kept.json()] },
      },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    expect((await filesOf()).map((f) => f.id)).toEqual([kept.json().fileId]);
    // Sent: no more uploads for it.
    const late = await send('docs', pdfDocument, { 'x-guest-token': token });
    expect(late.statusCode).toBe(400);
    expect(await filesOf()).toHaveLength(1);
    // Only organisers read a guest's file.
    const file = await t.app.inject({
      method: 'GET',
      url: kept.json().url,
      headers: { host: event.hostnames[0]! },
    });
    expect(file.statusCode).toBe(404);
  });

  it("limits sends per form and address to the form's setting (429); another form still takes them", async () => {
    const kiosk = await insertSimpleForm(t.deps.db, event.id, {
      isPublic: true,
      guestSendLimit: 2,
    });
    const address = newAddress();
    const send = async (form: string) => {
      const { submissionId } = await start(form, address);
      return call('POST', `/${form}/submissions`, {
        address,
        payload: {
          submissionId,
          token: await agedToken(submissionId, 60_000, form),
          values: valid,
        },
      });
    };
    expect((await send(kiosk)).statusCode).toBe(201);
    expect((await send(kiosk)).statusCode).toBe(201);
    const third = await send(kiosk);
    expect(third.statusCode).toBe(429);
    expect(third.json().error.message).toBe(errorMessages.tooManyRequests);
    expect(third.headers['retry-after']).toBeDefined();
    // The same address sends another form; another address sends this one.
    expect((await send(formId)).statusCode).toBe(201);
    const { submissionId } = await start(kiosk);
    const elsewhere = await call('POST', `/${kiosk}/submissions`, {
      payload: { submissionId, token: await agedToken(submissionId, 60_000, kiosk), values: valid },
    });
    expect(elsewhere.statusCode).toBe(201);
  });

  it(`limits sends of a form left at its default to ${guestSendLimits.default} per address`, async () => {
    const address = newAddress();
    const statuses: number[] = [];
    for (let i = 0; i <= guestSendLimits.default; i++) {
      const response = await call('POST', `/${formId}/submissions`, {
        address,
        payload: { submissionId: `s${i}`, token: 'x', values: {} },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, guestSendLimits.default).every((s) => s === 400)).toBe(true);
    expect(statuses[guestSendLimits.default]).toBe(429);
  });

  it('refuses a body over its size limit', async () => {
    const { submissionId } = await start();
    const response = await sendValues(submissionId, { name: 'x'.repeat(600 * 1024) });
    expect(response.statusCode).toBe(413);
  });
});

describe.each(testDatabases)('files of unsent guest submissions on %s', (kind) => {
  const t = useTestApp(kind);

  it('are removed once no token could send them; files of stored submissions stay', async () => {
    const event = await t.buildEvent();
    const formId = await insertSimpleForm(t.deps.db, event.id, { isPublic: true });
    const upload = async () => {
      const started = (
        await t.app.inject({
          method: 'POST',
          url: `/api/v1/events/${event.id}/guest/forms/${formId}/start`,
          headers: { host: event.hostnames[0]! },
        })
      ).json();
      const response = await sendMultipart(
        t,
        {
          url: `/api/v1/events/${event.id}/guest/forms/${formId}/submissions/${started.submissionId}/files/docs`,
          headers: { host: event.hostnames[0]!, 'x-guest-token': started.token },
        },
        { fileName: 'a.pdf', data: pdfDocument },
      );
      expect(response.statusCode).toBe(200);
      return { ...started, file: response.json() };
    };
    const unsent = await upload();
    const sent = await upload();
    await t.deps.db.insert(submissions).values({
      eventId: event.id,
      id: sent.submissionId,
      formId,
      isGuest: true,
      values: { docs: [sent.file] },
    });
    const fileIds = async () =>
      (await t.deps.db.select().from(storedFiles).where(eq(storedFiles.eventId, event.id)))
        .map((f) => f.ownerId)
        .sort();
    // Within a day: kept.
    expect(await sweepUnsentSubmissionFiles(t.deps, { force: true })).toBe(0);
    expect(await fileIds()).toHaveLength(2);
    const later = new Date(Date.now() + 26 * 60 * 60 * 1000);
    expect(await sweepUnsentSubmissionFiles(t.deps, { force: true, now: later })).toBe(1);
    expect(await fileIds()).toEqual([sent.submissionId]);
    void unsent;
  });
});
