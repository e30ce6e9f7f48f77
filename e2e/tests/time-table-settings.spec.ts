import { expect, test } from './fixtures.ts';
import { demo, demoPassword, png, signIn } from './helpers.ts';

test('the time table shows its image to members once its core page is published', async ({
  page,
  request,
}) => {
  const login = await request.post('/api/v1/auth/login', {
    data: { email: demo.admin, password: demoPassword },
  });
  const eventId = (await login.json()).event.id as string;
  const api = (path: string) => `/api/v1/events/${eventId}${path}`;
  const corePage = (isPublished: boolean, assetId: string | null) =>
    request.put(api('/core-pages/timeTable'), {
      data: { title: 'Time Table', icon: 'calendar', isPublished, assetId },
    });

  await signIn(page, demo.member, '/time-table');
  await expect(page.getByRole('heading', { name: 'Time Table Not Available' })).toBeVisible();

  const asset = await request.post(api('/assets'), {
    multipart: {
      name: 'Show timetable',
      altText: 'Timetable of the three show days',
      file: { name: 'timetable.png', mimeType: 'image/png', buffer: png(1200, 800) },
    },
  });
  expect(asset.status()).toBe(201);
  expect((await corePage(true, (await asset.json()).id)).ok()).toBeTruthy();
  try {
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Time Table' })).toBeVisible();
    await expect(page.getByRole('img', { name: 'Timetable of the three show days' })).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: /main/i }).getByRole('link', { name: 'Time Table' }),
    ).toBeVisible();
  } finally {
    expect((await corePage(false, null)).ok()).toBeTruthy();
  }
});
