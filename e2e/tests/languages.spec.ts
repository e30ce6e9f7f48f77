import type { Page } from '@playwright/test';
import { expect, expectAccessibleAtBothWidths, test } from './fixtures.ts';
import { adminEventId, apiLogin, newTeamType, ownerOfNewTeam, signIn } from './helpers.ts';

const wcag = { tags: ['wcag2a', 'wcag2aa'] };

test('a member switches the app to German on their account page, and back to their browser’s language', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const id = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const eventId = await adminEventId(request);
  const teamTypeId = await newTeamType(request, eventId, `Languages ${id}`);
  const page = await ownerOfNewTeam(browser, request, { eventId, teamTypeId, id, area: 'Lang' });
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-GB');

  // The account page: the browser's language (English here) until the person chooses one.
  await page.goto('/my-account');
  const card = page.getByRole('region', { name: 'Language' });
  await expect(card.getByRole('combobox', { name: 'Language' })).toHaveValue(
    'Browser’s language (English)',
  );
  await card.getByRole('combobox', { name: 'Language' }).click();
  await page.getByRole('option', { name: 'Deutsch' }).click();
  await card.getByRole('button', { name: 'Save language' }).click();

  // The whole app speaks German at once, and says so to screen readers.
  await expect(page.getByRole('heading', { level: 1, name: 'Mein Konto' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expectAccessibleAtBothWidths(page, wcag);
  await page.goto('/tasks');
  await expect(page.getByText('Fortschritt Ihres Teams')).toBeVisible();
  await page.getByRole('button', { name: /Kontomenü für/ }).click();
  await expect(page.getByRole('menuitem', { name: 'Abmelden' })).toBeVisible();
  await page.keyboard.press('Escape');

  // Kept with the account: a reload starts in German again.
  await page.reload();
  await expect(page.getByText('Fortschritt Ihres Teams')).toBeVisible();

  // Back to the browser's language.
  await page.goto('/my-account');
  const karte = page.getByRole('region', { name: 'Sprache' });
  await karte.getByRole('combobox', { name: 'Sprache' }).click();
  await page.getByRole('option', { name: 'Sprache des Browsers (English)' }).click();
  await karte.getByRole('button', { name: 'Sprache speichern' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My Account' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-GB');
  await page.context().close();
});

test('the German demo member reads the dashboard, a page, a task and a form in German, an untranslated page in English', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const login = await apiLogin(page.request, 'mitglied@showdesk.demo');
  const eventId = (await login.json()).event.id as string;
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  const member = (path: string) =>
    page.request.get(`/api/v1/events/${eventId}/member/${path}`).then((r) => r.json());

  // The dashboard: the featured build-up page in German.
  const featured = page.getByRole('link', { name: /Aufbau und Abbau/ }).first();
  await expect(featured).toBeVisible();
  // The app's own words for the event's core pages, in German too, and the organisers' tip.
  await expect(page.getByRole('link', { name: 'Aufgaben' }).first()).toBeVisible();
  await expect(
    page.getByText(/Beginnen Sie mit den Aufgaben, die am frühesten fällig sind/),
  ).toBeVisible();
  await expectAccessibleAtBothWidths(page, wcag);

  // A content page in German: its sections, its table, its callout.
  await featured.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Aufbau und Abbau' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Vor Ihrer Anreise' })).toBeVisible();
  await expect(page.getByText(/braucht ein Lieferfenster/)).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Was passiert' })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Samstag, 13. November' })).toBeVisible();
  await expectAccessibleAtBothWidths(page, wcag);

  // A page without a German version: the English one, inside the German app.
  const pages = (await member('content')).content as { id: string; title: string }[];
  const safety = pages.find((p) => p.title === 'Health and safety')!;
  await page.goto(`/content/${safety.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Health and safety' })).toBeVisible();

  // A task in German.
  await page.goto('/tasks');
  await page.getByRole('link', { name: 'Standmöbel bestellen' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Standmöbel bestellen' })).toBeVisible();
  await expect(page.getByText(/Bestellungen nach der Frist kosten 25 % mehr/)).toBeVisible();
  await expectAccessibleAtBothWidths(page, wcag);

  // A form in German: labels, help and options; the answers' values stay the English ones.
  const forms = (await member('forms')).forms as { id: string; title: string }[];
  const order = forms.find((f) => f.title === 'Standangaben und Möbelbestellung')!;
  await page.goto(`/forms/${order.id}`);
  await expect(page.getByText('Standangaben und Möbelbestellung').first()).toBeVisible();
  await expect(page.getByText('Name auf der Standblende').first()).toBeVisible();
  await expect(page.getByText('Brauchen Sie Strom an Ihrem Stand?').first()).toBeVisible();
  await expectAccessibleAtBothWidths(page, wcag);
  // The badge holder field group it places (on its second page) is translated once, as a group.
  const fill = await member(`forms/${order.id}`);
  const groupLabels = (fill.fieldGroups as { fields: { label: string }[] }[]).flatMap((group) =>
    group.fields.map((field) => field.label),
  );
  expect(groupLabels).toEqual(['Name auf dem Ausweis', 'E-Mail', 'Funktion']);
});

test('the organiser sees which translations are missing, and translates a text beside the English', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, 'moderator@showdesk.demo', '/admin/settings/translations');
  await expect(page.getByRole('heading', { level: 1, name: 'Translations' })).toBeVisible();
  // The page on getting here has no German yet.
  const safety = page.getByRole('row', { name: /Getting here/ });
  await expect(safety.getByText(/\d+ missing/)).toBeVisible();
  // The switch is kept in the address: the list answers the new address.
  const onlyMissing = page.getByRole('switch', { name: 'Only missing' });
  await onlyMissing.click();
  await expect(onlyMissing).toBeChecked();
  await expect(page).toHaveURL(/missing/);
  await expect(page.getByRole('row', { name: /Getting here/ })).toBeVisible();
  await expectAccessibleAtBothWidths(page, wcag);

  // The page's texts beside the English: the translated ones filled in, the others marked.
  await page.getByRole('link', { name: 'Getting here' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /Getting here/ })).toBeVisible();
  await expect(page.getByText('Missing').first()).toBeVisible();
  const title = page.getByRole('textbox', { name: /German translation of Title/ });
  await title.fill('Anreise');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(title).toHaveValue('Anreise');
  await expectAccessibleAtBothWidths(page, wcag);

  // The German member reads the new title at once; the English member still the English one.
  const login = await apiLogin(page.request, 'mitglied@showdesk.demo');
  const eventId = (await login.json()).event.id as string;
  const titles = async () =>
    (
      (await (await page.request.get(`/api/v1/events/${eventId}/member/content`)).json())
        .content as { title: string }[]
    ).map((p) => p.title);
  expect(await titles()).toContain('Anreise');
  await apiLogin(page.request, 'member@showdesk.demo');
  expect(await titles()).toContain('Getting here');

  // Put back as it was, for the other tests of the demo.
  await apiLogin(page.request, 'moderator@showdesk.demo');
  const reset = await page.request.put(
    `/api/v1/events/${eventId}/translations/content/${await pageId(page, eventId, 'Getting here')}/de`,
    { data: { texts: {} } },
  );
  expect(reset.ok()).toBeTruthy();
});

async function pageId(page: Page, eventId: string, title: string) {
  const pages = (
    await (await page.request.get(`/api/v1/events/${eventId}/content?pageSize=100`)).json()
  ).items as { id: string; title: string }[];
  return pages.find((p) => p.title === title)!.id;
}
