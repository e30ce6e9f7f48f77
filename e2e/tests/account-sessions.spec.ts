import type { Browser, Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures.ts';
import { demo, demoPassword, emailedLink, setPasswordAndSignIn, signIn } from './helpers.ts';

const unique = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`;
/** The card's heading, and so the region's name. */
const cardName = 'Where you’re logged in';

/**
 * A second browser of the same person, told apart in the list by its user agent (the browser is
 * Chromium whatever it says: only the name the list shows comes from it).
 */
async function otherDevice(browser: Browser, userAgent: string) {
  const context = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    reducedMotion: 'reduce',
    userAgent,
  });
  return { context, page: await context.newPage() };
}

const firefoxOnWindows =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:127.0) Gecko/20100101 Firefox/127.0';
const safariOnIphone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

/** The id of the session `page` is logged in with. */
async function currentSessionId(page: Page) {
  const answer = await page.request.get('/api/v1/auth/sessions');
  expect(answer.ok()).toBeTruthy();
  const { sessions } = (await answer.json()) as {
    sessions: Array<{ id: string; isCurrent: boolean }>;
  };
  return sessions.find((session) => session.isCurrent)!.id;
}

/** A page showing the app's login screen: the session it had is gone. */
async function expectLoggedOut(page: Page) {
  await page.goto('/');
  await expect(page).toHaveURL(/\/auth\/login/);
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
}

test('a member logs out another of their sessions from their account page: it ends at once', async ({
  page,
  browser,
}) => {
  // The demo member on "another device", then here.
  const other = await otherDevice(browser, firefoxOnWindows);
  await signIn(other.page, demo.member, '/my-account');
  await expect(other.page.getByRole('region', { name: cardName })).toBeVisible();
  await signIn(page, demo.member, '/my-account');
  // Other tests log the demo member in too (as headless Chrome); a Firefox session left by a
  // failed earlier try of this one is logged out first, so the list names only ours.
  const otherId = await currentSessionId(other.page);
  const { sessions } = await (await page.request.get('/api/v1/auth/sessions')).json();
  for (const session of sessions as Array<{ id: string; device: string; isCurrent: boolean }>) {
    if (session.device === 'Firefox on Windows' && session.id !== otherId && !session.isCurrent)
      await page.request.delete(`/api/v1/auth/sessions/${session.id}`);
  }
  await page.reload();

  const card = page.getByRole('region', { name: cardName });
  // This device is marked and has no log-out of its own.
  const here = card.getByRole('listitem').filter({ hasText: 'This device' });
  await expect(here).toHaveCount(1);
  await expect(here).toContainText('Active now');
  await expect(here.getByRole('button')).toHaveCount(0);
  const firefox = card.getByRole('listitem').filter({ hasText: 'Firefox on Windows' });
  await expect(firefox).toHaveCount(1);
  await expect(firefox).toContainText(/Last seen (just now|\d+ minutes? ago)/);

  // "Log out everywhere else" asks first (cancelled: the other tests' sessions stay).
  await card.getByRole('button', { name: 'Log out everywhere else' }).click();
  const everywhere = page.getByRole('dialog', { name: 'Log out everywhere else?' });
  await expect(everywhere).toContainText('You stay logged in here.');
  await everywhere.getByRole('button', { name: 'Cancel' }).click();
  await expect(everywhere).toHaveCount(0);

  await firefox.getByRole('button', { name: 'Log out Firefox on Windows' }).click();
  const dialog = page.getByRole('dialog', { name: 'Log out this session?' });
  await expect(dialog).toContainText('Firefox on Windows');
  await expectAccessible(page, { include: '[role="dialog"]', tags: ['wcag2a', 'wcag2aa'] });
  await dialog.getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByText('Firefox on Windows is logged out')).toBeVisible();
  await expect(firefox).toHaveCount(0);
  await expect(here).toHaveCount(1);

  // The other browser is logged out on its next navigation.
  await expectLoggedOut(other.page);
  await other.context.close();
});

test('a person logs out everywhere else, and an admin ends their last session', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  // A person of this test's own: a team owner the demo admin adds, who sets a password.
  const id = unique();
  const email = `sessions.${id}@example.com`;
  const name = `Sasha Sessions${id}`;
  const login = await request.post('/api/v1/auth/login', {
    data: { email: demo.admin, password: demoPassword },
  });
  const eventId = (await login.json()).event.id as string;
  const created = await request.post(`/api/v1/events/${eventId}/teams`, {
    data: {
      name: `Session Stands ${id}`,
      ownerEmail: email,
      ownerFirstName: 'Sasha',
      ownerSurname: `Sessions${id}`,
    },
  });
  expect(created.status()).toBe(201);
  const link = await emailedLink(request, email, '/auth/set-password');
  const password = `sessions-pass-${id}`;
  const laptop = await otherDevice(browser, firefoxOnWindows);
  await setPasswordAndSignIn(laptop.page, link, email, password);
  const phone = await otherDevice(browser, safariOnIphone);
  await signIn(phone.page, email, '/my-account', password);

  // On the laptop: both listed, then everywhere else logged out.
  await laptop.page.goto('/my-account');
  const card = laptop.page.getByRole('region', { name: cardName });
  await expect(card.getByRole('listitem')).toHaveCount(2);
  await expect(card.getByRole('listitem').first()).toContainText('Firefox on Windows');
  await expect(card.getByRole('listitem').first()).toContainText('This device');
  await card.getByRole('button', { name: 'Log out everywhere else' }).click();
  const dialog = laptop.page.getByRole('dialog', { name: 'Log out everywhere else?' });
  await expect(dialog).toContainText('1 other session');
  await dialog.getByRole('button', { name: 'Log out everywhere else' }).click();
  await expect(laptop.page.getByText('1 other session logged out')).toBeVisible();
  await expect(card.getByRole('listitem')).toHaveCount(1);
  await expect(card).toContainText('You’re not logged in anywhere else.');
  await expectLoggedOut(phone.page);
  await phone.context.close();

  // An admin ends the person's sessions from the users list.
  await signIn(page, demo.admin, `/admin/users?q=${encodeURIComponent(email)}`);
  const row = page.getByRole('row', { name: new RegExp(`Sessions${id}`) });
  await row.getByRole('button', { name: `Actions for ${name}` }).click();
  await page.getByRole('menuitem', { name: 'End sessions' }).click();
  const confirm = page.getByRole('dialog', { name: 'End this user’s sessions?' });
  await expect(confirm).toContainText(`${name} will be logged out at once`);
  await confirm.getByRole('button', { name: 'End sessions' }).click();
  await expect(page.getByText(`${name} is logged out everywhere`)).toBeVisible();
  await expectLoggedOut(laptop.page);
  await laptop.context.close();
});
