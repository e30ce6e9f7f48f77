import { readFile } from 'node:fs/promises';
import { expect, expectAccessible, mainContent, test } from './fixtures.ts';
import { adminEventId, demo, newTeamType, ownerOfNewTeam, pickOption, signIn } from './helpers.ts';

// Digits only, so the page's title-cased heading reads the same as the name.
const unique = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`;

/** A small real PDF, padded so its upload takes a moment under a throttled network. */
const pdf = Buffer.concat([
  Buffer.from('%PDF-1.4\n1 0 obj<< /Type /Catalog >>endobj\ntrailer<< /Root 1 0 R >>\n'),
  Buffer.alloc(600 * 1024, 0x20),
  Buffer.from('\n%%EOF\n'),
]);

test('an admin uploads a PDF for one team type, which its members download and others never see', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(120_000);
  const id = unique();
  const name = `Stand Build Guide ${id}`;
  const eventId = await adminEventId(request);
  const typeOf = (typeName: string) => newTeamType(request, eventId, typeName);
  const hallName = `Hall Exhibitors ${id}`;
  const hallType = await typeOf(hallName);
  const pressType = await typeOf(`Press ${id}`);

  // The admin uploads the PDF, limited to the hall type, and watches its progress.
  await signIn(page, demo.admin, '/admin/downloads');
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
  await pickOption(page, page.getByRole('combobox', { name: 'Show to team types' }), hallName);
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
  const pressPage = await ownerOfNewTeam(browser, request, {
    eventId,
    teamTypeId: pressType,
    id,
    area: 'Downloads',
  });
  await pressPage.goto('/downloads');
  await expect(pressPage.getByRole('heading', { level: 1 })).toHaveText('Downloads');
  // Loaded: the list of what they may download (others' tests add some), or none.
  await expect(
    pressPage.getByRole('list', { name: 'Downloads' }).or(pressPage.getByText('No downloads yet')),
  ).toBeVisible();
  await expect(pressPage.getByRole('heading', { name })).toHaveCount(0);
  await pressPage.context().close();

  // A member of the hall type sees it and downloads the file.
  const hallPage = await ownerOfNewTeam(browser, request, {
    eventId,
    teamTypeId: hallType,
    id,
    area: 'Downloads',
  });
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
