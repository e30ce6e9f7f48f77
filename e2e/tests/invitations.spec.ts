import { expect, test } from './fixtures.ts';
import { adminEventId, demo, emailedLink, logIn, logOut, setPassword, signIn } from './helpers.ts';

// Digits only, so the page's title-cased heading reads the same as the name.
const unique = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`;

test('an admin adds an account of another event to a team: it is invited, and its holder accepts after logging in', async ({
  page,
  browser,
  request,
}, testInfo) => {
  test.slow();
  const id = unique();
  const email = `summit.guest.${id}@example.com`;
  const password = `summit-guest-${id}`;
  const teamName = `Invite Stands ${id}`;

  // An account of the platform admin's other event (the Demo Summit): added to a team there,
  // with its first password set from the emailed link, as its holder would.
  const origin = new URL(testInfo.project.use.baseURL!);
  origin.hostname = 'summit.localhost';
  const summit = await browser.newContext({ baseURL: origin.toString() });
  const summitPage = await summit.newPage();
  // Through the login form: the test runner's own requests cannot resolve summit.localhost
  // (the browser resolves every *.localhost name to this machine by itself).
  await logIn(summitPage, 'platform@showdesk.demo');
  await expect(summitPage).toHaveURL(/\/$/);
  await summitPage.goto('/admin/teams/add-team');
  await summitPage.getByRole('textbox', { name: 'Team name' }).fill(`Summit Crew ${id}`);
  await summitPage.getByRole('textbox', { name: 'Owner email' }).fill(email);
  await summitPage.getByRole('textbox', { name: 'Owner first name' }).fill('Sunny');
  await summitPage.getByRole('textbox', { name: 'Owner surname' }).fill(`Summit${id}`);
  await summitPage.getByRole('button', { name: 'Add team' }).click();
  await expect(summitPage.getByRole('heading', { level: 1 })).toHaveText(`Summit Crew ${id}`);
  const link = await emailedLink(request, email, '/auth/set-password');
  await setPassword(summitPage, link, password);
  await summit.close();

  // A fresh team of the demo event (its owner new to Showdesk).
  const eventId = await adminEventId(request);
  const created = await request.post(`/api/v1/events/${eventId}/teams`, {
    data: {
      name: teamName,
      ownerEmail: `invite.owner.${id}@example.com`,
      ownerFirstName: 'Ivo',
      ownerSurname: `Owner${id}`,
    },
  });
  expect(created.status()).toBe(201);
  const teamId = (await created.json()).id as string;

  // The demo admin adds the Summit account as a member: it shows as invited, not as a member.
  await signIn(page, demo.admin, `/admin/teams/${teamId}`);
  await page.getByRole('link', { name: 'Add member' }).click();
  await page.getByRole('textbox', { name: /Email/ }).fill(email);
  await page.getByRole('textbox', { name: 'First name' }).fill('Sunny');
  await page.getByRole('textbox', { name: 'Surname' }).fill(`Guest${id}`);
  await page.getByRole('button', { name: 'Add member' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(teamName);
  const row = page
    .getByRole('table', { name: 'Team members' })
    .getByRole('row', { name: new RegExp(`Sunny Guest${id}`) });
  await expect(row).toContainText('Invited');
  await page.goto(`/admin/users?q=${encodeURIComponent(email)}`);
  await expect(page.getByRole('row', { name: new RegExp(email) })).toContainText('Invited');
  await logOut(page);

  // Its holder logs in on the demo event: the invitation, not the app.
  await logIn(page, email, password);
  await expect(page.getByRole('heading', { level: 1, name: "You're Invited" })).toBeVisible();
  await expect(
    page.getByText(`Alex Admin invited you to Showdesk Demo Expo 2027 as a member of ${teamName}.`),
  ).toBeVisible();
  await expect(page.getByRole('navigation', { name: /main/i })).toHaveCount(0);

  // Declining asks first; cancelling keeps the invitation.
  await page.getByRole('button', { name: 'Decline' }).click();
  const dialog = page.getByRole('dialog', { name: 'Decline this invitation?' });
  await expect(dialog).toContainText('To join later, an organiser has to invite you again.');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();

  // Accepting opens the app at the dashboard, as a member of the team.
  await page.getByRole('button', { name: 'Accept invitation' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(
    page.getByRole('button', { name: new RegExp(`Account menu for Sunny Guest${id}`) }),
  ).toBeVisible();
  await page
    .getByRole('navigation', { name: /main/i })
    .getByRole('link', { name: 'My Team' })
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(teamName);
  await expect(page.getByRole('table', { name: 'Team members' })).not.toContainText('Invited');

  // And the event still knows them after a reload (a member now, no invitation).
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(teamName);
});
