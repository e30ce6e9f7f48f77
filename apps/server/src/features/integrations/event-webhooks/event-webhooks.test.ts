import { createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type {
  EventWebhook,
  EventWebhookAttempt,
  EventWebhookPayload,
  EventWebhookTestResult,
  EventWebhookWithSecret,
} from '@showdesk/domain/integrations/event-webhooks';
import { formOf, textField } from '@showdesk/domain/test/forms/builders';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Caller, callerFor, ok } from '../../../../test/support/caller.ts';
import { addTask, buildCast } from '../../../../test/support/cast.ts';
import { testDatabases } from '../../../../test/support/databases.ts';
import { createTestApp, type TestApp } from '../../../../test/support/harness.ts';
import { insertTestForm } from '../../../../test/support/test-forms.ts';
import { eventWebhookDeliveries, eventWebhooks } from '../../../db/schema/audit.ts';
import { taskStatuses } from '../../../db/schema/tasks.ts';
import type { EventRow } from '../../platform/events/queries.ts';
import { queueWrittenDeliveries } from './dispatch.ts';
import { listEventDeliveries } from './queries.ts';

interface Received {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: string;
  at: number;
}

/**
 * A receiver on 127.0.0.1 that records each request by its path; a path's answer can be set
 * (a 500: "failing"). It also counts connections, to prove a refused address is never reached.
 */
async function startReceiver() {
  const received: Received[] = [];
  const answers = new Map<string, number>();
  let connections = 0;
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      const path = req.url ?? '/';
      received.push({ path, headers: req.headers, body, at: Date.now() });
      const status = answers.get(path) ?? 200;
      res.writeHead(status, { 'Content-Type': 'text/plain' });
      res.end(status < 300 ? 'received' : 'not now');
    });
  });
  server.on('connection', () => {
    connections += 1;
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    url: (path: string) => `http://127.0.0.1:${port}${path}`,
    at: (path: string) => received.filter((r) => r.path === path),
    answer: (path: string, status: number) => answers.set(path, status),
    connections: () => connections,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())).catch(() => {}),
  };
}

const waitFor = async <T>(read: () => Promise<T> | T, done: (value: T) => boolean, ms = 20_000) => {
  const until = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > until) throw new Error(`timed out; last: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** What a receiver does with `X-Showdesk-Signature`: recompute the HMAC over `<t>.<body>`. */
const verify = (secret: string, header: string | string[] | undefined, body: string) => {
  const [, t, v1] = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(String(header)) ?? [];
  if (!t || !v1) return false;
  return createHmac('sha256', secret).update(`${t}.${body}`).digest('hex') === v1;
};

describe.each(testDatabases)('event webhooks on %s', (kind) => {
  let t: TestApp;
  let event: EventRow;
  let teamId: string;
  let memberId: string;
  let asAdmin: Caller;
  let asModerator: Caller;
  let asOwner: Caller;
  let asMember: Caller;
  let asStranger: Caller;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  let hookCount = 0;

  /** A webhook to a path of its own on the receiver. */
  const addHook = async (body: Record<string, unknown>) => {
    const path = `/hook-${++hookCount}`;
    const created = await ok<EventWebhookWithSecret>(
      asAdmin.post('/event-webhooks', {
        name: `Hook ${hookCount}`,
        requestURL: receiver.url(path),
        ...body,
      }),
      201,
    );
    return { ...created, path };
  };
  const deliveriesOf = (webhookId: string) => listEventDeliveries(t.deps.db, event.id, webhookId);
  const payloadsAt = (path: string) =>
    receiver.at(path).map((r) => JSON.parse(r.body) as EventWebhookPayload);
  const complete = (who: Caller, taskId: string, state = 'complete') =>
    ok(who.put(`/member/tasks/${taskId}/progress`, { state }));

  beforeAll(async () => {
    receiver = await startReceiver();
    // The receiver is on this machine: allowed by its address and port only (localhost and
    // every other port stay refused).
    t = await createTestApp(kind, {
      env: { WEBHOOK_ALLOWED_HOSTS: `127.0.0.1:${receiver.port}` },
    });
    const cast = await buildCast(t, {
      owner: { firstName: 'Olive', surname: 'Owner' },
      members: [{ firstName: 'Max', surname: 'Member' }],
    });
    ({ event, teamId, asAdmin, asModerator, asOwner, asStranger } = cast);
    asMember = cast.asMembers[0]!;
    memberId = cast.members[0]!.userId;
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await receiver.close();
  });

  it('adds, lists, changes, rotates and deletes webhooks (admins); the secret is shown once', async () => {
    const created = await asAdmin.post('/event-webhooks', {
      name: 'CRM',
      requestURL: 'https://crm.example.com/in',
      kinds: ['task.approved', 'team.created', 'team.created'],
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.headers['cache-control']).toBe('no-store');
    const { webhook, secret } = created.json() as EventWebhookWithSecret;
    expect(secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    // Each kind once, in the list's order; active by default.
    expect(webhook).toMatchObject({
      name: 'CRM',
      kinds: ['team.created', 'task.approved'],
      isActive: true,
      lastDeliveryStatus: null,
    });

    const list = await asAdmin.get('/event-webhooks?q=crm');
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject({ total: 1, items: [{ id: webhook.id, name: 'CRM' }] });
    const one = await asAdmin.get(`/event-webhooks/${webhook.id}`);
    expect(one.statusCode).toBe(200);
    const changed = await asAdmin.patch(`/event-webhooks/${webhook.id}`, {
      name: 'CRM 2',
      kinds: ['comment.posted'],
      isActive: false,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({
      name: 'CRM 2',
      kinds: ['comment.posted'],
      isActive: false,
      requestURL: 'https://crm.example.com/in',
    });
    const inactive = await asAdmin.get('/event-webhooks?filter=isActive:false');
    expect((inactive.json() as { items: EventWebhook[] }).items.map((w) => w.id)).toContain(
      webhook.id,
    );

    const rotated = await asAdmin.post(`/event-webhooks/${webhook.id}/rotate-secret`);
    expect(rotated.statusCode).toBe(200);
    expect(rotated.headers['cache-control']).toBe('no-store');
    const newSecret = (rotated.json() as EventWebhookWithSecret).secret;
    expect(newSecret).not.toBe(secret);
    const [row] = await t.deps.db
      .select({ secret: eventWebhooks.secret })
      .from(eventWebhooks)
      .where(and(eq(eventWebhooks.eventId, event.id), eq(eventWebhooks.id, webhook.id)));
    expect(row!.secret).toBe(newSecret);
    // Never a secret in any other answer.
    for (const body of [list.body, one.body, changed.body, inactive.body]) {
      expect(body).not.toContain(secret);
      expect(body).not.toContain(newSecret);
      expect(body).not.toContain('whsec_');
    }
    // The rotation is in the audit trail (never the secret).
    const trail = (await t.deps.db.execute(
      sql`select action, changes::text as changes from audit_entries
          where event_id = ${event.id} and record_kind = 'event_webhook' and record_id = ${webhook.id}`,
    )) as unknown as { rows: Array<{ action: string; changes: string }> };
    expect(trail.rows.map((r) => r.action)).toEqual(
      expect.arrayContaining(['created', 'updated', 'secret rotated']),
    );
    expect(JSON.stringify(trail.rows)).not.toContain('whsec_');

    expect((await asAdmin.delete(`/event-webhooks/${webhook.id}`)).statusCode).toBe(204);
    expect((await asAdmin.get(`/event-webhooks/${webhook.id}`)).statusCode).toBe(404);
    expect((await asAdmin.delete(`/event-webhooks/${webhook.id}`)).statusCode).toBe(404);
  });

  it('documents the payload in the API reference', async () => {
    const document = (await t.app.inject({ url: '/api/openapi.json' })).json() as {
      components: { schemas: Record<string, { properties: Record<string, { enum?: string[] }> }> };
      paths: Record<string, Record<string, { description?: string }>>;
    };
    const payload = document.components.schemas.EventWebhookPayload!;
    expect(payload.properties.type!.enum).toEqual(
      expect.arrayContaining(['task.status_changed', 'task.approved', 'ping']),
    );
    expect(Object.keys(payload.properties)).toEqual(
      expect.arrayContaining(['id', 'occurredAt', 'actor', 'record', 'team', 'changes']),
    );
    const create = document.paths['/api/v1/events/{eventId}/event-webhooks']!.post!;
    expect(create.description).toContain('X-Showdesk-Signature');
  });

  it('lets only admins manage webhooks, and only in their event', async () => {
    const { webhook } = await addHook({ kinds: ['team.created'], isActive: false });
    expect((await asModerator.get('/event-webhooks')).statusCode).toBe(403);
    expect((await asModerator.post(`/event-webhooks/${webhook.id}/test`)).statusCode).toBe(403);
    expect((await asOwner.get(`/event-webhooks/${webhook.id}`)).statusCode).toBe(403);
    expect((await asStranger.get(`/event-webhooks/${webhook.id}`, event)).statusCode).toBe(404);
    // Another event's admin reaches nothing of it from their own event.
    expect((await asStranger.get(`/event-webhooks/${webhook.id}`)).statusCode).toBe(404);
    expect((await asStranger.post(`/event-webhooks/${webhook.id}/test`)).statusCode).toBe(404);
    expect((await asStranger.get(`/event-webhooks/${webhook.id}/deliveries`)).statusCode).toBe(404);
    await asAdmin.delete(`/event-webhooks/${webhook.id}`);
  });

  it("refuses bad input with 'Invalid event webhook' and the paths, and writes nothing", async () => {
    const base = { name: 'Bad', requestURL: 'https://example.com/h', kinds: ['team.created'] };
    const before = await t.deps.db
      .select()
      .from(eventWebhooks)
      .where(eq(eventWebhooks.eventId, event.id));
    for (const [body, at] of [
      [{ ...base, kinds: [] }, 'kinds'],
      [{ ...base, kinds: ['team.exploded'] }, 'kinds.0'],
      [{ ...base, name: '  ' }, 'name'],
      [{ ...base, requestURL: 'ftp://example.com/h' }, 'requestURL'],
      [{ ...base, requestURL: 'http://10.1.2.3/h' }, 'requestURL'],
      [{ ...base, requestURL: 'http://169.254.169.254/latest/meta-data' }, 'requestURL'],
      [{ ...base, requestURL: `http://127.0.0.1:${receiver.port + 1}/h` }, 'requestURL'],
      [{ ...base, secret: 'whsec_mine' }, ''],
    ] as const) {
      const response = await asAdmin.post('/event-webhooks', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().error.message).toBe('Invalid event webhook');
      const paths = response.json().error.details.map((d: { path: string }) => d.path);
      expect(paths, JSON.stringify(body)).toContain(at);
    }
    expect(
      await t.deps.db.select().from(eventWebhooks).where(eq(eventWebhooks.eventId, event.id)),
    ).toEqual(before);
  });

  it('delivers a signed task.status_changed within seconds when a member completes a task', async () => {
    const taskId = await addTask(asAdmin, { title: 'Send the stand plan' });
    const { webhook, secret, path } = await addHook({ kinds: ['task.status_changed'] });
    const started = Date.now();
    await complete(asMember, taskId);
    const [request] = await waitFor(
      () => receiver.at(path),
      (rows) => rows.length === 1,
    );
    expect(request!.at - started).toBeLessThan(5000);
    expect(request!.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(verify(secret, request!.headers['x-showdesk-signature'], request!.body)).toBe(true);
    expect(verify('whsec_wrong', request!.headers['x-showdesk-signature'], request!.body)).toBe(
      false,
    );
    const payload = JSON.parse(request!.body) as EventWebhookPayload;
    const [delivery] = await waitFor(
      () => deliveriesOf(webhook.id),
      (rows) => rows[0]?.status === 'delivered',
    );
    expect(request!.headers['x-showdesk-delivery']).toBe(delivery!.id);
    expect(payload).toMatchObject({
      id: delivery!.id,
      type: 'task.status_changed',
      eventId: event.id,
      actor: { type: 'person', id: memberId, name: 'Max Member' },
      record: { kind: 'task_status', id: `${taskId}:${teamId}`, name: 'Send the stand plan' },
      parent: { kind: 'task', id: taskId },
      team: { id: teamId },
      task: { id: taskId, title: 'Send the stand plan' },
    });
    expect(payload.changes.is_complete?.[1]).toBe(true);
    expect(typeof payload.auditEntryId).toBe('number');
    expect(Number.isNaN(Date.parse(payload.occurredAt))).toBe(false);

    // The log shows the attempt and what it sent; the list shows the latest delivery.
    const log = (await ok(asAdmin.get(`/event-webhooks/${webhook.id}/deliveries`))) as {
      items: EventWebhookAttempt[];
      total: number;
    };
    expect(log.total).toBe(1);
    expect(log.items[0]).toMatchObject({
      kind: 'task.status_changed',
      attempt: 1,
      statusCode: 200,
      responseExcerpt: 'received',
      deliveryStatus: 'delivered',
      payload: { id: delivery!.id, type: 'task.status_changed' },
    });
    const listed = (await ok(asAdmin.get(`/event-webhooks/${webhook.id}`))) as EventWebhook;
    expect(listed.lastDeliveryStatus).toBe('delivered');

    // Incomplete again: another one.
    await complete(asMember, taskId, 'incomplete');
    await waitFor(
      () => receiver.at(path),
      (rows) => rows.length === 2,
    );
    expect(payloadsAt(path)[1]!.changes.is_complete).toEqual([true, false]);
    await asAdmin.patch(`/event-webhooks/${webhook.id}`, { isActive: false });
  });

  it('tells task.approved and task.sent_back when an organiser decides', async () => {
    const approved = await addTask(asAdmin, { title: 'Insurance', isApprovalNeeded: true });
    const returned = await addTask(asAdmin, { title: 'Risk assessment', isApprovalNeeded: true });
    const { webhook, secret, path } = await addHook({
      kinds: ['task.approved', 'task.sent_back'],
    });
    // Asking for approval is neither.
    await complete(asOwner, approved);
    await complete(asOwner, returned);
    const decide = (taskId: string, decision: string, note = '') =>
      asAdmin.post(`/tasks/${taskId}/teams/${teamId}/approval`, { decision, note });
    expect((await decide(approved, 'approve')).statusCode).toBe(204);
    expect((await decide(returned, 'return', 'Please sign page 2')).statusCode).toBe(204);
    await waitFor(
      () => receiver.at(path),
      (rows) => rows.length === 2,
    );
    await pause(800);
    const payloads = payloadsAt(path).sort((a, b) => a.type.localeCompare(b.type));
    expect(payloads.map((p) => [p.type, p.task?.title])).toEqual([
      ['task.approved', 'Insurance'],
      ['task.sent_back', 'Risk assessment'],
    ]);
    expect(payloads[0]!.changes.approval_status).toEqual(['pending', 'approved']);
    expect(payloads[1]!.changes).toMatchObject({
      approval_status: ['pending', 'returned'],
      approval_note: ['', 'Please sign page 2'],
      is_complete: [true, false],
    });
    for (const request of receiver.at(path)) {
      expect(verify(secret, request.headers['x-showdesk-signature'], request.body)).toBe(true);
    }
    expect((await deliveriesOf(webhook.id)).map((d) => d.kind).sort()).toEqual([
      'task.approved',
      'task.sent_back',
    ]);
    await asAdmin.patch(`/event-webhooks/${webhook.id}`, { isActive: false });
  });

  it('retries a delivery the receiver answers with 500, with the same delivery id, until it is taken', async () => {
    const taskId = await addTask(asAdmin, { title: 'Retry me' });
    const { webhook, secret, path } = await addHook({ kinds: ['task.status_changed'] });
    receiver.answer(path, 500);
    await complete(asMember, taskId);
    await waitFor(
      () => deliveriesOf(webhook.id),
      (rows) => rows.length === 1 && rows[0]!.attempts >= 2,
    );
    expect((await deliveriesOf(webhook.id))[0]!.status).toBe('retrying');
    receiver.answer(path, 200);
    const [delivered] = await waitFor(
      () => deliveriesOf(webhook.id),
      (rows) => rows[0]!.status === 'delivered',
      30_000,
    );
    const requests = receiver.at(path);
    expect(requests).toHaveLength(delivered!.attempts);
    expect(new Set(requests.map((r) => r.headers['x-showdesk-delivery']))).toEqual(
      new Set([delivered!.id]),
    );
    for (const request of requests) {
      expect(verify(secret, request.headers['x-showdesk-signature'], request.body)).toBe(true);
    }
    const log = (await ok(asAdmin.get(`/event-webhooks/${webhook.id}/deliveries?pageSize=10`))) as {
      items: EventWebhookAttempt[];
      total: number;
    };
    expect(log.total).toBe(delivered!.attempts);
    expect(log.items[0]).toMatchObject({ attempt: delivered!.attempts, statusCode: 200 });
    expect(log.items.at(-1)).toMatchObject({
      attempt: 1,
      statusCode: 500,
      responseExcerpt: 'not now',
    });
    expect(log.items.at(-1)!.error).toContain('500');
    await asAdmin.patch(`/event-webhooks/${webhook.id}`, { isActive: false });
  }, 60_000);

  it('sends nothing to an inactive webhook or for a kind a webhook did not choose', async () => {
    const taskId = await addTask(asAdmin, { title: 'Only some hear' });
    const inactive = await addHook({ kinds: ['task.status_changed'], isActive: false });
    const otherKind = await addHook({ kinds: ['comment.posted', 'team.created'] });
    const listening = await addHook({ kinds: ['task.status_changed'] });
    await complete(asMember, taskId);
    await waitFor(
      () => receiver.at(listening.path),
      (rows) => rows.length === 1,
    );
    await pause(1000);
    expect(receiver.at(inactive.path)).toEqual([]);
    expect(receiver.at(otherKind.path)).toEqual([]);
    expect(await deliveriesOf(inactive.webhook.id)).toEqual([]);
    expect(await deliveriesOf(otherKind.webhook.id)).toEqual([]);
    for (const { webhook } of [otherKind, listening]) {
      await asAdmin.patch(`/event-webhooks/${webhook.id}`, { isActive: false });
    }
  });

  it('delivers nothing of a change that was rolled back, and what was committed exactly once', async () => {
    const taskId = await addTask(asAdmin, { title: 'Rolled back' });
    const { webhook, path } = await addHook({ kinds: ['task.status_changed'] });
    // Inside its transaction the delivery exists; the rollback takes it away.
    let seen = 0;
    await expect(
      t.deps.db.transaction(async (tx) => {
        await tx
          .insert(taskStatuses)
          .values({ eventId: event.id, taskId, teamId, isComplete: true });
        const [row] = (
          (await tx.execute(
            sql`select count(*)::int as n from event_webhook_deliveries
                where event_id = ${event.id} and webhook_id = ${webhook.id}`,
          )) as unknown as { rows: Array<{ n: number }> }
        ).rows;
        seen = row!.n;
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(seen).toBe(1);
    await pause(1500);
    expect(await deliveriesOf(webhook.id)).toEqual([]);
    expect(receiver.at(path)).toEqual([]);

    // The same change committed: delivered, once.
    await t.deps.db
      .insert(taskStatuses)
      .values({ eventId: event.id, taskId, teamId, isComplete: true });
    await waitFor(
      () => receiver.at(path),
      (rows) => rows.length === 1,
    );
    await pause(1000);
    expect(receiver.at(path)).toHaveLength(1);
    await asAdmin.patch(`/event-webhooks/${webhook.id}`, { isActive: false });
  });

  it('queues a delivery no notification announced at the next recovery sweep', async () => {
    const { webhook, path } = await addHook({ kinds: ['team.created'], isActive: false });
    // Written as the trigger writes it, with no notification: a process stopped at the commit.
    const id = crypto.randomUUID();
    await t.deps.db.insert(eventWebhookDeliveries).values({
      eventId: event.id,
      id,
      webhookId: webhook.id,
      kind: 'team.created',
      payload: { id, type: 'team.created', eventId: event.id },
      claimedBy: 'unqueued',
    });
    await pause(1000);
    expect(receiver.at(path)).toEqual([]);
    expect(await queueWrittenDeliveries(t.deps)).toBe(1);
    expect(await queueWrittenDeliveries(t.deps)).toBe(0);
    await waitFor(
      () => deliveriesOf(webhook.id),
      (rows) => rows[0]?.status === 'delivered',
    );
    expect(receiver.at(path)).toHaveLength(1);
    expect(receiver.at(path)[0]!.headers['x-showdesk-delivery']).toBe(id);
  });

  it('tells the other kinds: teams, members, submissions and comments', async () => {
    const { webhook, path } = await addHook({
      kinds: [
        'team.created',
        'team.changed',
        'member.joined',
        'member.left',
        'comment.posted',
        'submission.sent',
        'submission.changed',
      ],
    });
    const team = await ok<{ id: string }>(
      asAdmin.post('/teams', {
        name: 'Harbour Stands',
        ownerEmail: 'harbour-owner@example.com',
        ownerFirstName: 'Hana',
        ownerSurname: 'Harbour',
      }),
      201,
    );
    expect(
      (await asAdmin.patch(`/teams/${team.id}`, { name: 'Harbour Stands Ltd' })).statusCode,
    ).toBe(200);
    const taskId = await addTask(asAdmin, { title: 'Say hello' });
    await ok(asMember.post(`/member/tasks/${taskId}/comments`, { text: 'Hello there' }), 201);
    // A draft tells nothing; sent, it is submission.sent; changed once sent, submission.changed.
    const formId = await insertTestForm(t.deps.db, event.id, {
      title: 'Stand order',
      shape: formOf(['company']),
      fields: [textField('company', { isRequired: true })],
      isEditable: true,
    });
    const draft = await ok<{ submission: { id: string; updatedAt: string } }>(
      asMember.post(`/member/forms/${formId}/submissions`, {
        values: { company: 'Acme' },
        isDraft: true,
      }),
      201,
    );
    const sent = await ok<{ submission: { id: string; updatedAt: string } }>(
      asMember.put(`/member/forms/${formId}/submissions/${draft.submission.id}`, {
        values: { company: 'Acme' },
        isDraft: false,
        expectedUpdatedAt: draft.submission.updatedAt,
      }),
    );
    await ok(
      asMember.put(`/member/forms/${formId}/submissions/${draft.submission.id}`, {
        values: { company: 'Acme Ltd' },
        isDraft: false,
        expectedUpdatedAt: sent.submission.updatedAt,
      }),
    );
    await waitFor(
      () => payloadsAt(path),
      (rows) =>
        [
          'team.created',
          'team.changed',
          'member.joined',
          'comment.posted',
          'submission.sent',
          'submission.changed',
        ].every((type) => rows.some((p) => p.type === type)),
    );
    const payloads = payloadsAt(path);
    expect(payloads.find((p) => p.type === 'team.created')).toMatchObject({
      record: { kind: 'team', id: team.id, name: 'Harbour Stands' },
      team: { id: team.id },
      actor: { type: 'person' },
    });
    expect(payloads.find((p) => p.type === 'team.changed')).toMatchObject({
      changes: { name: ['Harbour Stands', 'Harbour Stands Ltd'] },
      team: { id: team.id, name: 'Harbour Stands Ltd' },
    });
    expect(payloads.find((p) => p.type === 'member.joined')).toMatchObject({
      record: { kind: 'team_member' },
      team: { id: team.id },
    });
    expect(payloads.find((p) => p.type === 'comment.posted')).toMatchObject({
      record: { kind: 'comment' },
      team: { id: teamId },
      task: { id: taskId, title: 'Say hello' },
      changes: { text: [null, 'Hello there'] },
    });
    // Each delivery is a job of its own: they may arrive in either order.
    const submissionKinds = payloads.filter((p) => p.record.kind === 'submission');
    expect(submissionKinds.map((p) => p.type).sort()).toEqual([
      'submission.changed',
      'submission.sent',
    ]);
    const sentPayload = submissionKinds.find((p) => p.type === 'submission.sent');
    const changedPayload = submissionKinds.find((p) => p.type === 'submission.changed');
    expect(sentPayload).toMatchObject({
      record: { id: draft.submission.id, name: 'Stand order' },
      parent: { kind: 'form', id: formId },
      team: { id: teamId },
      actor: { id: memberId },
    });
    // A document's fields are told key by key (the audit trail's way).
    expect(changedPayload!.changes).toMatchObject({
      'values.company': ['Acme', 'Acme Ltd'],
    });
    await asAdmin.patch(`/event-webhooks/${webhook.id}`, { isActive: false });
  });

  it('sends a signed ping as a test, answers its outcome and logs it, active or not', async () => {
    const { webhook, secret, path } = await addHook({ kinds: ['team.created'], isActive: false });
    const tested = await asAdmin.post(`/event-webhooks/${webhook.id}/test`);
    expect(tested.statusCode, tested.body).toBe(200);
    const result = tested.json() as EventWebhookTestResult;
    expect(result).toMatchObject({
      statusCode: 200,
      responseText: 'received',
      error: null,
      deliveryStatus: 'delivered',
      isRefused: false,
    });
    const [request] = receiver.at(path);
    expect(verify(secret, request!.headers['x-showdesk-signature'], request!.body)).toBe(true);
    expect(request!.headers['x-showdesk-delivery']).toBe(result.deliveryId);
    expect(JSON.parse(request!.body)).toMatchObject({
      id: result.deliveryId,
      type: 'ping',
      record: { kind: 'event_webhook', id: webhook.id, name: webhook.name },
      actor: { type: 'person' },
    });
    const log = (await ok(asAdmin.get(`/event-webhooks/${webhook.id}/deliveries`))) as {
      items: EventWebhookAttempt[];
    };
    expect(log.items[0]).toMatchObject({
      deliveryId: result.deliveryId,
      kind: 'ping',
      statusCode: 200,
      deliveryStatus: 'delivered',
    });

    // A failing receiver: tried once, failed, the answer told.
    receiver.answer(path, 500);
    const failed = (await ok(
      asAdmin.post(`/event-webhooks/${webhook.id}/test`),
    )) as EventWebhookTestResult;
    expect(failed).toMatchObject({ statusCode: 500, deliveryStatus: 'failed', isRefused: false });
    expect(failed.error).toContain('500');
  });

  it('refuses a private address by the guard’s decision, and never connects to it', async () => {
    // A second receiver on this machine, on a port the allow-list does not open.
    const privateOne = await startReceiver();
    try {
      const taskId = await addTask(asAdmin, { title: 'Guarded' });
      const { webhook } = await addHook({ kinds: ['task.status_changed'] });
      // A literal loopback address is refused when it is saved…
      const literal = await asAdmin.patch(`/event-webhooks/${webhook.id}`, {
        requestURL: privateOne.url('/hook'),
      });
      expect(literal.statusCode).toBe(400);
      expect(literal.json().error.details[0]).toMatchObject({ path: 'requestURL' });
      expect(literal.json().error.details[0].message).toContain('loopback');
      // …and a name that resolves to one, when it is called.
      const named = await asAdmin.patch(`/event-webhooks/${webhook.id}`, {
        requestURL: `http://localhost:${privateOne.port}/hook`,
      });
      expect(named.statusCode, named.body).toBe(200);

      const tested = (await ok(
        asAdmin.post(`/event-webhooks/${webhook.id}/test`),
      )) as EventWebhookTestResult;
      expect(tested).toMatchObject({ statusCode: null, deliveryStatus: 'failed', isRefused: true });
      expect(tested.error).toMatch(/^Requests to localhost .*loopback/);

      // A real delivery: refused, failed at once (no retry can change the address's class).
      await complete(asMember, taskId);
      await waitFor(
        () => deliveriesOf(webhook.id),
        (rows) => rows.some((d) => d.kind === 'task.status_changed' && d.status === 'failed'),
      );
      const log = (await ok(asAdmin.get(`/event-webhooks/${webhook.id}/deliveries`))) as {
        items: EventWebhookAttempt[];
      };
      expect(log.items.find((a) => a.kind === 'task.status_changed')).toMatchObject({
        attempt: 1,
        statusCode: null,
        deliveryStatus: 'failed',
      });
      await pause(1500);
      expect(privateOne.connections()).toBe(0);
      await asAdmin.patch(`/event-webhooks/${webhook.id}`, { isActive: false });
    } finally {
      await privateOne.close();
    }
  });

  it('reads another event’s webhooks as missing, even by id', async () => {
    const other = await t.buildEvent();
    const otherAdmin = await t.buildUser(other.id, { permissions: 'admin' });
    const asOtherAdmin = await callerFor(t, other, otherAdmin);
    const { webhook } = await ok<EventWebhookWithSecret>(
      asOtherAdmin.post('/event-webhooks', {
        name: 'Elsewhere',
        requestURL: 'https://example.com/elsewhere',
        kinds: ['team.created'],
        isActive: false,
      }),
      201,
    );
    for (const response of [
      await asAdmin.get(`/event-webhooks/${webhook.id}`),
      await asAdmin.patch(`/event-webhooks/${webhook.id}`, { name: 'Mine now' }),
      await asAdmin.post(`/event-webhooks/${webhook.id}/rotate-secret`),
      await asAdmin.post(`/event-webhooks/${webhook.id}/test`),
      await asAdmin.get(`/event-webhooks/${webhook.id}/deliveries`),
      await asAdmin.delete(`/event-webhooks/${webhook.id}`),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json().error.message).toBe('Event webhook not found');
    }
    const list = (await ok(asAdmin.get('/event-webhooks?pageSize=200'))) as {
      items: EventWebhook[];
    };
    expect(list.items.map((w) => w.id)).not.toContain(webhook.id);
    expect(
      (await ok(asOtherAdmin.get(`/event-webhooks/${webhook.id}`))) as EventWebhook,
    ).toMatchObject({
      name: 'Elsewhere',
    });
  });
});
