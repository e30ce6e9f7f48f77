import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { adminEventId, demo, signIn } from './helpers.ts';

// Digits only, so the page's title-cased heading reads the same as the name.
const unique = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`;

// A step that can't happen fails at once rather than at the end of the test.
test.use({ actionTimeout: 15_000 });

const fieldList = (page: Page) => page.getByRole('list', { name: 'Fields' });

/** Searches the field groups list shown. */
async function search(page: Page, text: string) {
  await expect(page).toHaveURL(/\/admin\/field-groups$/);
  await page.getByRole('searchbox', { name: 'Search field groups' }).fill(text);
}

test('an admin adds a field group, builds, renames and duplicates it; a group a form places cannot be deleted, another is deleted after a confirmation', async ({
  page,
  request,
}) => {
  const id = unique();
  const title = `Site Contacts ${id}`;
  const renamed = `Site Crew ${id}`;
  const eventId = await adminEventId(request);
  const api = (path: string) => `/api/v1/events/${eventId}${path}`;

  await signIn(page, demo.admin);

  // From the admin landing page to the list, then add: a title, then the empty group's builder.
  await page.goto('/admin');
  await page.getByRole('link', { name: 'Field groups', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/field-groups$/);
  await page.getByRole('link', { name: 'Add field group' }).first().click();
  await expect(page).toHaveURL(/\/admin\/field-groups\/add$/);
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
  await page.getByRole('textbox', { name: /^Description/ }).fill('Who is on site during build-up.');
  await page.getByRole('button', { name: 'Add field group' }).click();
  await expect(page.getByText(`${title} was added. Now add its fields.`)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const groupId = new URL(page.url()).pathname.split('/').pop()!;
  await expect(page.getByRole('heading', { name: 'No fields yet' })).toBeVisible();

  // Two fields from the palette (a group offers no field group or grand total), then save.
  const palette = page.getByRole('navigation', { name: 'Add a field' });
  await expect(palette.getByRole('button', { name: 'Add Field Group' })).toHaveCount(0);
  await expect(palette.getByRole('button', { name: 'Add Grand Total' })).toHaveCount(0);
  const settings = page.getByRole('region', { name: 'Field settings' });
  await palette.getByRole('button', { name: 'Add Full Name', exact: true }).click();
  await settings.getByRole('textbox', { name: 'Label', exact: true }).fill('Contact name');
  await settings.getByRole('switch', { name: 'Required', exact: true }).check();
  await palette.getByRole('button', { name: 'Add Phone Number', exact: true }).click();
  await settings.getByRole('textbox', { name: 'Label', exact: true }).fill('Mobile');
  await page.getByRole('button', { name: 'Save field group' }).click();
  await expect(page.getByText('Your updates have been successfully saved')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save field group' })).toBeDisabled();
  await expect(fieldList(page).getByRole('listitem')).toHaveText([/Contact name/, /Mobile/]);

  // A form places it (through the API, as an organiser's form builder would).
  const form = await request.post(api('/forms'), { data: { title: `Build-up Crew ${id}` } });
  expect(form.status()).toBe(201);
  const created = (await form.json()) as { form: { id: string; updatedAt: string } };
  const placed = await request.put(api(`/forms/${created.form.id}`), {
    data: {
      fieldIds: ['crew'],
      newFields: [{ id: 'crew', type: 'template', label: 'Crew', fieldGroupId: groupId }],
      logicMap: {},
      expectedUpdatedAt: created.form.updatedAt,
    },
  });
  expect(placed.ok()).toBeTruthy();

  // Rename it in its settings.
  await page.getByRole('main').getByRole('link', { name: 'Settings', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/field-groups/${groupId}/settings$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Field Group Settings' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(renamed);
  await page.getByRole('button', { name: 'Save settings' }).click();
  // The builder's toast may still be up: the newer one is first.
  await expect(page.getByText('Your updates have been successfully saved').first()).toBeVisible();
  const stored = await request.get(api(`/field-groups/${groupId}`));
  expect(await stored.json()).toMatchObject({
    title: renamed,
    fieldIds: [expect.any(String), expect.any(String)],
  });

  // Deleting it is refused while the form places it, with the server's reason.
  await page.getByRole('button', { name: 'Delete field group' }).click();
  let dialog = page.getByRole('dialog', { name: 'Delete this field group?' });
  await expect(dialog).toContainText(`“${renamed}” will be deleted.`);
  await dialog.getByRole('button', { name: 'Delete field group' }).click();
  await expect(page.getByText('This field group is used by 1 form')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/admin/field-groups/${groupId}/settings$`));
  expect((await request.get(api(`/field-groups/${groupId}`))).ok()).toBeTruthy();

  // Duplicate it from the list: the copy's builder opens with the same fields.
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
  await crumbs.getByRole('link', { name: 'Field groups' }).click();
  await search(page, renamed);
  const table = page.getByRole('table', { name: 'Field groups' });
  const row = table.getByRole('row', { name: new RegExp(renamed) });
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('cell')).toHaveText([
    new RegExp(`^${renamed}Who is on site`),
    'Draft',
    '2',
    /\d{4}/,
    '',
  ]);
  await row.getByRole('button', { name: `Actions for ${renamed}` }).click();
  await page.getByRole('menuitem', { name: 'Duplicate' }).click();
  const copy = `${renamed} (copy)`;
  await expect(page.getByText(`${copy} was added`)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: copy })).toBeVisible();
  const copyId = new URL(page.url()).pathname.split('/').pop()!;
  expect(copyId).not.toBe(groupId);
  await expect(fieldList(page).getByRole('listitem')).toHaveText([/Contact name/, /Mobile/]);

  // Both are listed; the copy is placed nowhere: asked first, then deleted.
  await crumbs.getByRole('link', { name: 'Field groups' }).click();
  await search(page, renamed);
  await expect(table.getByRole('row', { name: new RegExp(renamed) })).toHaveCount(2);
  await table.getByRole('button', { name: `Actions for ${copy}` }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  dialog = page.getByRole('dialog', { name: 'Delete this field group?' });
  await expect(dialog).toContainText(`“${copy}” and its fields will be deleted.`);
  await dialog.getByRole('button', { name: 'Delete field group' }).click();
  await expect(page.getByText(`${copy} was deleted`)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(table.getByRole('row', { name: new RegExp(renamed) })).toHaveCount(1);
  await expect(table.getByRole('row', { name: copy })).toHaveCount(0);
  expect((await request.get(api(`/field-groups/${copyId}`))).status()).toBe(404);
});

test('field groups are for admins: a moderator is sent to the unauthorised page, and the API refuses them', async ({
  page,
  request,
}) => {
  const eventId = await adminEventId(request);
  await signIn(page, demo.moderator, '/admin/field-groups');
  await expect(page).toHaveURL(/\/unauthorised$/);
  await expect(page.getByRole('heading', { name: 'Unauthorised' })).toBeVisible();
  // The page offers the way back, and the API refuses them the list as well.
  await expect(page.getByRole('link', { name: 'Go To Dashboard' })).toBeVisible();
  const list = await page.request.get(`/api/v1/events/${eventId}/field-groups`);
  expect(list.status()).toBe(403);
});
