import { expect, test } from './fixtures.ts';
import { adminEventId, demo, demoPassword } from './helpers.ts';
import { expectVisibleFocus, logInByKeyboard, tabTo } from './keyboard.ts';

// Only the keyboard: no clicks. Every Tab stop on the way must show its focus.

test('a person logs in with the keyboard alone', async ({ page }) => {
  await page.goto('/auth/login');
  await tabTo(page, page.getByLabel('Email'));
  await page.keyboard.type(demo.member);
  await tabTo(page, page.getByLabel('Password', { exact: true }));
  await page.keyboard.type(demoPassword);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // Tabbing from the top of a freshly loaded page, the first stop offers to skip the
  // navigation, and Enter moves to the page.
  await page.reload();
  await expect(page.getByRole('navigation', { name: /main/i })).toBeVisible();
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await tabTo(page, skip, { maxStops: 1 });
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.locator('#main-content')).toBeFocused();
});

test('from the dashboard to a featured content page and back to the menu, by keyboard', async ({
  page,
  request,
}) => {
  const eventId = await adminEventId(request);
  const title = `Keyboard Guide ${Date.now()}`;
  const created = await request.post(`/api/v1/events/${eventId}/content`, {
    data: { title, isPublished: true, isFeatured: true },
  });
  expect(created.ok()).toBeTruthy();
  const { id } = (await created.json()) as { id: string };

  await logInByKeyboard(page, demo.admin, demoPassword);

  // Through the header and sidebar to the featured card, which shows a focus ring.
  const card = page
    .getByRole('region', { name: 'Featured' })
    .getByRole('link', { name: new RegExp(title) });
  await expect(card).toBeVisible();
  await tabTo(page, card, { maxStops: 80 });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/content/${id}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);

  // Back up to the account menu in the header; it opens and closes with the keyboard.
  const account = page.getByRole('button', { name: /account menu for/i });
  await tabTo(page, account, { maxStops: 80, backwards: true });
  await page.keyboard.press('Enter');
  const myAccount = page.getByRole('menuitem', { name: 'My Account' });
  await expect(myAccount).toBeVisible();
  // Opened by the keyboard, the menu moves the focus to its first item once it has opened: an
  // Escape before then reaches the button, not the menu (a user sees the menu first).
  await expect(myAccount).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(myAccount).toBeHidden();
  await expect(account).toBeFocused();
  await expectVisibleFocus(page);
});
