import { expect, test } from '@playwright/test';
import { demo, emailsFor, logIn } from './helpers.ts';

test('the reset-password flow, followed from the link in the outbox', async ({ page, request }) => {
  await page.goto('/auth/login');
  await page.getByRole('link', { name: /forgot password/i }).click();
  await expect(page).toHaveURL(/\/auth\/forgot-password/);
  await page.getByLabel('Email').fill(demo.owner);
  await page.getByRole('button', { name: /send|reset/i }).click();
  await expect(page.getByText(/if an account exists/i)).toBeVisible();

  let link = '';
  await expect(async () => {
    const emails = await emailsFor(request, demo.owner);
    const reset = emails.find((e) => e.template === 'verifyPasswordChange');
    const match = reset?.text.match(/https?:\/\/\S+\/auth\/reset-password\?\S+/);
    expect(match).toBeTruthy();
    link = match![0];
  }).toPass({ timeout: 15_000 });

  const url = new URL(link);
  await page.goto(`${url.pathname}${url.search}`);
  await page.getByLabel('New password', { exact: true }).fill('owner-new-pass-2027');
  await page.getByLabel('Confirm new password').fill('owner-new-pass-2027');
  await page.getByRole('button', { name: /reset password|save|set password/i }).click();
  await expect(page).toHaveURL(/\/auth\/login/);

  await logIn(page, demo.owner, 'owner-new-pass-2027');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('navigation', { name: /main/i })).toBeVisible();
});
