import { expect, test } from './fixtures.ts';
import { demo, emailedLink, emailLogFor, logIn } from './helpers.ts';

test('the reset-password flow, followed from the emailed link', async ({ page, request }) => {
  await page.goto('/auth/login');
  await page.getByRole('link', { name: /forgot password/i }).click();
  await expect(page).toHaveURL(/\/auth\/forgot-password/);
  await page.getByLabel('Email').fill(demo.owner);
  await page.getByRole('button', { name: /send|reset/i }).click();
  await expect(page.getByText(/if an account exists/i)).toBeVisible();

  // The link reaches the owner's inbox; the admins' email log shows only that it was sent.
  const url = await emailedLink(request, demo.owner, '/auth/reset-password');
  const logged = (await emailLogFor(request, demo.owner)).find(
    (e) => e.template === 'verifyPasswordChange',
  );
  expect(logged?.text).toContain('[link sent to the recipient only]');
  expect(logged?.text).not.toContain('token');

  await page.goto(`${url.pathname}${url.search}`);
  await page.getByLabel('New password', { exact: true }).fill('owner-new-pass-2027');
  await page.getByLabel('Confirm new password').fill('owner-new-pass-2027');
  await page.getByRole('button', { name: /reset password|save|set password/i }).click();
  await expect(page).toHaveURL(/\/auth\/login/);

  await logIn(page, demo.owner, 'owner-new-pass-2027');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('navigation', { name: /main/i })).toBeVisible();

  // The used link, opened again: the page says at once that it no longer works, and offers a
  // new one, before any password is typed.
  await page.goto(`${url.pathname}${url.search}`);
  await expect(page.getByRole('alert')).toContainText('This link is invalid or has expired');
  await expect(page.getByLabel('New password', { exact: true })).toHaveCount(0);
  await page.getByRole('link', { name: 'Send me a new link' }).click();
  await expect(page).toHaveURL(/\/auth\/forgot-password/);
});
