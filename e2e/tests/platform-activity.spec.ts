import { expect, test } from './fixtures.ts';
import { apiLogin, signIn } from './helpers.ts';

const platformAdmin = 'platform@showdesk.demo';

test('a platform admin finds who made and renamed an event in the platform’s activity', async ({
  page,
  request,
}) => {
  // An event of this test's own, made and renamed through the API by the platform admin.
  const id = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const login = await apiLogin(request, platformAdmin);
  expect(login.ok()).toBeTruthy();
  const made = await request.post('/api/v1/platform/events', {
    data: {
      name: `Activity Fair ${id}`,
      slug: `activity-${id}`,
      hostnames: [`activity-${id}.localhost`],
      startDate: '2029-05-01',
      endDate: '2029-05-02',
    },
  });
  expect(made.status()).toBe(201);
  const eventId = (await made.json()).id as string;
  const renamed = await request.patch(`/api/v1/platform/events/${eventId}`, {
    data: { name: `Activity Fair ${id} Renamed` },
  });
  expect(renamed.ok()).toBeTruthy();

  await signIn(page, platformAdmin, '/admin/platform');
  await page.getByRole('link', { name: 'Activity', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/platform\/activity$/);
  await expect(page.getByRole('heading', { name: 'Activity', level: 1 })).toBeVisible();

  // Searched by the event's name: its creation and its rename, newest first, by Pat Platform.
  await page.getByRole('searchbox', { name: 'Search the activity' }).fill(`Activity Fair ${id}`);
  const table = page.getByRole('table', { name: 'Platform activity' });
  const rows = table.getByRole('row').filter({ hasText: 'Pat Platform' });
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText('Changed');
  await expect(rows.nth(0)).toContainText(
    `Name: Activity Fair ${id} → Activity Fair ${id} Renamed`,
  );
  await expect(rows.nth(1)).toContainText('Created');

  // Filtered by action: only the rename.
  await page.getByRole('combobox', { name: 'Action' }).click();
  await page.getByRole('option', { name: 'Changed', exact: true }).click();
  await expect(rows).toHaveCount(1);
  await expect(page).toHaveURL(/filter=action%3Aupdated/);

  // A day range after today finds nothing; clearing shows the demo's copy again.
  await page.getByRole('textbox', { name: 'From' }).fill('01/01/2099');
  await page.getByRole('textbox', { name: 'From' }).blur();
  await expect(page.getByText('No entries match')).toBeVisible();
  await page.getByRole('button', { name: 'Clear search and filters' }).click();
  // Other tests copy events at the same time: the demo's own copy is the one from its 2026
  // edition, found by searching for it (the list may hold more than a page by now).
  await page
    .getByRole('searchbox', { name: 'Search the activity' })
    .fill('Showdesk Demo Expo 2027');
  await expect(
    table
      .getByRole('row')
      .filter({ hasText: 'Copied' })
      .filter({ hasText: 'Source: Showdesk Demo Expo 2026' }),
  ).toHaveCount(1);
});
