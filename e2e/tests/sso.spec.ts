import { expect, expectAccessibleAtBothWidths, test } from './fixtures.ts';
import { eventOfItsOwn, newModerator } from './helpers.ts';
import { startOidcProvider } from './oidc-provider.ts';

const wcag = { tags: ['wcag2a', 'wcag2aa'] };

test('a moderator signs in through the event’s identity provider, as the event requires of its staff', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  // An event of this test's own, at a host of its own.
  const { id, origin, eventId, events } = await eventOfItsOwn(request, 'sso', 'Venue Expo');
  const idp = await startOidcProvider([`${origin.origin}/api/v1/auth/sso/callback`]);
  try {
    // A moderator of the event, known to the identity provider by the same verified address.
    const email = `mona.${id}@venue.example`;
    await newModerator(request, events, { email, firstName: 'Mona', surname: 'Moderator' });
    idp.identities.set(`mona-${id}`, {
      email,
      email_verified: true,
      given_name: 'Mona',
      family_name: 'Moderator',
    });

    // The platform admin sets the provider up for the event, which then requires it of staff.
    const provider = await request.post('/api/v1/platform/sso-providers', {
      data: {
        name: 'Venue Login',
        issuer: idp.issuer,
        clientId: idp.clientId,
        clientSecret: idp.clientSecret,
        eventIds: [eventId],
        emailDomains: ['venue.example'],
      },
    });
    expect(provider.status(), await provider.text()).toBe(201);
    const settings = await request.patch(`${events}/settings/event`, {
      data: { requireStaffSso: true },
    });
    expect(settings.ok(), await settings.text()).toBeTruthy();

    // The event's login page offers the provider's button.
    const context = await browser.newContext({ baseURL: origin.toString() });
    const page = await context.newPage();
    await page.goto('/auth/login');
    const button = page.getByRole('link', { name: 'Continue with Venue Login' });
    await expect(button).toBeVisible();
    await expectAccessibleAtBothWidths(page, wcag);

    // At the provider, then back: logged in, as the moderator, in the event's app.
    await button.click();
    await expect(page).toHaveURL(new RegExp(`^${idp.issuer}/interaction/`));
    await page.getByLabel('Login').fill(`mona-${id}`);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(`${origin.origin}/`);
    await expect(
      page.getByRole('button', { name: /Account menu for Mona Moderator/ }),
    ).toBeVisible();
    const nav = page.getByRole('navigation', { name: /main/i });
    await expect(nav.getByRole('link', { name: 'Teams' })).toBeVisible();
    await expectAccessibleAtBothWidths(page, wcag);
    // Asked from the page (the test's own requests cannot resolve *.localhost names).
    const session = await page.evaluate(() => fetch('/api/v1/session').then((r) => r.json()));
    expect(session.member.permissions).toBe('moderator');

    // A refused sign-in comes back to the login page, which says why.
    await context.clearCookies();
    await page.goto('/auth/login?sso_error=state');
    await expect(page.getByRole('alert')).toContainText('That sign-in link has expired');
    await context.close();
  } finally {
    await idp.close();
  }
});
