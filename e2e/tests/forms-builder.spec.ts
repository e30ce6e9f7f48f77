import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { adminEventId, demo, demoPassword, signIn } from './helpers.ts';

// Digits only, so the page's title-cased heading reads the same as the name.
const unique = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`;

// A step that can't happen fails at once rather than at the end of the long test.
test.use({ actionTimeout: 15_000 });

/** The selected field's settings. */
const panel = (page: Page) => page.getByRole('region', { name: 'Field settings' });
const fieldList = (page: Page) => page.getByRole('list', { name: 'Fields' });

/** Adds a field of a type from the palette and names it; it is selected for editing. */
async function addField(page: Page, type: string, label: string): Promise<Locator> {
  await page.getByRole('button', { name: `Add ${type}`, exact: true }).click();
  const settings = panel(page);
  await expect(settings.getByText(`${type} field`, { exact: true })).toBeVisible();
  await settings.getByRole('textbox', { name: 'Label', exact: true }).fill(label);
  return settings;
}

test('an admin builds a form (logic, item list, grand total, image upload), reorders and saves it, publishes it, archives and unarchives it', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const title = `Stand Order ${unique()}`;
  await signIn(page, demo.admin);

  // From the admin landing page to the forms list, then add a form: the builder opens.
  await page.goto('/admin');
  await page.getByRole('link', { name: 'Forms', exact: true }).last().click();
  await expect(page).toHaveURL(/\/admin\/forms$/);
  await page.getByRole('link', { name: 'Add form' }).first().click();
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
  await page
    .getByRole('textbox', { name: 'Description', exact: true })
    .fill('Furniture and the dinner.');
  await page.getByRole('button', { name: 'Add form' }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No fields yet' })).toBeVisible();

  // A short text, then a Yes/No dropdown and a number shown only on Yes.
  const company = await addField(page, 'Short Text', 'Company name');
  await company.getByRole('switch', { name: 'Required', exact: true }).check();
  // Options by label only: their values are made from the labels, shown in the advanced view.
  const dinner = await addField(page, 'Dropdown', 'Coming to the dinner?');
  await dinner.getByRole('textbox', { name: 'Label of option 1', exact: true }).fill('Yes');
  await dinner.getByRole('button', { name: 'Add option' }).click();
  await dinner.getByRole('textbox', { name: 'Label of option 2', exact: true }).fill('No, sorry');
  await expect(dinner.getByRole('textbox', { name: /^Value of option/ })).toHaveCount(0);
  await dinner.getByRole('switch', { name: 'Show option values' }).check();
  const value = (n: number) =>
    dinner.getByRole('textbox', { name: `Value of option ${n}`, exact: true });
  await expect(value(1)).toHaveValue('yes');
  await expect(value(2)).toHaveValue('no-sorry');
  await dinner.getByRole('textbox', { name: 'Label of option 2', exact: true }).fill('No');
  await expect(value(2)).toHaveValue('no');
  await dinner.getByRole('switch', { name: 'Show option values' }).uncheck();
  await expect(value(1)).toHaveCount(0);
  const guests = await addField(page, 'Number', 'How many guests?');
  await guests.getByRole('tab', { name: /Logic/ }).click();
  await guests.getByRole('button', { name: 'Add rule' }).click();
  await expect(guests.getByRole('combobox', { name: 'Rule 1: field', exact: true })).toHaveValue(
    /Coming to the dinner\?/,
  );
  await expect(guests.getByRole('combobox', { name: 'Rule 1: value', exact: true })).toHaveValue(
    'Yes',
  );

  // An item list priced in the event's currency, a grand total, an upload of images only.
  const furniture = await addField(page, 'Item List', 'Furniture');
  await furniture.getByRole('textbox', { name: 'Item 1', exact: true }).fill('Chair');
  await furniture.getByRole('textbox', { name: 'Price of item 1', exact: true }).fill('12.50');
  await expect(furniture.getByText('£12.50')).toBeVisible();
  await addField(page, 'Grand Total', 'Total to pay');
  const logo = await addField(page, 'File Upload', 'Your logo');
  await logo.getByRole('checkbox', { name: /^Documents/ }).uncheck();
  await logo.getByRole('checkbox', { name: /^Video/ }).uncheck();
  await expect(logo.getByRole('checkbox', { name: /^Images/ })).toBeChecked();

  // Reorder: the logo goes above the total, from its row's menu.
  await page.getByRole('button', { name: 'Actions for Your logo' }).click();
  await page.getByRole('menuitem', { name: 'Move up' }).click();
  const order = [
    'Company name',
    'Coming to the dinner?',
    'How many guests?',
    'Furniture',
    'Your logo',
    'Total to pay',
  ];
  const rows = fieldList(page).getByRole('listitem');
  for (const [index, label] of order.entries()) await expect(rows.nth(index)).toContainText(label);

  // The preview shows the unsaved form as a member sees it: the guests question is hidden.
  await page.locator('label', { hasText: 'Preview' }).click();
  await expect(page.getByRole('textbox', { name: 'Company name', exact: true })).toBeVisible();
  await expect(page.getByText('How many guests?')).toHaveCount(0);
  await page.locator('label', { hasText: 'Build' }).click();

  await page.getByRole('button', { name: 'Save form' }).click();
  await expect(page.getByText('Your updates have been successfully saved')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save form' })).toBeDisabled();

  // Saved with the values made from the labels.
  const formId = new URL(page.url()).pathname.split('/')[3] ?? '';
  const saved = await request.get(`/api/v1/events/${await adminEventId(request)}/forms/${formId}`);
  expect(saved.ok()).toBeTruthy();
  const { form } = (await saved.json()) as {
    form: { fields: { label: string; options?: { label: string; value: string }[] }[] };
  };
  expect(form.fields.find((f) => f.label === 'Coming to the dinner?')?.options).toEqual([
    { label: 'Yes', value: 'yes' },
    { label: 'No', value: 'no' },
  ]);

  // After a reload the fields are there, in order, with their settings and logic.
  await page.reload();
  for (const [index, label] of order.entries()) await expect(rows.nth(index)).toContainText(label);
  await expect(rows.nth(2)).toContainText('Logic');
  await page.getByRole('button', { name: /^Your logo/ }).click();
  await expect(panel(page).getByRole('checkbox', { name: /^Images/ })).toBeChecked();
  await expect(panel(page).getByRole('checkbox', { name: /^Documents/ })).not.toBeChecked();
  await page.getByRole('button', { name: /^Furniture/ }).click();
  await expect(
    panel(page).getByRole('textbox', { name: 'Price of item 1', exact: true }),
  ).toHaveValue('12.50');
  await page.getByRole('button', { name: /^How many guests\?/ }).click();
  await panel(page).getByRole('tab', { name: /Logic/ }).click();
  await expect(
    panel(page).getByRole('combobox', { name: 'Rule 1: value', exact: true }),
  ).toHaveValue('Yes');

  // A saved option keeps its value when its label changes (submissions hold the value).
  await page.getByRole('button', { name: /^Coming to the dinner\?/ }).click();
  await panel(page).getByRole('switch', { name: 'Show option values' }).check();
  await panel(page).getByRole('textbox', { name: 'Label of option 1', exact: true }).fill('Yes!');
  await expect(
    panel(page).getByRole('textbox', { name: 'Value of option 1', exact: true }),
  ).toHaveValue('yes');
  await panel(page).getByRole('textbox', { name: 'Label of option 1', exact: true }).fill('Yes');
  await expect(page.getByRole('button', { name: 'Save form' })).toBeDisabled();

  // Publish it from its settings.
  await page.getByRole('main').getByRole('link', { name: 'Settings', exact: true }).click();
  await expect(page).toHaveURL(/\/settings$/);
  await page.getByRole('switch', { name: /^Published/ }).check();
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Your updates have been successfully saved')).toBeVisible();

  // Archive it from the list, find it among the archived forms, and bring it back.
  await page.goto('/admin/forms');
  await page.getByRole('searchbox', { name: 'Search forms' }).fill(title);
  const table = page.getByRole('table', { name: 'Forms' });
  await expect(table.getByRole('row', { name: new RegExp(title) })).toContainText('Published');
  await page.getByRole('checkbox', { name: `Select ${title}` }).check();
  await page.getByRole('button', { name: 'Archive', exact: true }).click();
  await expect(page.getByText('1 form archived: hidden from members')).toBeVisible();
  await expect(page.getByText('No forms', { exact: true })).toBeVisible();

  await page.getByRole('link', { name: 'Archived' }).click();
  await expect(page).toHaveURL(/\/admin\/forms\/archived/);
  await page.getByRole('searchbox', { name: 'Search forms' }).fill(title);
  await page.getByRole('checkbox', { name: `Select ${title}` }).check();
  await page.getByRole('button', { name: 'Unarchive', exact: true }).click();
  await expect(page.getByText('1 form unarchived: back in the forms list')).toBeVisible();
  await page.getByRole('link', { name: 'Back to forms' }).click();
  await page.getByRole('searchbox', { name: 'Search forms' }).fill(title);
  await expect(page.getByRole('link', { name: title })).toBeVisible();
});

test('a form someone else is editing opens read-only, and a save on top of a newer one is refused with a Reload', async ({
  page,
  request,
  playwright,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const eventId = await adminEventId(request);
  const api = (path: string) => `/api/v1/events/${eventId}${path}`;
  const created = await request.post(api('/forms'), { data: { title: `Dinner ${unique()}` } });
  expect(created.status()).toBe(201);
  const { form } = (await created.json()) as { form: { id: string; updatedAt: string } };
  const saveFields = (
    labels: string[],
    expectedUpdatedAt: string,
    isNew: boolean,
    as: APIRequestContext = request,
  ) =>
    as.put(api(`/forms/${form.id}`), {
      data: {
        fieldIds: labels.map((_, i) => `f${i}`),
        [isNew ? 'newFields' : 'updatedFields']: labels.map((label, i) => ({
          id: `f${i}`,
          type: 'text',
          label,
        })),
        logicMap: {},
        expectedUpdatedAt,
      },
    });
  const first = await saveFields(['Company'], form.updatedAt, true);
  expect(first.ok()).toBeTruthy();

  // The admin holds the lock: the moderator sees the form but cannot change it.
  expect((await request.put(api(`/locks/form/${form.id}`))).ok()).toBeTruthy();
  await signIn(page, demo.moderator, `/admin/forms/${form.id}`);
  await expect(page.getByText(/is editing this form\. You can look at it/)).toBeVisible();
  await expect(fieldList(page).getByRole('listitem')).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Save form' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Add Short Text' })).toHaveCount(0);
  expect((await request.delete(api(`/locks/form/${form.id}`))).status()).toBe(204);

  // The moderator edits once the lock is free; the same moderator saves from elsewhere (a second
  // tab) first: the older save is refused, then the form reloaded.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Save form' })).toBeVisible();
  await page.getByRole('button', { name: /^Company/ }).click();
  await panel(page).getByRole('textbox', { name: 'Label', exact: true }).fill('Company name');
  const saved = (await (await request.get(api(`/forms/${form.id}`))).json()) as {
    form: { updatedAt: string };
  };
  const elsewhere = await playwright.request.newContext({ baseURL });
  const login = await elsewhere.post('/api/v1/auth/login', {
    data: { email: demo.moderator, password: demoPassword },
  });
  expect(login.ok()).toBeTruthy();
  const newer = await saveFields(['Trading name'], saved.form.updatedAt, false, elsewhere);
  expect(newer.ok()).toBeTruthy();
  await elsewhere.dispose();
  await page.getByRole('button', { name: 'Save form' }).click();
  const refusal = page.getByRole('alert').filter({ hasText: 'Reload to see their changes' });
  await expect(refusal).toBeVisible();
  await refusal.getByRole('button', { name: 'Reload' }).click();
  await expect(refusal).toBeHidden();
  await expect(fieldList(page).getByRole('listitem')).toHaveText([/Trading name/]);
  await expect(page.getByRole('button', { name: 'Save form' })).toBeDisabled();
});
