import { createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { nulByteMessage } from '@showdesk/domain/common/text';
import {
  type DeliveryAttempt,
  type Webhook,
  type WebhookWithSecret,
  webhookMessages,
} from '@showdesk/domain/forms/webhooks';
import {
  dropdown,
  entry,
  field,
  formOf,
  rule,
  textField,
} from '@showdesk/domain/test/forms/builders';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Caller, ok } from '../../../../test/support/caller.ts';
import { buildCast } from '../../../../test/support/cast.ts';
import { testDatabases } from '../../../../test/support/databases.ts';
import { guestFormsAt } from '../../../../test/support/guest-forms.ts';
import { createTestApp, type TestApp } from '../../../../test/support/harness.ts';
import { insertTestForm } from '../../../../test/support/test-forms.ts';
import { forms } from '../../../db/schema/forms.ts';
import { formWebhooks } from '../../../db/schema/webhooks.ts';
import { recoverWebhookDeliveries } from '../../../jobs/deliver-webhook.ts';
import { newId } from '../../../lib/ids.ts';
import type { EventRow } from '../../platform/events/queries.ts';
import { insertDeliveries, listDeliveries } from './queries.ts';

interface Received {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** A webhook receiver on this machine that records requests, and can be taken down. */
async function startReceiver() {
  const received: Received[] = [];
  let answer = 200;
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      if (req.url?.startsWith('/to-metadata')) {
        res.writeHead(302, { Location: 'http://169.254.169.254/latest/meta-data' });
        res.end();
        return;
      }
      received.push({ method: req.method!, url: req.url!, headers: req.headers, body });
      res.writeHead(answer, { 'Content-Type': 'text/plain' });
      res.end(answer === 200 ? 'thanks' : 'not now');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    received,
    port,
    /** Answers with this status from now on (a 503: "down"). */
    answerWith(status: number) {
      answer = status;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())).catch(() => {}),
  };
}

const waitFor = async <T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 20_000) => {
  const until = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > until) throw new Error(`timed out; last: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
};

const verify = (secret: string, header: string, body: string) => {
  const [, t, v1] = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(header) ?? [];
  const expected = createHmac('sha256', secret).update(`${t}.${body}`).digest('hex');
  return v1 === expected;
};

describe.each(testDatabases)('form webhooks on %s', (kind) => {
  let t: TestApp;
  let event: EventRow;
  let formId: string;
  let otherFormId: string;
  let asAdmin: Caller;
  let asModerator: Caller;
  let asOwner: Caller;
  let asStranger: Caller;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  const path = (form = formId) => `/forms/${form}/webhooks`;
  const receiverUrl = () => `http://localhost:${receiver.port}/hook?src=showdesk`;
  const add = (body: Record<string, unknown>, form = formId) =>
    ok<WebhookWithSecret>(asAdmin.post(path(form), body), 201);
  const fields = [
    textField('company', { isRequired: true }),
    dropdown('needsPower', ['Yes', 'No']),
    field({ id: 'where', type: 'address', label: 'Address' }),
    field({ id: 'who', type: 'fullName', label: 'Contact' }),
    field({ id: 'watts', type: 'number', label: 'Watts' }),
  ];
  const shape = formOf(['company', 'needsPower', 'where', 'who', 'watts'], {
    needsPower: entry('watts', [rule('needsPower', 'Yes')]),
  });
  const values = {
    company: 'Acme & <Sons>',
    needsPower: 'Yes',
    watts: 500,
    where: { addressLine1: '1 High St', city: 'Leeds', postcode: 'LS1 1AA' },
    who: { firstName: 'Ada', surname: 'Lovelace' },
  };
  const submit = async (isDraft = false, form = formId, body = values) => {
    const response = await asOwner.post(`/member/forms/${form}/submissions`, {
      values: body,
      isDraft,
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().submission as { id: string; updatedAt: string };
  };

  beforeAll(async () => {
    receiver = await startReceiver();
    // The receiver is on this machine: allowed by name (localhost) on its port only; 127.0.0.1
    // and every other port of localhost stay refused.
    t = await createTestApp(kind, {
      env: { WEBHOOK_ALLOWED_HOSTS: `localhost:${receiver.port}` },
    });
    ({ event, asAdmin, asModerator, asOwner, asStranger } = await buildCast(t));
    formId = await insertTestForm(t.deps.db, event.id, { shape, fields });
    otherFormId = await insertTestForm(t.deps.db, event.id, {
      shape: formOf(['other']),
      fields: [textField('other')],
    });
  }, 60_000);
  afterAll(async () => {
    await t.close();
    await receiver.close();
  });

  it('adds, lists, changes and deletes webhooks (admins); the secret is shown once', async () => {
    const created = await add({
      name: 'CRM',
      requestURL: 'https://crm.example.com/in',
      requestFormat: 'XML',
      headerKey: 'Authorization',
      headerValue: 'Bearer abc',
      payloadFields: [
        { category: 'field', targetId: 'city', sourceId: 'where', nestedKey: 'city' },
        { category: 'client', targetId: 'team', sourceId: 'teamName' },
      ],
      rules: [rule('needsPower', 'Yes')],
    });
    expect(created.secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    expect(created.webhook).toMatchObject({
      name: 'CRM',
      parentType: 'form',
      parentId: formId,
      requestMethod: 'POST',
      requestFormat: 'XML',
      isActive: true,
      lastDeliveryStatus: null,
      // An Authorization value is a credential: never shown again.
      headerKey: 'Authorization',
      headerValue: '',
      hasHeaderValue: true,
    });
    const id = created.webhook.id;
    const stored = await t.deps.db
      .select({ ids: forms.webhookIds })
      .from(forms)
      .where(and(eq(forms.eventId, event.id), eq(forms.id, formId)));
    expect(stored[0]!.ids).toEqual([id]);

    const list = await asAdmin.get(path());
    expect(list.statusCode).toBe(200);
    expect((list.json() as Webhook[]).map((w) => w.name)).toEqual(['CRM']);
    const one = await asAdmin.get(`${path()}/${id}`);
    expect(one.statusCode).toBe(200);
    // Never the secret again.
    expect(list.body).not.toContain(created.secret);
    expect(one.body).not.toContain(created.secret);

    const changed = await asAdmin.patch(`${path()}/${id}`, { name: 'CRM 2', isActive: false });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ name: 'CRM 2', isActive: false, requestFormat: 'XML' });
    expect(changed.body).not.toContain(created.secret);
    expect(`${list.body}${one.body}${changed.body}`).not.toContain('Bearer abc');
    // A change that leaves headerValue out keeps the stored credential.
    const [row] = await t.deps.db.select().from(formWebhooks).where(eq(formWebhooks.id, id));
    expect(row!.headerValue).toBe('Bearer abc');

    const rotated = await asAdmin.post(`${path()}/${id}/rotate-secret`);
    expect(rotated.statusCode).toBe(200);
    expect(rotated.json().secret).not.toBe(created.secret);
    // A shown secret is never kept by a cache: the add and the rotation alike.
    expect(rotated.headers['cache-control']).toBe('no-store');
    const another = await asAdmin.post(path(), {
      name: 'Cache check',
      requestURL: 'https://crm.example.com/cache',
    });
    expect(another.statusCode, another.body).toBe(201);
    expect(another.headers['cache-control']).toBe('no-store');
    expect((await asAdmin.delete(`${path()}/${another.json().webhook.id}`)).statusCode).toBe(204);

    expect((await asAdmin.delete(`${path()}/${id}`)).statusCode).toBe(204);
    expect((await asAdmin.get(`${path()}/${id}`)).statusCode).toBe(404);
    expect((await asAdmin.delete(`${path()}/${id}`)).statusCode).toBe(404);
  });

  it('lets only admins manage webhooks, and only in their event', async () => {
    const { webhook } = await add({
      name: 'Mine',
      requestURL: 'https://example.com/h',
      isActive: false,
    });
    expect((await asModerator.get(path())).statusCode).toBe(403);
    expect(
      (await asModerator.post(path(), { name: 'X', requestURL: 'https://a.example' })).statusCode,
    ).toBe(403);
    expect((await asModerator.post(`${path()}/${webhook.id}/test`)).statusCode).toBe(403);
    expect((await asOwner.get(`${path()}/${webhook.id}`)).statusCode).toBe(403);
    expect((await asStranger.get(path())).statusCode).toBe(404);
    expect((await asStranger.get(`${path()}/${webhook.id}`, event)).statusCode).toBe(404);
    expect((await asStranger.delete(`${path()}/${webhook.id}`, event)).statusCode).toBe(404);
    // A webhook of one form is not found under another.
    expect((await asAdmin.get(`${path(otherFormId)}/${webhook.id}`)).statusCode).toBe(404);
    await asAdmin.delete(`${path()}/${webhook.id}`);
  });

  it("refuses bad input with 'Invalid webhook' and the paths, and writes nothing", async () => {
    const base = { name: 'Bad', requestURL: 'https://example.com/h' };
    for (const [body, at] of [
      [{ ...base, requestURL: 'ftp://example.com/h' }, 'requestURL'],
      [{ ...base, requestURL: 'http://127.0.0.1:8080/h' }, 'requestURL'],
      [{ ...base, requestURL: 'http://169.254.169.254/latest/meta-data' }, 'requestURL'],
      [{ ...base, requestURL: 'http://10.1.2.3/h' }, 'requestURL'],
      [{ ...base, requestURL: 'http://[::1]/h' }, 'requestURL'],
      [{ ...base, requestURL: 'http://[::ffff:127.0.0.1]/h' }, 'requestURL'],
      [{ ...base, requestURL: 'http://[::ffff:0:127.0.0.1]/h' }, 'requestURL'],
      [{ ...base, requestURL: 'http://[64:ff9b::a00:1]/h' }, 'requestURL'],
      [{ ...base, requestURL: 'http://[2002:7f00:1::]/h' }, 'requestURL'],
      [{ ...base, headerKey: 'X-Api-Key' }, 'headerKey'],
      [{ ...base, requestMethod: 'PATCH' }, 'requestMethod'],
      [
        { ...base, payloadFields: [{ category: 'field', targetId: 'x', sourceId: 'other' }] },
        'payloadFields.0.sourceId',
      ],
      [
        {
          ...base,
          payloadFields: [
            { category: 'field', targetId: 'x', sourceId: 'company', nestedKey: 'city' },
          ],
        },
        'payloadFields.0.nestedKey',
      ],
      [
        { ...base, payloadFields: [{ category: 'customField', targetId: 'x', sourceId: 'nope' }] },
        'payloadFields.0.sourceId',
      ],
      [{ ...base, rules: [rule('nowhere', 'Yes')] }, 'rules.0.sourceId'],
      [{ ...base, surprise: true }, ''],
    ] as const) {
      const response = await asAdmin.post(path(), body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().error.message).toBe('Invalid webhook');
      const paths = response.json().error.details.map((d: { path: string }) => d.path);
      expect(paths, JSON.stringify(body)).toContain(at);
    }
    const rows = await t.deps.db
      .select()
      .from(formWebhooks)
      .where(eq(formWebhooks.eventId, event.id));
    expect(rows).toEqual([]);
    // An update is checked the same way.
    const { webhook } = await add({ ...base, isActive: false });
    const bad = await asAdmin.patch(`${path()}/${webhook.id}`, {
      requestURL: 'http://192.168.1.1/',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details[0].path).toBe('requestURL');
    expect((await asAdmin.get(`${path()}/${webhook.id}`)).json().requestURL).toBe(base.requestURL);
    await asAdmin.delete(`${path()}/${webhook.id}`);
  });

  it('refuses header names and values with control characters on save, at their field, and writes nothing', async () => {
    const base = { name: 'Headers', requestURL: 'https://example.com/h' };
    const rowsOfEvent = () =>
      t.deps.db.select().from(formWebhooks).where(eq(formWebhooks.eventId, event.id));
    const before = await rowsOfEvent();
    for (const [body, at, message] of [
      [
        { ...base, headerKey: 'Authorization', headerValue: 'Bearer a\r\nX-Injected: 1' },
        'headerValue',
        webhookMessages.headerValueControl,
      ],
      [
        { ...base, headerKey: 'Content-Type', headerValue: 'text/plain\nX-Injected: 1' },
        'headerValue',
        webhookMessages.headerValueControl,
      ],
      [
        { ...base, headerKey: 'Authorization', headerValue: 'Bearer a\r' },
        'headerValue',
        webhookMessages.headerValueControl,
      ],
      // NUL is refused by the safety net for every body (security/unstorable-text.ts).
      [
        { ...base, headerKey: 'Authorization', headerValue: 'Bearer \u0000a' },
        'body.headerValue',
        nulByteMessage,
      ],
      [
        { ...base, headerKey: 'Authorization', headerValue: 'Bearer \u001ba' },
        'headerValue',
        webhookMessages.headerValueControl,
      ],
      [
        { ...base, headerKey: 'Authorization', headerValue: 'Bearer a\u007f' },
        'headerValue',
        webhookMessages.headerValueControl,
      ],
      [
        { ...base, headerKey: 'Authorization', headerValue: 'Bearer \u20ac' },
        'headerValue',
        webhookMessages.headerValueLatin1,
      ],
      [
        { ...base, headerKey: 'Authorization\r\nX-Injected', headerValue: 'a' },
        'headerKey',
        'Choose Content-Type or Authorization',
      ],
      [
        { ...base, headerKey: 'Content-Type\u0000', headerValue: 'a' },
        'body.headerKey',
        nulByteMessage,
      ],
      [
        { ...base, headerKey: 'Content-Type\t', headerValue: 'a' },
        'headerKey',
        'Choose Content-Type or Authorization',
      ],
    ] as const) {
      const response = await asAdmin.post(path(), body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().error.message).toBe(
        message === nulByteMessage ? nulByteMessage : 'Invalid webhook',
      );
      expect(response.json().error.details, JSON.stringify(body)).toContainEqual({
        path: at,
        message,
      });
    }
    expect(await rowsOfEvent()).toEqual(before);

    // A change is checked the same way: the stored header stays as it was.
    const { webhook } = await add({
      ...base,
      isActive: false,
      headerKey: 'Content-Type',
      headerValue: 'text/plain',
    });
    const bad = await asAdmin.patch(`${path()}/${webhook.id}`, {
      headerValue: 'text/plain\r\nX-Injected: 1',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details).toContainEqual({
      path: 'headerValue',
      message: webhookMessages.headerValueControl,
    });
    const [stored] = await t.deps.db
      .select()
      .from(formWebhooks)
      .where(and(eq(formWebhooks.eventId, event.id), eq(formWebhooks.id, webhook.id)));
    expect(stored).toMatchObject({ headerKey: 'Content-Type', headerValue: 'text/plain' });
    await asAdmin.delete(`${path()}/${webhook.id}`);
  });

  it('delivers one signed XML request per sent submission; drafts and unmatched rules deliver nothing', async () => {
    const { webhook, secret } = await add({
      name: 'XML receiver',
      requestURL: receiverUrl(),
      requestFormat: 'XML',
      headerKey: 'Authorization',
      headerValue: 'Bearer token-1',
      rules: [rule('needsPower', 'Yes')],
      payloadFields: [
        { category: 'field', targetId: 'company', sourceId: 'company' },
        { category: 'field', targetId: 'city', sourceId: 'where', nestedKey: 'city' },
        { category: 'field', targetId: 'first', sourceId: 'who', nestedKey: 'firstName' },
        { category: 'client', targetId: 'team', sourceId: 'teamName' },
        { category: 'client', targetId: 'email', sourceId: 'email' },
      ],
    });
    receiver.received.length = 0;
    // A draft: nothing. Then the draft sent: one.
    const draft = await submit(true);
    const sent = await asOwner.put(`/member/forms/${formId}/submissions/${draft.id}`, {
      values,
      isDraft: false,
      expectedUpdatedAt: draft.updatedAt,
    });
    expect(sent.statusCode, sent.body).toBe(200);
    // Rules that do not hold: nothing.
    await submit(false, formId, { ...values, needsPower: 'No', watts: undefined as never });
    const deliveries = await waitFor(
      () => listDeliveries(t.deps.db, event.id, webhook.id),
      (rows) => rows.length === 1 && rows[0]!.status === 'delivered',
    );
    expect(deliveries[0]!.submissionId).toBe(draft.id);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(receiver.received).toHaveLength(1);
    const request = receiver.received[0]!;
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/hook?src=showdesk');
    expect(request.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(request.headers.authorization).toBe('Bearer token-1');
    expect(request.headers['x-showdesk-delivery']).toBe(deliveries[0]!.id);
    expect(verify(secret, String(request.headers['x-showdesk-signature']), request.body)).toBe(
      true,
    );
    expect(
      verify('whsec_wrong', String(request.headers['x-showdesk-signature']), request.body),
    ).toBe(false);
    expect(request.body).toContain('<company>Acme &amp; &lt;Sons&gt;</company>');
    // The keys in the organiser's order (not jsonb's).
    expect(request.body).toMatch(/<payload><company>.*<\/company><city>.*<first>.*<team>.*<email>/);
    expect(request.body).toContain('<city>Leeds</city>');
    expect(request.body).toContain('<first>Ada</first>');
    expect(request.body).toMatch(/<team>Team [a-z0-9]+<\/team>/);

    const log = await asAdmin.get(`${path()}/${webhook.id}/deliveries`);
    expect(log.statusCode).toBe(200);
    const page = log.json() as { items: DeliveryAttempt[]; total: number };
    expect(page.total).toBe(1);
    expect(page.items[0]).toMatchObject({
      statusCode: 200,
      responseExcerpt: 'thanks',
      attempt: 1,
      deliveryStatus: 'delivered',
    });
    const listed = (await asAdmin.get(path())).json() as Webhook[];
    expect(listed.find((w) => w.id === webhook.id)?.lastDeliveryStatus).toBe('delivered');
    await asAdmin.patch(`${path()}/${webhook.id}`, { isActive: false });
  });

  it('retries with backoff while the receiver is down, logs each attempt, and delivers once it is back', async () => {
    const { webhook, secret } = await add({
      name: 'Flaky',
      requestURL: receiverUrl(),
      requestFormat: 'JSON',
      payloadFields: [{ category: 'field', targetId: 'company', sourceId: 'company' }],
    });
    receiver.received.length = 0;
    receiver.answerWith(503);
    await submit();
    await waitFor(
      () => listDeliveries(t.deps.db, event.id, webhook.id),
      (rows) => rows.length === 1 && rows[0]!.attempts >= 2,
    );
    const [down] = await listDeliveries(t.deps.db, event.id, webhook.id);
    expect(down!.status).toBe('retrying');
    receiver.answerWith(200);
    const [delivered] = await waitFor(
      () => listDeliveries(t.deps.db, event.id, webhook.id),
      (rows) => rows[0]!.status === 'delivered',
      30_000,
    );
    const oks = receiver.received.filter((r) => r.body.includes('Acme'));
    const attempts = delivered!.attempts;
    expect(oks.length).toBe(attempts);
    const last = oks.at(-1)!;
    expect(JSON.parse(last.body)).toEqual({ company: 'Acme & <Sons>' });
    expect(verify(secret, String(last.headers['x-showdesk-signature']), last.body)).toBe(true);
    // Each attempt carries the same delivery id.
    expect(new Set(oks.map((r) => r.headers['x-showdesk-delivery'])).size).toBe(1);

    const log = (await asAdmin.get(`${path()}/${webhook.id}/deliveries?pageSize=10`)).json() as {
      items: DeliveryAttempt[];
      total: number;
    };
    expect(log.total).toBe(attempts);
    expect(log.items[0]).toMatchObject({ attempt: attempts, statusCode: 200 });
    expect(log.items.at(-1)).toMatchObject({
      attempt: 1,
      statusCode: 503,
      responseExcerpt: 'not now',
    });
    expect(log.items.at(-1)!.error).toContain('503');
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(receiver.received.filter((r) => r.body.includes('Acme'))).toHaveLength(attempts);
    await asAdmin.patch(`${path()}/${webhook.id}`, { isActive: false });
  }, 60_000);

  it('queues again a delivery claimed by a process that is gone (recovery), and delivers it once', async () => {
    const { webhook } = await add({
      name: 'Recovered',
      requestURL: receiverUrl(),
      isActive: false,
    });
    receiver.received.length = 0;
    const id = newId();
    await insertDeliveries(t.deps.db, [
      {
        eventId: event.id,
        id,
        webhookId: webhook.id,
        submissionId: 'crashed-submission',
        payload: [['company', 'Crashed Co']],
        claimedBy: 'gone-process',
        claimedAt: new Date(),
      },
    ]);
    const liveness = {
      processId: 'this-process',
      soleOwner: false,
      deadAmong: async (_tx: unknown, ids: Iterable<string>) =>
        new Set([...ids].filter((claimer) => claimer === 'gone-process')),
      close: async () => {},
    };
    expect(await recoverWebhookDeliveries(t.deps, liveness)).toBe(1);
    // A second sweep finds nothing more to take over.
    expect(await recoverWebhookDeliveries(t.deps, liveness)).toBe(0);
    await waitFor(
      () => listDeliveries(t.deps.db, event.id, webhook.id),
      (rows) => rows[0]!.status === 'delivered',
    );
    expect(receiver.received.filter((r) => r.body.includes('Crashed Co'))).toHaveLength(1);
  });

  it('delivers a guest submission with empty client values', async () => {
    const publicForm = await insertTestForm(t.deps.db, event.id, {
      shape: formOf(['company']),
      fields: [textField('company', { isRequired: true })],
      isPublic: true,
    });
    const { webhook } = await add(
      {
        name: 'Guests',
        requestURL: receiverUrl(),
        payloadFields: [
          { category: 'field', targetId: 'company', sourceId: 'company' },
          { category: 'client', targetId: 'email', sourceId: 'email' },
        ],
      },
      publicForm,
    );
    receiver.received.length = 0;
    const sent = await guestFormsAt(t, event, '10.9.9.8').send(publicForm, {
      company: 'Walk-in Ltd',
    });
    expect(sent.statusCode, sent.body).toBe(201);
    await waitFor(
      () => listDeliveries(t.deps.db, event.id, webhook.id),
      (rows) => rows[0]?.status === 'delivered',
    );
    expect(JSON.parse(receiver.received[0]!.body)).toEqual({ company: 'Walk-in Ltd', email: null });
  });

  it('sends a test sample and shows the status and text; refuses loopback without the setting', async () => {
    const { webhook, secret } = await add({
      name: 'Test me',
      requestURL: receiverUrl(),
      isActive: false,
      payloadFields: [
        { category: 'field', targetId: 'city', sourceId: 'where', nestedKey: 'city' },
        { category: 'client', targetId: 'email', sourceId: 'email' },
      ],
    });
    receiver.received.length = 0;
    const tested = await asAdmin.post(`${path()}/${webhook.id}/test`);
    expect(tested.statusCode, tested.body).toBe(200);
    expect(tested.json()).toMatchObject({ statusCode: 200, responseText: 'thanks', error: null });
    const request = receiver.received[0]!;
    expect(JSON.parse(request.body)).toMatchObject({ city: 'Sampleton' });
    expect(verify(secret, String(request.headers['x-showdesk-signature']), request.body)).toBe(
      true,
    );

    // GET carries the payload in the query, signed.
    await asAdmin.patch(`${path()}/${webhook.id}`, { requestMethod: 'GET' });
    await asAdmin.post(`${path()}/${webhook.id}/test`);
    const get = receiver.received[1]!;
    expect(get.method).toBe('GET');
    expect(get.url).toContain('src=showdesk&city=Sampleton');
    expect(
      verify(secret, String(get.headers['x-showdesk-signature']), get.url.split('?')[1]!),
    ).toBe(true);

    // The receiver's address by number is not on the allow-list: refused at save.
    const direct = await asAdmin.patch(`${path()}/${webhook.id}`, {
      requestURL: `http://127.0.0.1:${receiver.port}/hook`,
    });
    expect(direct.statusCode).toBe(400);
    expect(direct.json().error.details[0].message).toContain('loopback');

    // Another port of the allowed host is not allowed: refused when it is called.
    await asAdmin.patch(`${path()}/${webhook.id}`, {
      requestURL: `http://localhost:${receiver.port === 65535 ? 1 : receiver.port + 1}/hook`,
    });
    const otherPort = await asAdmin.post(`${path()}/${webhook.id}/test`);
    expect(otherPort.statusCode).toBe(400);
    expect(otherPort.json().error.details[0].message).toMatch(/^Requests to localhost .*loopback/);

    // A redirect to a refused address is refused too (checked on every hop).
    await asAdmin.patch(`${path()}/${webhook.id}`, {
      requestURL: `http://localhost:${receiver.port}/to-metadata`,
      requestMethod: 'POST',
    });
    const redirected = await asAdmin.post(`${path()}/${webhook.id}/test`);
    expect(redirected.statusCode).toBe(400);
    expect(redirected.json().error).toMatchObject({ message: 'Invalid webhook' });
    expect(redirected.json().error.details[0].message).toContain('169.254.169.254');

    // Down: no status, the reason told.
    await receiver.close();
    await asAdmin.patch(`${path()}/${webhook.id}`, { requestURL: receiverUrl() });
    const down = await asAdmin.post(`${path()}/${webhook.id}/test`);
    expect(down.statusCode).toBe(200);
    expect(down.json().statusCode).toBeNull();
    expect(down.json().error).toMatch(/refused the connection.*ECONNREFUSED/);
  });
});
