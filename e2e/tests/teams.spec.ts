import { expect, test } from './fixtures.ts';
import { demo, signIn } from './helpers.ts';

// Digits only, so the page's title-cased heading reads the same as the name.
const unique = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`;

test('an admin adds a team with a new owner and a member; a team with a stand share cannot be deleted', async ({
  page,
}) => {
  // A long journey through several pages: more time while other tests share the machine.
  test.slow();
  const id = unique();
  const name = `Harbour Stands ${id}`;
  const shareName = `Harbour Share ${id}`;
  await signIn(page, demo.admin);

  // Add a team whose owner has no account yet.
  await page.goto('/admin/teams');
  await page.getByRole('link', { name: 'Add team' }).click();
  await expect(page).toHaveURL(/\/admin\/teams\/add-team$/);
  await page.getByRole('textbox', { name: 'Team name' }).fill(name);
  await page.getByRole('textbox', { name: 'Owner email' }).fill(`Owner.${id}@Example.com`);
  await page.getByRole('button', { name: 'Add team' }).click();
  await expect(page.getByText('Enter a first name')).toBeVisible();
  await page.getByRole('textbox', { name: 'Owner first name' }).fill('Olive');
  await page.getByRole('textbox', { name: 'Owner surname' }).fill('Harbour');
  await page.getByRole('button', { name: 'Add team' }).click();
  await expect(page.getByText('Your updates have been successfully saved')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/teams\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);

  // In the list, found by the search; the owner's email was lower-cased.
  await page
    .getByRole('navigation', { name: 'Breadcrumb' })
    .getByRole('link', { name: 'Teams' })
    .click();
  await page.getByRole('searchbox', { name: 'Search teams' }).fill(name);
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(`owner.${id}@example.com`);
  await row.getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);

  // Add a new member.
  const members = page.getByRole('table', { name: 'Team members' });
  await page.getByRole('link', { name: 'Add member' }).click();
  await expect(page).toHaveURL(/\/admin\/teams\/[^/]+\/add-team-member$/);
  await page.getByRole('textbox', { name: /Email/ }).fill(`member.${id}@example.com`);
  await page.getByRole('textbox', { name: 'First name' }).fill('Milo');
  await page.getByRole('textbox', { name: 'Surname' }).fill('Harbour');
  await page.getByRole('button', { name: 'Add member' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  await expect(members.getByRole('row', { name: /Milo Harbour/ })).toBeVisible();
  await expect(members.getByRole('row')).toHaveCount(3);

  // Add a stand share under it, then try to delete the parent.
  await page.getByRole('link', { name: 'Add stand share' }).click();
  await expect(page).toHaveURL(/\/admin\/teams\/add-stand-share\/[^/]+$/);
  await page.getByRole('textbox', { name: 'Team name' }).fill(shareName);
  await page.getByRole('textbox', { name: 'Owner email' }).fill(`share.${id}@example.com`);
  await page.getByRole('textbox', { name: 'Owner first name' }).fill('Sam');
  await page.getByRole('textbox', { name: 'Owner surname' }).fill('Share');
  await page.getByRole('button', { name: 'Add stand share' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(shareName);
  await page.getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  await expect(page.getByRole('link', { name: shareName })).toBeVisible();

  await page.getByRole('button', { name: 'Delete team' }).click();
  await page
    .getByRole('dialog', { name: 'Delete this team?' })
    .getByRole('button', { name: 'Delete team' })
    .click();
  await expect(page.getByText("Can't delete a team with stand shares still in it")).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
});

test('an admin edits a team and its custom field, adds a member, opens their page and removes them', async ({
  page,
}) => {
  test.slow();
  const id = unique();
  const name = `Quay Stands ${id}`;
  const renamed = `Quay Pavilion ${id}`;
  const label = `Stand number ${id}`;
  await signIn(page, demo.admin);

  // A custom field of our own (not required: other tests add teams at the same time) and a team.
  const session = await (await page.request.get('/api/v1/session')).json();
  const api = `/api/v1/events/${session.event.id}`;
  const created = await page.request.post(`${api}/custom-fields`, {
    data: { label, type: 'text' },
  });
  expect(created.ok()).toBeTruthy();
  const field = (await created.json()) as { id: string };
  try {
    const team = await page.request.post(`${api}/teams`, {
      data: {
        name,
        ownerEmail: `quay.owner.${id}@example.com`,
        ownerFirstName: 'Quinn',
        ownerSurname: 'Quay',
      },
    });
    expect(team.ok()).toBeTruthy();
    const teamId = ((await team.json()) as { id: string }).id;

    // Edit the name and the custom field value.
    await page.goto(`/admin/teams/${teamId}`);
    await page.getByRole('link', { name: 'Edit team' }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/teams/${teamId}/edit-team$`));
    await page.getByRole('textbox', { name: /Team name/ }).fill(renamed);
    // Leaving with unsaved changes asks first; staying keeps what was typed.
    await page.getByRole('link', { name: 'Cancel' }).click();
    const leave = page.getByRole('dialog', { name: 'Leave without saving?' });
    await expect(leave).toBeVisible();
    await leave.getByRole('button', { name: 'Cancel' }).click();
    await expect(leave).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`/admin/teams/${teamId}/edit-team$`));
    await expect(page.getByRole('textbox', { name: /Team name/ })).toHaveValue(renamed);
    await page.getByRole('textbox', { name: label }).fill('B12');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Your updates have been successfully saved')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/admin/teams/${teamId}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(renamed);
    const fields = page.getByRole('region', { name: 'Custom fields' });
    await expect(fields).toContainText(label);
    await expect(fields).toContainText('B12');

    // Add a member on the add-team-member page.
    await page.getByRole('link', { name: 'Add member' }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/teams/${teamId}/add-team-member$`));
    await page.getByRole('textbox', { name: /Email/ }).fill(`quay.member.${id}@example.com`);
    await page.getByRole('textbox', { name: 'First name' }).fill('Nia');
    await page.getByRole('textbox', { name: 'Surname' }).fill('Quay');
    await page.getByRole('button', { name: 'Add member' }).click();
    await expect(page.getByText(`Nia was added to ${renamed}`)).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/admin/teams/${teamId}$`));
    const members = page.getByRole('table', { name: 'Team members' });
    await expect(members.getByRole('row')).toHaveCount(3);

    // The owner's page says why they cannot be removed.
    await members.getByRole('link', { name: 'Quinn Quay' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Quinn Quay');
    await expect(page.getByText("The owner can't be removed from the team")).toBeVisible();
    await expect(page.getByRole('button', { name: 'Remove from team' })).toHaveCount(0);
    await page.goBack();

    // The member's page, then remove them after confirming.
    await members.getByRole('link', { name: 'Nia Quay' }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/teams/${teamId}/[^/]+$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nia Quay');
    await expect(page.getByText(`quay.member.${id}@example.com`)).toBeVisible();
    await expect(page.getByText('Permission level')).toBeVisible();
    await page.getByRole('button', { name: 'Remove from team' }).click();
    const dialog = page.getByRole('dialog', { name: 'Remove from team?' });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole('button', { name: 'Remove from team' }).click();
    await dialog.getByRole('button', { name: 'Remove from team' }).click();
    await expect(page.getByText(`Nia Quay was removed from ${renamed}`)).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/admin/teams/${teamId}$`));
    await expect(members.getByRole('row')).toHaveCount(2);
    await expect(members.getByRole('link', { name: 'Nia Quay' })).toHaveCount(0);
  } finally {
    await page.request.delete(`${api}/custom-fields/${field.id}`);
  }
});

test('a stand share form shows only the custom fields shown to child teams; its crumb leads to the teams', async ({
  page,
}) => {
  const id = unique();
  await signIn(page, demo.admin);
  const session = await (await page.request.get('/api/v1/session')).json();
  const api = `/api/v1/events/${session.event.id}`;
  const shared = `Shared field ${id}`;
  const own = `Parent only field ${id}`;
  const ids: string[] = [];
  for (const data of [
    { label: shared, type: 'text', showToChildTeams: true },
    { label: own, type: 'text', showToChildTeams: false },
  ]) {
    const created = await page.request.post(`${api}/custom-fields`, { data });
    expect(created.ok()).toBeTruthy();
    ids.push(((await created.json()) as { id: string }).id);
  }
  try {
    await page.goto('/admin/teams/add-team');
    await expect(page.getByRole('textbox', { name: shared })).toBeVisible();
    await expect(page.getByRole('textbox', { name: own })).toBeVisible();

    const teams = (await (
      await page.request.get(`${api}/teams?filter=standShareRole:none&pageSize=1`)
    ).json()) as { items: Array<{ id: string }> };
    const parent = teams.items[0];
    expect(parent).toBeDefined();
    await page.goto(`/admin/teams/add-stand-share/${parent?.id}`);
    await expect(page.getByRole('textbox', { name: shared })).toBeVisible();
    await expect(page.getByRole('textbox', { name: own })).toHaveCount(0);

    await page
      .getByRole('navigation', { name: 'Breadcrumb' })
      .getByRole('link', { name: 'Add Stand Share' })
      .click();
    await expect(page).toHaveURL(/\/admin\/teams$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Teams');
  } finally {
    for (const fieldId of ids) await page.request.delete(`${api}/custom-fields/${fieldId}`);
  }
});

test('an organiser reads a team’s task progress on its page and opens its row of a task report', async ({
  page,
}) => {
  // Several screens and API calls: more time while other tests share the machine.
  test.slow();
  await signIn(page, demo.moderator, '/admin/teams');
  await page.getByRole('searchbox', { name: 'Search teams' }).fill('Acme Stands');
  await page.getByRole('link', { name: 'Acme Stands Ltd' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Acme Stands Ltd');

  const tasks = page.getByRole('region', { name: 'Tasks' });
  await expect(tasks.getByText(/^\d+ of \d+ tasks? complete$/)).toBeVisible();
  await expect(
    tasks.getByRole('progressbar', { name: /^Task progress: \d+ of \d+/ }),
  ).toBeVisible();
  // The demo team's risk assessment is overdue (or, while another test has a file in, awaiting
  // approval): listed with its deadline and linked to the task and to the team's report row.
  const risk = tasks.getByRole('listitem').filter({ hasText: 'Upload your risk assessment' });
  await expect(risk).toHaveCount(1);
  await expect(risk.getByText(/^(Overdue|Awaiting approval)$/)).toBeVisible();
  await expect(risk.getByText(/^Due \d{1,2} \S+ \d{4}$/)).toBeVisible();
  await expect(
    risk.getByRole('link', { name: 'Upload your risk assessment', exact: true }),
  ).toHaveAttribute('href', /\/admin\/tasks\/[^/]+$/);
  // Incomplete and overdue first: the terms the team agreed to come after it.
  const titles = await tasks.getByRole('listitem').allInnerTexts();
  const at = (text: string) => titles.findIndex((item) => item.includes(text));
  if (at('Accept the exhibitor terms') >= 0) {
    expect(at('Upload your risk assessment')).toBeLessThan(at('Accept the exhibitor terms'));
  }
  // Moderators cannot open the admins' reports: no link to them.
  await expect(tasks.getByRole('link', { name: 'Task reports' })).toHaveCount(0);

  await risk.getByRole('link', { name: /the team’s status in the task report/ }).click();
  await expect(page).toHaveURL(/\/admin\/tasks\/[^/]+\/report\?team=/);
  // The title comes with the task's own read (slow while other tests load the machine).
  await expect(page.getByRole('heading', { level: 1 })).toContainText(
    'Upload your risk assessment',
    { timeout: 30_000 },
  );
  await expect(page.getByText('Acme Stands Ltd').first()).toBeVisible();
});
