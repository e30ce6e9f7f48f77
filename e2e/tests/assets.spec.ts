import type { Page } from '@playwright/test';
import { expect, expectAccessible, mainContent, test } from './fixtures.ts';
import { demo, png, signIn } from './helpers.ts';

const unique = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`;

async function searchAssets(page: Page, name: string) {
  await page.getByRole('searchbox', { name: 'Search assets' }).fill(name);
}

test('an admin uploads an image with a name and alt text, edits it and deletes it', async ({
  page,
}) => {
  const name = `Harbour View ${unique()}`;
  await signIn(page, demo.admin, '/admin/assets');
  await page.getByRole('link', { name: 'Add asset' }).click();
  await expect(page).toHaveURL(/\/admin\/assets\/add$/);
  await expectAccessible(page, mainContent);
  await page.getByLabel('File', { exact: true }).setInputFiles({
    name: 'harbour.png',
    mimeType: 'image/png',
    buffer: png(320, 200),
  });
  await page.getByRole('textbox', { name: 'Name' }).fill(name);
  await page.getByRole('textbox', { name: 'Alt text' }).fill('Boats in the harbour at dawn');
  await page.getByRole('button', { name: 'Upload asset' }).click();

  await expect(page.getByText('Your updates have been successfully saved')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/assets\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  await expect(page.getByRole('img', { name: 'Boats in the harbour at dawn' })).toBeVisible();
  for (const size of ['Large', 'Medium', 'Small', 'Thumb']) {
    await expect(page.getByRole('link', { name: new RegExp(`^${size}`) })).toBeVisible();
  }
  await expectAccessible(page, mainContent);

  // In the library, with its thumbnail.
  await page
    .getByRole('navigation', { name: 'Breadcrumb' })
    .getByRole('link', { name: 'Assets' })
    .click();
  await searchAssets(page, name);
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row.getByRole('link', { name })).toBeVisible();
  await expect(row.getByText('Image', { exact: true })).toBeVisible();
  const thumbnail = row.getByRole('img', { name: 'Boats in the harbour at dawn' });
  await expect(thumbnail).toBeVisible();
  await expect
    .poll(() =>
      thumbnail.evaluate((element) => {
        const img = element as unknown as { complete: boolean; naturalWidth: number };
        return img.complete ? img.naturalWidth : 0;
      }),
    )
    .toBeGreaterThan(0);
  await expectAccessible(page, mainContent);

  // Edit its alt text.
  await row.getByRole('link', { name }).click();
  await page.getByRole('textbox', { name: 'Alt text' }).fill('Fishing boats in the harbour');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Your updates have been successfully saved').last()).toBeVisible();
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Alt text' })).toHaveValue(
    'Fishing boats in the harbour',
  );
  await expect(page.getByRole('img', { name: 'Fishing boats in the harbour' })).toBeVisible();

  // Delete it, after confirming.
  await page.getByRole('button', { name: 'Delete asset' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete this asset?' });
  await expect(dialog).toContainText(name);
  await dialog.getByRole('button', { name: 'Delete asset' }).click();
  await expect(page).toHaveURL(/\/admin\/assets$/);
  await expect(page.getByText(`${name} was deleted`)).toBeVisible();
  await expect(page.getByRole('link', { name })).toHaveCount(0);
});

test('a file that is not an allowed type is refused with a clear message and nothing is added', async ({
  page,
}) => {
  const name = `Evil Brochure ${unique()}`;
  await signIn(page, demo.admin, '/admin/assets/add');
  // A Windows program in disguise: it starts with 'MZ', whatever its name says.
  const program = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(2048, 0x90)]);
  await page.getByLabel('File', { exact: true }).setInputFiles({
    name: 'evil.pdf',
    mimeType: 'application/pdf',
    buffer: program,
  });
  await page.getByRole('textbox', { name: 'Name' }).fill(name);
  await page.getByRole('button', { name: 'Upload asset' }).click();

  const alert = page.getByRole('alert').filter({ hasText: 'Invalid fileasset' });
  await expect(alert).toBeVisible();
  await expect(alert).toContainText('This type of file is not supported');
  await expect(page).toHaveURL(/\/admin\/assets\/add$/);

  await page.goto('/admin/assets');
  await expect(page.getByRole('heading', { name: 'Assets', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name })).toHaveCount(0);
});
