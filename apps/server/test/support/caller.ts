import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { EventRow } from '../../src/features/platform/events/queries.ts';
import type { TestApp } from './harness.ts';

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/** Someone calling an event's API: paths are relative to /api/v1/events/:eventId. */
export interface Caller {
  get(path: string, event?: EventRow): Promise<LightMyRequestResponse>;
  post(path: string, body?: unknown, event?: EventRow): Promise<LightMyRequestResponse>;
  patch(path: string, body?: unknown, event?: EventRow): Promise<LightMyRequestResponse>;
  put(path: string, body?: unknown, event?: EventRow): Promise<LightMyRequestResponse>;
  delete(path: string, event?: EventRow): Promise<LightMyRequestResponse>;
  /** A POST of a body already encoded (a multipart form), with its own headers. */
  postRaw(
    path: string,
    payload: Buffer,
    headers: Record<string, string>,
  ): Promise<LightMyRequestResponse>;
}

/** Someone calling the API at any path (not only an event's), from one event's host. */
export interface ApiCaller {
  /** What it sends with each call: the host, and the session cookie when logged in. */
  headers: Record<string, string>;
  get(url: string): Promise<LightMyRequestResponse>;
  post(url: string, body?: unknown): Promise<LightMyRequestResponse>;
  patch(url: string, body?: unknown): Promise<LightMyRequestResponse>;
  put(url: string, body?: unknown): Promise<LightMyRequestResponse>;
  delete(url: string): Promise<LightMyRequestResponse>;
}

/** Logs `user` in on `home` and calls any API path as them, from `home`'s host (null: no session). */
export async function apiCallerFor(
  t: TestApp,
  home: EventRow,
  user: { email: string; password: string } | null,
): Promise<ApiCaller> {
  const headers: Record<string, string> = { host: home.hostnames[0]! };
  if (user) headers.cookie = await t.login(home, user);
  const send = (method: Method, url: string, body?: unknown) => {
    const options: InjectOptions = { method, url, headers };
    if (body !== undefined) options.payload = body as InjectOptions['payload'];
    return t.app.inject(options);
  };
  return {
    headers,
    get: (url) => send('GET', url),
    post: (url, body) => send('POST', url, body),
    patch: (url, body) => send('PATCH', url, body),
    put: (url, body) => send('PUT', url, body),
    delete: (url) => send('DELETE', url),
  };
}

/** The headers of a new session of `user` on `event`'s host (only the host when there is none). */
export const sessionHeaders = async (
  t: TestApp,
  event: EventRow,
  user: { email: string; password: string } | null,
) => (await apiCallerFor(t, event, user)).headers;

/**
 * Logs `user` in on `home` (once) and calls `home`'s API as them, or another event's when one
 * is given (to prove it answers like a missing one). A null user calls without a session.
 */
export async function callerFor(
  t: TestApp,
  home: EventRow,
  user: { email: string; password: string } | null,
): Promise<Caller> {
  const api = await apiCallerFor(t, home, user);
  const url = (path: string, event: EventRow = home) => `/api/v1/events/${event.id}${path}`;
  return {
    get: (path, event) => api.get(url(path, event)),
    post: (path, body, event) => api.post(url(path, event), body),
    patch: (path, body, event) => api.patch(url(path, event), body),
    put: (path, body, event) => api.put(url(path, event), body),
    delete: (path, event) => api.delete(url(path, event)),
    postRaw: (path, payload, more) =>
      t.app.inject({
        method: 'POST',
        url: url(path),
        headers: { ...api.headers, ...more },
        payload,
      }),
  };
}

/**
 * One call to `event`'s API (`path` relative to /api/v1/events/:eventId) as `user`, logged in for
 * this call alone; without a session when there is no user.
 */
export async function callOnce(
  t: TestApp,
  event: EventRow,
  request: {
    method: Method;
    path: string;
    user?: { email: string; password: string } | null;
    payload?: unknown;
  },
) {
  const { method, path, user, payload } = request;
  return t.app.inject({
    method,
    url: `/api/v1/events/${event.id}${path}`,
    headers: { host: event.hostnames[0]!, ...(user ? { cookie: await t.login(event, user) } : {}) },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

/** Checks a call's answer has `status` (200 unless told; its body shows when not) and returns its JSON. */
export async function ok<T = Record<string, unknown>>(
  response: Promise<{ statusCode: number; body: string; json(): unknown }>,
  status = 200,
): Promise<T> {
  const r = await response;
  expect(r.statusCode, r.body).toBe(status);
  return r.json() as T;
}

/** Checks a call was refused with `status`, its error saying `message` with (at least) `details`. */
export function expectRefusal(
  response: { statusCode: number; json(): unknown },
  status: number,
  message: unknown,
  details: unknown[],
) {
  expect(response.statusCode).toBe(status);
  expect((response.json() as { error: unknown }).error).toMatchObject({ message, details });
}

/** GET /api/v1/session on `event`'s host with `cookie` (the whole answer). */
export const readSession = (t: TestApp, event: { hostnames: string[] }, cookie: string) =>
  t.app.inject({ url: '/api/v1/session', headers: { host: event.hostnames[0]!, cookie } });
