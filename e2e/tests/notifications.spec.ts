import { expect, expectAccessible, mainContent, test } from './fixtures.ts';
import {
  adminEventId,
  demo,
  inboxOf,
  newTeamType,
  ownerOfNewTeam,
  pickOption,
  signIn,
} from './helpers.ts';

// Digits only, so the page's title-cased heading reads the same as the name.
const unique = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`;

/** The bell's unread count, read from its accessible name ("Notifications: 2 unread"). */
const bellCount = async (page: import('@playwright/test').Page) => {
  const label =
    (await page
      .getByRole('banner')
      .getByRole('link', { name: /^Notifications/ })
      .getAttribute('aria-label')) ?? '';
  return Number(/(\d+) unread/.exec(label)?.[1] ?? 0);
};

/** The member's unread count as the server has it. */
const unreadCount = async (page: import('@playwright/test').Page, eventId: string) => {
  const response = await page.request.get(
    `/api/v1/events/${eventId}/member/notifications/unread-count`,
  );
  return ((await response.json()) as { unreadCount: number }).unreadCount;
};

test('an admin sends a notification with email to one team type; its member sees it unread with the badge and marks it read; another type never sees it', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(150_000);
  const id = unique();
  const title = `Rigging checks ${id}`;
  const eventId = await adminEventId(request);
  const riggersName = `Riggers ${id}`;
  const riggersType = await newTeamType(request, eventId, riggersName);
  const pressType = await newTeamType(request, eventId, `Press ${id}`);

  // A member of the riggers type, logged in before it is sent.
  const rigger = await ownerOfNewTeam(browser, request, {
    eventId,
    teamTypeId: riggersType,
    id,
    area: 'Notices',
  });
  const riggerEmail = `notices.${riggersType.slice(0, 6).toLowerCase()}.${id}@example.com`;
  // What the rigger had unread before (news for everyone), once the bell has asked.
  const before = await unreadCount(rigger, eventId);
  await expect.poll(() => bellCount(rigger)).toBe(before);

  // The admin finds notifications from the admin landing page and adds one.
  await signIn(page, demo.admin, '/admin');
  await page.getByRole('main').getByRole('link', { name: 'Notifications', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/notifications$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  await page.getByRole('link', { name: 'Add notification' }).first().click();
  await expect(page).toHaveURL(/\/admin\/notifications\/add$/);
  await page.getByRole('textbox', { name: 'Title' }).fill(title);
  await page.getByRole('combobox', { name: 'Link to' }).click();
  await page.getByRole('option', { name: 'Build-up and breakdown' }).click();
  // The segmented control's radios are drawn as labels.
  await page.getByText('Team types', { exact: true }).click();
  await expect(page.getByRole('radio', { name: 'Team types' })).toBeChecked();
  await pickOption(page, page.getByRole('combobox', { name: 'Team types' }), riggersName);
  await page.keyboard.press('Escape');
  await page.getByRole('switch', { name: 'Send an email too' }).check();
  // A time in the past is refused on its field, and nothing is sent.
  await page.getByRole('radio', { name: 'Schedule for a date and time' }).check();
  await page.getByRole('textbox', { name: 'Send on', exact: true }).fill('01/01/2020');
  await page.locator('input[type="time"]').fill('09:00');
  await page.getByRole('button', { name: 'Schedule' }).click();
  await expect(page.getByText('Choose a time in the future')).toBeVisible();
  await expectAccessible(page, mainContent);
  await page.getByRole('radio', { name: 'Send now' }).check();
  await page.getByRole('button', { name: 'Send now' }).click();
  await expect(page.getByText(`${title} was sent`)).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/notifications$/);
  await page.getByRole('searchbox', { name: 'Search notifications' }).fill(id);
  const row = page.getByRole('row', { name: new RegExp(title) });
  await expect(row).toContainText('Sent');
  await expect(row).toContainText(riggersName);
  await expectAccessible(page, mainContent);

  // The rigger's bell shows one more unread; the page lists it first, unread, with its link.
  await rigger.reload();
  await expect.poll(() => bellCount(rigger)).toBe(before + 1);
  await rigger
    .getByRole('banner')
    .getByRole('link', { name: /^Notifications/ })
    .click();
  await expect(rigger).toHaveURL(/\/notifications$/);
  const item = rigger.getByRole('listitem', { name: `${title} (unread)` });
  await expect(item).toBeVisible();
  await expect(item.getByRole('link', { name: 'Open the page' })).toHaveAttribute(
    'href',
    /^\/content\//,
  );
  await expectAccessible(rigger, mainContent);
  await item.getByRole('button', { name: `Mark read: ${title}` }).click();
  await expect(rigger.getByRole('listitem', { name: title, exact: true })).toBeVisible();
  await expect.poll(() => bellCount(rigger)).toBe(before);
  const readItem = rigger.getByRole('listitem', { name: title, exact: true });
  await readItem.getByRole('button', { name: `Mark unread: ${title}` }).click();
  await expect(item).toBeVisible();
  await expect.poll(() => bellCount(rigger)).toBe(before + 1);

  // The email reached the rigger once, with the link to the page.
  let pageLink = '';
  await expect(async () => {
    const mails = (await inboxOf(request, riggerEmail)).filter((m) => m.subject === title);
    expect(mails).toHaveLength(1);
    pageLink = /https?:\/\/[^\s"]*\/content\/[^\s"]*/.exec(mails[0]!.text)?.[0] ?? '';
    expect(pageLink).not.toBe('');
  }).toPass({ timeout: 20_000 });
  // Opening that page (from the email, not the list) marks the notification read; the bell follows.
  await rigger.goto(new URL(pageLink).pathname);
  await expect(
    rigger.getByRole('heading', { level: 1, name: 'Build-up and breakdown' }),
  ).toBeVisible();
  // (The demo's welcome, unread before, leads to the same page: it is read now too.) Asked of
  // the server: a bell not yet loaded shows no count, which would pass before anything is read.
  await expect.poll(() => unreadCount(rigger, eventId)).toBeLessThanOrEqual(before);
  await expect.poll(() => bellCount(rigger)).toBeLessThanOrEqual(before);
  await rigger
    .getByRole('banner')
    .getByRole('link', { name: /^Notifications/ })
    .click();
  await expect(
    rigger.getByRole('listitem', { name: title, exact: true }).getByRole('button', {
      name: `Mark unread: ${title}`,
    }),
  ).toBeVisible();
  await rigger.context().close();

  // A member of another type does not see it.
  const press = await ownerOfNewTeam(browser, request, {
    eventId,
    teamTypeId: pressType,
    id,
    area: 'Notices',
  });
  await press.goto('/notifications');
  await expect(press.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  await expect(press.getByText('Welcome to Demo Expo 2027')).toBeVisible();
  await expect(press.getByText(title)).toHaveCount(0);
  await press.context().close();

  // Once sent, the admin can still correct its text (who it went to stays).
  await page
    .getByRole('row', { name: new RegExp(title) })
    .getByRole('link', { name: title })
    .click();
  await expect(page.getByText('It went to', { exact: false })).toContainText(riggersName);
  await page.getByRole('textbox', { name: 'Title' }).fill(`${title} (corrected)`);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Your updates have been successfully saved')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${title} (corrected)`);
});
