import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import {
  adminEventId,
  demo,
  emailedLink,
  pickOption,
  png,
  setPasswordAndSignIn,
  signIn,
} from './helpers.ts';

// Digits only, so the page's title-cased heading reads the same as the name.
const unique = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`;

/** A small but real PDF (the server reads the type from the bytes). */
const pdf = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>' +
    'endobj 3 0 obj<</Type/Page/MediaBox[0 0 612 792]/Parent 2 0 R/Resources<<>>>>endobj\n' +
    'xref\n0 4\n0000000000 65535 f \n0000000009 00000 n \n0000000052 00000 n \n' +
    '0000000101 00000 n \ntrailer<</Size 4/Root 1 0 R>>\nstartxref\n178\n%%EOF\n',
);

/** Follows an emailed set-password link, chooses a password and signs in with it. */
function setPasswordAndLogIn(page: Page, link: URL, email: string) {
  return setPasswordAndSignIn(page, link, email, `content-pass-${unique()}`);
}

/** Opens the editor of a new section of `type` from the "Add section" menu. */
async function openNewSection(page: Page, type: string, heading: string): Promise<Locator> {
  await page.getByRole('button', { name: 'Add section' }).first().click();
  await page.getByRole('menuitem', { name: new RegExp(`^${type}`) }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Heading' }).fill(heading);
  return dialog;
}

async function saveSection(page: Page, dialog: Locator, count: number) {
  await dialog.getByRole('button', { name: /^(Add|Save) section$/ }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('list', { name: 'Sections' }).getByRole('listitem')).toHaveCount(
    count,
  );
}

// A step that can't happen fails at once rather than at the end of the long test.
test.use({ actionTimeout: 15_000 });

test('an admin builds a page of every section type for one team type; its members read it, others get not found, guests read it when public', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const id = unique();
  const title = `Stand Build ${id}`;

  // What the page points at and who reads it: an image, another page, two team types with a
  // team each (their owners are emailed a set-password link).
  const eventId = await adminEventId(request);
  const api = (path: string) => `/api/v1/events/${eventId}${path}`;
  const assetName = `Hall Plan ${id}`;
  const asset = await request.post(api('/assets'), {
    multipart: {
      name: assetName,
      altText: 'Plan of the hall with stands A to F',
      file: { name: 'hall.png', mimeType: 'image/png', buffer: png(800, 450) },
    },
  });
  expect(asset.status()).toBe(201);
  const relatedTitle = `Health And Safety ${id}`;
  const related = await request.post(api('/content'), {
    data: { title: relatedTitle, isPublished: true },
  });
  expect(related.ok()).toBeTruthy();
  const [builders, caterers] = await Promise.all(
    [`Builders ${id}`, `Caterers ${id}`].map(async (name) => {
      const created = await request.post(api('/team-types'), { data: { name } });
      expect(created.ok()).toBeTruthy();
      return (await created.json()) as { id: string; name: string };
    }),
  );
  const builderEmail = `builder.${id}@example.com`;
  const catererEmail = `caterer.${id}@example.com`;
  for (const [name, ownerEmail, teamTypeId] of [
    [`Build Co ${id}`, builderEmail, builders!.id],
    [`Cater Co ${id}`, catererEmail, caterers!.id],
  ]) {
    const team = await request.post(api('/teams'), {
      data: { name, ownerEmail, ownerFirstName: 'Pat', ownerSurname: 'Owner', teamTypeId },
    });
    expect(team.status()).toBe(201);
  }

  // The admin adds the page: a title, then the editor.
  await signIn(page, demo.admin, '/admin/content');
  await page.getByRole('link', { name: 'Add content' }).click();
  await page.getByRole('button', { name: 'Add content' }).click();
  await expect(page.getByText('Enter a title')).toBeVisible();
  await page.getByRole('textbox', { name: 'Title' }).fill(title);
  await page.getByRole('button', { name: 'Add content' }).click();
  await expect(page).toHaveURL(/\/admin\/content\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  const contentId = page.url().split('/').pop()!;
  await expect(page.getByText('No sections yet')).toBeVisible();

  // Rich text: formatting from the toolbar, and pasted HTML that carries an event handler.
  let dialog = await openNewSection(page, 'Rich text', 'Welcome');
  const editor = dialog.getByRole('textbox', { name: /^Text/ });
  await editor.click();
  await page.keyboard.type('Build-up starts on Monday. ');
  const bold = dialog.getByRole('button', { name: 'Bold' });
  await expect(bold).toHaveAttribute('aria-pressed', 'false');
  await bold.click();
  await expect(bold).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.type('Hard hats on site.');
  await bold.click();
  await editor.evaluate((element) => {
    // The e2e project has no DOM types; these are the browser's own.
    const browserWindow = globalThis as unknown as {
      DataTransfer: new () => { setData: (type: string, value: string) => void };
      ClipboardEvent: new (type: string, init: object) => Event;
    };
    const data = new browserWindow.DataTransfer();
    data.setData('text/html', '<p>Pasted <img src="x" onerror="window.__pwned = 1">note</p>');
    data.setData('text/plain', 'Pasted note');
    element.dispatchEvent(
      new browserWindow.ClipboardEvent('paste', {
        clipboardData: data,
        bubbles: true,
        cancelable: true,
      }),
    );
  });
  await expect(editor).toContainText('Pasted');
  await expect(editor.locator('[onerror]')).toHaveCount(0);
  await saveSection(page, dialog, 1);

  // Button: its messages first.
  dialog = await openNewSection(page, 'Button', 'Vehicles');
  await dialog.getByRole('button', { name: 'Add section' }).click();
  await expect(dialog.getByText('Enter the button text')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Button text' }).fill('Book a vehicle slot');
  await dialog.getByRole('textbox', { name: /^Link/ }).fill('not a link');
  await dialog.getByRole('button', { name: 'Add section' }).click();
  await expect(dialog.getByText(/^Enter a web address/)).toBeVisible();
  await dialog.getByRole('textbox', { name: /^Link/ }).fill('https://example.com/slots');
  await saveSection(page, dialog, 2);

  dialog = await openNewSection(page, 'Callout', 'Important');
  await dialog.getByRole('combobox', { name: 'Style' }).click();
  await page.getByRole('option', { name: 'Warning' }).click();
  await dialog.getByRole('textbox', { name: /^Text/ }).fill('Hard hats must be worn in the hall.');
  await saveSection(page, dialog, 3);

  dialog = await openNewSection(page, 'Image', 'Hall plan');
  await dialog.getByRole('button', { name: 'Add section' }).click();
  await expect(dialog.getByText('Choose an image')).toBeVisible();
  await dialog.getByRole('button', { name: 'Choose image' }).click();
  const picker = page.getByRole('dialog', { name: 'Choose image' });
  await picker.getByRole('searchbox', { name: 'Search images' }).fill(assetName);
  await picker.getByRole('button', { name: assetName }).click();
  await expect(picker).toBeHidden();
  await expect(dialog.getByText(assetName)).toBeVisible();
  await saveSection(page, dialog, 4);

  dialog = await openNewSection(page, 'Google map', 'Getting there');
  await dialog
    .getByRole('textbox', { name: /Address or Google Maps link/ })
    .fill('ExCeL London, Royal Victoria Dock, London E16 1XL');
  await expect(dialog.locator('iframe[title="Map preview"]')).toHaveAttribute(
    'src',
    /google\.com\/maps\?q=ExCeL%20London.*output=embed/,
  );
  await saveSection(page, dialog, 5);

  // PDF: the files upload at once (the section is added first for them).
  dialog = await openNewSection(page, 'PDF files', 'Manuals');
  await dialog.getByRole('textbox', { name: /^File name/ }).fill('Exhibitor manual');
  await dialog.getByLabel('PDF files').setInputFiles({
    name: 'exhibitor-manual.pdf',
    mimeType: 'application/pdf',
    buffer: pdf,
  });
  await expect(dialog.getByRole('list', { name: 'Files' }).getByRole('link')).toHaveText(
    /exhibitor-manual/,
  );
  await expect(page.getByRole('heading', { name: 'Edit PDF files section' })).toBeVisible();
  await saveSection(page, dialog, 6);

  dialog = await openNewSection(page, 'YouTube video', 'Build-up in two minutes');
  await dialog
    .getByRole('textbox', { name: /YouTube link or video code/ })
    .fill('https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42');
  await expect(dialog.getByLabel('Video code', { exact: true })).toHaveText('dQw4w9WgXcQ');
  await saveSection(page, dialog, 7);

  dialog = await openNewSection(page, 'Task list', 'Your tasks');
  await dialog.getByRole('combobox', { name: /Task group/ }).click();
  await page.getByRole('option', { name: /^Before the show/ }).click();
  await saveSection(page, dialog, 8);

  dialog = await openNewSection(page, 'Resources', 'Related');
  const resource = dialog.getByRole('group', { name: 'Resource 1' });
  await resource.getByRole('combobox', { name: /Content page/ }).click();
  await page.getByRole('option', { name: relatedTitle }).click();
  await saveSection(page, dialog, 9);

  dialog = await openNewSection(page, 'Table', 'Timetable');
  await dialog.getByRole('textbox', { name: 'Row 1, column 1' }).fill('Day');
  await dialog.getByRole('textbox', { name: 'Row 1, column 2' }).fill('Hall open');
  await dialog.getByRole('textbox', { name: 'Row 2, column 1' }).fill('Monday');
  await dialog.getByRole('textbox', { name: 'Row 2, column 2' }).fill('08:00 to 20:00');
  await dialog.getByRole('button', { name: 'Add row' }).click();
  await dialog.getByRole('textbox', { name: 'Row 3, column 1' }).fill('Tuesday');
  await dialog.getByRole('textbox', { name: 'Row 3, column 2' }).fill('08:00 to 22:00');
  await saveSection(page, dialog, 10);

  // Drag and drop by keyboard: the table moves above the resources, and the order is saved.
  const handle = page.getByRole('button', { name: 'Move Timetable' });
  await handle.focus();
  await page.keyboard.press('Space');
  await expect(handle).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('ArrowUp');
  await expect(page.getByText('Timetable moved to position 9 of 10.')).toBeAttached();
  await page.keyboard.press('Space');
  await expect(page.getByText('The new order was saved')).toBeVisible();
  const sections = page.getByRole('list', { name: 'Sections' }).getByRole('listitem');
  await expect(sections.nth(8)).toHaveAccessibleName(/Timetable/);
  await expect(sections.nth(9)).toHaveAccessibleName(/Related/);

  // A section can be hidden from members and shown again.
  const published = page.getByRole('switch', { name: 'Published: Your tasks' });
  await published.click();
  await expect(page.getByText('The section is hidden from members')).toBeVisible();
  await expect(published).not.toBeChecked();
  await published.click();
  await expect(page.getByText('The section is published')).toBeVisible();
  await expect(published).toBeChecked();

  // Settings: published, public, featured, and only the builders' team type.
  await page.getByRole('link', { name: 'Page settings' }).click();
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Page Settings' })).toBeVisible();
  await page.getByRole('switch', { name: /^Published/ }).check();
  await page.getByRole('switch', { name: /^Public/ }).check();
  await page.getByRole('switch', { name: /^Featured/ }).check();
  await pickOption(page, page.getByRole('combobox', { name: /^Team types/ }), builders!.name);
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Your updates have been successfully saved')).toBeVisible();
  const saved = await (await request.get(api(`/content/${contentId}`))).json();
  expect(saved).toMatchObject({
    isPublished: true,
    isPublic: true,
    isFeatured: true,
    allowedTeamTypeIds: [builders!.id],
  });
  expect(saved.sections.map((s: { type: string }) => s.type)).toEqual([
    'richText',
    'button',
    'callout',
    'image',
    'googleMaps',
    'pdf',
    'youTube',
    'taskList',
    'table',
    'resources',
  ]);

  // Rich text saved straight through the API with a handler comes back without it.
  const richText = saved.sections[0];
  const patched = await request.patch(api(`/content/${contentId}/sections/${richText.id}`), {
    data: { data: `${richText.data}<p>Saved <img src=x onerror=alert(1)>text</p>` },
  });
  expect(patched.ok()).toBeTruthy();
  expect((await patched.json()).data).not.toContain('onerror');

  // A builder reads the page with every section drawn.
  const builderContext = await browser.newContext();
  const builder = await builderContext.newPage();
  builder.on('dialog', () => {
    throw new Error('A script in the content ran');
  });
  await setPasswordAndLogIn(
    builder,
    await emailedLink(request, builderEmail, '/auth/set-password'),
    builderEmail,
  );
  // It is listed under content, and featured on the dashboard, where the builder opens it.
  await builder.goto('/content');
  await expect(builder.getByRole('link', { name: new RegExp(title) })).toBeVisible();
  await builder.goto('/');
  await builder
    .getByRole('region', { name: 'Featured' })
    .getByRole('link', { name: new RegExp(title) })
    .click();
  await expect(builder).toHaveURL(new RegExp(`/content/${contentId}$`));
  await expect(builder.getByRole('heading', { level: 1 })).toHaveText(title);
  for (const heading of [
    'Welcome',
    'Vehicles',
    'Important',
    'Hall plan',
    'Getting there',
    'Manuals',
    'Build-up in two minutes',
    'Your tasks',
    'Timetable',
    'Related',
  ]) {
    await expect(builder.getByRole('heading', { level: 2, name: heading })).toBeVisible();
  }
  await expect(builder.getByText('Hard hats on site.')).toBeVisible();
  await expect(builder.locator('strong', { hasText: 'Hard hats on site.' })).toBeVisible();
  await expect(builder.getByText('Saved text')).toBeVisible();
  await expect(builder.locator('[onerror]')).toHaveCount(0);
  expect(
    await builder.evaluate(() => (globalThis as { __pwned?: number }).__pwned),
  ).toBeUndefined();
  await expect(builder.getByRole('link', { name: 'Book a vehicle slot' })).toHaveAttribute(
    'href',
    'https://example.com/slots',
  );
  await expect(builder.getByRole('link', { name: 'Book a vehicle slot' })).toHaveAttribute(
    'rel',
    /noopener/,
  );
  await expect(
    builder.getByRole('alert').filter({ hasText: 'Hard hats must be worn' }),
  ).toBeVisible();
  const image = builder.getByRole('img', { name: 'Plan of the hall with stands A to F' });
  await expect(image).toHaveAttribute('srcset', /480w.*960w.*1440w.*1920w/);
  await expect(builder.locator('iframe[title="Getting there"]')).toHaveAttribute(
    'src',
    /google\.com\/maps\?q=.*output=embed/,
  );
  await expect(builder.getByRole('link', { name: /^exhibitor-manual/ })).toBeVisible();
  await expect(builder.getByRole('link', { name: /Download exhibitor-manual/ })).toBeVisible();
  await expect(builder.locator('iframe[title="Build-up in two minutes"]')).toHaveAttribute(
    'src',
    /youtube-nocookie\.com\/embed\/dQw4w9WgXcQ/,
  );
  // The task list: the demo group's tasks for every type, each opening inside the page.
  await expect(builder.getByRole('link', { name: /Order your stand furniture/ })).toHaveAttribute(
    'href',
    /\/content\/[^/]+\/task\//,
  );
  await expect(builder.getByRole('link', { name: new RegExp(relatedTitle) })).toBeVisible();
  const table = builder.getByRole('table', { name: 'Timetable' });
  await expect(table.getByRole('columnheader', { name: 'Hall open' })).toBeVisible();
  await expect(table.getByRole('cell', { name: '08:00 to 22:00' })).toBeVisible();
  await builderContext.close();

  // A caterer is not in the page's team type: by its address, a not-found screen.
  const catererContext = await browser.newContext();
  const caterer = await catererContext.newPage();
  await setPasswordAndLogIn(
    caterer,
    await emailedLink(request, catererEmail, '/auth/set-password'),
    catererEmail,
  );
  // Not on their dashboard once its featured pages have loaded …
  const featuredLoaded = caterer.waitForResponse((r) =>
    r.url().includes('/member/featured-content'),
  );
  await caterer.goto('/');
  expect((await featuredLoaded).ok()).toBeTruthy();
  await expect(caterer.getByRole('link', { name: new RegExp(title) })).toHaveCount(0);
  // … nor in their content list …
  await caterer.goto('/content');
  await expect(caterer.getByRole('heading', { level: 1, name: 'Content' })).toBeVisible();
  await expect(caterer.getByRole('link', { name: new RegExp(title) })).toHaveCount(0);
  // … nor by its address.
  await caterer.goto(`/content/${contentId}`);
  await expect(caterer.getByRole('heading', { name: 'Content Not Found' })).toBeVisible();
  await expect(caterer.getByText('Hard hats on site.')).toHaveCount(0);
  await catererContext.close();

  // A guest reads the public page without logging in, outside the app shell.
  const guestContext = await browser.newContext();
  const guest = await guestContext.newPage();
  await guest.goto(`/guests/content/${contentId}`);
  await expect(guest.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(guest).toHaveURL(new RegExp(`/guests/content/${contentId}$`));
  await expect(guest.getByRole('heading', { level: 2, name: 'Timetable' })).toBeVisible();
  await expect(guest.getByRole('navigation', { name: /main/i })).toHaveCount(0);
  await expect(guest.getByRole('link', { name: 'Log in', exact: true })).toBeVisible();
  // The related page is not public, so a guest isn't offered it.
  await expect(guest.getByRole('link', { name: new RegExp(relatedTitle) })).toHaveCount(0);
  // Not public: not found, even by its address.
  await guest.goto(`/guests/content/${(await related.json()).id}`);
  await expect(guest.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await guestContext.close();
});

test('archiving hides a page from members; archived pages can be unarchived or deleted', async ({
  page,
  request,
}) => {
  const id = unique();
  const title = `Parking Rules ${id}`;
  const eventId = await adminEventId(request);
  const created = await request.post(`/api/v1/events/${eventId}/content`, {
    data: { title, isPublished: true, description: 'Where to park during build-up' },
  });
  expect(created.ok()).toBeTruthy();
  const contentId = (await created.json()).id as string;
  // A second page keeps the list from being empty (whose first-use screen has no search box)
  // whatever order the tests run in.
  const other = await request.post(`/api/v1/events/${eventId}/content`, {
    data: { title: `Unloading Bays ${id}`, isPublished: true },
  });
  expect(other.ok()).toBeTruthy();

  await signIn(page, demo.admin, '/admin/content');
  await page.getByRole('searchbox', { name: 'Search content' }).fill(title);
  const row = page.getByRole('row', { name: new RegExp(title) });
  await expect(row).toContainText('Published');
  await page.getByRole('link', { name: `Settings of ${title}` }).click();

  await page.getByRole('button', { name: 'Archive', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Archive page' }).click();
  await expect(page.getByText(`${title} was archived`)).toBeVisible();
  const member = await page.request.get(`/api/v1/events/${eventId}/member/content/${contentId}`);
  expect(member.status()).toBe(404);

  await page.goto('/admin/content');
  await page.getByRole('searchbox', { name: 'Search content' }).fill(title);
  await expect(page.getByRole('status').filter({ hasText: 'No pages' })).toBeVisible();
  await page.getByRole('link', { name: 'Archived' }).click();
  await expect(page).toHaveURL(/\/admin\/content\/archived$/);
  await page.getByRole('button', { name: `Unarchive ${title}` }).click();
  await expect(page.getByText(`${title} is back in the content list`)).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(title) })).toHaveCount(0);

  // Archived again, then deleted for good after a confirmation.
  await page.request.post(`/api/v1/events/${eventId}/content/${contentId}/archive`);
  await page.reload();
  await page.getByRole('button', { name: `Delete ${title}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete page' }).click();
  await expect(page.getByText(`${title} was deleted`)).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(title) })).toHaveCount(0);
  await page.goto(`/admin/content/${contentId}`);
  await expect(page.getByRole('heading', { name: 'Content Not Found' })).toBeVisible();
});
