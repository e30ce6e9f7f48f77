import { expect, test } from './fixtures.ts';
import { demo, logIn, logOut } from './helpers.ts';

// Changes the demo event's default dashboard, so it runs in the 'settings' project.
test("an admin edits the default layout's cards and a member's dashboard follows", async ({
  page,
}) => {
  await logIn(page, demo.admin);
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/admin/card-layouts');
  await expect(page.getByRole('heading', { level: 1, name: 'Card Layouts' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit Default' })).toBeVisible();
  // The default layout cannot be deleted: it offers no Delete button.
  await expect(page.getByRole('button', { name: 'Delete' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Edit Default' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Default' });
  const first = dialog.getByRole('group', { name: 'Card 1' });
  await first.getByRole('textbox', { name: 'Title' }).fill('Floor plan');
  await first.getByRole('combobox', { name: 'Opens' }).click();
  await page.getByRole('option', { name: 'Web link' }).click();
  await first.getByRole('textbox', { name: 'Web address' }).fill('not a link');
  await dialog.getByRole('button', { name: 'Save layout' }).click();
  await expect(first.getByText('Enter a web address')).toBeVisible();
  await first.getByRole('textbox', { name: 'Web address' }).fill('https://venue.example/plan');
  await dialog.getByRole('button', { name: 'Save layout' }).click();
  await expect(page.getByText('Your updates have been successfully saved')).toBeVisible();
  await expect(dialog).toBeHidden();
  await logOut(page);

  await logIn(page, demo.member);
  await expect(page).toHaveURL(/\/$/);
  const card = page.getByRole('link', { name: /Floor plan/ });
  await expect(card).toBeVisible();
  await expect(card).toHaveAttribute('href', 'https://venue.example/plan');
});
