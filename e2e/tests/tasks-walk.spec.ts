import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { expect, test } from './fixtures.ts';
import {
  adminEventId,
  demo,
  emailedLink,
  inboxOf,
  pickOption,
  setPasswordAndSignIn,
  signIn,
} from './helpers.ts';

/**
 * The tasks walk, as a new user would try it: an admin builds three tasks for one team
 * type in the browser; a team of that type sees them labelled, completes them by uploading, by
 * sending the form and by marking n/a, and mentions the moderator, who gets the email; a team of
 * another type sees none of them, even by address; the report and its XLSX show the team.
 */

const unique = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`;
const dayIn = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** A small file that sniffs as a PDF. */
const pdf = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

test.use({ actionTimeout: 15_000 });

async function setPasswordAndLogIn(page: Page, request: APIRequestContext, email: string) {
  const link = await emailedLink(request, email, '/auth/set-password');
  await setPasswordAndSignIn(page, link, email, `walk-pass-${unique()}`);
}

/** From the group's page: a new task of `type` for `teamType`, back on the group's page. */
async function addTask(
  page: Page,
  task: { title: string; dueDate: string; type: string; form?: string },
  teamType: string,
) {
  await page.getByRole('link', { name: 'New task in this group' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Add Task');
  await page.getByRole('textbox', { name: /^Title/ }).fill(task.title);
  await page.getByRole('combobox', { name: /^Type/ }).click();
  await page.getByRole('option', { name: task.type, exact: true }).click();
  if (task.form) {
    await page.getByRole('combobox', { name: /^Form/ }).click();
    await page.getByRole('option', { name: task.form, exact: true }).click();
  }
  await page.getByLabel('Due date').fill(task.dueDate);
  await pickOption(page, page.getByRole('combobox', { name: /^Team types/ }), teamType);
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Add task' }).click();
  await expect(page.getByText(`${task.title} was added`)).toBeVisible();
}

test('a team of one type completes its three tasks by upload, form and n/a, mentions the moderator, and the report exports its states', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const id = unique();
  const eventId = await adminEventId(request);
  const api = (path: string) => `/api/v1/events/${eventId}${path}`;

  // Two team types, a team of each, and a one-field form the form task asks for.
  const [hall, other] = await Promise.all(
    [`Hall ${id}`, `Other ${id}`].map(async (name) => {
      const created = await request.post(api('/team-types'), { data: { name } });
      expect(created.status()).toBe(201);
      return (await created.json()) as { id: string; name: string };
    }),
  );
  const ownerEmail = `hall.owner.${id}@example.com`;
  const otherEmail = `other.owner.${id}@example.com`;
  for (const [name, email, teamTypeId] of [
    [`Hall Co ${id}`, ownerEmail, hall!.id],
    [`Other Co ${id}`, otherEmail, other!.id],
  ]) {
    const team = await request.post(api('/teams'), {
      data: { name, ownerEmail: email, ownerFirstName: 'Pat', ownerSurname: 'Owner', teamTypeId },
    });
    expect(team.status()).toBe(201);
  }
  const formTitle = `Stand contact ${id}`;
  const form = (await (
    await request.post(api('/forms'), {
      data: { title: formTitle, description: '', isPublished: true, isEditable: true },
    })
  ).json()) as { form: { id: string; updatedAt: string } };
  const saved = await request.put(api(`/forms/${form.form.id}`), {
    data: {
      fieldIds: ['contact'],
      newFields: [{ id: 'contact', type: 'text', label: 'Stand contact', isRequired: true }],
      logicMap: {},
      expectedUpdatedAt: form.form.updatedAt,
    },
  });
  expect(saved.status()).toBe(200);

  // The admin: a group and its three tasks for the hall type.
  const group = `Walk ${id}`;
  const upload = { title: `Risk assessment ${id}`, dueDate: dayIn(-1), type: 'Upload' };
  const formTask = {
    title: `Contact form ${id}`,
    dueDate: dayIn(3),
    type: 'Form',
    form: formTitle,
  };
  const later = { title: `Badges ${id}`, dueDate: dayIn(91), type: 'Task' };
  await signIn(page, demo.admin, '/admin/task-groups');
  await page.getByRole('link', { name: 'Add task group' }).first().click();
  await page.getByRole('textbox', { name: /^Title/ }).fill(group);
  await page.getByRole('button', { name: 'Add task group' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(group);
  for (const task of [upload, formTask, later]) {
    await addTask(page, task, hall!.name);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(group);
  }

  // The hall team's owner sees them labelled by their deadlines.
  const ownerContext = await browser.newContext();
  const owner = await ownerContext.newPage();
  await setPasswordAndLogIn(owner, request, ownerEmail);
  await owner.goto('/tasks');
  const list = owner.getByRole('region', { name: group });
  const row = (title: string) => list.getByRole('listitem').filter({ hasText: title });
  await expect(row(upload.title)).toContainText('Overdue');
  await expect(row(formTask.title)).toContainText('Due Soon');
  await expect(row(later.title)).toContainText('Incomplete');

  // The upload task completes with its file.
  await list.getByRole('link', { name: upload.title }).click();
  await owner
    .getByLabel('Upload a file')
    .setInputFiles({ name: 'risk.pdf', mimeType: 'application/pdf', buffer: pdf });
  await expect(owner.getByText('risk.pdf uploaded')).toBeVisible();
  await expect(owner.getByText('Complete', { exact: true }).first()).toBeVisible();
  const uploadUrl = owner.url();

  // The form task completes when the team sends the form.
  await owner.goto('/tasks');
  await list.getByRole('link', { name: formTask.title }).click();
  await owner.getByRole('link', { name: 'Open form' }).click();
  await owner.getByRole('textbox', { name: /Stand contact/ }).fill('Pat Owner, 07700 900123');
  await owner.getByRole('button', { name: 'Submit' }).click();
  await expect(owner.getByText('Thank you, your submission has been received.')).toBeVisible();

  // The third is marked n/a.
  await owner.goto('/tasks');
  await list.getByRole('link', { name: later.title }).click();
  await owner.getByRole('button', { name: 'Mark N/A' }).click();
  await expect(owner.getByText('N/A', { exact: true }).first()).toBeVisible();
  await owner.goto('/tasks');
  await expect(row(upload.title)).toContainText('Complete');
  await expect(row(formTask.title)).toContainText('Complete');
  await expect(row(later.title)).toContainText('N/A');

  // A comment on the upload task mentions the moderator, who is emailed a link to it.
  await owner.goto(uploadUrl);
  const composer = owner.getByRole('textbox', { name: 'Add a comment' });
  await composer.fill('Sent. ');
  await composer.pressSequentially('@Morg');
  await owner.getByRole('option', { name: /Morgan Moderator/ }).click();
  await composer.pressSequentially('please check it.');
  await owner.getByRole('button', { name: 'Post comment' }).click();
  await expect(owner.getByText('please check it.')).toBeVisible();
  await expect
    .poll(async () =>
      (await inboxOf(request, demo.moderator)).some((mail) => mail.subject.includes(upload.title)),
    )
    .toBe(true);
  await ownerContext.close();

  // A team of another type sees none of them, even by their address.
  const otherContext = await browser.newContext();
  const stranger = await otherContext.newPage();
  await setPasswordAndLogIn(stranger, request, otherEmail);
  await stranger.goto('/tasks');
  await expect(stranger.getByRole('heading', { level: 1, name: 'Tasks' })).toBeVisible();
  await expect(stranger.getByText(upload.title)).toHaveCount(0);
  await stranger.goto(new URL(uploadUrl).pathname);
  await expect(stranger.getByRole('heading', { level: 1, name: 'Task Not Found' })).toBeVisible();
  await otherContext.close();

  // The report of the upload task shows the hall team complete; its XLSX has the same row.
  await page.goto('/admin/tasks');
  await page.getByRole('link', { name: upload.title }).click();
  await page.getByRole('link', { name: 'Report' }).click();
  const table = page.getByRole('table', { name: `Teams’ progress on ${upload.title}` });
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table.getByRole('row').nth(1)).toContainText(`Hall Co ${id}`);
  await expect(table.getByRole('row').nth(1)).toContainText('Complete');
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export' }).click();
  await page.getByRole('menuitem', { name: 'Export XLSX, English (default)' }).click();
  const workbook = new ExcelJS.Workbook();
  const file = await readFile((await (await downloading).path())!);
  await workbook.xlsx.load(file as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0]!;
  expect(sheet.rowCount).toBe(2);
  expect(sheet.getCell('A2').value).toBe(`Hall Co ${id}`);
  expect(sheet.getCell('B2').value).toBe(hall!.name);
  expect(sheet.getCell('C2').value).toBe('Complete');
});
