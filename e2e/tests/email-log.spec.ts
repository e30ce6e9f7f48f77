import { expect, test } from './fixtures.ts';
import { demo, demoPassword, signIn } from './helpers.ts';

test('an admin finds an email in the log, reads it with its secret link hidden, and sees it on the member page', async ({
  page,
  request,
}) => {
  const id = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const email = `log.${id}@example.com`;
  const login = await request.post('/api/v1/auth/login', {
    data: { email: demo.admin, password: demoPassword },
  });
  const eventId = (await login.json()).event.id as string;
  const created = await request.post(`/api/v1/events/${eventId}/teams`, {
    data: {
      name: `Log Stands ${id}`,
      ownerEmail: email,
      ownerFirstName: 'Lou',
      ownerSurname: 'Log',
    },
  });
  expect(created.status()).toBe(201);
  const team = await created.json();

  await signIn(page, demo.admin, '/admin/emails');
  await page
    .getByRole('navigation', { name: 'Emails' })
    .getByRole('link', { name: 'Email log' })
    .click();
  await expect(page).toHaveURL(/\/admin\/emails\/log$/);
  await page.getByRole('searchbox', { name: 'Search emails' }).fill(email);
  const row = page.getByRole('row', { name: new RegExp(email.replace(/\./g, '\\.')) });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Welcome');
  await expect(row.getByText('Sent', { exact: true })).toBeVisible({ timeout: 20_000 });

  // Its text, with the set-password link hidden.
  await row.getByRole('button').first().click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(`To: ${email}`);
  await expect(dialog).toContainText('[link sent to the recipient only]');
  await expect(dialog).not.toContainText('token=');
  await dialog.getByRole('button', { name: 'Close' }).click();

  // Filtered to what was refused: not this one.
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Refused' }).click();
  await expect(page).toHaveURL(/filter=status%3Arejected/);
  await expect(page.getByText('No emails', { exact: true })).toBeVisible();

  // The member's page lists their emails, with a link to all of them.
  await page.goto(`/admin/teams/${team.id}/${team.ownerId}`);
  const card = page.getByRole('list', { name: 'Their latest emails' });
  await expect(card.getByRole('listitem')).toHaveCount(1);
  await page.getByRole('link', { name: /See all 1 in the email log/ }).click();
  await expect(page).toHaveURL(/filter=userId%3A/);
  await expect(
    page.getByRole('row', { name: new RegExp(email.replace(/\./g, '\\.')) }),
  ).toHaveCount(1);
});
