import fs from 'node:fs';
import { expect, test } from './fixtures.ts';
import { demo, demoPassword, signIn } from './helpers.ts';

const unique = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`;

test('an admin saves a task report over three tasks, reads the task reports’ numbers in its table and chart, and exports it as CSV', async ({
  page,
  request,
}) => {
  test.slow();
  const id = unique();
  const name = `Three tasks ${id}`;
  const login = await request.post('/api/v1/auth/login', {
    data: { email: demo.admin, password: demoPassword },
  });
  const eventId = (await login.json()).event.id as string;
  const api = (path: string) => `/api/v1/events/${eventId}${path}`;
  // Three tasks of a team type of this test's own, with two teams, one of which has done the
  // first and the last: no other test adds a team these tasks count while this one reads them.
  const teamType = await request.post(api('/team-types'), { data: { name: `Reported ${id}` } });
  expect(teamType.status()).toBe(201);
  const teamTypeId = (await teamType.json()).id as string;
  const tasks = ['Accept the terms', 'Rigging plan', 'Upload the risk assessment'].map(
    (title) => `${title} ${id}`,
  );
  const taskIds: string[] = [];
  for (const title of tasks) {
    const created = await request.post(api('/tasks'), {
      data: { title, teamTypeIds: [teamTypeId] },
    });
    expect(created.status()).toBe(201);
    taskIds.push((await created.json()).id);
  }
  const teamIds: string[] = [];
  for (const team of ['Done', 'Todo']) {
    const created = await request.post(api('/teams'), {
      data: {
        name: `${team} Co ${id}`,
        ownerEmail: `reports.${team.toLowerCase()}.${id}@example.com`,
        ownerFirstName: 'Rae',
        ownerSurname: 'Owner',
        teamTypeId,
      },
    });
    expect(created.status()).toBe(201);
    teamIds.push((await created.json()).id);
  }
  for (const taskId of [taskIds[0], taskIds[2]]) {
    const done = await request.put(api(`/tasks/${taskId}/teams/${teamIds[0]}/progress`), {
      data: { state: 'complete' },
    });
    expect(done.status()).toBe(204);
  }
  // What each task's own report counts.
  const expected = new Map<string, { total: number; complete: number }>();
  for (const [index, title] of tasks.entries()) {
    const report = await (await request.get(api(`/tasks/${taskIds[index]}/report`))).json();
    expected.set(title, { total: report.total, complete: report.summary.complete });
  }

  await signIn(page, demo.admin, '/admin');
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
  await page.getByRole('button', { name: 'Export' }).click();
  await page.getByRole('menuitem', { name: 'Export CSV, English (default)' }).click();
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
