import { describe, expect, it } from 'vitest';
import {
  filtered,
  scrubBreadcrumb,
  scrubEvent,
  scrubText,
  scrubUrl,
} from './error-reporting-scrub.ts';

const token = 'k3Jd9sLq0ZpX7vRt2YbN8mWc4HfA6gUe1iOo5';
const id = '0f8fad5b-d9cb-469f-a165-70867728950e';

describe('scrubUrl', () => {
  it('hides the token of the emailed links in the query string, keeping the parameter name', () => {
    expect(scrubUrl(`https://demo.example.com/auth/reset-password?token=${token}`)).toBe(
      `https://demo.example.com/auth/reset-password?token=${filtered}`,
    );
    expect(scrubUrl(`/auth/set-password?mode=set&token=${token}`)).toBe(
      `/auth/set-password?mode=${filtered}&token=${filtered}`,
    );
    expect(scrubUrl(`/auth/update-email?token=abc#x=1`)).toBe(
      `/auth/update-email?token=${filtered}`,
    );
  });

  it('hides a token carried as a path segment (set-password, reset, update-email, calendar feed)', () => {
    expect(scrubUrl(`/auth/set-password/${token}`)).toBe(`/auth/set-password/${filtered}`);
    expect(scrubUrl(`/auth/reset-password/short-token?x=1`)).toBe(
      `/auth/reset-password/${filtered}?x=${filtered}`,
    );
    expect(scrubUrl(`/auth/update-email/abc/login`)).toBe(`/auth/update-email/${filtered}/login`);
    expect(scrubUrl(`https://h/api/v1/calendar/${token}.ics`)).toBe(
      `https://h/api/v1/calendar/${filtered}`,
    );
  });

  it('keeps the routes and record ids that say where the error happened', () => {
    expect(scrubUrl(`/api/v1/events/${id}/teams/${id}`)).toBe(`/api/v1/events/${id}/teams/${id}`);
    expect(scrubUrl('/auth/update-email/login')).toBe('/auth/update-email/login');
    expect(scrubUrl('/admin/teams')).toBe('/admin/teams');
  });
});

describe('scrubText', () => {
  it('hides email addresses and long tokens but keeps record ids', () => {
    expect(scrubText(`No account for ann.oneil+x@example.co.uk (${id})`)).toBe(
      `No account for ${filtered} (${id})`,
    );
    expect(scrubText(`bad key ${token}`)).toBe(`bad key ${filtered}`);
    expect(scrubText('Failed to fetch ?secret=abc')).toBe(`Failed to fetch ?secret=${filtered}`);
  });
});

describe('scrubEvent', () => {
  it('sends no request body, cookies, query string or credential headers', () => {
    const event = scrubEvent({
      request: {
        url: `https://demo.example.com/auth/reset-password?token=${token}`,
        data: { password: 'hunter2', email: 'ann@example.com' },
        cookies: { 'showdesk.session_token': 'abc' },
        query_string: `token=${token}`,
        headers: {
          Authorization: 'Bearer abc',
          Cookie: 'showdesk.session_token=abc',
          'User-Agent': 'Chromium',
          Referer: `https://demo.example.com/auth/set-password?token=${token}`,
        },
      },
    });
    expect(event.request).toEqual({
      url: `https://demo.example.com/auth/reset-password?token=${filtered}`,
      headers: {
        'User-Agent': 'Chromium',
        Referer: `https://demo.example.com/auth/set-password?token=${filtered}`,
      },
    });
    expect(JSON.stringify(event)).not.toMatch(/hunter2|ann@example|Bearer|session_token=abc/);
  });

  it('keeps only the user id: never the email or address', () => {
    const event = scrubEvent({ user: { id, email: 'ann@example.com', ip_address: '10.0.0.1' } });
    expect(event.user).toEqual({ id });
  });

  it('scrubs exception messages, the transaction name, extras and span URLs', () => {
    const event = scrubEvent({
      message: 'Login failed for ann@example.com',
      transaction: `/auth/set-password/${token}`,
      exception: { values: [{ type: 'Error', value: `token ${token} expired` }] },
      extra: { path: `/api/v1/calendar/${token}`, body: '{"password":"x"}', status: 500 },
      spans: [
        {
          description: `GET /auth/reset-password?token=${token}`,
          data: { url: `/x?token=${token}`, request_body: 'secret form value' },
        },
      ],
    });
    expect(event.message).toBe(`Login failed for ${filtered}`);
    expect(event.transaction).toBe(`/auth/set-password/${filtered}`);
    expect(event.exception?.values?.[0]?.value).toBe(`token ${filtered} expired`);
    expect(event.extra).toEqual({ path: `/api/v1/calendar/${filtered}`, status: 500 });
    expect(event.spans?.[0]).toEqual({
      description: `GET /auth/reset-password?token=${filtered}`,
      data: { url: `/x?token=${filtered}` },
    });
  });

  it('scrubs the breadcrumbs it carries and drops form input ones', () => {
    const event = scrubEvent({
      breadcrumbs: [
        { category: 'ui.input', message: 'input[name="password"]' },
        { category: 'navigation', data: { from: '/', to: `/auth/set-password?token=${token}` } },
      ],
    });
    expect(event.breadcrumbs).toEqual([
      { category: 'navigation', data: { from: '/', to: `/auth/set-password?token=${filtered}` } },
    ]);
  });
});

describe('scrubBreadcrumb', () => {
  it('drops the request and response bodies and raw console arguments', () => {
    expect(
      scrubBreadcrumb({
        category: 'fetch',
        data: {
          method: 'POST',
          url: '/api/v1/auth/login',
          status_code: 401,
          request_body: { email: 'ann@example.com', password: 'hunter2' },
          response_body: '{"error":{}}',
        },
      }),
    ).toEqual({
      category: 'fetch',
      data: { method: 'POST', url: '/api/v1/auth/login', status_code: 401 },
    });
    expect(
      scrubBreadcrumb({
        category: 'console',
        message: 'saving ann@example.com',
        data: { arguments: ['saving', { password: 'hunter2' }], logger: 'console' },
      }),
    ).toEqual({ category: 'console', message: `saving ${filtered}`, data: { logger: 'console' } });
  });

  it('drops what was typed into a form', () => {
    expect(scrubBreadcrumb({ category: 'ui.input', message: 'input#email' })).toBeNull();
  });
});
