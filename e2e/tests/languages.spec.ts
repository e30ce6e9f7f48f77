import { expect, expectAccessibleAtBothWidths, test } from './fixtures.ts';
import { adminEventId, newTeamType, ownerOfNewTeam } from './helpers.ts';

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
