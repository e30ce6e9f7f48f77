import { demoLogins, demoPassword } from '../../src/features/platform/demo/seed.ts';
import { multipart } from '../support/multipart.ts';

/** What an HTTP call answered, and how long it took. */
export interface Answer {
  status: number;
  body: unknown;
  ms: number;
}

/**
 * The API of a server process as its demo admin sees it (the server seeds the demo event on an
 * empty database). Plain HTTP from the test process: nothing shares the server's event loop.
 */
export async function adminClient(origin: string) {
  const host = 'demo.localhost';
  const admin = demoLogins.find((login) => login.permissions === 'admin')!;
  const login = await fetch(`${origin}/api/v1/auth/login`, {
    method: 'POST',
    headers: { host, 'content-type': 'application/json' },
    body: JSON.stringify({ email: admin.email, password: demoPassword }),
  });
  if (login.status !== 200) throw new Error(`login failed: ${login.status} ${await login.text()}`);
  const cookie = login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const headers = { host, cookie };

  async function call(method: string, path: string, init: RequestInit = {}): Promise<Answer> {
    const started = performance.now();
    const response = await fetch(`${origin}${path}`, {
      ...init,
      method,
      headers: { ...headers, ...(init.headers as Record<string, string>) },
    });
    const text = await response.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {}
    return { status: response.status, body, ms: performance.now() - started };
  }

  const session = await call('GET', '/api/v1/session');
  if (session.status !== 200) throw new Error(`session failed: ${session.status}`);
  const eventId = (session.body as { event: { id: string } }).event.id;
  const api = (path: string) => `/api/v1/events/${eventId}${path}`;

  return {
    eventId,
    headers,
    call,
    get: (path: string) => call('GET', api(path)),
    post: (path: string, json?: unknown) =>
      call('POST', api(path), {
        ...(json === undefined
          ? {}
          : { body: JSON.stringify(json), headers: { 'content-type': 'application/json' } }),
      }),
    put: (path: string, json: unknown) =>
      call('PUT', api(path), {
        body: JSON.stringify(json),
        headers: { 'content-type': 'application/json' },
      }),
    upload(path: string, fileName: string, data: Buffer, fields: Record<string, string> = {}) {
      const body = multipart(fields, { fileName, data });
      return call('POST', api(path), {
        body: new Uint8Array(body.payload),
        headers: body.headers,
      });
    },
    health: () => call('GET', '/api/health'),
    session: () => call('GET', '/api/v1/session'),
  };
}

export type AdminClient = Awaited<ReturnType<typeof adminClient>>;
