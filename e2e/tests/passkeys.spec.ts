import type { CDPSession, Page } from '@playwright/test';
import { expect, expectAccessibleAtBothWidths, test } from './fixtures.ts';
import {
  adminEventId,
  emailedLink,
  eventOfItsOwn,
  logIn,
  logOut,
  newModerator,
  newTeamType,
  ownerOfNewTeam,
  setPassword,
} from './helpers.ts';

const wcag = { tags: ['wcag2a', 'wcag2aa'] };
const dialogOnly = { include: '[role="dialog"]', ...wcag };
const cardOnly = { include: '#passkeys', ...wcag };

/**
 * Chromium's virtual authenticator on the page: a platform authenticator (the device's own,
 * with its fingerprint reader) that makes and signs with passkeys without a person's touch.
 */
async function virtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
    },
  });
  return { cdp, authenticatorId };
}

async function passkeysOn(authenticator: { cdp: CDPSession; authenticatorId: string }) {
  const { credentials } = await authenticator.cdp.send('WebAuthn.getCredentials', {
    authenticatorId: authenticator.authenticatorId,
  });
  return credentials;
}

test('a person registers a passkey on their account page, then logs in with their password and the passkey', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const id = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const eventId = await adminEventId(request);
  const teamTypeId = await newTeamType(request, eventId, `Passkeys ${id}`);
  const page = await ownerOfNewTeam(browser, request, {
    eventId,
    teamTypeId,
    id,
    area: 'Passkeys',
  });
  const email = `passkeys.${teamTypeId.slice(0, 6).toLowerCase()}.${id}@example.com`;
  const password = `passkeys-pass-${id}`;
  const authenticator = await virtualAuthenticator(page);

  // None at first.
  await page.goto('/my-account');
  const card = page.getByRole('region', { name: 'Passkeys' });
  await expect(card.getByText('No passkeys yet')).toBeVisible();
  await expect(card).toContainText('works on this address (localhost) only');
  await expectAccessibleAtBothWidths(page, cardOnly);

  // Adding one asks for a name and the password again: a wrong password is said at its field.
  await card.getByRole('button', { name: 'Add a passkey' }).click();
  const add = page.getByRole('dialog', { name: 'Add a passkey' });
  await expect(add.getByLabel(/^Name/)).toBeFocused();
  await expect(add).toContainText('This turns on two-step verification');
  await expectAccessibleAtBothWidths(page, dialogOnly);
  await add.getByRole('button', { name: 'Continue' }).click();
  await expect(add.getByText('Give the passkey a name')).toBeVisible();
  await add.getByLabel(/^Name/).fill('This laptop');
  await add.getByLabel(/^Current password/).fill('not-my-password');
  await add.getByRole('button', { name: 'Continue' }).click();
  await expect(add.getByText('Your current password is incorrect')).toBeVisible();
  expect(await passkeysOn(authenticator)).toHaveLength(0);

  // The right one, then the browser's prompt (the virtual authenticator answers it).
  await add.getByLabel(/^Current password/).fill(password);
  await add.getByRole('button', { name: 'Continue' }).click();
  await expect(add).toBeHidden();
  await expect(page.getByText('“This laptop” is added')).toBeVisible();
  const row = card.getByRole('listitem').filter({ hasText: 'This laptop' });
  await expect(row).toContainText('Not used yet');
  expect(await passkeysOn(authenticator)).toHaveLength(1);
  await expectAccessibleAtBothWidths(page, cardOnly);

  // Renamed.
  await row.getByRole('button', { name: 'Rename This laptop' }).click();
  const rename = page.getByRole('dialog', { name: 'Rename passkey' });
  await rename.getByLabel(/^Name/).fill('Work laptop');
  await rename.getByRole('button', { name: 'Save' }).click();
  await expect(rename).toBeHidden();
  const renamed = card.getByRole('listitem').filter({ hasText: 'Work laptop' });
  await expect(renamed).toBeVisible();
  await logOut(page);

  // The password, then the passkey: the only second factor, so the step starts with it.
  await logIn(page, email, password);
  await expect(page.getByRole('heading', { name: 'Two-step verification' })).toBeVisible();
  await expect(page.getByText('Use your passkey to finish logging in.')).toBeVisible();
  const usePasskey = page.getByRole('button', { name: 'Use passkey' });
  await expect(usePasskey).toBeFocused();
  await expect(
    page.getByRole('button', { name: 'Use your authenticator app instead' }),
  ).toHaveCount(0);
  await expectAccessibleAtBothWidths(page, wcag);
  await usePasskey.click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('navigation', { name: /main/i })).toBeVisible();

  // The list says when it was last used; removing it (the password again) turns the step off.
  await page.goto('/my-account');
  await expect(renamed).toContainText(/Last used (just now|1 minute ago)/);
  await renamed.getByRole('button', { name: 'Remove Work laptop' }).click();
  const remove = page.getByRole('dialog', { name: 'Remove this passkey?' });
  await expect(remove).toContainText('It is your last second factor');
  await expectAccessibleAtBothWidths(page, dialogOnly);
  await remove.getByLabel(/^Current password/).fill(password);
  await remove.getByRole('button', { name: 'Remove passkey' }).click();
  await expect(remove).toBeHidden();
  await expect(card.getByText('No passkeys yet')).toBeVisible();
  await logOut(page);
  await logIn(page, email, password);
  await expect(page).toHaveURL(/\/$/);
  await page.context().close();
});

test('a moderator whose event requires two-step verification sets it up with a passkey at their first login', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  // Its own event, so that requiring a second factor of its staff touches no other test's logins.
  const { id, origin, events } = await eventOfItsOwn(request, 'passkey', 'Passkey Fair');
  const email = `mo.${id}@example.com`;
  await newModerator(request, events, { email, firstName: 'Mo', surname: 'Derator' });
  const required = await request.patch(`${events}/settings/event`, {
    data: { requireStaffSecondFactor: true },
  });
  expect(required.ok(), await required.text()).toBeTruthy();

  const context = await browser.newContext({ baseURL: origin.toString() });
  const page = await context.newPage();
  const password = `passkey-pass-${id}`;
  await setPassword(page, await emailedLink(request, email, '/auth/set-password'), password);
  const authenticator = await virtualAuthenticator(page);
  await logIn(page, email, password);

  // Set-up first: an authenticator app or, in a browser that can make one, a passkey.
  await expect(page.getByRole('heading', { name: 'Set up two-step verification' })).toBeVisible();
  await expectAccessibleAtBothWidths(page, wcag);
  await page.getByText('Passkey', { exact: true }).click();
  await expect(page.getByText(`works on this address (${origin.hostname}) only`)).toBeVisible();
  await expectAccessibleAtBothWidths(page, wcag);
  await page.getByLabel(/^Name/).fill('Office laptop');
  await page.getByLabel(/^Current password/).fill(password);
  await page.getByRole('button', { name: 'Add passkey' }).click();

  // On: the event opens, and the next login asks for the passkey after the password.
  await expect(page.getByRole('button', { name: /Account menu for Mo Derator/ })).toBeVisible();
  expect(await passkeysOn(authenticator)).toHaveLength(1);
  await logOut(page);
  await logIn(page, email, password);
  await page.getByRole('button', { name: 'Use passkey' }).click();
  await expect(page.getByRole('button', { name: /Account menu for Mo Derator/ })).toBeVisible();
  await context.close();
});
