import { expect, test } from './fixtures.ts';
import { adminEventId, demo, signIn } from './helpers.ts';

/** A tiny file that sniffs as a PDF (the server reads the bytes, not the name). */
const pdf = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

test('a member follows the team’s tasks: labels, filters, marking one done, uploading a file and the dashboard card', async ({
  page,
}) => {
  await signIn(page, demo.member);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

  // The dashboard's tasks card lists what is overdue and due soon, each a link.
  const overdueLink = page.getByRole('link', { name: 'Upload your risk assessment' });
  await expect(overdueLink).toBeVisible();

  await page.goto('/tasks');
  await expect(page.getByRole('heading', { level: 1, name: 'Tasks' })).toBeVisible();
  const before = page.getByRole('region', { name: 'Before the show' });
  await expect(before.getByRole('link', { name: 'Upload your risk assessment' })).toBeVisible();
  await expect(before.getByText('Overdue', { exact: true })).toBeVisible();
  await expect(before.getByText('Due Soon', { exact: true })).toBeVisible();
  await expect(before.getByText('Complete', { exact: true })).toBeVisible();
  await expect(page.getByText('N/A', { exact: true }).last()).toBeVisible();

  // A filter chip keeps the matching tasks, in the URL.
  const chips = page.getByRole('group', { name: 'Filter tasks' });
  await chips.getByText('Overdue', { exact: true }).click();
  await expect(page).toHaveURL(/filter=overdue/);
  await expect(chips.getByRole('checkbox', { name: 'Overdue' })).toBeChecked();
  await expect(page.getByRole('link', { name: 'Order your stand furniture' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Upload your risk assessment' })).toBeVisible();
  await chips.getByText('Overdue', { exact: true }).click();
  await expect(page).not.toHaveURL(/filter=/);

  // An external form task is marked complete by hand, and incomplete again.
  await page.getByRole('link', { name: 'Complete the health and safety declaration' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Complete the health and safety declaration' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Open the external form' })).toBeVisible();
  // A retry may find it completed by the first try: start from incomplete.
  const undo = page.getByRole('button', { name: 'Mark incomplete' });
  if (await undo.isVisible()) {
    await undo.click();
    await expect(page.getByRole('button', { name: 'Mark complete' })).toBeVisible();
  }
  await page.getByRole('button', { name: 'Mark complete' }).click();
  await expect(page.getByText('Complete', { exact: true }).first()).toBeVisible();
  // The shell test renames the member (Max or Maxine, by the order the tests run in).
  await expect(page.getByText(/Last changed by Max(ine)? Member/)).toBeVisible();
  await page.getByRole('button', { name: 'Mark incomplete' }).click();
  await expect(page.getByRole('button', { name: 'Mark complete' })).toBeVisible();

  // An upload task completes with its first file (here waiting for approval), and reopens
  // when the file is removed.
  await page.goto('/tasks');
  await page.getByRole('link', { name: 'Upload your risk assessment' }).click();
  await page
    .getByLabel('Upload a file')
    .setInputFiles({ name: 'risk-assessment.pdf', mimeType: 'application/pdf', buffer: pdf });
  await expect(page.getByText('risk-assessment.pdf uploaded')).toBeVisible();
  await expect(page.getByText('Awaiting approval', { exact: true }).first()).toBeVisible();
  await page.getByRole('button', { name: 'Remove risk-assessment.pdf' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('Overdue', { exact: true })).toBeVisible();

  // An unknown task answers Task Not Found.
  await page.goto('/tasks/no-such-task');
  await expect(page.getByRole('heading', { level: 1, name: 'Task Not Found' })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Breadcrumb' }).getByText('Not found', { exact: true }),
  ).toBeVisible();
});

test('a member counts the form the team already sent for a form task added later, in one click', async ({
  page,
  request,
}) => {
  // Several screens and API calls: more time while other tests share the machine.
  test.slow();
  // The demo team sent the stand order form before this task asks for it.
  const eventId = await adminEventId(request);
  const forms = await request.get(
    `/api/v1/events/${eventId}/forms?q=${encodeURIComponent('Stand details and furniture order')}`,
  );
  expect(forms.ok()).toBeTruthy();
  const form = ((await forms.json()).items as Array<{ id: string; title: string }>).find(
    (item) => item.title === 'Stand details and furniture order',
  )!;
  const title = `Confirm your stand order ${Date.now()}`;
  const created = await request.post(`/api/v1/events/${eventId}/tasks`, {
    data: { title, type: 'form', formId: form.id, dueDate: null },
  });
  expect(created.status()).toBe(201);
  const taskId = (await created.json()).id as string;

  await signIn(page, demo.member);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await page.goto(`/tasks/${taskId}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText('Incomplete', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('Your team already sent this form')).toBeVisible();
  const use = page.getByRole('button', { name: /^Use the form you sent on \d{1,2} \S+ \d{4}/ });
  await expect(use.first()).toBeVisible();
  await expect(
    page.getByText(/Stand details and furniture order · sent by /).first(),
  ).toBeVisible();

  // One click completes the task with that submission.
  await use.first().click();
  await expect(page.getByText(/counts for this task: it is complete/)).toBeVisible();
  await expect(page.getByText('Complete', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('Your team already sent this form')).toHaveCount(0);
  await expect(page.getByText(/Last changed by Max(ine)? Member/)).toBeVisible();

  // The organisers read it complete too, on the task's report.
  const report = await request.get(
    `/api/v1/events/${eventId}/tasks/${taskId}/report?filter=${encodeURIComponent('status:complete')}`,
  );
  expect(report.ok()).toBeTruthy();
  expect(
    ((await report.json()).items as Array<{ teamName: string }>).map((row) => row.teamName),
  ).toContain('Acme Stands Ltd');
});
