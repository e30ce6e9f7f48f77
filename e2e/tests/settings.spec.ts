import { expect, test } from './fixtures.ts';
import { demo, logOut, signIn } from './helpers.ts';

/** A 2x2 red PNG. */
const tinyPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==',
  'base64',
);

// Changes the demo event's look, so it runs after the tests that expect the defaults.
test('an admin renames Tasks to Actions and darkens the navigation; every member sees it', async ({
  page,
}) => {
  await signIn(page, demo.admin, '/admin/settings/sidebar');
  await page.getByRole('tab', { name: 'Terminology' }).click();
  await page.getByRole('textbox', { name: 'Tasks', exact: true }).fill('Actions');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Your updates have been successfully saved')).toBeVisible();
  const nav = page.getByRole('navigation', { name: /main/i });
  await expect(nav.getByRole('link', { name: 'Actions' }).first()).toBeVisible();
  // The organisers' own screens speak the new word too: title, tab, buttons and links.
  await page.goto('/admin/tasks');
  await expect(page.getByRole('heading', { level: 1, name: 'Actions' })).toBeVisible();
  await expect(page).toHaveTitle(/^Actions \|/);
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: 'Add action' }).first()).toBeVisible();
  await expect(main.getByRole('link', { name: 'Action groups' })).toBeVisible();
  await expect(main.getByRole('searchbox', { name: 'Search actions' })).toBeVisible();

  await page.goto('/admin/settings/branding');
  await page.getByLabel('Logo', { exact: true }).setInputFiles({
    name: 'logo.png',
    mimeType: 'image/png',
    buffer: tinyPng,
  });
  await expect(page.getByRole('img', { name: 'Logo preview' })).toBeVisible();
  await page.getByLabel('Login image', { exact: true }).setInputFiles({
    name: 'hall.png',
    mimeType: 'image/png',
    buffer: tinyPng,
  });
  await expect(page.getByRole('img', { name: 'Login image preview' })).toBeVisible();
  // Not an image: the server's message, and the slot keeps what it had.
  await page.getByLabel('Icon logo', { exact: true }).setInputFiles({
    name: 'icon.png',
    mimeType: 'image/png',
    buffer: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200)]),
  });
  await expect(page.getByRole('alert').filter({ hasText: 'Failed to upload logo' })).toBeVisible();
  // The default brand colour stays as chosen; the screen warns that white text on it falls short
  // of WCAG AA, and the navigation is drawn a shade deeper.
  const colour = page.getByLabel('Navigation background colour');
  await expect(colour).toHaveValue('#029e66');
  const warning = page.getByRole('status').filter({ hasText: 'contrast ratio' });
  await expect(warning).toContainText(
    'White text on this colour has a contrast ratio of 3.4:1; at least 4.5:1 is needed to be readable',
  );
  await colour.fill('#0b1f3a');
  await colour.press('Enter');
  await expect(warning).toBeHidden();
  await expect(page.getByText('Light text on a dark bar')).toBeVisible();
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Your updates have been successfully saved').last()).toBeVisible();
  await expect(page.locator('header')).toHaveCSS('background-color', 'rgb(11, 31, 58)');
  await logOut(page);

  await signIn(page, demo.member);
  const memberNav = page.getByRole('navigation', { name: /main/i });
  await expect(memberNav.getByRole('link', { name: 'Actions' })).toBeVisible();
  await expect(memberNav.getByRole('link', { name: 'Tasks' })).toHaveCount(0);
  await expect(page.locator('header')).toHaveCSS('background-color', 'rgb(11, 31, 58)');
  const logo = page.locator('header').getByRole('link', { name: /home/ }).locator('img');
  await expect(logo).toHaveAttribute('src', /\/api\/v1\/events\/.+\/files\//);
  await logOut(page);

  // The login page carries the event's logo.
  await expect(page.getByRole('img', { name: 'Showdesk Demo Expo 2027 logo' })).toBeVisible();
});

test("an admin picks the event's time zone from the list; it stays after a reload", async ({
  page,
}) => {
  await signIn(page, demo.admin, '/admin/settings/event');
  const zone = page.getByRole('combobox', { name: 'Time zone' });
  await expect(zone).toHaveValue(/^Europe\/Amsterdam \(UTC/);
  await zone.fill('Berl');
  await page.getByRole('option', { name: /^Europe\/Berlin \(UTC\+0[12]:00\)$/ }).click();
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Your updates have been successfully saved')).toBeVisible();
  await page.reload();
  await expect(zone).toHaveValue(/^Europe\/Berlin \(UTC/);
  // Back to the demo's own zone: the tests after this one count days in it.
  await zone.fill('Amsterdam');
  await page.getByRole('option', { name: /^Europe\/Amsterdam \(UTC/ }).click();
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Your updates have been successfully saved')).toBeVisible();
});

test("an admin sets the hour of the task reminders, in the event's time zone", async ({ page }) => {
  await signIn(page, demo.admin, '/admin/settings/event');
  const hour = page.getByRole('combobox', { name: 'Reminder hour' });
  await expect(hour).toHaveValue('08:00');
  await expect(
    page.getByText(
      /^When the daily task reminders go out, in the event's time zone \(Europe\/.+\)$/,
    ),
  ).toBeVisible();
  await hour.click();
  await page.getByRole('option', { name: '07:00', exact: true }).click();
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Your updates have been successfully saved')).toBeVisible();
  await page.reload();
  await expect(hour).toHaveValue('07:00');
  // Back to the demo's own hour.
  await hour.click();
  await page.getByRole('option', { name: '08:00', exact: true }).click();
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Your updates have been successfully saved')).toBeVisible();
});
