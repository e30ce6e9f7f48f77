import { expect, expectAccessible, test } from './fixtures.ts';
import { demo, logOut, png, signIn } from './helpers.ts';

// Changes the demo event's dashboard, so it runs after the tests that expect the default one.
test('an admin sets the dashboard header with an image uploaded in the picker; members see it', async ({
  page,
}) => {
  await signIn(page, demo.admin, '/admin/dashboard-header');
  await page.getByRole('textbox', { name: 'Title' }).fill('Welcome to the show');
  await page.getByRole('textbox', { name: 'Description' }).fill('Build-up starts on Monday.');
  await page.getByRole('button', { name: 'Choose image' }).click();
  const picker = page.getByRole('dialog', { name: 'Choose header image' });
  await picker.getByRole('tab', { name: 'Upload new' }).click();
  await picker.getByLabel('Image file', { exact: true }).setInputFiles({
    name: 'main-stage.png',
    mimeType: 'image/png',
    buffer: png(600, 240),
  });
  await picker.getByRole('textbox', { name: 'Alt text' }).fill('The main stage at night');
  await expectAccessible(page, { include: '[role="dialog"]', tags: ['wcag2a', 'wcag2aa'] });
  await picker.getByRole('button', { name: 'Upload and choose' }).click();
  await expect(picker).toBeHidden();
  const field = page.getByRole('group', { name: 'Header image' });
  await expect(field.getByText('main-stage')).toBeVisible();
  await expect(field.getByRole('button', { name: 'Change image' })).toBeVisible();
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Your updates have been successfully saved')).toBeVisible();

  await page.goto('/');
  const header = page.getByRole('region', { name: 'Welcome to the show' });
  await expect(header.getByRole('img', { name: 'The main stage at night' })).toBeVisible();
  await expect(header).toContainText('Build-up starts on Monday.');
  await logOut(page);

  await signIn(page, demo.member);
  await expect(page.getByRole('heading', { name: 'Welcome to the show' })).toBeVisible();
});
