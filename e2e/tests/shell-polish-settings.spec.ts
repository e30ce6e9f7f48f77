import { expect, test } from './fixtures.ts';
import { adminEventId, demo, signIn } from './helpers.ts';

// Renames an area of the demo event, so it runs in the 'settings' project (after the tests
// that expect the default words). Suppliers: no other test names that area.
test("a renamed area shows the event's term on the dashboard card, landing page and sidebar", async ({
  page,
  request,
}) => {
  const eventId = await adminEventId(request);
  const renamed = await request.patch(`/api/v1/events/${eventId}/settings/terminology`, {
    data: { suppliers: 'Vendors' },
  });
  expect(renamed.ok()).toBeTruthy();

  await signIn(page, demo.admin);
  const areas = page.getByRole('region', { name: 'Your event' });
  await expect(areas.getByRole('link', { name: /^Vendors/ })).toBeVisible();
  await expect(areas.getByRole('link', { name: /^Suppliers/ })).toHaveCount(0);

  const nav = page.getByRole('navigation', { name: /main/i });
  await expect(nav.getByRole('link', { name: 'Vendor groups' })).toBeVisible();
  await expect(nav.getByText(/suppliers?/i)).toHaveCount(0);

  await page.goto('/admin');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 2, name: 'Vendors' })).toBeVisible();
  await expect(main.getByRole('link', { name: 'Vendor groups' })).toBeVisible();
  await expect(main.getByText(/suppliers?/i)).toHaveCount(0);
});
