import { createHmac } from 'node:crypto';
import http from 'node:http';
import { expect, test } from './fixtures.ts';
import { demo, signIn } from './helpers.ts';

/** The receiver's port: the one the test server allows webhooks to (e2e/start-server.mjs). */
const receiverPort = Number(process.env.E2E_PORT ?? 3111) + 4;

test('an admin adds an event webhook, sees its secret once, sends a test and finds it in the delivery log', async ({
  page,
}) => {
  test.slow();
  const received: Array<{ headers: http.IncomingHttpHeaders; body: string }> = [];
  const receiver = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      received.push({ headers: req.headers, body });
      res.writeHead(200, { 'Content-Type': 'text/plain' });
      res.end('thanks');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(receiverPort, '127.0.0.1', resolve));
  try {
    const name = `Planning ${Date.now()}`;
    await signIn(page, demo.admin, '/admin');
    // Under Integrations on the admin page.
    await expect(page.getByRole('heading', { level: 2, name: 'Integrations' })).toBeVisible();
    await page.getByRole('link', { name: 'Event webhooks' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Event Webhooks' })).toBeVisible();
    // The demo's paused webhook is listed.
    await expect(page.getByRole('row').filter({ hasText: 'Stand builder planning' })).toContainText(
      'Inactive',
    );

    await page.getByRole('link', { name: 'Add event webhook' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Add Event Webhook' })).toBeVisible();
    await page.getByRole('textbox', { name: /^Name/ }).fill(name);
    await page.getByRole('textbox', { name: /^URL/ }).fill(`http://127.0.0.1:${receiverPort}/in`);
    // No kind chosen: told at the kinds, nothing added.
    await page.getByRole('button', { name: 'Add event webhook' }).click();
    await expect(page.getByText('Choose at least one kind of event')).toBeVisible();
    await page.getByRole('checkbox', { name: /^Task status changed/ }).check();
    await page.getByRole('checkbox', { name: /^Task approved/ }).check();
    await page.getByRole('button', { name: 'Add event webhook' }).click();

    // The secret, once, with a copy button.
    await expect(
      page.getByRole('heading', { level: 1, name: 'Event Webhook Added' }),
    ).toBeVisible();
    const secret = (await page.getByLabel('Signing secret', { exact: true }).textContent()) ?? '';
    expect(secret).toMatch(/^whsec_/);
    await expect(page.getByRole('button', { name: 'Copy secret' })).toBeVisible();
    await page.getByRole('link', { name: 'Go to the webhook' }).click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByText(secret)).toHaveCount(0);
    await expect(page.getByText('No deliveries yet')).toBeVisible();

    // A test: the receiver's answer is shown, and the ping is signed with the secret.
    await page.getByRole('button', { name: 'Send test' }).click();
    const result = page.getByRole('status', { name: 'Test result' });
    await expect(result).toContainText('200');
    await expect(result).toContainText('Delivered');
    await expect(result).toContainText('thanks');
    expect(received).toHaveLength(1);
    const [, t, v1] =
      /^t=(\d+),v1=([0-9a-f]{64})$/.exec(String(received[0]!.headers['x-showdesk-signature'])) ??
      [];
    expect(createHmac('sha256', secret).update(`${t}.${received[0]!.body}`).digest('hex')).toBe(v1);
    expect(JSON.parse(received[0]!.body)).toMatchObject({ type: 'ping' });

    // In the delivery log, with what it sent.
    const log = page.getByRole('table', { name: 'Delivery log' });
    const row = log.getByRole('row').filter({ hasText: 'Test (ping)' });
    await expect(row).toContainText('200');
    await expect(row).toContainText('Delivered');
    await row.getByRole('button', { name: /^View what attempt 1 of Test \(ping\) sent/ }).click();
    const sent = page.getByRole('dialog', { name: 'Test (ping): what was sent' });
    await expect(sent).toContainText('"type": "ping"');
    await page.keyboard.press('Escape');
    await expect(sent).toBeHidden();

    // Listed with its last delivery; deleted after a confirmation.
    await page
      .getByRole('navigation', { name: 'Breadcrumb' })
      .getByRole('link', { name: 'Event Webhooks' })
      .click();
    const listed = page.getByRole('row').filter({ hasText: name });
    await expect(listed).toContainText('Task status changed');
    await expect(listed).toContainText('Delivered');
    await page.getByRole('button', { name: `Actions for ${name}` }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete this event webhook?' });
    await dialog.getByRole('button', { name: 'Delete event webhook' }).click();
    await expect(page.getByText(`${name} was deleted`)).toBeVisible();
    await expect(listed).toHaveCount(0);
  } finally {
    await new Promise<void>((resolve) => receiver.close(() => resolve()));
  }
});

test('a moderator is refused the event webhooks screen', async ({ page }) => {
  await signIn(page, demo.moderator, '/admin/integrations/event-webhooks');
  await expect(page).toHaveURL(/\/unauthorised/);
});
