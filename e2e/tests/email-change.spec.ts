import { expect, test } from './fixtures.ts';
import { adminEventId, emailedLink, inboxOf, newTeamType, ownerOfNewTeam } from './helpers.ts';

test('a member changes their email through the emailed link, the old address is told, and they log in with the new one', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const id = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const eventId = await adminEventId(request);
  const teamTypeId = await newTeamType(request, eventId, `Movers ${id}`);
  const page = await ownerOfNewTeam(browser, request, { eventId, teamTypeId, id, area: 'Movers' });
  const oldEmail = `movers.${teamTypeId.slice(0, 6).toLowerCase()}.${id}@example.com`;
  const newEmail = `moved.${id}@example.com`;

  await page.goto('/my-account');
  const form = page.getByRole('region', { name: 'Change email' });
  await form.getByRole('textbox', { name: /^New email/ }).fill(`Moved.${id}@Example.com`);
  // The change asks for the current password: a wrong one is refused at its field.
  await form.getByLabel(/^Current password/).fill('not-my-password');
  await form.getByRole('button', { name: 'Send confirmation link' }).click();
  await expect(form.getByText('Your current password is incorrect')).toBeVisible();
  await expect(form.getByRole('status')).toBeHidden();
  await form.getByLabel(/^Current password/).fill(`movers-pass-${id}`);
  await form.getByRole('button', { name: 'Send confirmation link' }).click();
  await expect(form.getByRole('status').filter({ hasText: 'sent a link to' })).toBeVisible();
  await expect(form.getByText('Your current password is incorrect')).toBeHidden();

  // The link goes to the new address; following it changes the login and asks to log in.
  const link = await emailedLink(request, newEmail, '/auth/update-email');
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page).toHaveURL(/\/auth\/update-email\/login/);
  await expect(page.getByText('Your email address has been changed.')).toBeVisible();
  // The new address is filled in: only the password is asked for.
  await expect(page.getByLabel('Email')).toHaveValue(newEmail);
  await page.getByLabel('Password', { exact: true }).fill(`movers-pass-${id}`);
  await page.getByRole('button', { name: 'Log in' }).click();
  // Back where the change began, logged in with the new address.
  await expect(page).toHaveURL(/\/my-account$/);
  await expect(page.getByText(`You log in with ${newEmail}.`)).toBeVisible();

  // The address it replaced is told of the change.
  await expect(async () => {
    const told = (await inboxOf(request, oldEmail)).filter((m) =>
      m.subject.includes('email address was changed'),
    );
    expect(told).toHaveLength(1);
    expect(told[0]!.text).toContain(newEmail);
  }).toPass({ timeout: 20_000 });
  await page.context().close();
});

test('changing the password asks for the current one, at its field', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const id = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const eventId = await adminEventId(request);
  const teamTypeId = await newTeamType(request, eventId, `Keepers ${id}`);
  const page = await ownerOfNewTeam(browser, request, {
    eventId,
    teamTypeId,
    id,
    area: 'Keepers',
  });
  await page.goto('/my-account');
  const form = page.getByRole('region', { name: 'Change password' });
  await form.getByLabel(/^Current password/).fill('not-my-password');
  await form.getByLabel(/^New password/).fill(`keepers-new-${id}`);
  await form.getByLabel(/^Confirm new password/).fill(`keepers-new-${id}`);
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(form.getByText('Your current password is incorrect')).toBeVisible();

  await form.getByLabel(/^Current password/).fill(`keepers-pass-${id}`);
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Your password has been changed')).toBeVisible();
  await expect(form.getByLabel(/^Current password/)).toHaveValue('');
  await page.context().close();
});
