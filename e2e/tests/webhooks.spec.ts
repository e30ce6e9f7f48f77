import { expect, test } from './fixtures.ts';
import { demo, openGuestForm, signIn } from './helpers.ts';

test('an admin adds a webhook, sees its secret once, tests it (a refused address is told), and a guest submission shows in its delivery log', async ({
  page,
  request,
  browser,
}) => {
  test.slow();
  const name = `Enquiries hook ${Date.now()}`;
  const login = await request.post('/api/v1/auth/login', {
    data: { email: demo.admin, password: 'showdesk-demo-2027' },
  });
  const eventId = (await login.json()).event.id as string;
  const forms = await request.get(`/api/v1/events/${eventId}/forms?q=Visitor%20enquiry`);
  const formId = (await forms.json()).items[0].id as string;

  await signIn(page, demo.admin);
  // The form's header leads admins to its webhooks.
  await page.goto(`/admin/forms/${formId}`);
  await page.getByRole('link', { name: 'Webhooks' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Webhooks' })).toBeVisible();

  await page.getByRole('link', { name: 'Add webhook' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Add webhook' })).toBeVisible();
  // A literal loopback address is refused on save, at its field.
  await page.getByRole('textbox', { name: /^Name/ }).fill(name);
  await page.getByRole('textbox', { name: /^Request URL/ }).fill('http://127.0.0.1:9/hook');
  await page.getByRole('button', { name: 'Add webhook' }).click();
  await expect(
    page.getByText('Requests to 127.0.0.1 are not allowed: a loopback address'),
  ).toBeVisible();
  // A name is resolved when sending: localhost passes the save and is refused then.
  await page.getByRole('textbox', { name: /^Request URL/ }).fill('http://localhost:9/hook');
  await page.getByRole('combobox', { name: 'Format' }).click();
  await page.getByRole('option', { name: 'XML' }).click();
  await page.getByRole('button', { name: 'Add payload field' }).click();
  await page.getByRole('textbox', { name: 'Key 1' }).fill('visitor');
  await page.getByRole('combobox', { name: 'Field 1' }).click();
  await page.getByRole('option', { name: 'Your name' }).click();
  await page.getByRole('button', { name: 'Add webhook' }).click();

  // The secret, once.
  await expect(page.getByRole('heading', { level: 1, name: 'Webhook added' })).toBeVisible();
  const secret = (await page.getByLabel('Signing secret', { exact: true }).textContent()) ?? '';
  expect(secret).toMatch(/^whsec_/);
  await expect(page.getByRole('button', { name: 'Copy secret' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to the webhook' }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText(secret)).toHaveCount(0);
  await expect(page.getByText('No deliveries yet')).toBeVisible();

  // The test call reaches the guard: a clear refusal.
  await page.getByRole('button', { name: 'Send test' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'The test was not sent' })).toContainText(
    'Requests to localhost (127.0.0.1) are not allowed: a loopback address',
  );

  // A guest sends the form: the delivery is attempted and logged (refused, not retried).
  const { page: guest, context: guestContext } = await openGuestForm(browser, formId);
  const openedAt = Date.now();
  await guest.getByRole('textbox', { name: /^Your name/ }).fill('Ada Visitor');
  await guest.getByRole('textbox', { name: /^Your email/ }).fill('ada@visitor.example');
  await guest.getByRole('combobox', { name: /^What is it about\?/ }).click();
  await guest.getByRole('option', { name: 'Something else', exact: true }).click();
  await guest.getByRole('textbox', { name: /^Your question/ }).fill('Is there parking?');
  await guest.waitForTimeout(Math.max(0, openedAt + 3_200 - Date.now()));
  await guest.getByRole('button', { name: 'Submit' }).click();
  await expect(guest).toHaveURL(new RegExp(`/guests/forms/${formId}/`));
  await guestContext.close();

  const log = page.getByRole('table', { name: 'Delivery log' });
  await expect(async () => {
    await page.reload();
    await expect(log).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  const row = log.getByRole('row').filter({ hasText: 'not allowed' });
  await expect(row).toContainText('No answer');
  await expect(row).toContainText('Failed (no more attempts)');

  // The list shows it with its last delivery; then it is deleted, asked first.
  await page.getByRole('link', { name: 'Webhooks', exact: true }).click();
  const listed = page.getByRole('row').filter({ hasText: name });
  await expect(listed).toContainText('http://localhost:9/hook');
  await expect(listed).toContainText('XML');
  await expect(listed).toContainText('Failed');
  await page.getByRole('button', { name: `Actions for ${name}` }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete this webhook?' });
  await dialog.getByRole('button', { name: 'Delete webhook' }).click();
  await expect(page.getByText(`${name} was deleted`)).toBeVisible();
  await expect(listed).toHaveCount(0);
});

test('a moderator has no webhooks link and is refused the screen', async ({ page }) => {
  await signIn(page, demo.moderator, '/admin/forms');
  await page.getByRole('button', { name: /^Actions for Stand details/ }).click();
  await expect(page.getByRole('menuitem', { name: 'Confirmations' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Webhooks' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await page.goto('/admin/forms/any-form/webhooks');
  await expect(page).toHaveURL(/\/unauthorised/);
});
