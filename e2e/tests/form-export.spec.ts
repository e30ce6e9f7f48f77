import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import { expect, test } from './fixtures.ts';
import { adminEventId, demo, demoPassword, signIn } from './helpers.ts';

test("a moderator exports a form's sent submissions to XLSX and CSV from its table", async ({
  page,
  request,
}) => {
  test.slow();
  const eventId = await adminEventId(request);
  const api = `/api/v1/events/${eventId}`;
  const found = await request.get(`${api}/forms?q=${encodeURIComponent('Stand details')}`);
  const formId = (await found.json()).items[0].id as string;

  await signIn(page, demo.moderator, `/admin/forms/${formId}/submissions`);
  await expect(page.getByRole('heading', { level: 1, name: 'Submissions' })).toBeVisible();

  // XLSX: the demo's three sent orders (the draft is left out), with the spec's headings.
  await page.getByRole('button', { name: 'Export' }).click();
  const downloading = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'Excel workbook (XLSX), English (default)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('Stand details and furniture order submissions.xlsx');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await readFile((await download.path())!)) as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  workbook.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  const [headings, ...data] = rows;
  expect(headings!.slice(0, 6)).toEqual([
    'Submitted By',
    // On the event's clock, its zone named.
    expect.stringMatching(/^Submitted At \(Europe\/[A-Za-z_]+\)$/),
    "User's Team",
    'Parent Team',
    'Team Role',
    '01 Name on the fascia board',
  ]);
  expect(headings).toContain('08 Furniture hire · Chair · Line Total');
  expect(data.map((row) => row[5]).sort()).toEqual(['ACME STANDS', 'BRIGHTLINE', 'NORTHWIND']);
  await expect(page.getByText(/Exported 3 submissions to/)).toBeVisible();

  // CSV with the table's search: one row.
  await page.getByRole('searchbox', { name: 'Search submissions' }).fill('Northwind');
  await expect(page.getByRole('row')).toHaveCount(2);
  await page.getByRole('button', { name: 'Export' }).click();
  const csvDownloading = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'CSV file, English (default)' }).click();
  const csv = await readFile((await (await csvDownloading).path())!, 'utf8');
  const lines = csv
    .replace(/^\ufeff/, '')
    .trim()
    .split('\r\n');
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain('NORTHWIND');
  expect(lines[1]).toContain('Team Owner');

  // The same in German, the event's other language: the form's German labels, German words.
  await page.getByRole('button', { name: 'Export' }).click();
  const germanDownloading = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'CSV file, German' }).click();
  const german = await germanDownloading;
  // File names drop diacritics from the title, as every export's does.
  expect(german.suggestedFilename()).toBe('Standangaben und Mobelbestellung Einsendungen.csv');
  const germanLines = (await readFile((await german.path())!, 'utf8'))
    .replace(/^\ufeff/, '')
    .trim()
    .split('\r\n');
  expect(germanLines[0]).toMatch(/^Gesendet von,/);
  expect(germanLines[0]).toContain('Name auf der Standblende');
  expect(germanLines[1]).toContain('Teaminhaber');
});

test('the export waits for a sent submission', async ({ page, request }) => {
  const eventId = await adminEventId(request);
  const created = await request.post(`/api/v1/events/${eventId}/forms`, {
    data: { title: `Empty export ${Date.now()}` },
  });
  expect(created.ok()).toBeTruthy();
  const formId = (await created.json()).form?.id ?? (await created.json()).id;
  await signIn(page, demo.moderator, `/admin/forms/${formId}/submissions`);
  await expect(page.getByText('No submissions yet')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Export' })).toBeDisabled();
  await expect(page.getByText('Nothing to export until a submission is sent')).toBeVisible();
});

test('the submissions list opens sorted by last update, oldest first', async ({
  page,
  request,
  playwright,
  baseURL,
}) => {
  const eventId = await adminEventId(request);
  const api = `/api/v1/events/${eventId}`;
  const created = await request.post(`${api}/forms`, {
    data: { title: `Stand names ${Date.now()}`, isPublished: true },
  });
  expect(created.ok()).toBeTruthy();
  const { form } = (await created.json()) as { form: { id: string; updatedAt: string } };
  const fields = [{ id: 'standName', type: 'text', label: 'Stand name' }];
  const saved = await request.put(`${api}/forms/${form.id}`, {
    data: {
      fieldIds: ['standName'],
      newFields: fields,
      logicMap: {},
      expectedUpdatedAt: form.updatedAt,
    },
  });
  expect(saved.ok()).toBeTruthy();
  // Three sends, one after the other: the first is the oldest.
  for (const [email, standName] of [
    [demo.owner, 'First'],
    [demo.member, 'Second'],
    [demo.owner, 'Third'],
  ] as const) {
    const member = await playwright.request.newContext({ baseURL });
    const login = await member.post('/api/v1/auth/login', {
      data: { email, password: demoPassword },
    });
    expect(login.ok()).toBeTruthy();
    const sent = await member.post(`${api}/member/forms/${form.id}/submissions`, {
      data: { values: { standName }, isDraft: false },
    });
    expect(sent.status()).toBe(201);
    await member.dispose();
  }

  await signIn(page, demo.moderator);
  const asked = page.waitForRequest((r) => r.url().includes(`/forms/${form.id}/submissions?`));
  await page.goto(`/admin/forms/${form.id}/submissions`);
  expect(new URL((await asked).url()).searchParams.get('sort')).toBe('updatedAt');
  const table = page.getByRole('table', { name: 'Submissions' });
  await expect(table.getByRole('columnheader', { name: 'Updated', exact: true })).toHaveAttribute(
    'aria-sort',
    'ascending',
  );
  const column = table.getByRole('cell', { name: /^(First|Second|Third)$/ });
  await expect(column).toHaveText(['First', 'Second', 'Third']);
});
