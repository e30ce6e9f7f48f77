import { expect, test } from './fixtures.ts';
import { adminEventId, demo, signIn } from './helpers.ts';

// Digits only, so searching for it finds this test's records and no one else's.
const unique = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`;

test('an admin finds who changed a task’s due date and what it was before', async ({
  page,
  request,
}) => {
  const title = `Stand plan ${unique()}`;
  const eventId = await adminEventId(request);
  const created = await request.post(`/api/v1/events/${eventId}/tasks`, {
    data: { title, dueDate: '2027-03-01' },
  });
  expect(created.status()).toBe(201);
  const taskId = (await created.json()).id as string;
  const session = await (await request.get('/api/v1/session')).json();
  const adminName = `${session.user.firstName} ${session.user.surname}`.trim();

  // The admin moves the due date on the task's page.
  await signIn(page, demo.admin, `/admin/tasks/${taskId}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  const history = page.getByRole('region', { name: 'History' });
  await history.getByRole('button', { name: 'Show history' }).click();
  await expect(history.getByRole('listitem')).toHaveCount(1);
  await expect(history.getByRole('listitem')).toContainText('created');
  const dueDate = page.getByLabel('Due date');
  await expect(dueDate).toHaveValue('01/03/2027');
  await dueDate.fill('15/04/2027');
  await page.getByRole('button', { name: 'Save task' }).click();

  // The History panel shows it at once: who, and the date before and after.
  const change = history.getByRole('listitem').filter({ hasText: 'changed' });
  await expect(change).toHaveCount(1);
  await expect(change).toContainText(adminName);
  await expect(change).toContainText('Due date');
  await expect(change).toContainText('Before: 1 Mar 2027');
  await expect(change).toContainText('After: 15 Apr 2027');

  // The Activity page, searched for the task: the same change, with who made it.
  await page.goto('/admin');
  await page.getByRole('link', { name: 'Activity', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Activity');
  await page.getByRole('searchbox', { name: 'Search activity' }).fill(title);
  const table = page.getByRole('table', { name: 'Activity' });
  const row = table.getByRole('row').filter({ hasText: 'Changed' });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(adminName);
  await expect(row).toContainText('Due date');
  await expect(row).toContainText('1 Mar 2027');
  await expect(row).toContainText('15 Apr 2027');
  await expect(table.getByRole('row').filter({ hasText: 'Created' })).toHaveCount(1);

  // Filtered to the record from its History panel, then by action: one entry.
  await page.goto(`/admin/tasks/${taskId}`);
  await history.getByRole('link', { name: 'See all in Activity' }).click();
  await expect(page.getByText(`Showing the changes of one record: ${title}.`)).toBeVisible();
  await page.getByRole('combobox', { name: 'Action' }).click();
  await page.getByRole('option', { name: 'Changed' }).click();
  await expect(page).toHaveURL(/filter=action%3Aupdated/);
  await expect(table.getByRole('row').filter({ hasText: title })).toHaveCount(1);
  await table.getByRole('link', { name: title }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/tasks/${taskId}$`));

  // On a phone the entries are cards: the change still reads before → after.
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(`/admin/activity?q=${encodeURIComponent(title)}`);
  await expect(page.getByText('15 Apr 2027').first()).toBeVisible();
});

test('the Activity page says when nothing matches, and is for admins only', async ({ page }) => {
  await signIn(page, demo.admin, `/admin/activity?q=${unique()}nothing`);
  await expect(page.getByText('No entries match')).toBeVisible();
  await page.getByRole('button', { name: 'Clear search and filters' }).click();
  await expect(page.getByRole('table', { name: 'Activity' })).toBeVisible();

  // A moderator manages tasks and teams, not the event's whole activity.
  await signIn(page, demo.moderator, '/admin/activity');
  await expect(page).toHaveURL(/\/unauthorised$/);
  await expect(page.getByRole('heading', { name: 'Unauthorised' })).toBeVisible();
});

test('a team member sees their team’s history on My Team', async ({ page }) => {
  await signIn(page, demo.owner, '/my-team');
  const history = page.getByRole('region', { name: 'Team history' });
  await history.getByRole('button', { name: 'Show history' }).click();
  await expect(history.getByRole('button', { name: 'Hide history' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await expect(
    history.getByText('No changes recorded yet.').or(history.getByRole('listitem').first()),
  ).toBeVisible();
});
