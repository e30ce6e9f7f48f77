import { expect, expectAccessible, test } from './fixtures.ts';
import { demo, logIn, logOut } from './helpers.ts';

test.describe('logging in as each role', () => {
  test('an admin sees the organiser menu with the admin landing page, and logs out', async ({
    page,
  }) => {
    await logIn(page, demo.admin);
    await expect(page).toHaveURL(/\/$/);
    const nav = page.getByRole('navigation', { name: /main/i });
    await expect(nav.getByRole('link', { name: 'Admin', exact: true })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Content' }).first()).toBeVisible();
    await nav.getByRole('link', { name: 'Admin', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Admin' })).toBeVisible();
    await expect(page.getByText('General settings')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Branding' }).first()).toBeVisible();
    await logOut(page);
    // The session ended on the server: the app sends us back to login.
    await page.goto('/');
    await expect(page).toHaveURL(/\/auth\/login/);
  });

  test('a moderator sees the organiser tools but no admin-only links', async ({ page }) => {
    await logIn(page, demo.moderator);
    const nav = page.getByRole('navigation', { name: /main/i });
    await expect(nav.getByRole('link', { name: 'Teams' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Admin', exact: true })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Branding' })).toHaveCount(0);
    await logOut(page);
  });

  test('a team owner sees the member menu with their team, and no organiser tools', async ({
    page,
  }) => {
    await logIn(page, demo.owner);
    const nav = page.getByRole('navigation', { name: /main/i });
    await expect(nav.getByRole('link', { name: 'Tasks' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'My Team' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Teams' })).toHaveCount(0);
    await logOut(page);
  });

  test('a team member sees the member menu and logs out', async ({ page }) => {
    await logIn(page, demo.member);
    const nav = page.getByRole('navigation', { name: /main/i });
    await expect(nav.getByRole('link', { name: 'Downloads' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'My Team' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Users' })).toHaveCount(0);
    await logOut(page);
  });
});

test('a bad password gets a clear message and no session', async ({ page }) => {
  await logIn(page, demo.member, 'not-my-password');
  await expect(page.getByRole('alert')).toContainText('Incorrect email or password');
  await expect(page).toHaveURL(/\/auth\/login/);
});

test('a moderator is sent to the unauthorised page on an admin-only route', async ({ page }) => {
  await logIn(page, demo.moderator);
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/admin/settings/branding');
  await expect(page).toHaveURL(/\/unauthorised$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/unauthorised$/);
});

test('an unknown path shows an error page', async ({ page }) => {
  await logIn(page, demo.member);
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/no/such/page');
  await expect(page.getByText(/not found/i).first()).toBeVisible();
});

test('the login page has no accessibility violations', async ({ page }) => {
  await page.goto('/auth/login');
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  await expectAccessible(page, { tags: ['wcag2a', 'wcag2aa'] });
});
