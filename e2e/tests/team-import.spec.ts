import { readFile } from 'node:fs/promises';
import { expect, test } from './fixtures.ts';
import { demo, demoPassword, emailedLink, logIn, signIn } from './helpers.ts';
import { logInByKeyboard, tabTo } from './keyboard.ts';

const rowCount = 1000;
/** Every 50th row is broken, in one of four ways: 20 bad rows. */
const isBad = (i: number) => i % 50 === 7;

/** A 1,000-row CSV of new teams; 20 rows fail their checks for four different reasons. */
function teamsCsv(domain: string): string {
  const lines = ['Company,Email,First name,Last name,Organiser'];
  for (let i = 0; i < rowCount; i++) {
    const n = String(i).padStart(4, '0');
    let email = `owner${n}@${domain}`;
    let [first, last, organiser] = ['Sam', `Owner ${n}`, 'no'];
    if (isBad(i)) {
      const kind = Math.floor(i / 50) % 4;
      if (kind === 0) email = `owner${n}-at-${domain}`;
      if (kind === 1) [first, last] = ['', ''];
      if (kind === 2) organiser = 'perhaps';
      if (kind === 3) email = `owner0000@${domain}`; // the same owner as row 2
    }
    lines.push([`Import Co ${domain} ${n}`, email, first, last, organiser].join(','));
  }
  return `${lines.join('\n')}\n`;
}

test('an admin imports 1,000 teams from a CSV with 20 bad rows, then re-imports it without duplicates', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  const domain = `import${Date.now()}.test`;
  const csv = Buffer.from(teamsCsv(domain));
  await signIn(page, demo.admin);

  const importFile = async () => {
    await page.goto('/admin/teams');
    await page.getByRole('link', { name: 'Import teams' }).click();
    await expect(page).toHaveURL(/\/admin\/teams\/import$/);
    await page
      .getByLabel('Spreadsheet of teams')
      .setInputFiles({ name: 'exhibitors.csv', mimeType: 'text/csv', buffer: csv });
    await page.getByRole('button', { name: 'Upload and map columns' }).click();

    // The columns are guessed from their names.
    await expect(page.getByText('exhibitors.csv has 1,000 rows and 5 columns')).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Team name' })).toHaveValue('Company');
    await expect(page.getByRole('combobox', { name: 'Owner email' })).toHaveValue('Email');
    await page.getByRole('button', { name: 'Check 1,000 rows' }).click();
  };

  await importFile();
  // Every row is checked before anything is written.
  await expect(page.getByText('Rows with problems')).toBeVisible();
  const problems = page.getByRole('table');
  await expect(problems.getByRole('row')).toHaveCount(21);
  await expect(problems).toContainText(`"owner0007-at-${domain}" is not an email address`);
  await expect(problems).toContainText('Enter the first name and surname of a new owner');
  await expect(problems).toContainText('Organiser team: "perhaps" is not yes or no');
  await expect(problems).toContainText(`owner0000@${domain} is also on row 2`);

  await page.getByRole('button', { name: 'Import 980 rows' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import teams?' });
  await expect(dialog).toContainText('980 new teams will be added');
  await dialog.getByRole('button', { name: 'Import 980 rows' }).click();

  // The progress shows in percent until the import finishes.
  await expect(page.getByRole('progressbar', { name: 'Import progress' })).toHaveAttribute(
    'aria-valuetext',
    /^\d+%$/,
  );
  await expect(page.getByText(/of 980 rows done/)).toBeVisible();
  await expect(page.getByText('Import finished with 20 rows not imported')).toBeVisible({
    timeout: 240_000,
  });
  const tile = (label: string) => page.locator('.mantine-Card-root', { hasText: label });
  await expect(tile('Imported (new teams)')).toContainText('980');
  await expect(tile('Skipped (failed checks)')).toContainText('20');

  // The report names the 20 failures.
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download report' }).click();
  const report = await readFile((await (await downloading).path())!, 'utf8');
  const failures = report.split('\r\n').filter((line) => line.includes(',Failed check,'));
  expect(failures).toHaveLength(20);
  expect(failures[0]).toMatch(/^9,Failed check,Import Co .* 0007,owner0007-at-/);

  // Every new owner has a welcome email with a set-password link that works.
  const session = await (
    await request.post('/api/v1/auth/login', {
      data: { email: demo.admin, password: demoPassword },
    })
  ).json();
  const log = await request.get(`/api/v1/events/${session.event.id}/emails?limit=3000`);
  const { emails } = (await log.json()) as {
    emails: Array<{ to: string; template: string; text: string }>;
  };
  const welcomes = emails.filter((e) => e.to.endsWith(`@${domain}`));
  expect(welcomes).toHaveLength(980);
  expect(new Set(welcomes.map((e) => e.to)).size).toBe(980);
  expect(welcomes.every((e) => e.template === 'welcome')).toBe(true);
  // The log hides the links; the first owner's inbox has a working one.
  expect(welcomes.some((e) => e.text.includes('token'))).toBe(false);
  const link = await emailedLink(request, `owner0001@${domain}`, '/auth/set-password');
  expect(link.searchParams.get('token')).toBeTruthy();

  // Importing the same file again updates the 980 teams and creates nothing new.
  await importFile();
  await expect(page.getByText('Rows with problems')).toBeVisible();
  await expect(page.locator('.mantine-Card-root', { hasText: 'New teams' })).toContainText('0');
  await page.getByRole('button', { name: 'Import 980 rows' }).click();
  await expect(page.getByRole('dialog')).toContainText('980 existing teams will be updated');
  await page.getByRole('dialog').getByRole('button', { name: 'Import 980 rows' }).click();
  await expect(page.getByText('Import finished with 20 rows not imported')).toBeVisible({
    timeout: 240_000,
  });
  await expect(tile('Updated')).toContainText('980');
  await expect(tile('Imported (new teams)')).toContainText('0');
  const teams = await request.get(
    `/api/v1/events/${session.event.id}/teams?pageSize=1&q=${encodeURIComponent(`Import Co ${domain}`)}`,
  );
  expect(((await teams.json()) as { total: number }).total).toBe(980);

  // A new owner follows their link, sets a password and logs in.
  await page.context().clearCookies();
  await page.goto(`${link.pathname}${link.search}`);
  await page.getByLabel('New password', { exact: true }).fill('imported-owner-2027');
  await page.getByLabel('Confirm new password').fill('imported-owner-2027');
  await page.getByRole('button', { name: /set password|save/i }).click();
  await expect(page).toHaveURL(/\/auth\/login/);
  // The login page has the account's email filled in.
  await expect(page.getByLabel('Email')).toHaveValue(`owner0001@${domain}`);
  await logIn(page, `owner0001@${domain}`, 'imported-owner-2027');
  await expect(page).not.toHaveURL(/\/auth\//);
});

test('the review step offers to create the team types a file names that do not exist yet', async ({
  page,
}) => {
  const stamp = Date.now().toString(36);
  const [press, media] = [`Press ${stamp}`, `Media ${stamp}`];
  const csv = Buffer.from(
    [
      'Company,Email,First name,Last name,Team type',
      `Typed Co A ${stamp},typed-a-${stamp}@example.com,Ann,Able,${press}`,
      `Typed Co B ${stamp},typed-b-${stamp}@example.com,Ben,Baker,${press.toUpperCase()}`,
      `Typed Co C ${stamp},typed-c-${stamp}@example.com,Cat,Cole,${media}`,
    ].join('\n'),
  );
  await signIn(page, demo.admin, '/admin/teams/import');
  await page
    .getByLabel('Spreadsheet of teams')
    .setInputFiles({ name: 'typed.csv', mimeType: 'text/csv', buffer: csv });
  await page.getByRole('button', { name: 'Upload and map columns' }).click();
  await expect(page.getByRole('combobox', { name: 'Team type' })).toHaveValue('Team type');
  await page.getByRole('button', { name: 'Check 3 rows' }).click();

  // Every row is refused for its unknown team type; the two names are offered, once each.
  await expect(page.getByRole('button', { name: 'Nothing to import' })).toBeDisabled();
  const missing = page.getByRole('list', { name: 'Missing team types' });
  await expect(missing.getByRole('listitem')).toHaveText([press, media]);
  await page.getByRole('button', { name: 'Create 2 team types' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create these team types?' });
  await expect(dialog).toContainText(`${press}, ${media} will be added`);
  await dialog.getByRole('button', { name: 'Create 2 team types' }).click();

  // The rows are checked again and pass; the team types exist.
  await expect(page.getByText('Every row passed its checks.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Import 3 rows' })).toBeEnabled();
  await expect(missing).toHaveCount(0);
  await page.goto('/admin/team-types');
  await expect(page.getByText(press)).toBeVisible();
  await expect(page.getByText(media)).toBeVisible();
});

test('an admin walks the team import with the keyboard alone, seeing the focus at every stop', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const domain = `keyboard${Date.now()}.test`;
  const csv = [
    'Company,Email,First name,Last name',
    `Keyboard Co ${domain} 1,one@${domain},Kim,One`,
    `Keyboard Co ${domain} 2,two@${domain},Kim,Two`,
    `Keyboard Co ${domain} 3,three-at-${domain},Kim,Three`,
  ].join('\n');
  await logInByKeyboard(page, demo.admin, demoPassword);
  await page.goto('/admin/teams');
  await tabTo(page, page.getByRole('link', { name: 'Import teams' }), { maxStops: 80 });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/admin\/teams\/import$/);

  // Choosing the file is the file chooser's business; the rest is keys.
  await page
    .getByLabel('Spreadsheet of teams')
    .setInputFiles({ name: 'keyboard.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await tabTo(page, page.getByRole('button', { name: 'Upload and map columns' }));
  await page.keyboard.press('Enter');

  // Mapping: through every column choice to the check.
  await expect(page.getByText('keyboard.csv has 3 rows and 4 columns')).toBeVisible();
  await tabTo(page, page.getByRole('button', { name: 'Check 3 rows' }));
  await page.keyboard.press('Enter');

  // Review: the bad row is named; the import is confirmed in a dialog.
  await expect(page.getByText('Rows with problems')).toBeVisible();
  await tabTo(page, page.getByRole('button', { name: 'Import 2 rows' }));
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Import teams?' });
  await expect(dialog).toBeVisible();
  await tabTo(page, dialog.getByRole('button', { name: 'Import 2 rows' }), { maxStops: 5 });
  await page.keyboard.press('Enter');

  // Result, and on to the teams.
  await expect(page.getByText(/Import finished/)).toBeVisible({ timeout: 60_000 });
  await tabTo(page, page.getByRole('link', { name: 'View teams' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/admin\/teams$/);
});
