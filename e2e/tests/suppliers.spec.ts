import { expect, expectAccessible, mainContent, test } from './fixtures.ts';
import {
  adminEventId,
  demo,
  newTeamType,
  ownerOfNewTeam,
  pickOption,
  png,
  signIn,
} from './helpers.ts';

// Digits only, so the page's title-cased heading reads the same as the name.
const unique = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`;

test('an admin adds a supplier with a logo in a group for one team type; its members find it, another type never does, even by its address', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(120_000);
  const id = unique();
  const company = `Rigging Partners ${id}`;
  const groupTitle = `Rigging ${id}`;
  const eventId = await adminEventId(request);
  const typeOf = (typeName: string) => newTeamType(request, eventId, typeName);
  const hallName = `Hall Builders ${id}`;
  const hallType = await typeOf(hallName);
  const pressType = await typeOf(`Press ${id}`);

  // The admin adds a group, then the supplier into it, for the hall type only.
  await signIn(page, demo.admin, '/admin/supplier-groups');
  await page.getByRole('link', { name: 'Add supplier group' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Add Supplier Group' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Title' }).fill(groupTitle);
  await page.getByRole('button', { name: 'Add supplier group' }).click();
  await expect(page.getByText(`${groupTitle} was added`)).toBeVisible();

  await page.goto('/admin/suppliers');
  await page.getByRole('link', { name: 'Add supplier' }).first().click();
  await expect(page).toHaveURL(/\/admin\/suppliers\/add$/);
  await expectAccessible(page, mainContent);
  await page.getByRole('textbox', { name: 'Company' }).fill(company);
  // Not a website address: the field says so, nothing is sent.
  await page.getByRole('textbox', { name: 'Website' }).fill('rigging');
  await page.getByRole('button', { name: 'Add supplier' }).click();
  await expect(page.getByText('Enter a website address starting with https://')).toBeVisible();
  await page.getByRole('textbox', { name: 'Website' }).fill('https://rigging.example.com');
  await page.getByLabel('Logo', { exact: true }).setInputFiles({
    name: 'rigging.png',
    mimeType: 'image/png',
    buffer: png(400, 200),
  });
  await expect(page.getByRole('img', { name: 'Logo preview' })).toBeVisible();
  await page.getByRole('button', { name: 'Add contact' }).click();
  await page.getByRole('textbox', { name: 'First name of contact 1' }).fill('Rosa');
  await page.getByRole('textbox', { name: 'Surname of contact 1' }).fill('Lind');
  await page.getByRole('textbox', { name: 'Email of contact 1' }).fill('rosa@rigging.example.com');
  await page.getByRole('textbox', { name: 'Phone of contact 1' }).fill('+44 20 7946 0123');
  await pickOption(page, page.getByRole('combobox', { name: 'Show to team types' }), hallName);
  await page.keyboard.press('Escape');
  await page.getByRole('combobox', { name: 'Groups' }).click();
  await page.getByRole('option', { name: groupTitle }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Add supplier' }).click();
  await expect(page.getByText(`${company} was added`)).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/suppliers$/);

  await page.getByRole('searchbox', { name: 'Search suppliers' }).fill(company);
  const row = page.getByRole('row', { name: new RegExp(company) });
  await expect(row).toContainText(groupTitle);
  await expect(row).toContainText(`Only ${hallName}`);
  const supplierPath = await row.getByRole('link', { name: company }).getAttribute('href');
  const supplierId = supplierPath!.split('/').pop()!;
  await expectAccessible(page, mainContent);

  // A file that is not an image is refused as a logo; the logo stays.
  await page.goto(supplierPath!);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(company);
  await page.getByLabel('Logo', { exact: true }).setInputFiles({
    name: 'logo.png',
    mimeType: 'image/png',
    buffer: Buffer.from('not really an image\n'),
  });
  await expect(page.getByRole('alert').filter({ hasText: 'Failed to upload logo' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Logo preview' })).toBeVisible();

  // A member of the hall type finds it under its group, with its logo and contact.
  const hallPage = await ownerOfNewTeam(browser, request, {
    eventId,
    teamTypeId: hallType,
    id,
    area: 'Suppliers',
  });
  await hallPage.goto('/suppliers');
  await expect(hallPage.getByRole('heading', { level: 1, name: 'Suppliers' })).toBeVisible();
  await hallPage.getByRole('textbox', { name: 'Search suppliers' }).fill(id);
  const group = hallPage.getByRole('region', { name: groupTitle });
  await expect(group.getByRole('link', { name: new RegExp(company) })).toBeVisible();
  await expectAccessible(hallPage, mainContent);
  await group.getByRole('link', { name: new RegExp(company) }).click();
  await expect(hallPage.getByRole('heading', { level: 1 })).toHaveText(company);
  await expect(hallPage.getByRole('link', { name: 'rosa@rigging.example.com' })).toHaveAttribute(
    'href',
    'mailto:rosa@rigging.example.com',
  );
  await expect(hallPage.getByRole('link', { name: '+44 20 7946 0123' })).toHaveAttribute(
    'href',
    'tel:+442079460123',
  );
  const logoSize = await hallPage
    .locator('main img')
    .first()
    .evaluate(async (img: HTMLImageElement) => {
      await img.decode();
      return [img.naturalWidth, img.naturalHeight];
    });
  expect(logoSize).toEqual([256, 256]);
  await expectAccessible(hallPage, mainContent);
  await hallPage.context().close();

  // A member of another type does not see it in the list, nor by its address.
  const pressPage = await ownerOfNewTeam(browser, request, {
    eventId,
    teamTypeId: pressType,
    id,
    area: 'Suppliers',
  });
  await pressPage.goto('/suppliers');
  await expect(pressPage.getByRole('heading', { level: 1, name: 'Suppliers' })).toBeVisible();
  await pressPage.getByRole('textbox', { name: 'Search suppliers' }).fill(id);
  await expect(pressPage.getByText(`No suppliers match “${id}”.`)).toBeVisible();
  await pressPage.goto(`/suppliers/${supplierId}`);
  await expect(pressPage.getByRole('heading', { name: 'Supplier Not Found' })).toBeVisible();
  await pressPage.context().close();
});
