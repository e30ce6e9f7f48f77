import { expect, test } from './fixtures.ts';
import { adminEventId, demo, emailedLink, setPasswordAndSignIn, signIn } from './helpers.ts';

// Digits only, so the page's title-cased heading reads the same as the name.
const unique = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`;

test("team owners add members up to the limit and see '(Team Full)' after it", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const id = unique();
  const name = `Quay Stands ${id}`;
  const ownerEmail = `quay.owner.${id}@example.com`;
  const password = `quay-pass-${id}`;

  // An organiser adds a team with a new owner, who is emailed a set-password link.
  const eventId = await adminEventId(request);
  const created = await request.post(`/api/v1/events/${eventId}/teams`, {
    data: { name, ownerEmail, ownerFirstName: 'Quinn', ownerSurname: 'Quay' },
  });
  expect(created.status()).toBe(201);
  const link = await emailedLink(request, ownerEmail, '/auth/set-password');
  await setPasswordAndSignIn(page, link, ownerEmail, password);

  await page
    .getByRole('navigation', { name: /main/i })
    .getByRole('link', { name: 'My Team' })
    .click();
  await expect(page).toHaveURL(/\/my-team$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  const members = page.getByRole('table', { name: 'Team members' });
  await expect(members.getByRole('row', { name: /Quinn Quay.*Owner/ })).toBeVisible();

  // The event's limit (owner included); the owner fills all but the last two places quickly.
  const membersPath = `/api/v1/events/${eventId}/my-team/members`;
  const { teamMemberLimit: limit } = await (
    await page.request.get(`/api/v1/events/${eventId}/my-team`)
  ).json();
  expect(limit).toBeGreaterThanOrEqual(3);
  await expect(page.getByText(`1 of ${limit} members`)).toBeVisible();
  for (let n = 2; n <= limit - 2; n++) {
    const added = await page.request.post(membersPath, {
      data: { email: `quay.${id}.${n}@example.com`, firstName: 'Member', surname: `No${n}` },
    });
    expect(added.status()).toBe(201);
  }

  // The next member through the form: its checks first, then the welcome email.
  await page.reload();
  await expect(page.getByText(`${limit - 2} of ${limit} members`)).toBeVisible();
  await page.getByRole('link', { name: 'Add team member' }).click();
  await expect(page).toHaveURL(/\/my-team\/add-team-member$/);
  await expect(page.getByText('welcome email')).toBeVisible();
  await page.getByRole('textbox', { name: /Email/ }).fill('not an email');
  await page.getByRole('button', { name: 'Add team member' }).click();
  await expect(page.getByText('Enter a valid email address')).toBeVisible();
  await expect(page.getByText('Enter a first name')).toBeVisible();
  const nextEmail = `quay.${id}.next@example.com`;
  await page.getByRole('textbox', { name: /Email/ }).fill(nextEmail);
  await page.getByRole('textbox', { name: /First name/ }).fill('Nina');
  await page.getByRole('textbox', { name: /Surname/ }).fill('Next');
  await page.getByRole('button', { name: 'Add team member' }).click();
  await expect(page.getByText('Nina Next was added to your team')).toBeVisible();
  await expect(page).toHaveURL(/\/my-team$/);
  await expect(members.getByRole('row', { name: /Nina Next/ })).toContainText('Not yet');
  await expect(page.getByText(`${limit - 1} of ${limit} members`)).toBeVisible();
  await emailedLink(request, nextEmail, '/auth/set-password', /^Welcome/);

  // The last place, also through the form; then the team is full.
  await page.getByRole('link', { name: 'Add team member' }).click();
  await page.getByRole('textbox', { name: /Email/ }).fill(`quay.${id}.last@example.com`);
  await page.getByRole('textbox', { name: /First name/ }).fill('Lola');
  await page.getByRole('textbox', { name: /Surname/ }).fill('Last');
  await page.getByRole('button', { name: 'Add team member' }).click();
  await expect(page).toHaveURL(/\/my-team$/);
  await expect(members.getByRole('row', { name: /Lola Last/ })).toBeVisible();
  await expect(page.getByText(`${limit} of ${limit} members`)).toBeVisible();
  const full = page.getByRole('button', { name: 'Add team member (Team Full)' });
  await expect(full).toBeVisible();
  await expect(full).toBeDisabled();
  await expect(page.getByRole('link', { name: 'Add team member' })).toHaveCount(0);

  // The add page explains instead of showing the form, and the API refuses one more.
  await page.goto('/my-team/add-team-member');
  await expect(page.getByRole('heading', { name: 'Add Team Member (Team Full)' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: /Email/ })).toHaveCount(0);
  const refused = await page.request.post(membersPath, {
    data: { email: `quay.${id}.extra@example.com`, firstName: 'Extra', surname: 'One' },
  });
  expect(refused.status()).toBe(409);
  expect((await refused.json()).error.message).toBe('This team is full (Team Full)');

  // A full team can still share its stand.
  await page.goto('/my-team');
  await page.getByRole('link', { name: 'Add stand share' }).click();
  await expect(page).toHaveURL(/\/my-team\/add-stand-share\/[^/]+$/);
  await page.getByRole('button', { name: 'Add stand share' }).click();
  await expect(page.getByText('Enter a team name')).toBeVisible();
  const shareName = `Quay Share ${id}`;
  await page.getByRole('textbox', { name: /Team name/ }).fill(shareName);
  await page.getByRole('textbox', { name: /Owner email/ }).fill(`quay.share.${id}@example.com`);
  await page.getByRole('textbox', { name: /Owner first name/ }).fill('Sol');
  await page.getByRole('textbox', { name: /Owner surname/ }).fill('Share');
  await page.getByRole('button', { name: 'Add stand share' }).click();
  await expect(page).toHaveURL(/\/my-team$/);
  await expect(
    page.getByRole('table', { name: 'Stand shares' }).getByRole('row', { name: /Sol Share/ }),
  ).toContainText(shareName);
});

test('a team member reads their team; owner-only pages and a team-less organiser are told why', async ({
  page,
}) => {
  await signIn(page, demo.member, '/my-team');
  await expect(page.getByText('Team member', { exact: true })).toBeVisible();
  const members = page.getByRole('table', { name: 'Team members' });
  await expect(members.getByRole('row', { name: /Owner/ })).toContainText(demo.owner);
  await expect(page.getByText(/of \d+ members/)).toBeVisible();
  // Read-only: nothing to add or save.
  await expect(page.getByRole('link', { name: /Add team member/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Add team member/ })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Add stand share' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);

  await page.goto('/my-team/add-team-member');
  await expect(
    page.getByRole('heading', { name: 'Only The Team Owner Can Do That' }),
  ).toBeVisible();
  await page.goto('/my-team/add-stand-share/any-team');
  await expect(
    page.getByRole('heading', { name: 'Only The Team Owner Can Do That' }),
  ).toBeVisible();
  // The root of add-stand-share redirects to my team (spec section 2).
  await page.goto('/my-team/add-stand-share');
  await expect(page).toHaveURL(/\/my-team$/);

  // An organiser in no team gets a friendly screen, not an error.
  await page.context().clearCookies();
  await signIn(page, demo.admin, '/my-team');
  await expect(page.getByRole('heading', { name: "You're Not In A Team" })).toBeVisible();
});
