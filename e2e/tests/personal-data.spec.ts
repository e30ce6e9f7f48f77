import { readFile } from 'node:fs/promises';
import { expect, test } from './fixtures.ts';
import { demo, demoPassword, signIn } from './helpers.ts';

const platformAdmin = 'platform@showdesk.demo';

test('a member downloads everything held about them from their account page, as a zip', async ({
  page,
}) => {
  await signIn(page, demo.member, '/my-account');
  const card = page.getByRole('region', { name: 'Your data' });
  await expect(card).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    card.getByRole('link', { name: 'Download my data' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('my-personal-data.zip');
  const bytes = await readFile((await download.path())!);
  // A ZIP archive: a local file header first, the end of its central directory last.
  expect(bytes.subarray(0, 4)).toEqual(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
  expect(bytes.includes(Buffer.from('profile.json'))).toBeTruthy();
  expect(bytes.includes(Buffer.from([0x50, 0x4b, 0x05, 0x06]))).toBeTruthy();
});

test('a platform admin erases a person of their own, confirmed twice, and is shown a reference', async ({
  page,
  request,
}) => {
  // A person of this test's own: a team owner added through the API by the demo admin.
  const id = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const email = `erase.${id}@example.com`;
  const login = await request.post('/api/v1/auth/login', {
    data: { email: demo.admin, password: demoPassword },
  });
  const eventId = (await login.json()).event.id as string;
  const created = await request.post(`/api/v1/events/${eventId}/teams`, {
    data: {
      name: `Erasure Stands ${id}`,
      ownerEmail: email,
      ownerFirstName: 'Ezra',
      ownerSurname: `Erasable${id}`,
    },
  });
  expect(created.status()).toBe(201);

  await signIn(page, platformAdmin, '/admin/platform');
  await page.getByRole('link', { name: 'People' }).click();
  await expect(page).toHaveURL(/\/admin\/platform\/people$/);
  await page.getByRole('searchbox', { name: 'Search people' }).fill(email);
  await expect(page.getByRole('row', { name: new RegExp(`Erasable${id}`) })).toHaveCount(1);
  await page.getByRole('button', { name: `Actions for Ezra Erasable${id}` }).click();
  await page.getByRole('menuitem', { name: 'Erase person…' }).click();

  // First: their email typed again; Continue waits for it.
  const dialog = page.getByRole('dialog', { name: `Erase Ezra Erasable${id}?` });
  const next = dialog.getByRole('button', { name: 'Continue' });
  await expect(next).toBeDisabled();
  await dialog.getByLabel(`Type ${email} to confirm`).fill(email);
  await next.click();
  // Then the last word.
  await dialog.getByRole('button', { name: 'Erase for good' }).click();
  const done = page.getByRole('dialog', { name: 'Person erased' });
  await expect(done.getByTestId('erasure-reference')).toHaveText(/^PD-[A-Z0-9-]{14}$/);
  await done.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('row', { name: new RegExp(`Erasable${id}`) })).toHaveCount(0);
  const search = await page.request.get(`/api/v1/platform/people?q=${encodeURIComponent(email)}`);
  expect((await search.json()).total).toBe(0);
});

test('an admin sees the retention period and what it would anonymise on the event settings page', async ({
  page,
}) => {
  await signIn(page, demo.admin, '/admin/settings/event');
  await expect(page.getByLabel('Keep personal data (days)')).toBeVisible();
  const section = page.getByRole('region', { name: 'Personal data retention' });
  await expect(section).toContainText(/personal data is kept|anonymises the people below/);
});
