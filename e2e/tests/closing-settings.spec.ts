import { expect, test } from './fixtures.ts';
import { seedForm } from './forms-seed.ts';
import { adminEventId, demo, signIn } from './helpers.ts';

/**
 * Closing the show makes the whole demo event read-only for its members, so this runs in the
 * settings project (its name ends in "settings"): one test at a time, after the app project's
 * tests, which write as members. It reopens the show however it ends.
 */
test('an admin closes the show, a member sees the banner and cannot submit, the admin reopens it', async ({
  page,
  browser,
  request,
}) => {
  test.slow();
  const eventId = await adminEventId(request);
  const { formId } = await seedForm(request, eventId, { title: `Closing day form ${Date.now()}` });
  try {
    await signIn(page, demo.admin, '/admin/settings/event');
    await expect(page.getByRole('heading', { name: 'Closing the show', level: 2 })).toBeVisible();
    await expect(page.getByText('This show is closed')).toHaveCount(0);

    // Closing asks first; cancelling changes nothing.
    await page.getByRole('button', { name: 'Close the show' }).click();
    const dialog = page.getByRole('dialog', { name: 'Close the show?' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByText('This show is closed')).toHaveCount(0);

    await page.getByRole('button', { name: 'Close the show' }).click();
    await dialog.getByRole('button', { name: 'Close the show' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByTestId('closed-banner')).toContainText('This show is closed');
    await expect(page.getByText(/The show has been closed since/)).toBeVisible();
    const reopen = page.getByRole('button', { name: 'Reopen the show' });
    await expect(reopen).toBeVisible();

    // The member: the banner on every page, the form read-only with its buttons disabled.
    const memberContext = await browser.newContext({
      baseURL: test.info().project.use.baseURL,
      reducedMotion: 'reduce',
    });
    const member = await memberContext.newPage();
    await signIn(member, demo.member, `/forms/${formId}`);
    const banner = member.getByTestId('closed-banner');
    await expect(banner).toContainText('This show is closed');
    await expect(banner).toContainText('nothing can be sent or changed');
    await expect(member.getByRole('button', { name: 'Submit' })).toBeDisabled();
    await expect(member.getByRole('button', { name: 'Save draft' })).toBeDisabled();
    // Whatever the page shows, the server refuses the send with its one message.
    const refused = await member.request.post(
      `/api/v1/events/${eventId}/member/forms/${formId}/submissions`,
      { data: { values: {}, isDraft: true } },
    );
    expect(refused.status()).toBe(409);
    expect((await refused.json()).error).toMatchObject({
      code: 'event_closed',
      message: 'This event is closed: it can be read but nothing can be sent or changed.',
    });
    // Reading goes on: the member's forms list and downloads open.
    await member.goto('/downloads');
    await expect(member.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(banner).toBeVisible();

    // The admin reopens it: the banner goes, and the member can send again.
    await reopen.click();
    await expect(page.getByRole('button', { name: 'Close the show' })).toBeVisible();
    await expect(page.getByTestId('closed-banner')).toHaveCount(0);
    await member.goto(`/forms/${formId}`);
    await expect(member.getByRole('button', { name: 'Save draft' })).toBeEnabled();
    await expect(member.getByTestId('closed-banner')).toHaveCount(0);
    await memberContext.close();
  } finally {
    // Open again whatever happened, so the specs after this one find the show open.
    const reopened = await request.post(`/api/v1/events/${eventId}/reopen`);
    expect(reopened.ok()).toBeTruthy();
  }
});
