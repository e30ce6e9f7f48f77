import { expect, test } from './fixtures.ts';
import { adminEventId, demo, signIn } from './helpers.ts';

test('an admin creates an API token, sees it once, finds it listed by its prefix, and revokes it', async ({
  page,
  request,
}) => {
  const name = `Badge printer ${Date.now()}`;
  await signIn(page, demo.admin, '/admin');
  // The admin page's Integrations card leads to the API tokens.
  await expect(page.getByRole('heading', { level: 2, name: 'Integrations' })).toBeVisible();
  await page.getByRole('link', { name: 'API tokens' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^API tokens$/i })).toBeVisible();

  await page.getByRole('link', { name: 'Create API token' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Create API token' });
  await expect(dialog).toBeVisible();
  // No area chosen: told at the scopes, nothing made.
  await dialog.getByRole('textbox', { name: /^Name/ }).fill(name);
  await dialog.getByRole('button', { name: 'Create token' }).click();
  await expect(dialog.getByText('Choose read or write for at least one area')).toBeVisible();
  await dialog
    .getByRole('radiogroup', { name: /^People/ })
    .getByLabel('Read')
    .check();
  await dialog
    .getByRole('radiogroup', { name: /^Tasks/ })
    .getByLabel('Write')
    .check();
  await dialog.getByRole('button', { name: 'Create token' }).click();

  // The token, once, with its warning and a copy button.
  const shown = page.getByRole('dialog', { name: 'Copy your API token' });
  await expect(shown.getByText('Copy it now: it is shown this once')).toBeVisible();
  const token = (await shown.getByLabel('API token', { exact: true }).textContent()) ?? '';
  expect(token).toMatch(/^sdt_[A-Za-z0-9_-]{43}$/);
  await expect(shown.getByRole('button', { name: 'Copy token' })).toBeVisible();

  // It works at once, within its scope (a Bearer token is the caller, whatever cookie goes with it).
  const eventId = await adminEventId(request);
  const asToken = { headers: { authorization: `Bearer ${token}` } };
  expect((await request.get(`/api/v1/events/${eventId}/teams`, asToken)).status()).toBe(200);
  expect(
    (await request.post(`/api/v1/events/${eventId}/teams`, { ...asToken, data: {} })).status(),
  ).toBe(403);

  await shown.getByRole('button', { name: 'Done' }).click();
  await expect(shown).toBeHidden();
  // Listed by its name and prefix, never the token itself.
  const table = page.getByRole('table', { name: /^API tokens$/i });
  const row = table.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText(token.slice(0, 12));
  await expect(row).toContainText('People: read, Tasks: write');
  await expect(row).toContainText('Active');
  await expect(page.getByText(token)).toHaveCount(0);

  // Revoked after a confirmation: it no longer works.
  await page.getByRole('button', { name: `Actions for ${name}` }).click();
  await page.getByRole('menuitem', { name: 'Revoke' }).click();
  const confirm = page.getByRole('dialog', { name: 'Revoke API token?' });
  await expect(confirm).toContainText(name);
  await confirm.getByRole('button', { name: 'Revoke' }).click();
  await expect(row).toContainText('Revoked');
  await expect(page.getByRole('button', { name: `Actions for ${name}` })).toHaveCount(0);
  expect((await request.get(`/api/v1/events/${eventId}/teams`, asToken)).status()).toBe(401);
});
