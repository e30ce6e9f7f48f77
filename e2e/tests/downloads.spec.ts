import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect, expectAccessible, mainContent, test } from './fixtures.ts';
import { adminEventId, demo, emailedLink, logIn } from './helpers.ts';

// Digits only, so the page's title-cased heading reads the same as the name.
const unique = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`;

/** A small real PDF, padded so its upload takes a moment under a throttled network. */
const pdf = Buffer.concat([
  Buffer.from('%PDF-1.4\n1 0 obj<< /Type /Catalog >>endobj\ntrailer<< /Root 1 0 R >>\n'),
  Buffer.alloc(600 * 1024, 0x20),
  Buffer.from('\n%%EOF\n'),
]);

/**
 * A new team of `teamTypeId` whose new owner sets their password from the welcome email and
 * logs in, in a browser context of their own.
 */
async function ownerOfNewTeam(
  browser: Browser,
  request: APIRequestContext,
  eventId: string,
  teamTypeId: string,
  id: string,
): Promise<Page> {
  const email = `downloads.${teamTypeId.slice(0, 6).toLowerCase()}.${id}@example.com`;
  const created = await request.post(`/api/v1/events/${eventId}/teams`, {
    data: {
      name: `Downloads Team ${teamTypeId.slice(0, 6)} ${id}`,
      ownerEmail: email,
      ownerFirstName: 'Dana',
      ownerSurname: 'Loader',
      teamTypeId,
    },
  });
  expect(created.status()).toBe(201);
  const link = await emailedLink(request, email, '/auth/set-password');
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const page = await context.newPage();
  const password = `downloads-pass-${id}`;
  await page.goto(`${link.pathname}${link.search}`);
  await page.getByLabel('New password', { exact: true }).fill(password);
  await page.getByLabel('Confirm new password').fill(password);
  await page.getByRole('button', { name: 'Set password' }).click();
  await expect(page).toHaveURL(/\/auth\/login/);
  await logIn(page, email, password);
  await expect(page).toHaveURL(/\/$/);
  return page;
}

test('an admin uploads a PDF for one team type, which its members download and others never see', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(120_000);
  const id = unique();
  const name = `Stand Build Guide ${id}`;
  const eventId = await adminEventId(request);
  const typeOf = async (typeName: string) => {
    const created = await request.post(`/api/v1/events/${eventId}/team-types`, {
      data: { name: typeName },
    });
    expect(created.status()).toBe(201);
    return (await created.json()).id as string;
  };
  const hallName = `Hall Exhibitors ${id}`;
  const hallType = await typeOf(hallName);
  const pressType = await typeOf(`Press ${id}`);

  // The admin uploads the PDF, limited to the hall type, and watches its progress.
  await logIn(page, demo.admin);
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/admin/downloads');
  await page.getByRole('link', { name: 'Add download' }).click();
  await expect(page).toHaveURL(/\/admin\/downloads\/add$/);
  await expectAccessible(page, mainContent);
  await page.getByLabel('File', { exact: true }).setInputFiles({
    name: 'stand-build-guide.pdf',
    mimeType: 'application/pdf',
    buffer: pdf,
  });
  await page.getByRole('textbox', { name: 'Name' }).fill(name);
  await page.getByRole('textbox', { name: 'Description' }).fill('Build-up times and rules.');
  await page.getByRole('combobox', { name: 'Show to team types' }).click();
  await page.getByRole('option', { name: hallName }).click();
  await page.keyboard.press('Escape');

  const network = await page.context().newCDPSession(page);
  await network.send('Network.enable');
  await network.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 20,
    downloadThroughput: -1,
    uploadThroughput: 200 * 1024,
  });
  await page.getByRole('button', { name: 'Add download' }).click();
  await expect(page.getByRole('progressbar', { name: 'Upload progress' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /Upload(ing…|ed) \d+%/ })).toBeVisible();
  await network.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });

  await expect(page).toHaveURL(/\/admin\/downloads\/[^/]+$/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  await expect(page.getByText(`PDF · ${(pdf.length / 1000).toFixed(1)} KB`).first()).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Breadcrumb' })
    .getByRole('link', { name: 'Downloads' })
    .click();
  await page.getByRole('searchbox', { name: 'Search downloads' }).fill(name);
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText(`Only ${hallName}`);
  await expectAccessible(page, mainContent);

  // A member of another team type does not see it.
  const pressPage = await ownerOfNewTeam(browser, request, eventId, pressType, id);
  await pressPage.goto('/downloads');
  await expect(pressPage.getByRole('heading', { level: 1 })).toHaveText('Downloads');
  // Loaded: the list of what they may download (others' tests add some), or none.
  await expect(
    pressPage.getByRole('list', { name: 'Downloads' }).or(pressPage.getByText('No downloads yet')),
  ).toBeVisible();
  await expect(pressPage.getByRole('heading', { name })).toHaveCount(0);
  await pressPage.context().close();

  // A member of the hall type sees it and downloads the file.
  const hallPage = await ownerOfNewTeam(browser, request, eventId, hallType, id);
  await hallPage.goto('/downloads');
  await expect(hallPage.getByRole('heading', { name })).toBeVisible();
  await expect(hallPage.getByText('Build-up times and rules.')).toBeVisible();
  await expectAccessible(hallPage, mainContent);
  const [download] = await Promise.all([
    hallPage.waitForEvent('download'),
    hallPage.getByRole('link', { name: `Download ${name}` }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('stand-build-guide.pdf');
  const saved = await readFile((await download.path())!);
  expect(saved.equals(pdf)).toBe(true);
  await hallPage.context().close();
});
