import { describe, expect, it } from 'vitest';
import { testDatabases } from '../../../../test/support/databases.ts';
import { useTestApp } from '../../../../test/support/harness.ts';
import { buildApp } from '../../../app.ts';
import { processId } from '../../../db/liveness.ts';

describe.each(testDatabases)('GET /api/health on %s', (kind) => {
  const t = useTestApp(kind);

  it('answers ok with the kind of database', async () => {
    const response = await t.app.inject({ url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: kind });
  });

  it('publishes an OpenAPI document built from the route schemas and a reference page', async () => {
    const doc = (await t.app.inject({ url: '/api/openapi.json' })).json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/health',
        '/api/v1/session',
        '/api/v1/auth/login',
        '/api/v1/events/{eventId}/users',
      ]),
    );
    expect(doc.paths['/api/v1/auth/login'].post.requestBody).toBeDefined();
    const page = await t.app.inject({ url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
  });

  it('answers an unknown API route with the error body', async () => {
    const response = await t.app.inject({ url: '/api/v1/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('not_found');
  });
});

describe.each(testDatabases)('GET /api/ready on %s', (kind) => {
  const t = useTestApp(kind);

  it('answers 503 naming the failing check while file storage takes no write', async () => {
    const storage = t.deps.storage;
    const put = storage.put;
    storage.put = async () => {
      throw new Error('disk full');
    };
    try {
      const response = await t.app.inject({ url: '/api/ready' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        status: 'not ready',
        checks: { migrations: 'ok', jobs: 'ok', storage: 'failing' },
      });
      expect(response.body).not.toContain('disk full');
    } finally {
      storage.put = put;
    }
  });

  it('answers 200 once migrations ran, the job queue runs and storage is usable', async () => {
    const response = await t.app.inject({ url: '/api/ready' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({
      status: 'ready',
      checks: { migrations: 'ok', jobs: 'ok', storage: 'ok' },
    });
    // The storage probe leaves nothing behind.
    expect(await t.deps.storage.get(`_readiness/${processId}`)).toBeNull();
  });

  it('needs no login and is public in the API document', async () => {
    const doc = (await t.app.inject({ url: '/api/openapi.json' })).json();
    expect(doc.paths['/api/ready'].get['x-access']).toBe('public');
  });

  it('answers 503 from the moment shutdown begins while a request in flight still finishes', async () => {
    // A second app on the same runtime, listening, with a request that waits for the test.
    const app = await buildApp(t.deps);
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    app.get('/test/in-flight', { config: { access: 'public' } }, async () => {
      await held;
      return { finished: true };
    });
    const origin = await app.listen({ port: 0, host: '127.0.0.1' });
    expect((await fetch(`${origin}/api/ready`)).status).toBe(200);
    const inFlight = fetch(`${origin}/test/in-flight`);
    await new Promise((resolve) => setTimeout(resolve, 100)); // the request has reached the route

    app.readiness.shutDown(); // what server-main.ts does first on SIGTERM
    const notReady = await fetch(`${origin}/api/ready`);
    expect(notReady.status).toBe(503);
    expect(await notReady.json()).toEqual({ status: 'shutting down' });
    expect((await fetch(`${origin}/api/health`)).status).toBe(200); // still alive

    const closing = app.close();
    await new Promise((resolve) => setTimeout(resolve, 100));
    // No new connection is taken while the one in flight is finished.
    await expect(fetch(`${origin}/api/health`)).rejects.toThrow();
    release();
    const answer = await inFlight;
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ finished: true });
    await closing;
  });
});
