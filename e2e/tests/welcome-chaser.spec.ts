import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import {
  demo,
  demoPassword,
  emailedLink,
  emailLogFor,
  setPasswordAndSignIn,
  signIn,
} from './helpers.ts';

// One after the other: a send's outcome is the event's (the users page shows the event's newest
// send to every admin), so the second test's refused email could open its report over the
// first test's page.
test.describe.configure({ mode: 'default' });

const unique = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`;

/** The welcomeChaser emails to `to` in the event's email log, newest first. */
async function remindersTo(request: APIRequestContext, to: string) {
  return (await emailLogFor(request, to)).filter((e) => e.template === 'welcomeChaser');
}

test('an organiser reminds members who have never logged in, all at once or one by one', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(180_000);
  const id = unique();
  const ownerEmail = `chaser.${id}@example.com`;
  const ownerName = `Chase Reminder${id}`;

  // A team whose new owner is invited but never logs in.
  const login = await request.post('/api/v1/auth/login', {
    data: { email: demo.admin, password: demoPassword },
  });
  expect(login.ok()).toBeTruthy();
  const eventId = (await login.json()).event.id;
  const created = await request.post(`/api/v1/events/${eventId}/teams`, {
    data: {
      name: `Chaser Stands ${id}`,
      ownerEmail,
      ownerFirstName: 'Chase',
      ownerSurname: `Reminder${id}`,
    },
  });
  expect(created.status()).toBe(201);

  await signIn(page, demo.admin, '/admin/users');

  // Everyone who has never logged in, after a confirmation that says how many they are.
  await page.getByRole('button', { name: 'Send welcome reminders' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send welcome reminders?' });
  await expect(dialog).toContainText(/\d+ members? (has|have) never logged in/);
  await dialog.getByRole('button', { name: /^Send \d+ reminders?$/ }).click();
  // The send runs in the background: its progress shows until it has finished, then the toast.
  await expect(page.getByText(/^Sent \d+ welcome reminders?$/)).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('progressbar', { name: 'Welcome reminders sent' })).toHaveCount(0);
  await expect(dialog).toBeHidden();
  await expect.poll(async () => (await remindersTo(request, ownerEmail)).length).toBe(1);

  // One member, from their row's menu.
  await page.getByRole('searchbox', { name: 'Search users' }).fill(ownerEmail);
  const row = page.getByRole('row', { name: new RegExp(ownerEmail) });
  await expect(row).toContainText('Never logged in');
  await expect(row).toContainText(`Chaser Stands ${id}`);
  await row.getByRole('button', { name: `Actions for ${ownerName}` }).click();
  await page.getByRole('menuitem', { name: 'Resend welcome' }).click();
  await expect(page.getByText(`Welcome reminder sent to ${ownerEmail}`)).toBeVisible({
    timeout: 30_000,
  });
  await expect.poll(async () => (await remindersTo(request, ownerEmail)).length).toBe(2);

  // Chosen members: selected in the list (here, among those who never logged in).
  await page.getByRole('searchbox', { name: 'Search users' }).fill('');
  await page.getByRole('combobox', { name: 'Logged in' }).click();
  await page.getByRole('option', { name: 'Never logged in' }).click();
  await expect(page).toHaveURL(/filter=hasLoggedIn%3Afalse/);
  await page.getByRole('searchbox', { name: 'Search users' }).fill(ownerEmail);
  await row.getByRole('checkbox', { name: `Select ${ownerName}` }).check();
  await page.getByRole('button', { name: 'Send welcome reminders to 1 selected user' }).click();
  const chosen = page.getByRole('dialog', { name: 'Send welcome reminders?' });
  await expect(chosen).toContainText('1 selected user will get an email');
  await chosen.getByRole('button', { name: 'Send 1 reminder' }).click();
  await expect(page.getByText('Sent 1 welcome reminder')).toBeVisible({ timeout: 30_000 });
  await expect.poll(async () => (await remindersTo(request, ownerEmail)).length).toBe(3);

  // The reminder's set-password link sets their first password, and they can log in.
  const [reminder] = await remindersTo(request, ownerEmail);
  expect(reminder!.text).toContain('You were invited to');
  expect(reminder!.text).not.toContain('token');
  const link = await emailedLink(request, ownerEmail, '/auth/set-password', /^Reminder/);
  const invitee = await browser.newContext();
  const inviteePage = await invitee.newPage();
  const password = `chaser-pass-${id}`;
  await setPasswordAndSignIn(inviteePage, link, ownerEmail, password);
  await invitee.close();

  // Once they have logged in, there is nothing to resend.
  await page.goto(`/admin/users?q=${encodeURIComponent(ownerEmail)}`);
  await expect(row).toBeVisible();
  await expect(row).not.toContainText('Never logged in');
  await row.getByRole('button', { name: `Actions for ${ownerName}` }).click();
  await expect(page.getByRole('menuitem', { name: 'Delete' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Resend welcome' })).toHaveCount(0);
});

test('a reminder the mail server refuses is reported with its code and message; the others are sent', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const id = unique();
  const login = await request.post('/api/v1/auth/login', {
    data: { email: demo.admin, password: demoPassword },
  });
  const eventId = (await login.json()).event.id;
  const invite = async (email: string, surname: string) => {
    const created = await request.post(`/api/v1/events/${eventId}/teams`, {
      data: {
        name: `Bounce Stands ${surname}`,
        ownerEmail: email,
        ownerFirstName: 'Bo',
        ownerSurname: surname,
      },
    });
    expect(created.status()).toBe(201);
  };
  const good = `good.${id}@example.com`;
  const bad = `nobody.${id}@bounce.example`;
  await invite(good, `Good${id}`);
  await invite(bad, `Bad${id}`);

  await signIn(page, demo.admin, `/admin/users?q=${id}`);
  for (const surname of [`Good${id}`, `Bad${id}`])
    await page.getByRole('checkbox', { name: `Select Bo ${surname}` }).check();
  await page.getByRole('button', { name: 'Send welcome reminders to 2 selected users' }).click();
  await page
    .getByRole('dialog', { name: 'Send welcome reminders?' })
    .getByRole('button', { name: 'Send 2 reminders' })
    .click();
  const report = page.getByRole('dialog', { name: 'Welcome reminders' });
  await expect(report).toContainText('Delivered 1 of 2 welcome reminders', { timeout: 30_000 });
  await expect(report).toContainText('Failed to send 1 email');
  // The batch is in address order: good.… before nobody.…
  await expect(report.getByRole('list', { name: 'Failed emails' })).toContainText(
    new RegExp(`Email 2: 550 - .*Mailbox unavailable.*${bad.replace(/\./g, '\\.')}`),
  );
  await report.getByRole('button', { name: 'Close' }).last().click();
  await expect(report).toBeHidden();
  await expect.poll(async () => (await remindersTo(request, good))[0]?.status).toBe('sent');
  await expect.poll(async () => (await remindersTo(request, bad))[0]?.status).toBe('rejected');
});
