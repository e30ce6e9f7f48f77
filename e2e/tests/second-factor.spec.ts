import type { Page } from '@playwright/test';
import { expect, expectAccessible, expectAccessibleAtBothWidths, test } from './fixtures.ts';
import { adminEventId, logIn, logOut, newTeamType, ownerOfNewTeam } from './helpers.ts';
import { totpCode } from './totp.ts';

const wcag = { tags: ['wcag2a', 'wcag2aa'] };
const dialogOnly = { include: '[role="dialog"]', ...wcag };

/**
 * A code the app shows now that differs from `used` (a code is not taken twice): when the
 * 30-second step has not moved on since, wait until it has.
 */
async function freshCode(page: Page, key: string, used: Set<string>): Promise<string> {
  for (;;) {
    const code = totpCode(key);
    if (!used.has(code)) {
      used.add(code);
      return code;
    }
    await page.waitForTimeout(1_000);
  }
}

/** A well-formed code the app shows at no time near now (the server allows a step either way). */
function wrongCode(key: string): string {
  const near = new Set([-30_000, 0, 30_000].map((shift) => totpCode(key, Date.now() + shift)));
  for (let n = 0; ; n++) {
    const code = String(n * 111_111).padStart(6, '0');
    if (!near.has(code)) return code;
  }
}

test('a person sets up an authenticator app, then logs in with its code and with a recovery code, which then stops working', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const id = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const eventId = await adminEventId(request);
  const teamTypeId = await newTeamType(request, eventId, `Verifiers ${id}`);
  const page = await ownerOfNewTeam(browser, request, {
    eventId,
    teamTypeId,
    id,
    area: 'Verifiers',
  });
  const email = `verifiers.${teamTypeId.slice(0, 6).toLowerCase()}.${id}@example.com`;
  const password = `verifiers-pass-${id}`;
  const used = new Set<string>();

  // Off at first, on the account page.
  await page.goto('/my-account');
  const card = page.getByRole('region', { name: 'Two-step verification' });
  await expect(card.getByText('Off', { exact: true })).toBeVisible();
  await card.getByRole('button', { name: 'Set up authenticator app' }).click();

  // The password is asked again: a wrong one is refused at its field.
  const setUp = page.getByRole('dialog', { name: 'Set up authenticator app' });
  await expect(setUp.getByLabel(/^Current password/)).toBeFocused();
  await setUp.getByLabel(/^Current password/).fill('not-my-password');
  await setUp.getByRole('button', { name: 'Continue' }).click();
  await expect(setUp.getByText('Your current password is incorrect')).toBeVisible();
  await setUp.getByLabel(/^Current password/).fill(password);
  await setUp.getByRole('button', { name: 'Continue' }).click();

  // The QR code, and the key to type in for an app that cannot scan.
  await expect(setUp.getByRole('img', { name: /QR code/ })).toBeVisible();
  const showKey = setUp.getByRole('button', { name: 'Can’t scan? Enter this key' });
  await expect(showKey).toHaveAttribute('aria-expanded', 'false');
  await showKey.click();
  await expect(showKey).toHaveAttribute('aria-expanded', 'true');
  const key = ((await setUp.getByLabel('Key').textContent()) ?? '').replace(/\s/g, '');
  expect(key).toMatch(/^[A-Z2-7]{16,}$/);
  await expectAccessibleAtBothWidths(page, dialogOnly);

  // A wrong code turns nothing on; the app's code does.
  const codeField = setUp.getByLabel(/^Code from your app/);
  await codeField.fill(wrongCode(key));
  await setUp.getByRole('button', { name: 'Turn on' }).click();
  await expect(setUp.getByText('That code is not right')).toBeVisible();
  await codeField.fill(await freshCode(page, key, used));
  await setUp.getByRole('button', { name: 'Turn on' }).click();

  // The recovery codes, shown once: they can be saved, and the dialog waits until they are.
  const saveCodes = page.getByRole('dialog', { name: 'Save your recovery codes' });
  const list = saveCodes.getByRole('list', { name: 'Recovery codes' });
  await expect(list.getByRole('listitem')).toHaveCount(10);
  const codes = await list.getByRole('listitem').allInnerTexts();
  await expect(saveCodes.getByRole('button', { name: 'Close' })).toHaveCount(0);
  const downloading = page.waitForEvent('download');
  await saveCodes.getByRole('button', { name: 'Download' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/recovery-codes\.txt$/);
  const saved = await download.createReadStream().then(async (stream) => {
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString('utf8');
  });
  for (const code of codes) expect(saved).toContain(code);
  expect(saved).toContain(email);
  await expectAccessibleAtBothWidths(page, dialogOnly);
  const done = saveCodes.getByRole('button', { name: 'Done' });
  await expect(done).toBeDisabled();
  await saveCodes.getByLabel('I have saved these codes').check();
  await done.click();
  await expect(saveCodes).toBeHidden();
  await expect(card.getByText('On', { exact: true })).toBeVisible();
  await expect(card.getByText('10 recovery codes left.', { exact: false })).toBeVisible();
  await expect(card.getByRole('button', { name: 'New recovery codes' })).toBeVisible();
  await logOut(page);

  // Logging in asks for a code after the password; a wrong one is refused at the field.
  await logIn(page, email, password);
  const appCode = page.getByLabel('Code from your app');
  await expect(page.getByRole('heading', { name: 'Two-step verification' })).toBeVisible();
  await expect(appCode).toBeFocused();
  await expect(appCode).toHaveAttribute('autocomplete', 'one-time-code');
  await expect(appCode).toHaveAttribute('inputmode', 'numeric');
  await expectAccessibleAtBothWidths(page, wcag);
  await appCode.fill(wrongCode(key));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('That code is not right')).toBeVisible();
  await expect(appCode).toHaveValue('');
  await expect(appCode).toBeFocused();
  await expectAccessible(page, wcag);
  await appCode.fill(await freshCode(page, key, used));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('navigation', { name: /main/i })).toBeVisible();
  await logOut(page);

  // A recovery code logs in once in place of the app's code…
  await logIn(page, email, password);
  await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
  const recovery = page.getByLabel('Recovery code');
  await expect(recovery).toBeFocused();
  await expectAccessible(page, wcag);
  await recovery.fill(codes[0]!);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/my-account');
  await expect(card.getByText('9 recovery codes left.', { exact: false })).toBeVisible();
  await logOut(page);

  // …and is refused the next time; "Back to log in" starts again at the password.
  await logIn(page, email, password);
  await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
  await recovery.fill(codes[0]!);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(
    page.getByText('That recovery code is not right, or it has been used already.'),
  ).toBeVisible();
  await expect(recovery).toHaveValue('');
  await expect(page).toHaveURL(/\/auth\/login/);
  await page.getByRole('button', { name: 'Back to log in' }).click();
  await expect(page.getByLabel('Password', { exact: true })).toHaveValue('');
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  await page.context().close();
});
