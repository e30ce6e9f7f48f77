import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../test/support/databases.ts';
import { useTestApp } from '../../test/support/harness.ts';
import { multipart } from '../../test/support/multipart.ts';
import { pngImage } from '../../test/support/sample-files.ts';
import { assets } from '../db/schema/files.ts';
import type { EventRow } from '../features/platform/events/queries.ts';
import { crossSiteMessage } from './same-origin.ts';

describe.each(testDatabases)('cross-site requests on %s', (kind) => {
  const t = useTestApp(kind);
  let event: EventRow;
  let otherEvent: EventRow;
  let cookie: string;

  const assetCount = async () =>
    (await t.deps.db.select({ n: count() }).from(assets).where(eq(assets.eventId, event.id)))[0]!.n;
  const upload = async (headers: Record<string, string>) => {
    const form = multipart({ name: 'Sneaky' }, { fileName: 'a.png', data: await pngImage(64, 64) });
    return t.app.inject({
      method: 'POST',
      url: `/api/v1/events/${event.id}/assets`,
      headers: { host: event.hostnames[0]!, cookie, ...form.headers, ...headers },
      payload: form.payload,
    });
  };

  beforeAll(async () => {
    event = await t.buildEvent();
    otherEvent = await t.buildEvent();
    cookie = await t.login(event, await t.buildUser(event.id, { permissions: 'admin' }));
  });

  it("refuses a state change posted from another event's host or another port, writing nothing", async () => {
    const before = await assetCount();
    // What the probe did: a no-cors multipart POST from a same-site page.
    const attempts: Record<string, string>[] = [
      { origin: `http://${otherEvent.hostnames[0]}`, 'sec-fetch-site': 'same-site' },
      { origin: `http://${event.hostnames[0]}:8080` },
      { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      { origin: 'null' },
      { 'sec-fetch-site': 'same-site' },
    ];
    for (const headers of attempts) {
      const response = await upload(headers);
      expect(response.statusCode, JSON.stringify(headers)).toBe(403);
      expect(response.json().error.message).toBe(crossSiteMessage);
    }
    expect(await assetCount()).toBe(before);
  });

  it('accepts the same change from a page of the event itself, and from clients without a browser', async () => {
    const before = await assetCount();
    const fromPage = await upload({
      origin: `http://${event.hostnames[0]}`,
      'sec-fetch-site': 'same-origin',
    });
    expect(fromPage.statusCode).toBe(201);
    const fromScript = await upload({});
    expect(fromScript.statusCode).toBe(201);
    expect(await assetCount()).toBe(before + 2);
  });

  it('lets reads through whatever their origin (the browser keeps the answer from the other site)', async () => {
    const response = await t.app.inject({
      url: `/api/v1/events/${event.id}/assets`,
      headers: { host: event.hostnames[0]!, cookie, origin: 'https://evil.example' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('security headers', () => {
  const t = useTestApp('pglite', { env: { TRUST_PROXY: 'true' } });

  it('sends a CSP without inline scripts, no framing by others, nosniff and a referrer policy', async () => {
    const response = await t.app.inject({ url: '/api/health' });
    const csp = String(response.headers['content-security-policy']);
    const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src'));
    expect(scriptSrc?.trim()).toBe("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('sends HSTS only over https', async () => {
    const plain = await t.app.inject({ url: '/api/health' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const secure = await t.app.inject({
      url: '/api/health',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(secure.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  it('allows the API reference its one inline script by hash, never unsafe-inline', async () => {
    const response = await t.app.inject({ url: '/api/docs/' });
    expect(response.statusCode).toBe(200);
    const csp = String(response.headers['content-security-policy']);
    const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src'))!;
    expect(scriptSrc).not.toContain('unsafe-inline');
    expect(scriptSrc).toMatch(/'sha256-[A-Za-z0-9+/=]+'/);
    expect(csp).toContain("frame-ancestors 'self'");
  });
});
