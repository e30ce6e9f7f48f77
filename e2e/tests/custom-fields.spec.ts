import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { demo, demoPassword, signIn } from './helpers.ts';

// Digits only, so the page's title-cased heading reads the same as the label.
const unique = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`;
const saved = 'Your updates have been successfully saved';

let id = '';

// Other tests add teams to the demo event: never leave a required field of ours behind.
test.afterEach(async ({ request }) => {
  const login = await request.post('/api/v1/auth/login', {
    data: { email: demo.admin, password: demoPassword },
  });
  const { event } = (await login.json()) as { event: { id: string } };
  const list = await request.get(`/api/v1/events/${event.id}/custom-fields/order`);
  const { customFields } = (await list.json()) as {
    customFields: Array<{ id: string; label: string }>;
  };
  for (const field of customFields.filter((f) => id && f.label.includes(id))) {
    await request.delete(`/api/v1/events/${event.id}/custom-fields/${field.id}`);
  }
});

/** The labels of the listed fields, top to bottom (each links to its field). */
const listedLabels = (page: Page) =>
  page.getByRole('table', { name: 'Custom fields' }).getByRole('link');

test('an admin adds, edits, reorders and deletes custom fields', async ({ page }) => {
  id = unique();
  const stand = `Stand Number ${id}`;
  const power = `Power Needed ${id}`;
  const supply = `Power Supply ${id}`;
  await signIn(page, demo.admin);

  // A text field; the label is checked before anything is sent.
  await page.goto('/admin/custom-fields');
  await page.getByRole('link', { name: 'Add custom field', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/custom-fields\/add$/);
  await expect(page.getByText('added, empty, to every team')).toBeVisible();
  await page.getByRole('button', { name: 'Add custom field' }).click();
  await expect(page.getByText('Enter a label')).toBeVisible();
  await page.getByRole('textbox', { name: /^Label/ }).fill(stand);
  await page.getByRole('textbox', { name: /^Placeholder/ }).fill('e.g. B12');
  await page.getByRole('button', { name: 'Add custom field' }).click();
  await expect(page.getByText(saved)).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/custom-fields$/);

  // A required checkbox: it has no placeholder.
  await page.getByRole('link', { name: 'Add custom field', exact: true }).click();
  await page.getByRole('textbox', { name: /^Label/ }).fill(power);
  await page.getByRole('combobox', { name: /^Type/ }).click();
  await page.getByRole('option', { name: 'Checkbox' }).click();
  await expect(page.getByRole('textbox', { name: /^Placeholder/ })).toHaveCount(0);
  await page.getByRole('switch', { name: /^Required/ }).check();
  await page.getByRole('button', { name: 'Add custom field' }).click();
  await expect(page).toHaveURL(/\/admin\/custom-fields$/);

  // Both are listed, by label (the spec's default sort), with their type and settings.
  await page.getByRole('searchbox', { name: 'Search custom fields' }).fill(id);
  await expect(listedLabels(page)).toHaveText([power, stand]);
  await expect(page.getByRole('row', { name: new RegExp(stand) })).toContainText('Short Text');
  const powerRow = page.getByRole('row', { name: new RegExp(power) });
  await expect(powerRow).toContainText('Checkbox');
  await expect(powerRow).toContainText('Required');

  // Edit the checkbox at once (other tests add teams meanwhile): rename it, make it optional
  // and hide it from teams.
  await page.getByRole('link', { name: power }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(power);
  await expect(page.getByRole('switch', { name: /^Required/ })).toBeChecked();
  await page.getByRole('textbox', { name: /^Label/ }).fill(supply);
  await page.getByRole('switch', { name: /^Required/ }).uncheck();
  await page.getByRole('switch', { name: /^Show to team/ }).uncheck();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  // The two adds' toasts may still show.
  await expect(page.getByText(saved).first()).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(supply);
  await page
    .getByRole('navigation', { name: 'Breadcrumb' })
    .getByRole('link', { name: 'Custom Fields' })
    .click();
  await page.getByRole('searchbox', { name: 'Search custom fields' }).fill(id);
  const supplyRow = page.getByRole('row', { name: new RegExp(supply) });
  await expect(supplyRow).toContainText('Hidden from teams');
  await expect(supplyRow).not.toContainText('Required');
  // By label (the spec's default sort), or in their order by the Order column.
  await expect(listedLabels(page)).toHaveText([supply, stand]);
  await page.getByRole('button', { name: 'Order', exact: true }).click();
  await expect(page).toHaveURL(/sort=index/);
  await expect(listedLabels(page)).toHaveText([stand, supply]);

  // Reorder with the keyboard: the checkbox goes above the text field.
  await page.getByRole('link', { name: 'Reorder', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/custom-fields\/reorder$/);
  await moveAbove(page, supply, stand);
  await expect(page).toHaveURL(/\/admin\/custom-fields$/);
  await page.getByRole('searchbox', { name: 'Search custom fields' }).fill(id);
  await page.getByRole('button', { name: 'Order', exact: true }).click();
  await expect(listedLabels(page)).toHaveText([supply, stand]);
  await page.reload();
  await expect(page.getByRole('searchbox', { name: 'Search custom fields' })).toHaveValue(id);
  await expect(listedLabels(page)).toHaveText([supply, stand]);

  // Delete, after confirming; the deleted field's page says it is gone.
  await page.getByRole('link', { name: supply }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(supply);
  const fieldUrl = page.url();
  await page.getByRole('button', { name: 'Delete custom field' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete this custom field?' });
  await expect(dialog).toContainText('removes the field and its values from every team');
  await dialog.getByRole('button', { name: 'Delete custom field' }).click();
  await expect(page.getByText(`${supply} was deleted`)).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/custom-fields$/);
  await expect(page.getByRole('link', { name: supply })).toHaveCount(0);
  await expect(page.getByRole('link', { name: stand })).toBeVisible();
  await page.goto(fieldUrl);
  await expect(page.getByRole('heading', { name: 'Custom Field Not Found' })).toBeVisible();
  // Its crumb says so too, instead of waiting for a name that will not come.
  await expect(
    page.getByRole('navigation', { name: 'Breadcrumb' }).getByText('Not found', { exact: true }),
  ).toBeVisible();
});

test('a new order is refused when fields were added meanwhile, and the list reloads', async ({
  page,
}) => {
  id = unique();
  const first = `Booth Width ${id}`;
  const second = `Booth Depth ${id}`;
  const late = `Booth Height ${id}`;
  await signIn(page, demo.admin);
  const { event } = await (await page.request.get('/api/v1/session')).json();
  const api = `/api/v1/events/${event.id}/custom-fields`;
  for (const label of [first, second]) {
    expect((await page.request.post(api, { data: { label, type: 'number' } })).ok()).toBe(true);
  }

  await page.goto('/admin/custom-fields/reorder');
  const list = page.getByRole('list', { name: 'Custom fields in order' });
  await expect(list).toContainText(second);
  // Another admin adds a field while this one arranges them.
  expect((await page.request.post(api, { data: { label: late, type: 'text' } })).ok()).toBe(true);
  await dragUp(page, second, 1);
  await page.getByRole('button', { name: 'Save order' }).click();
  await expect(page.getByRole('alert')).toContainText('were added or deleted while you arranged');
  await expect(list).toContainText(late);
  await expect(page).toHaveURL(/\/admin\/custom-fields\/reorder$/);
});

/**
 * On the reorder page, moves `label` above `target` with the keyboard and saves. Other tests
 * add and delete fields at the same time: a save refused for that is arranged again.
 */
async function moveAbove(page: Page, label: string, target: string) {
  const savedOrder = page.getByText('The new order of the custom fields is saved');
  const stale = page.getByText('were added or deleted while you arranged them');
  const list = page.getByRole('list', { name: 'Custom fields in order' });
  for (let attempt = 1; ; attempt++) {
    await expect(list).toContainText(label);
    const items = list.getByRole('listitem');
    const texts = await items.allInnerTexts();
    const steps =
      texts.findIndex((text) => text.includes(label)) -
      texts.findIndex((text) => text.includes(target));
    expect(steps).toBeGreaterThan(0);
    await dragUp(page, label, steps);
    await expect(items.nth(texts.findIndex((text) => text.includes(target)))).toContainText(label);
    await page.getByRole('button', { name: 'Save order' }).click();
    await expect(savedOrder.or(stale)).toBeVisible();
    if (await savedOrder.isVisible()) return;
    expect(attempt).toBeLessThan(3);
    await page.reload();
  }
}

/**
 * Picks up a field by its handle, moves it `steps` places up with the arrow keys and drops it,
 * waiting for each move's announcement as a screen reader user would hear it.
 */
async function dragUp(page: Page, label: string, steps: number) {
  const items = page.getByRole('list', { name: 'Custom fields in order' }).getByRole('listitem');
  const texts = await items.allInnerTexts();
  const from = texts.findIndex((text) => text.includes(label));
  const handle = page.getByRole('button', { name: `Move ${label}` });
  await handle.focus();
  await page.keyboard.press('Space');
  await expect(handle).toHaveAttribute('aria-pressed', 'true');
  // The keyboard sensor listens for arrows only a moment after the pick-up: an arrow pressed at
  // once can be lost. By the time the pick-up is announced (at once replaced by "moved to" its
  // own place), it listens.
  const at = `position ${from + 1} of ${texts.length}.`;
  await expect(
    page.getByText(`Picked up ${label}, ${at}`).or(page.getByText(`${label} moved to ${at}`)),
  ).toBeAttached();
  for (let step = 1; step <= steps; step++) {
    await page.keyboard.press('ArrowUp');
    await expect(
      page.getByText(`${label} moved to position ${from + 1 - step} of ${texts.length}.`),
    ).toBeAttached();
  }
  await page.keyboard.press('Space');
  await expect(page.getByText(`${label} dropped at position ${from + 1 - steps}`)).toBeAttached();
}
