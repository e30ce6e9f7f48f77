import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminClient } from './api-client.ts';
import { eventually } from './crash-rig.ts';
import { type ServerProcess, startServer } from './server-process.ts';

interface Arrival {
  delivery: string;
  body: string;
}

/**
 * `kill -9` of the real server (embedded database) while a webhook request is in flight: the
 * receiver has the request and has not answered. The restarted server finds the delivery
 * claimed by a process that is gone, queues it again and delivers it: the receiver gets it again
 * with the same delivery id (the documented window: it may have acted on the first copy), and
 * the delivery ends `delivered`.
 */
describe('webhook delivery across a crash (embedded database)', () => {
  const arrivals: Arrival[] = [];
  let holdFirst = true;
  let receiver: http.Server;
  let port = 0;
  let dataDir = '';
  let server: ServerProcess;

  beforeAll(async () => {
    receiver = http.createServer((req, res) => {
      let body = '';
      req.on('data', (chunk) => {
        body += chunk;
      });
      req.on('end', () => {
        arrivals.push({ delivery: String(req.headers['x-showdesk-delivery']), body });
        if (holdFirst) return; // never answered: the server is killed meanwhile
        res.writeHead(200, { 'Content-Type': 'text/plain' });
        res.end('ok');
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    port = (receiver.address() as AddressInfo).port;
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'showdesk-crash-webhook-'));
  }, 30_000);

  afterAll(async () => {
    await server?.stop();
    receiver.closeAllConnections();
    await new Promise<void>((resolve) => receiver.close(() => resolve()));
    await rm(dataDir, { recursive: true, force: true });
  });

  it('delivers a webhook whose sender was killed mid-request after the restart, with the same delivery id', async () => {
    const options = { dataDir, env: { WEBHOOK_ALLOWED_HOSTS: `localhost:${port}` } };
    server = await startServer(options);
    let client = await adminClient(server.origin);
    const forms = (await client.get('/forms?q=Visitor%20enquiry')).body as {
      items: Array<{ id: string }>;
    };
    const formId = forms.items[0]!.id;
    const created = await client.post(`/forms/${formId}/webhooks`, {
      name: 'Crash receiver',
      requestURL: `http://localhost:${port}/hook`,
      payloadFields: [{ category: 'field', targetId: 'visitor', sourceId: 'name' }],
    });
    expect(created.status).toBe(201);
    const webhookId = (created.body as { webhook: { id: string } }).webhook.id;

    // A guest sends the form (a person takes a few seconds: the server believes no faster send).
    const guest = (url: string, json?: unknown) =>
      client.call('POST', `/api/v1/events/${client.eventId}/guest/forms/${formId}/${url}`, {
        body: JSON.stringify(json ?? {}),
        headers: { 'content-type': 'application/json', cookie: '' },
      });
    const start = (await guest('start')).body as { submissionId: string; token: string };
    await new Promise((resolve) => setTimeout(resolve, 3_300));
    const sent = await guest('submissions', {
      submissionId: start.submissionId,
      token: start.token,
      values: {
        name: 'Crash Visitor',
        email: 'crash@visitor.example',
        topic: 'Tickets',
        message: 'Hi',
      },
      website: '',
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);

    await eventually('the request to reach the receiver', async () =>
      arrivals.length >= 1 ? true : undefined,
    );
    await server.kill9();
    receiver.closeAllConnections();
    holdFirst = false;

    server = await startServer(options);
    client = await adminClient(server.origin);
    const log = await eventually(
      'the delivery to be logged as delivered after the restart',
      async () => {
        const page = (await client.get(`/forms/${formId}/webhooks/${webhookId}/deliveries`))
          .body as { items: Array<{ statusCode: number | null; deliveryStatus: string }> };
        return page.items.some((item) => item.deliveryStatus === 'delivered') ? page : undefined;
      },
      60_000,
    );
    expect(log.items[0]).toMatchObject({ statusCode: 200, deliveryStatus: 'delivered' });
    expect(server.output.join('\n')).toMatch(/webhook delivery whose sender stopped/);
    // The copy in flight at the kill and the one after: the same delivery, the same payload.
    expect(arrivals).toHaveLength(2);
    expect(arrivals[1]!.delivery).toBe(arrivals[0]!.delivery);
    expect(JSON.parse(arrivals[1]!.body)).toEqual({ visitor: 'Crash Visitor' });
  }, 120_000);
});
