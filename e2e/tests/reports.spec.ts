import fs from 'node:fs';
import { expect, test } from './fixtures.ts';
import { demo, demoPassword, logIn } from './helpers.ts';

const tasks = ['Accept the exhibitor terms', 'Rigging plan', 'Upload your risk assessment'];

test('an admin saves a task report over three tasks, reads the task reports’ numbers in its table and chart, and exports it as CSV', async ({
  page,
  request,
}) => {
  test.slow();
  const name = `Three tasks ${Date.now()}`;
  const login = await request.post('/api/v1/auth/login', {
    data: { email: demo.admin, password: demoPassword },
  });
  const eventId = (await login.json()).event.id as string;
  const allTasks = (await (await request.get(`/api/v1/events/${eventId}/tasks?pageSize=50`)).json())
    .items as { id: string; title: string }[];
  // What each task's own report counts.
  const expected = new Map<string, { total: number; complete: number }>();
  for (const title of tasks) {
    const task = allTasks.find((item) => item.title === title)!;
    const report = await (
      await request.get(`/api/v1/events/${eventId}/tasks/${task.id}/report`)
    ).json();
    expected.set(title, { total: report.total, complete: report.summary.complete });
  }

  await logIn(page, demo.admin);
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/admin');
  await page.getByRole('link', { name: 'Reports' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Task completion' })).toBeVisible();

  await page.getByRole('link', { name: 'Add report' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Add Report' })).toBeVisible();
  // Saving with no tasks chosen is refused with a message at the field.
  await page.getByRole('textbox', { name: /^Name/ }).fill(name);
  await page.getByRole('switch', { name: 'All tasks' }).click();
  await page.getByRole('button', { name: 'Add report' }).click();
  await expect(page.getByText('Choose at least one task, or all tasks')).toBeVisible();
  const picker = page.getByRole('combobox', { name: 'Tasks', exact: true });
  for (const title of tasks) {
    await picker.click();
    await picker.fill(title.slice(0, 12));
    await page.getByRole('option', { name: title, exact: true }).click();
  }
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Add report' }).click();

  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText('Tasks · Completion · Status: Complete · All teams')).toBeVisible();
  const table = page.getByRole('table', { name: 'Per task', exact: true });
  for (const title of tasks) {
    const numbers = expected.get(title)!;
    const row = table.getByRole('row').filter({ hasText: title });
    await expect(row.getByRole('cell').nth(1)).toHaveText(String(numbers.total));
    await expect(row.getByRole('cell').nth(2)).toHaveText(String(numbers.complete));
  }
  // The chart: a figure named by its caption, its numbers readable in its hidden table.
  const chart = page.getByRole('figure', { name: 'Complete per task' });
  await expect(chart).toBeVisible();
  const first = expected.get(tasks[0]!)!;
  await expect(chart.getByRole('table')).toContainText(`${first.complete} of ${first.total}`);

  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`${name} report.csv`);
  const csv = fs.readFileSync((await file.path())!, 'utf8').replace(/^\ufeff/, '');
  const lines = csv.trim().split('\r\n');
  expect(lines[0]).toMatch(/^Task,Teams,Complete,Percent,/);
  for (const title of tasks) {
    const numbers = expected.get(title)!;
    expect(lines).toContainEqual(
      expect.stringMatching(new RegExp(`^${title},${numbers.total},${numbers.complete},`)),
    );
  }

  // Deleted from the list after confirming.
  await page.goto('/admin/reports');
  await page.getByRole('button', { name: `Actions for ${name}` }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete report' }).click();
  await expect(page.getByText(`${name} was deleted`)).toBeVisible();
  await expect(page.getByRole('link', { name })).toHaveCount(0);
});
