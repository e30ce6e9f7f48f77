import { readFile } from 'node:fs/promises';
import type { APIRequestContext } from '@playwright/test';
import ExcelJS from 'exceljs';
import { expect, test } from './fixtures.ts';
import { adminEventId, demo, signIn } from './helpers.ts';

const unique = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`;
const dayIn = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** A task of its own for the demo's Sponsor teams, due in `days`, added by the admin's API. */
async function addSponsorTask(request: APIRequestContext, title: string, days: number) {
  const eventId = await adminEventId(request);
  const api = `/api/v1/events/${eventId}`;
  const { teamTypes } = (await (await request.get(`${api}/team-types/all`)).json()) as {
    teamTypes: { id: string; name: string }[];
  };
  const sponsor = teamTypes.find((type) => type.name === 'Sponsor')!;
  const created = await request.post(`${api}/tasks`, {
    data: { title: `${title} ${unique()}`, dueDate: dayIn(days), teamTypeIds: [sponsor.id] },
  });
  expect(created.status()).toBe(201);
  return { api, task: (await created.json()) as { id: string; title: string } };
}

test('a moderator attaches a file to a task, sets a team N/A in its report and exports the same rows', async ({
  page,
  request,
}) => {
  const { api, task } = await addSponsorTask(request, 'Sponsor wall proof', 5);

  await signIn(page, demo.moderator);

  // The task's files: uploaded with progress, listed with a link.
  await page.goto(`/admin/tasks/${task.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(task.title);
  await page.getByLabel('Add a file').setInputFiles({
    name: 'wall-guide.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('Logos: SVG or PDF, 300 dpi.\n'),
  });
  await expect(page.getByText('wall-guide.txt was added to the task')).toBeVisible();
  await expect(page.getByRole('link', { name: 'wall-guide.txt' })).toBeVisible();

  // The report: every sponsor team, due soon.
  await page.getByRole('link', { name: 'Report' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/tasks/${task.id}/report`));
  const table = page.getByRole('table', { name: `Teams’ progress on ${task.title}` });
  await expect(table).toBeVisible();
  const rows = table.getByRole('row');
  const teamCount = (await rows.count()) - 1;
  expect(teamCount).toBeGreaterThan(0);
  const states = page.getByRole('group', { name: 'Show teams by state' });
  await expect(states.getByRole('radio', { name: /Due Soon/ })).toHaveAccessibleName(
    new RegExp(`Due Soon\\s*${teamCount}$`),
  );
  const firstTeam = ((await rows.nth(1).getByRole('cell').first().textContent()) ?? '').trim();

  // One team marked N/A, then only the N/A teams shown.
  await page.getByRole('button', { name: `Actions for ${firstTeam}` }).click();
  await page.getByRole('menuitem', { name: 'Mark N/A' }).click();
  await expect(page.getByText(`${firstTeam} is N/A`)).toBeVisible();
  await states.getByText('N/A').click();
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1)).toContainText('N/A');
  await expect(rows.nth(1)).toContainText('Morgan');

  // The XLSX of these filters has the same row.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export' }).click();
  await page.getByRole('menuitem', { name: 'Export XLSX, English (default)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`${task.title} report.xlsx`);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await readFile((await download.path())!)) as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0]!;
  expect(sheet.getRow(1).values).toEqual([
    undefined,
    'Team',
    'Team Type',
    'Status',
    'Assigned To',
    // On the event's clock, its zone named.
    expect.stringMatching(/^Last Changed \(Europe\/[A-Za-z_]+\)$/),
    'Changed By',
  ]);
  expect(sheet.rowCount).toBe(2);
  expect(sheet.getCell('A2').value).toBe(firstTeam);
  expect(sheet.getCell('B2').value).toBe('Sponsor');
  expect(sheet.getCell('C2').value).toBe('N/A');
  expect(String(sheet.getCell('E2').value)).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);

  // A link naming a team picks out its row.
  const report = (await (
    await request.get(`${api}/tasks/${task.id}/report?filter=status:notApplicable`)
  ).json()) as { items: { teamId: string }[] };
  await page.goto(`/admin/tasks/${task.id}/report?team=${report.items[0]!.teamId}`);
  await expect(page.getByText('The team from your link')).toBeVisible();
});

test('a task report opens sorted by completion: teams still to do it first, done ones last', async ({
  page,
  request,
}) => {
  const { task } = await addSponsorTask(request, 'Sponsor logo files', 20);

  await signIn(page, demo.moderator, `/admin/tasks/${task.id}/report`);
  const table = page.getByRole('table', { name: `Teams’ progress on ${task.title}` });
  await expect(table).toBeVisible({ timeout: 20_000 });
  const rows = table.getByRole('row');
  await expect(rows.nth(1)).toBeVisible();
  const teamCount = (await rows.count()) - 1;
  expect(teamCount).toBeGreaterThan(1);
  const teamOf = async (index: number) =>
    ((await rows.nth(index).getByRole('cell').first().textContent()) ?? '').trim();
  // All to do: by team name. The first one done goes to the end.
  const first = await teamOf(1);
  await page.getByRole('button', { name: `Actions for ${first}` }).click();
  await page.getByRole('menuitem', { name: 'Mark complete' }).click();
  await expect(page.getByText(`${first} is complete`)).toBeVisible();

  await page.reload();
  await expect(table.getByRole('columnheader', { name: 'Status', exact: true })).toHaveAttribute(
    'aria-sort',
    'ascending',
  );
  await expect(table.getByRole('columnheader', { name: 'Team', exact: true })).toHaveAttribute(
    'aria-sort',
    'none',
  );
  await expect(rows.nth(teamCount)).toContainText(first);
  await expect(rows.nth(teamCount)).toContainText('Complete');
  expect(await teamOf(1)).not.toBe(first);
});
