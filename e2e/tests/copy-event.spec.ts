import type { APIRequestContext } from '@playwright/test';
import { expect, expectAccessible, mainContent, test } from './fixtures.ts';
import { apiLogin, demoPassword, logIn, signIn } from './helpers.ts';

const platformAdmin = 'platform@showdesk.demo';

interface Task {
  id: string;
  title: string;
  dueDate: string | null;
}

const addDays = (day: string, days: number) => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};
const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

async function listOf<T>(request: APIRequestContext, eventId: string, path: string) {
  const answer = await request.get(`/api/v1/events/${eventId}${path}?pageSize=100`);
  expect(answer.ok(), `${path}: ${answer.status()}`).toBeTruthy();
  return ((await answer.json()) as { items: T[] }).items;
}

test.describe('copying an event into next year', () => {
  test('a platform admin copies the demo event; every date moves by a year; the source stays', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const login = await apiLogin(page.request, platformAdmin);
    expect(login.ok()).toBeTruthy();
    const demoId = (await login.json()).event.id as string;
    const demoEvent = await (await page.request.get(`/api/v1/platform/events/${demoId}`)).json();
    const sourceTasks = await listOf<Task>(page.request, demoId, '/tasks');
    const sourcePages = await listOf<{ id: string; title: string }>(
      page.request,
      demoId,
      '/content',
    );
    const sourceForms = await listOf<{ id: string; title: string }>(page.request, demoId, '/forms');
    expect(sourceTasks.some((task) => task.dueDate)).toBeTruthy();

    // The Copy row action of the platform's events list opens the copy form.
    await signIn(page, platformAdmin, '/admin/platform');
    await page.getByRole('searchbox').fill(demoEvent.slug);
    await page.getByRole('button', { name: `Actions for ${demoEvent.name}` }).click();
    await page.getByRole('menuitem', { name: 'Copy' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: `Copy ${demoEvent.name}` }),
    ).toBeVisible();

    // Prefilled a year later; a name, slug and host of this test's own.
    const suffix = Date.now().toString(36);
    const form = page.getByRole('form', { name: 'Copy event' });
    const startDate = form.getByLabel('Start date');
    await expect(startDate).toBeVisible();
    await form.getByLabel('Event name').fill(`Next year ${suffix}`);
    await form.getByLabel('Slug').fill(`next-year-${suffix}`);
    const hosts = form.getByLabel('Host names');
    await hosts.click();
    for (let i = 0; i < demoEvent.hostnames.length; i++) await hosts.press('Backspace');
    await hosts.fill(`next-year-${suffix}.localhost`);
    await hosts.press('Enter');
    await expect(
      form.getByRole('checkbox', { name: /Teams, with their owners/ }),
    ).not.toBeChecked();
    await expect(form.getByRole('checkbox', { name: /^Tasks and task groups/ })).toBeChecked();
    await expectAccessible(page, mainContent);
    await form.getByRole('button', { name: 'Copy event' }).click();

    // The progress, then the summary.
    await expect(page.getByRole('heading', { level: 1, name: 'Copy finished' })).toBeVisible({
      timeout: 60_000,
    });
    const copyId = page.url().split('/').pop()!;
    const copy = await (await page.request.get(`/api/v1/platform/copies/${copyId}`)).json();
    expect(copy.status).toBe('finished');
    const days = copy.summary.days as number;
    expect([365, 366]).toContain(days);
    const dates = page.getByRole('table', { name: 'Dates moved' });
    for (const task of sourceTasks.filter((t) => t.dueDate).slice(0, 5)) {
      const row = dates.getByRole('row').filter({ hasText: task.title });
      await expect(row.first()).toContainText(task.dueDate!);
      await expect(row.first()).toContainText(addDays(task.dueDate!, days));
    }
    // Every moved task date on the summary is a year on.
    for (const moved of copy.summary.dates.filter((d: { kind: string }) => d.kind === 'task')) {
      expect(daysBetween(moved.before, moved.after)).toBe(days);
    }
    // Sortable by kind.
    const kindHeader = dates.getByRole('columnheader', { name: /Kind/ });
    await kindHeader.getByRole('button').click();
    await expect(kindHeader).toHaveAttribute('aria-sort', 'ascending');
    await expectAccessible(page, mainContent);

    // The new event holds the pages, forms and tasks with their new deadlines.
    const target = copy.targetEventId as string;
    const copiedTasks = await listOf<Task>(page.request, target, '/tasks');
    expect(copiedTasks.map((t) => t.id).sort()).toEqual(sourceTasks.map((t) => t.id).sort());
    for (const task of copiedTasks) {
      const source = sourceTasks.find((t) => t.id === task.id)!;
      expect(task.dueDate).toBe(source.dueDate ? addDays(source.dueDate, days) : null);
    }
    const copiedPages = await listOf<{ title: string }>(page.request, target, '/content');
    expect(copiedPages.map((p) => p.title).sort()).toEqual(sourcePages.map((p) => p.title).sort());
    const copiedForms = await listOf<{ title: string }>(page.request, target, '/forms');
    expect(copiedForms.map((f) => f.title).sort()).toEqual(sourceForms.map((f) => f.title).sort());

    // The demo event is as it was.
    const shape = (tasks: Task[]) =>
      tasks
        .map(({ id, title, dueDate }) => ({ id, title, dueDate }))
        .sort((a, b) => a.id.localeCompare(b.id));
    expect(shape(await listOf<Task>(page.request, demoId, '/tasks'))).toEqual(shape(sourceTasks));
  });
});

const owner = 'owner@showdesk.demo';
const dayText = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});
/** A day as the member screens write it ("15 Nov 2027"). */
const shownDay = (day: string) => dayText.format(new Date(`${day}T00:00:00Z`));

interface MemberTaskList {
  groups: Array<{ tasks: Array<{ id: string; title: string; dueDate: string | null }> }>;
}

test('a team owner re-invited to the copy accepts and sees its pages, forms and tasks with the new deadlines', async ({
  page,
  browser,
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  // What the owner sees in the demo event.
  const asOwner = await request.post('/api/v1/auth/login', {
    data: { email: owner, password: demoPassword },
  });
  expect(asOwner.ok()).toBeTruthy();
  const demoId = (await asOwner.json()).event.id as string;
  const sourceTasks = (
    (await (await request.get(`/api/v1/events/${demoId}/member/tasks`)).json()) as MemberTaskList
  ).groups.flatMap((group) => group.tasks);
  const sourcePages = (
    (await (await request.get(`/api/v1/events/${demoId}/member/content`)).json()) as {
      content: Array<{ title: string }>;
    }
  ).content.map((p) => p.title);
  expect(sourceTasks.filter((task) => task.dueDate).length).toBeGreaterThan(2);
  expect(sourcePages.length).toBeGreaterThan(0);

  // The platform admin copies the demo event with its teams: their owners are invited again.
  const login = await apiLogin(page.request, platformAdmin);
  expect(login.ok()).toBeTruthy();
  const source = await (await page.request.get(`/api/v1/platform/events/${demoId}`)).json();
  const suffix = `m${Date.now().toString(36)}`;
  const host = `next-${suffix}.localhost`;
  const startDate = addDays(source.startDate, 364);
  const started = await page.request.post(`/api/v1/platform/events/${demoId}/copies`, {
    data: {
      name: `Next year ${suffix}`,
      slug: `next-${suffix}`,
      hostnames: [host],
      startDate,
      endDate: addDays(source.endDate, 364),
      timeZone: 'Europe/Amsterdam',
      options: { teams: true },
    },
  });
  expect(started.status(), await started.text()).toBe(202);
  const copyId = (await started.json()).id as string;
  let copy: { status: string; summary: { days: number } | null } = { status: '', summary: null };
  await expect
    .poll(
      async () => {
        copy = await (await page.request.get(`/api/v1/platform/copies/${copyId}`)).json();
        return copy.status;
      },
      { timeout: 90_000 },
    )
    .toBe('finished');
  const days = copy.summary!.days;

  // The owner logs in at the new event's host, as a person would, and accepts.
  const origin = new URL(testInfo.project.use.baseURL!);
  origin.hostname = host;
  const next = await browser.newContext({ baseURL: origin.toString() });
  const ownerPage = await next.newPage();
  await logIn(ownerPage, owner);
  await expect(ownerPage.getByRole('heading', { level: 1, name: "You're Invited" })).toBeVisible();
  await ownerPage.getByRole('button', { name: 'Accept invitation' }).click();
  await expect(ownerPage).toHaveURL(/\/$/);

  // Their tasks, each due a year on.
  await ownerPage.goto('/tasks');
  const main = ownerPage.getByRole('main');
  for (const task of sourceTasks.filter((t) => t.dueDate)) {
    await expect(
      main.getByText(`Due ${shownDay(addDays(task.dueDate!, days))}`).first(),
    ).toBeVisible();
    await expect(main.getByText(task.title, { exact: true }).first()).toBeVisible();
  }
  await expectAccessible(ownerPage, mainContent);

  // The copied pages and forms.
  await ownerPage.goto('/content');
  for (const title of sourcePages.slice(0, 4)) {
    await expect(main.getByText(title, { exact: true }).first()).toBeVisible();
  }
  await ownerPage.goto('/forms');
  await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
  const forms = await ownerPage.evaluate(async () => {
    const session = await (await fetch('/api/v1/session')).json();
    const answer = await fetch(`/api/v1/events/${session.event.id}/member/forms`);
    return { status: answer.status, body: await answer.json() };
  });
  expect(forms.status).toBe(200);
  const formTitles = JSON.stringify(forms.body);
  const sourceForms = JSON.stringify(
    await (await request.get(`/api/v1/events/${demoId}/member/forms`)).json(),
  );
  expect(formTitles.length).toBeGreaterThan(20);
  for (const match of sourceForms.matchAll(/"title":"([^"]+)"/g)) {
    expect(formTitles).toContain(match[1]);
  }
  await next.close();
});
