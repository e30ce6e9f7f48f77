import { describe, expect, it } from 'vitest';
import { testDatabases } from '../../../../test/support/databases.ts';
import { useTestApp } from '../../../../test/support/harness.ts';
import { outboxEmails } from '../../../db/schema/outbox.ts';
import { newId } from '../../../lib/ids.ts';

const token = 'metrics-token-0123456789abcdef';
const bearer = { authorization: `Bearer ${token}` };

/** The value of one sample line, e.g. `showdesk_outbox_emails{status="failed"}`. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe.each(testDatabases)('GET /metrics without METRICS_TOKEN on %s', (kind) => {
  const t = useTestApp(kind);

  it('is off: 404, whatever the caller sends', async () => {
    const response = await t.app.inject({ url: '/metrics', headers: bearer });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('not_found');
  });
});

describe.each(testDatabases)('GET /metrics with METRICS_TOKEN on %s', (kind) => {
  const t = useTestApp(kind, { env: { METRICS_TOKEN: token } });

  it('requires the bearer token: 401 without it, with a wrong one or with only a session', async () => {
    const event = await t.buildEvent();
    const admin = await t.buildUser(event.id, { permissions: 'admin' });
    const cookie = await t.login(event, admin);
    for (const headers of [
      {},
      { authorization: 'Bearer wrong-token' },
      { authorization: `Bearer ${token}x` },
      { authorization: `Basic ${Buffer.from(`x:${token}`).toString('base64')}` },
      { cookie, host: event.hostnames[0]! },
    ]) {
      const response = await t.app.inject({ url: '/metrics', headers });
      expect(response.statusCode).toBe(401);
      expect(response.headers['www-authenticate']).toBe('Bearer');
      expect(response.body).not.toContain('http_request_duration_seconds');
      expect(response.body).not.toContain(token);
    }
  });

  it('times requests by route pattern, method and status class, never by the URL with its ids', async () => {
    const event = await t.buildEvent();
    const admin = await t.buildUser(event.id, { permissions: 'admin' });
    const cookie = await t.login(event, admin);
    const teams = await t.app.inject({
      url: `/api/v1/events/${event.id}/teams`,
      headers: { cookie, host: event.hostnames[0]! },
    });
    expect(teams.statusCode).toBe(200);
    await t.app.inject({ url: '/api/v1/no-such-route' });

    const response = await t.app.inject({ url: '/metrics', headers: bearer });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = response.body;
    expect(
      sample(
        text,
        'http_request_duration_seconds_count{method="GET",route="/api/v1/events/:eventId/teams",status_class="2xx"}',
      ),
    ).toBeGreaterThanOrEqual(1);
    expect(
      sample(
        text,
        'http_request_duration_seconds_count{method="GET",route="unmatched",status_class="4xx"}',
      ),
    ).toBeGreaterThanOrEqual(1);
    expect(text).not.toContain(event.id);
    expect(text).toMatch(/^process_cpu_seconds_total /m);
    expect(text).toMatch(/^nodejs_heap_size_used_bytes /m);
  });

  it('counts queued and failed jobs per queue, the outbox backlog and its failures', async () => {
    const event = await t.buildEvent();
    const queue = `metrics-test-${kind}`;
    await t.deps.jobs.boss.createQueue(queue);
    await t.deps.jobs.boss.send(queue, { n: 1 });
    await t.deps.jobs.boss.send(queue, { n: 2 });
    const email = (status: 'pending' | 'failed' | 'rejected') => ({
      eventId: event.id,
      id: newId(),
      template: 'welcome',
      toAddress: 'someone@example.com',
      fromAddress: 'no-reply@showdesk.test',
      subject: 'Welcome',
      textBody: 'Hello',
      htmlBody: '<p>Hello</p>',
      status,
    });
    // Written as they stand (no delivery job), so none moves on before the scrape.
    await t.deps.db
      .insert(outboxEmails)
      .values([email('pending'), email('pending'), email('failed'), email('rejected')]);
    // Figures read in the last 5 s are reused: wait for a fresh reading.
    await new Promise((resolve) => setTimeout(resolve, 5_100));

    const text = (await t.app.inject({ url: '/metrics', headers: bearer })).body;
    expect(sample(text, `showdesk_job_queue_jobs{queue="${queue}",state="queued"}`)).toBe(2);
    expect(sample(text, `showdesk_job_queue_jobs{queue="${queue}",state="failed"}`)).toBe(0);
    expect(sample(text, 'showdesk_job_queue_jobs{queue="team-import",state="active"}')).toBe(0);
    expect(sample(text, 'showdesk_outbox_emails{status="pending"}')).toBeGreaterThanOrEqual(2);
    expect(sample(text, 'showdesk_outbox_emails{status="failed"}')).toBe(1);
    expect(sample(text, 'showdesk_outbox_emails{status="rejected"}')).toBe(1);
    expect(sample(text, 'showdesk_webhook_deliveries{status="failed"}')).toBe(0);
    if (kind === 'postgres') {
      expect(sample(text, 'showdesk_db_pool_connections{state="total"}')).toBeGreaterThan(0);
      expect(sample(text, 'showdesk_db_pool_connections{state="waiting"}')).toBe(0);
    } else {
      expect(text).not.toContain('showdesk_db_pool_connections');
    }
  });

  it('is not in the API document', async () => {
    const doc = (await t.app.inject({ url: '/api/openapi.json' })).json();
    expect(doc.paths['/metrics']).toBeUndefined();
  });
});
