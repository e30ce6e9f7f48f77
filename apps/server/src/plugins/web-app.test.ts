import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/support/harness.ts';
import { buildApp } from '../app.ts';

describe('serving the web app', () => {
  let t: TestApp;
  let app: Awaited<ReturnType<typeof buildApp>>;
  let distDir: string;

  beforeAll(async () => {
    distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'showdesk-dist-'));
    fs.mkdirSync(path.join(distDir, 'assets'));
    fs.writeFileSync(
      path.join(distDir, 'index.html'),
      '<!doctype html><html><head></head><body><div id="root"></div></body></html>',
    );
    fs.writeFileSync(path.join(distDir, 'assets', 'index-abc123.js'), 'console.log(1)');
    fs.writeFileSync(path.join(distDir, 'assets', 'index-abc123.js.map'), '{"sources":[]}');
    fs.writeFileSync(
      path.join(distDir, 'favicon.svg'),
      '<svg xmlns="http://www.w3.org/2000/svg"/>',
    );
    t = await createTestApp('pglite');
    app = await buildApp(
      { ...t.deps, config: { ...t.deps.config, webDistDir: distDir } },
      { serveWebApp: true },
    );
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await t.close();
    fs.rmSync(distDir, { recursive: true, force: true });
  });

  it("answers the SPA's routes with its index page, never cached", async () => {
    for (const url of ['/', '/admin/settings/branding', '/auth/login?continue=%2Ftasks']) {
      const response = await app.inject({ url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.body).toContain('<div id="root">');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('never serves source maps', async () => {
    const response = await app.inject({ url: '/assets/index-abc123.js.map' });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('sources');
    const js = await app.inject({ url: '/assets/index-abc123.js' });
    expect(js.body).not.toContain('sourceMappingURL');
  });

  it('serves hashed assets with long-cache headers', async () => {
    const response = await app.inject({ url: '/assets/index-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await app.inject({ url: '/favicon.svg' })).headers['cache-control']).toBe('no-cache');
  });

  it('answers a missing asset or API route with 404, not the index page', async () => {
    expect((await app.inject({ url: '/assets/missing-123.js' })).statusCode).toBe(404);
    const api = await app.inject({ url: '/api/v1/unknown' });
    expect(api.statusCode).toBe(404);
    expect(api.json().error.code).toBe('not_found');
  });

  it('does not serve files outside the build folder', async () => {
    const response = await app.inject({ url: '/../../../../etc/passwd' });
    expect(response.body).not.toContain('root:');
  });

  it('sends security headers', async () => {
    const response = await app.inject({ url: '/' });
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it("paints the host's event colours from the first byte, and follows a saved branding", async () => {
    const event = await t.buildEvent();
    const admin = await t.buildUser(event.id, { permissions: 'admin' });
    const host = event.hostnames[0]!;
    const page = async (url = '/') => (await app.inject({ url, headers: { host } })).body;
    expect(await page()).toContain('--nav-bg:#029e66;--nav-fg:#ffffff');
    expect(await page()).toContain('<meta name="theme-color" content="#029e66">');

    const saved = await app.inject({
      method: 'PATCH',
      url: `/api/v1/events/${event.id}/settings/branding`,
      headers: { host, cookie: await t.login(event, admin) },
      payload: { navBgColor: '#f5f5f5' },
    });
    expect(saved.statusCode).toBe(200);
    const memberPage = await page('/my-team');
    expect(memberPage).toContain('--nav-bg:#f5f5f5;--nav-fg:#1a1b1e');
    expect(memberPage).toContain('<html data-shell>');
  });

  it('leaves the placeholder header bar off the login page', async () => {
    const event = await t.buildEvent();
    const host = event.hostnames[0]!;
    const login = (await app.inject({ url: '/auth/login', headers: { host } })).body;
    expect(login).toContain('--nav-bg:');
    expect(login).not.toContain('<html data-shell');
  });
});
