import { expect, test } from '@playwright/test';
import { demo, logIn } from './helpers.ts';

// Digits only, so the page's title-cased heading reads the same as the name.
const unique = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`;

test('an admin adds a team with a new owner and a member; a team with a stand share cannot be deleted', async ({
  page,
}) => {
  const id = unique();
  const name = `Harbour Stands ${id}`;
  const shareName = `Harbour Share ${id}`;
  await logIn(page, demo.admin);
  await expect(page).toHaveURL(/\/$/);

  // Add a team whose owner has no account yet.
  await page.goto('/admin/teams');
  await page.getByRole('link', { name: 'Add team' }).click();
  await expect(page).toHaveURL(/\/admin\/teams\/add-team$/);
  await page.getByRole('textbox', { name: 'Team name' }).fill(name);
  await page.getByRole('textbox', { name: 'Owner email' }).fill(`Owner.${id}@Example.com`);
  await page.getByRole('button', { name: 'Add team' }).click();
  await expect(page.getByText('Enter a first name')).toBeVisible();
  await page.getByRole('textbox', { name: 'Owner first name' }).fill('Olive');
  await page.getByRole('textbox', { name: 'Owner surname' }).fill('Harbour');
  await page.getByRole('button', { name: 'Add team' }).click();
  await expect(page.getByText('Your updates have been successfully saved')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/teams\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);

  // In the list, found by the search; the owner's email was lower-cased.
  await page
    .getByRole('navigation', { name: 'Breadcrumb' })
    .getByRole('link', { name: 'Teams' })
    .click();
  await page.getByRole('searchbox', { name: 'Search teams' }).fill(name);
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(`owner.${id}@example.com`);
  await row.getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);

  // Add a new member.
  const members = page.getByRole('table', { name: 'Team members' });
  await page.getByRole('textbox', { name: 'Member email' }).fill(`member.${id}@example.com`);
  await page.getByRole('textbox', { name: 'First name' }).fill('Milo');
  await page.getByRole('textbox', { name: 'Surname' }).fill('Harbour');
  await page.getByRole('button', { name: 'Add member' }).click();
  await expect(members.getByRole('row', { name: /Milo Harbour/ })).toBeVisible();
  await expect(members.getByRole('row')).toHaveCount(3);

  // Add a stand share under it, then try to delete the parent.
  await page.getByRole('link', { name: 'Add stand share' }).click();
  await expect(page).toHaveURL(/\/admin\/teams\/add-stand-share\/[^/]+$/);
  await page.getByRole('textbox', { name: 'Team name' }).fill(shareName);
  await page.getByRole('textbox', { name: 'Owner email' }).fill(`share.${id}@example.com`);
  await page.getByRole('textbox', { name: 'Owner first name' }).fill('Sam');
  await page.getByRole('textbox', { name: 'Owner surname' }).fill('Share');
  await page.getByRole('button', { name: 'Add stand share' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(shareName);
  await page.getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  await expect(page.getByRole('link', { name: shareName })).toBeVisible();

  await page.getByRole('button', { name: 'Delete team' }).click();
  await page
    .getByRole('dialog', { name: 'Delete this team?' })
    .getByRole('button', { name: 'Delete team' })
    .click();
  await expect(page.getByText("Can't delete a team with stand shares still in it")).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
});
