import { i18n } from '@lingui/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api, eventPath, isApiError, recordSegment } from './api-client.ts';

// The messages (a failed call's) in English, the source, as the app starts before any choice.
i18n.loadAndActivate({ locale: 'en-GB', messages: {} });

function respondWith(status: number, body: unknown) {
  const fetchMock = vi.fn(
    async () =>
      new Response(body === undefined ? '' : JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

describe('api client', () => {
  it('sends JSON and returns the parsed body', async () => {
    const fetchMock = respondWith(200, { ok: true });
    await expect(api.post('/api/v1/auth/logout', { a: 1 })).resolves.toEqual({ ok: true });
    const [path, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(path).toBe('/api/v1/auth/logout');
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"a":1}');
    expect(init.headers).toEqual({
      'accept-language': 'en-GB',
      'content-type': 'application/json',
    });
  });

  it("names the reader's language on every request, as the app speaks it now", async () => {
    const fetchMock = respondWith(200, {});
    i18n.loadAndActivate({ locale: 'de', messages: {} });
    try {
      await api.get('/api/v1/events/e1/content/c1');
    } finally {
      i18n.loadAndActivate({ locale: 'en-GB', messages: {} });
    }
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.headers).toEqual({ 'accept-language': 'de' });
  });

  it('sends a DELETE with no body and no JSON content type, and takes an empty 204', async () => {
    const fetchMock = vi.fn(async () => new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(api.delete('/api/v1/events/e1/assets/a1')).resolves.toBeUndefined();
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.method).toBe('DELETE');
    expect(init.body).toBeNull();
    expect(init.headers).toEqual({ 'accept-language': 'en-GB' });
  });

  it('turns the error body into an ApiError with status, code, message and details', async () => {
    respondWith(400, {
      error: {
        code: 'validation_failed',
        message: 'Enter a valid email address',
        details: [{ path: 'email', message: 'Enter a valid email address' }],
      },
    });
    const error = await api.post('/api/v1/auth/login', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: 'validation_failed',
      message: 'Enter a valid email address',
      details: [{ path: 'email', message: 'Enter a valid email address' }],
    });
  });

  it("uses the spec's unknown-error message when the body is not the error shape", async () => {
    respondWith(502, undefined);
    await expect(api.get('/api/v1/session')).rejects.toMatchObject({
      status: 502,
      message: 'An unknown error occurred',
    });
  });

  it('reports a network failure clearly', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('fetch failed');
      }),
    );
    await expect(api.get('/api/health')).rejects.toMatchObject({
      status: 0,
      code: 'network_error',
    });
  });

  it('builds event-scoped paths', () => {
    expect(eventPath('ev 1', '/users')).toBe('/api/v1/events/ev%201/users');
  });

  it("takes a record's id as a path segment, and a collection's word as no record", () => {
    expect(recordSegment('a b/c')).toBe('a%20b%2Fc');
    expect(() => recordSegment('order')).toThrow(ApiError);
    let thrown: unknown;
    try {
      recordSegment('options');
    } catch (error) {
      thrown = error;
    }
    expect(isApiError(thrown, 404)).toBe(true);
  });
});
