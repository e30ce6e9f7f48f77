import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { adminEventId, demo, pickOption, signIn } from './helpers.ts';

// Digits only, so searching for it finds this test's records and no one else's.
const unique = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`;

/** A calendar day `days` from today (UTC), as the date input takes it. */
const dayIn = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** How the lists show a day: en-GB, "31 Mar 2027". */
const shown = (day: string) =>
  new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));

interface NewTask {
  title: string;
  dueDate: string;
  /** A form task asks for this demo form. */
  form?: string;
}

/** From the group's page: "New task in this group", its settings, back on the group's page. */
async function addTaskToGroup(page: Page, task: NewTask, teamType: string, group: string) {
  await page.getByRole('link', { name: 'New task in this group' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Add Task');
  await page.getByRole('textbox', { name: /^Title/ }).fill(task.title);
  if (task.form) {
    await page.getByRole('combobox', { name: /^Type/ }).click();
    await page.getByRole('option', { name: 'Form', exact: true }).click();
    await page.getByRole('combobox', { name: /^Form/ }).click();
    await page.getByRole('option', { name: task.form, exact: true }).click();
  }
  await page.getByLabel('Due date').fill(task.dueDate);
  await pickOption(page, page.getByRole('combobox', { name: /^Team types/ }), teamType);
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Add task' }).click();
  await expect(page.getByText(`${task.title} was added`)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(group);
}

test('an admin groups tasks for a team type, orders them, archives one and deletes one', async ({
  page,
  request,
}) => {
  const id = unique();
  const eventId = await adminEventId(request);
  const teamType = `Hall Exhibitors ${id}`;
  const created = await request.post(`/api/v1/events/${eventId}/team-types`, {
    data: { name: teamType },
  });
  expect(created.status()).toBe(201);
  const group = `Before You Arrive ${id}`;
  const order = {
    title: `Order furniture ${id}`,
    dueDate: dayIn(-1),
    form: 'Stand details and furniture order',
  };
  const badges = { title: `Name badges ${id}`, dueDate: dayIn(3) };
  const insurance = { title: `Insurance ${id}`, dueDate: dayIn(91) };

  await signIn(page, demo.admin);

  // A new group, then its page.
  await page.goto('/admin/task-groups');
  await page.getByRole('link', { name: 'Add task group' }).first().click();
  await page.getByRole('textbox', { name: /^Title/ }).fill(group);
  await page.getByRole('button', { name: 'Add task group' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(group);
  await expect(page.getByText('No tasks in this group yet')).toBeVisible();

  // Three tasks for the team type, added from the group (out of date order).
  for (const task of [insurance, order, badges]) await addTaskToGroup(page, task, teamType, group);
  const tasks = page.getByRole('list', { name: 'Tasks' }).getByRole('listitem');
  await expect(tasks).toHaveText([
    new RegExp(insurance.title),
    new RegExp(order.title),
    new RegExp(badges.title),
  ]);

  // Reordered with the keyboard: the focus stays on a moved task's button.
  const down = page.getByRole('button', { name: `Move ${insurance.title} down` });
  await down.click();
  await expect(down).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(tasks).toHaveText([
    new RegExp(order.title),
    new RegExp(badges.title),
    new RegExp(insurance.title),
  ]);
  await expect(page.getByRole('button', { name: `Move ${insurance.title} up` })).toBeFocused();
  // And dragged with the keyboard: space picks a task up, the arrows move it, space drops it.
  const handle = page.getByRole('button', { name: `Drag ${badges.title}` });
  await handle.focus();
  await page.keyboard.press('Space');
  await expect(handle).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('ArrowUp');
  // Drop only once the move has registered (a busy machine may not have drawn it yet).
  await expect(page.getByText(`${badges.title} moved to position 1 of 3.`)).toBeAttached();
  await page.keyboard.press('Space');
  const reordered = [badges, order, insurance].map((task) => new RegExp(task.title));
  await expect(tasks).toHaveText(reordered);
  // Saved, the order is the group's.
  await page.getByRole('button', { name: 'Save group' }).click();
  await expect(page.getByText('Your updates have been successfully saved')).toBeVisible();
  await page.reload();
  await expect(tasks).toHaveText(reordered);

  // The list shows them by due date, soonest first, with the team type and the group.
  await page
    .getByRole('navigation', { name: 'Breadcrumb' })
    .getByRole('link', { name: 'Admin' })
    .click();
  await page.getByRole('main').getByRole('link', { name: 'Tasks', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/tasks$/);
  await page.getByRole('searchbox', { name: 'Search tasks' }).fill(id);
  const rows = page.getByRole('row').filter({ hasText: id });
  await expect(rows).toHaveText([
    new RegExp(`${order.title}.*Form.*${shown(order.dueDate)}.*${teamType}.*${group}`),
    new RegExp(`${badges.title}.*Task.*${shown(badges.dueDate)}`),
    new RegExp(`${insurance.title}.*Task.*${shown(insurance.dueDate)}`),
  ]);

  // One archived (selected, then archived in bulk) is found among the archived.
  await page.getByRole('checkbox', { name: `Select ${badges.title}` }).check();
  await page
    .getByRole('region', { name: 'Selected tasks' })
    .getByRole('button', { name: 'Archive' })
    .click();
  await expect(page.getByText('1 task archived')).toBeVisible();
  await expect(rows).toHaveCount(2);
  await page.getByRole('link', { name: 'Archived', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Archived Tasks');
  await page.getByRole('searchbox', { name: 'Search tasks' }).fill(id);
  await expect(rows).toHaveText([new RegExp(badges.title)]);
  await page.getByRole('link', { name: 'Back to tasks' }).click();

  // One deleted, once confirmed.
  await page.getByRole('searchbox', { name: 'Search tasks' }).fill(id);
  await page.getByRole('button', { name: `Actions for ${insurance.title}` }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete this task?' });
  await expect(dialog).toContainText(insurance.title);
  await dialog.getByRole('button', { name: 'Delete task' }).click();
  await expect(page.getByText(`${insurance.title} was deleted`)).toBeVisible();
  await expect(rows).toHaveText([new RegExp(order.title)]);
});
