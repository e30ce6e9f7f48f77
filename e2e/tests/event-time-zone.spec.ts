import { expect, expectAccessible, mainContent, test } from './fixtures.ts';
import { demo, signIn } from './helpers.ts';

// The organiser's browser is in New York; the demo event is in Europe.
test.use({ timezoneId: 'America/New_York' });

test("an admin schedules a notification on the event's clock, not the browser's", async ({
  page,
  request,
}) => {
  const title = `Doors open ${Date.now()}`;
  // The demo event's zone, as the app names it.
  const { timeZone } = (await (await request.get('/api/v1/public/event')).json()).event as {
    timeZone: string;
  };
  expect(timeZone).toMatch(/^Europe\//);
  const zoneName = timeZone.replaceAll('_', ' ');
  await signIn(page, demo.admin, '/admin/notifications/add');
  await page.getByRole('textbox', { name: 'Title' }).fill(title);
  await page.getByRole('radio', { name: 'Schedule for a date and time' }).check();
  await page.getByRole('textbox', { name: 'Send on', exact: true }).fill('01/07/2031');
  const time = page.locator('input[type="time"]');
  await time.fill('09:00');
  // The time field says whose clock it is.
  await expect(page.getByText(`The event's time (${zoneName})`)).toBeVisible();
  await expectAccessible(page, mainContent);
  await page.getByRole('button', { name: 'Schedule' }).click();
  // 09:00 at the event (03:00 or 04:00 in New York): shown on the event's clock everywhere.
  await expect(
    page.getByText(`${title} is scheduled for 1 Jul 2031, 09:00 (${zoneName})`),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/notifications$/);
  await expect(
    page.getByRole('columnheader', { name: `Scheduled or sent (${zoneName})` }),
  ).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search notifications' }).fill(title);
  const row = page.getByRole('row', { name: new RegExp(title) });
  await expect(row).toContainText('For 1 Jul 2031, 09:00');

  // Opened again, the form shows the same wall-clock time; the page names the zone.
  await row.getByRole('link', { name: title }).click();
  // (Exactly: the toast of the save, still up, says "… is scheduled for …".)
  await expect(
    page.getByText(`Scheduled for 1 Jul 2031, 09:00 (${zoneName})`, { exact: true }),
  ).toBeVisible();
  await expect(page.locator('input[type="time"]')).toHaveValue('09:00');
  await expect(page.getByRole('textbox', { name: 'Send on', exact: true })).toHaveValue(
    '01/07/2031',
  );

  // Removed again, so no other test meets it.
  await page.getByRole('button', { name: 'Delete notification' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete notification' }).click();
  await expect(page).toHaveURL(/\/admin\/notifications$/);
});

test("a platform admin picks a new event's time zone from the same list", async ({ page }) => {
  await signIn(page, 'platform@showdesk.demo', '/admin/platform/events/add');
  const zone = page.getByRole('combobox', { name: 'Time zone' });
  await expect(zone).toHaveValue('');
  await expect(zone).toHaveAttribute('placeholder', "The installation's default");
  await zone.fill('Auckland');
  await page.getByRole('option', { name: /^Pacific\/Auckland \(UTC\+1[23]:00\)$/ }).click();
  await expect(zone).toHaveValue(/^Pacific\/Auckland \(UTC\+1[23]:00\)$/);
  await expectAccessible(page, mainContent);
});
