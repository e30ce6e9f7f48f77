import { expect, test } from './fixtures.ts';
import { demo, signIn } from './helpers.ts';

test('the shell shows breadcrumbs from the path, quick links and the tips aside', async ({
  page,
}) => {
  await signIn(page, demo.owner, '/my-account');
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(crumbs.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await expect(crumbs.getByText('My Account')).toBeVisible();
  await expect(page.getByText('Quick Links:')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Tips and tricks' })).toBeVisible();
  await expect(page).toHaveTitle(/^My Account \|/);
  // The default brand colour #029e66 carries white text at 3.45:1; the bar is drawn in the
  // same green deepened to #028858, where it reaches WCAG AA (4.5:1).
  await expect(page.locator('header')).toHaveCSS('background-color', 'rgb(2, 136, 88)');

  // Below the xl width (1200px) the aside is hidden.
  await page.setViewportSize({ width: 1100, height: 800 });
  await expect(page.getByRole('heading', { name: 'Tips and tricks' })).toBeHidden();
});

test("saving the account shows the spec's success feedback", async ({ page }) => {
  await signIn(page, demo.member, '/my-account');
  await page.getByLabel('First name').fill('Maxine');
  await page.getByRole('button', { name: 'Save details' }).click();
  await expect(page.getByText('Your updates have been successfully saved')).toBeVisible();
  await expect(page.getByRole('button', { name: /account menu for maxine/i })).toBeVisible();

  await page.getByLabel('First name').fill('   ');
  await page.getByRole('button', { name: 'Save details' }).click();
  await expect(page.getByText('Enter a first name')).toBeVisible();
});

test('a page whose code fails to load reloads once, then shows the error screen', async ({
  page,
}) => {
  await signIn(page, demo.member);
  let failures = 0;
  await page.route(/\/assets\/my-events-page-[^/]+\.js$/, async (route) => {
    failures += 1;
    await route.abort();
  });
  const reloaded = page.waitForEvent('load');
  await page
    .getByRole('navigation', { name: /main/i })
    .getByRole('link', { name: 'My Events' })
    .click();
  // First failure: one automatic reload of the page.
  await reloaded;
  await expect(page.getByRole('heading', { name: 'Something Went Wrong' })).toBeVisible();
  expect(failures).toBe(2);
  await expect(page.getByRole('button', { name: 'Try Again' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Refresh Page' })).toBeVisible();

  // With the network back, trying again brings the page.
  await page.unroute(/\/assets\/my-events-page-[^/]+\.js$/);
  await page.getByRole('button', { name: 'Try Again' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My Events' })).toBeVisible();
});

test('a mistyped admin address is the not-found screen', async ({ page }) => {
  await signIn(page, demo.admin);
  for (const path of ['/admin/nonsense', '/admin/tasks/xyz/nonsense', '/admin/settings/nonsense']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    await expect(page.getByText(/Is Coming Soon/)).toBeHidden();
  }
  // The way back works from there.
  await page.getByRole('link', { name: 'Go To Dashboard' }).click();
  await expect(page).toHaveURL(/\/$/);
});
