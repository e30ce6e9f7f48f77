import { expect, test } from './fixtures.ts';
import { demo, logIn } from './helpers.ts';

test.describe('operations: readiness and browser error reporting', () => {
  test('a ready app serves a member and, built without a Sentry DSN, loads no error-reporting code', async ({
    page,
    request,
  }) => {
    const ready = await request.get('/api/ready');
    expect(ready.status()).toBe(200);
    expect(await ready.json()).toEqual({
      status: 'ready',
      checks: { migrations: 'ok', jobs: 'ok', storage: 'ok' },
    });
    // No METRICS_TOKEN in the browser tests' server: no /metrics at all.
    expect((await request.get('/metrics')).status()).toBe(404);

    const requested: string[] = [];
    page.on('request', (r) => requested.push(r.url()));
    await logIn(page, demo.admin);
    const nav = page.getByRole('navigation', { name: /main/i });
    await nav.getByRole('link', { name: 'Teams' }).click();
    await expect(page.getByRole('heading', { level: 1, name: /Teams/ })).toBeVisible();
    // A record that is not there: its not-found screen, and still nothing sent anywhere.
    await page.goto('/admin/teams/no-such-team');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    const isLocal = (url: string) => /(^|\.)localhost$/.test(new URL(url).hostname);
    const elsewhere = requested.filter((url) => !url.startsWith('data:') && !isLocal(url));
    expect(elsewhere).toEqual([]);
    expect(requested.filter((url) => /error-reporting-sentry|sentry/i.test(url))).toEqual([]);
  });
});
