import { expect, expectAccessible, mainContent, test } from './fixtures.ts';
import { seedForm, seedFormWithFields } from './forms-seed.ts';
import { adminEventId, demo, png, signIn } from './helpers.ts';

// Digits only, so a title-cased heading reads the same as the name.
const unique = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`;

test('a member fills a form in over two visits; the organiser sees the row', async ({
  page,
  browser,
  request,
}) => {
  const eventId = await adminEventId(request);
  const { formId, title } = await seedForm(request, eventId, { title: `Stand form ${unique()}` });
  // A public form is for guests: it is not one the team has to fill in.
  const guestOnly = await seedForm(request, eventId, {
    title: `Visitor sign-up ${unique()}`,
    isPublic: true,
  });
  const standName = `Stand ${unique()}`;

  await signIn(page, demo.member);
  // The dashboard's Forms card and the sidebar's Forms item both lead to /forms.
  await expect(page.getByRole('main').getByRole('link', { name: /^Forms/ })).toHaveAttribute(
    'href',
    '/forms',
  );
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Forms' })
    .click();
  await expect(page).toHaveURL(/\/forms$/);
  await expect(page.getByRole('heading', { name: 'Forms', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: `Fill in: ${title}` })).toBeVisible();
  await expect(page.getByText(guestOnly.title)).toHaveCount(0);
  await page.getByRole('link', { name: `Fill in: ${title}` }).click();
  await expect(page).toHaveURL(new RegExp(`/forms/${formId}$`));

  // Page 1: a field shown by logic, and the draft saving itself while typing.
  await page.getByRole('textbox', { name: 'Stand name' }).fill(standName);
  await expect(page.getByRole('textbox', { name: 'Power needed (watts)' })).toHaveCount(0);
  await page.getByRole('combobox', { name: 'Do you need power?' }).click();
  await page.getByRole('option', { name: 'Yes' }).click();
  await page.getByRole('textbox', { name: 'Power needed (watts)' }).fill('3000');
  await expect(
    page.getByRole('status').filter({ hasText: /Draft saved at \d\d:\d\d/ }),
  ).toBeVisible({
    timeout: 15_000,
  });
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page).toHaveURL(new RegExp(`/forms/${formId}/draft-saved$`));
  await expect(page.getByRole('heading', { name: 'Draft Saved' })).toBeVisible();

  // Coming back: the draft is there; the list says so.
  await page.getByRole('link', { name: 'Back to forms' }).click();
  await expect(page.getByRole('link', { name: `Continue draft: ${title}` })).toBeVisible();
  await page.getByRole('link', { name: `Continue draft: ${title}` }).click();
  await expect(page.getByRole('textbox', { name: 'Stand name' })).toHaveValue(standName);
  await expect(page.getByRole('textbox', { name: 'Power needed (watts)' })).toHaveValue('3000');

  // A number out of its range keeps what was typed and says the range; then a good one.
  // The draft saved as it is typed is refused in a person's words, never the API's title.
  const staff = page.getByRole('textbox', { name: 'Staff on the stand' });
  await staff.fill('25');
  await staff.press('Tab');
  await expect(staff).toHaveValue('25');
  await expect(page.getByText('Must be between 1 and 20').first()).toBeVisible();
  await expect(page.getByText('Invalid Submission data')).toHaveCount(0);
  await expect(staff).toHaveValue('25');
  await staff.fill('4');

  // Page 2: items priced in the event's currency, a looping group, the disclaimer.
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'Orders and people' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Quantity of Chair' }).fill('2');
  await expect(page.getByRole('status').filter({ hasText: '£25.00' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Contact name' }).fill('Ada Lovelace');
  await page.locator('[data-field-path="logo"] input[type=file]').setInputFiles({
    name: 'logo.png',
    mimeType: 'image/png',
    buffer: png(40, 40),
  });
  await expect(page.getByRole('link', { name: 'logo.png' })).toBeVisible();
  await page.getByRole('button', { name: 'Add another' }).click();
  await expect(page.getByRole('heading', { name: 'Contact 2' })).toBeVisible();
  await page.getByRole('button', { name: 'Remove Contact 2' }).click();
  await expect(page.getByRole('heading', { name: 'Contact 2' })).toHaveCount(0);

  // Sent without agreeing: the field says why, nothing is sent.
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Terms is required')).toBeVisible();
  // The form with its messages shown meets WCAG 2 A and AA too.
  await expectAccessible(page, mainContent);
  await page.getByRole('checkbox', { name: 'I agree' }).check();
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(new RegExp(`/forms/${formId}/default$`));
  await expect(page.getByText('Thank you, your submission has been received.')).toBeVisible();

  // The team's submissions, and the one sent, read-only.
  await page.getByRole('link', { name: 'View your submissions' }).click();
  await expect(page.getByRole('heading', { name: 'Submissions', level: 1 })).toBeVisible();
  await expect(page.getByRole('table').getByText('Submitted')).toBeVisible();
  await page.getByRole('table').getByRole('link').first().click();
  await expect(page.getByRole('textbox', { name: 'Stand name' })).toHaveValue(standName);
  await expect(page.getByRole('textbox', { name: 'Stand name' })).toHaveAttribute('readonly', '');

  // The organiser's table has the row, a column per field.
  const organiser = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    reducedMotion: 'reduce',
  });
  const admin = await organiser.newPage();
  await signIn(admin, demo.admin, `/admin/forms/${formId}/submissions`);
  await expect(admin.getByRole('heading', { name: 'Submissions', level: 1 })).toBeVisible();
  await expect(admin.getByRole('columnheader', { name: 'Stand', exact: true })).toBeVisible();
  const row = admin.getByRole('row').filter({ hasText: standName });
  await expect(row).toBeVisible();
  await row.getByRole('link').first().click();
  await expect(admin.getByRole('heading', { name: 'Edit submission' })).toBeVisible();
  await expect(admin.getByRole('textbox', { name: 'Stand name' })).toHaveValue(standName);

  // While the admin edits it, the moderator reads it and is told who holds it.
  const second = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    reducedMotion: 'reduce',
  });
  const moderator = await second.newPage();
  await signIn(moderator, demo.moderator, new URL(admin.url()).pathname);
  await expect(moderator.getByText(/is editing this submission/)).toBeVisible();
  await expect(moderator.getByRole('textbox', { name: 'Stand name' })).toHaveAttribute(
    'readonly',
    '',
  );
  await second.close();

  // The admin's change is saved and shows in the table.
  await admin.getByRole('textbox', { name: 'Stand name' }).fill(`${standName} (checked)`);
  await admin.getByRole('button', { name: 'Next' }).click();
  await admin.getByRole('button', { name: 'Save changes' }).click();
  await expect(admin).toHaveURL(new RegExp(`/admin/forms/${formId}/submissions$`));
  await expect(admin.getByRole('row').filter({ hasText: `${standName} (checked)` })).toBeVisible();
  await organiser.close();
});

test('a guest who fills a public form in and sends it at once reaches the thank-you page', async ({
  page,
  request,
}) => {
  const eventId = await adminEventId(request);
  const { formId, title } = await seedForm(request, eventId, {
    title: `Guest form ${unique()}`,
    isPublic: true,
  });
  // The ticket is held back until the guest has filled the form in (as autofill does in a
  // moment), so the send comes sooner after it than the server believes a person could.
  let releaseStart = () => {};
  const filled = new Promise<void>((resolve) => {
    releaseStart = resolve;
  });
  await page.route(`**/guest/forms/${formId}/start`, async (route) => {
    await filled;
    await route.continue();
  });
  const sends: number[] = [];
  page.on('request', (sent) => {
    if (sent.method() === 'POST' && sent.url().endsWith(`/guest/forms/${formId}/submissions`))
      sends.push(Date.now());
  });
  await page.goto(`/guests/forms/${formId}`);
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  // The hidden field is out of reach and out of autofill's way.
  const honeypot = page.locator('input[name="sd-check-7f3"]');
  await expect(honeypot).toHaveAttribute('tabindex', '-1');
  await expect(honeypot).toHaveAttribute('autocomplete', 'off');
  await page.getByRole('textbox', { name: 'Stand name' }).fill('Guest stand');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('textbox', { name: 'Contact name' }).fill('Grace Hopper');
  await page.getByRole('checkbox', { name: 'I agree' }).check();
  const ticket = page.waitForResponse(
    (response) => response.url().endsWith(`/guest/forms/${formId}/start`) && response.ok(),
  );
  releaseStart();
  await ticket;
  const ticketAt = Date.now();
  await page.getByRole('button', { name: 'Submit' }).click();
  // It waits out the rest, showing it is sending, never an error.
  await expect(page.getByRole('status').filter({ hasText: 'Sending the form…' })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/guests/forms/${formId}/default$`));
  await expect(page.getByText('Thank you, your submission has been received.')).toBeVisible();
  expect(sends.length).toBeGreaterThanOrEqual(1);
  expect(sends[0]! - ticketAt).toBeGreaterThanOrEqual(1_000);

  const hidden = await seedForm(request, eventId, { title: `Members only ${unique()}` });
  await page.goto(`/guests/forms/${hidden.formId}`);
  await expect(page.getByRole('heading', { name: 'Form Is Not Public' })).toBeVisible();
});

test('a member types a date as the event writes it; the submission shows it', async ({
  page,
  request,
}) => {
  const eventId = await adminEventId(request);
  const { formId, title } = await seedFormWithFields(request, eventId, {
    title: `Arrival form ${unique()}`,
    fields: [
      { id: 'arrival', type: 'date', label: 'Arrival date', isRequired: true },
      { id: 'standName', type: 'text', label: 'Stand name' },
    ],
  });
  await signIn(page, demo.member, `/forms/${formId}`);
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();

  // Typed day first, as the event writes dates; a day no calendar has is told once left.
  const arrival = page.getByRole('textbox', { name: 'Arrival date' });
  await expect(arrival).toHaveAttribute('placeholder', 'DD/MM/YYYY');
  await arrival.fill('31/02/2027');
  await arrival.press('Tab');
  await expect(page.getByText('31/02/2027 is not a date: February 2027 has 28 days')).toBeVisible();
  await expect(arrival).toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(page, mainContent);
  await arrival.fill('14/3/2027');
  await arrival.press('Tab');
  await expect(arrival).toHaveValue('14/03/2027');
  await expect(page.getByText(/is not a date/)).toHaveCount(0);

  // The calendar opens on that day, by keyboard: the arrow keys move, Enter picks, and the
  // field is written in the event's format again.
  const calendarButton = page.getByRole('button', { name: 'Choose from calendar' });
  await expect(calendarButton).toHaveAccessibleDescription('Arrival date');
  await calendarButton.press('Enter');
  const calendar = page.getByRole('dialog', { name: 'Calendar' });
  await expect(calendar.getByRole('button', { name: '14 March 2027' })).toBeFocused();
  await expectAccessible(page, { include: '[role="dialog"]', tags: ['wcag2a', 'wcag2aa'] });
  await page.keyboard.press('Escape');
  await expect(calendar).toHaveCount(0);
  await expect(calendarButton).toBeFocused();
  await calendarButton.press('Enter');
  await expect(calendar.getByRole('button', { name: '14 March 2027' })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(calendar.getByRole('button', { name: '15 March 2027' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(calendar).toHaveCount(0);
  await expect(arrival).toHaveValue('15/03/2027');
  await expect(arrival).toBeFocused();
  await arrival.fill('14/03/2027');

  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(new RegExp(`/forms/${formId}/default$`));

  // Stored as the ISO day the API takes; shown to the member as typed.
  const list = await request.get(`/api/v1/events/${eventId}/forms/${formId}/submissions`);
  expect(list.ok()).toBeTruthy();
  const { items } = (await list.json()) as { items: { values: Record<string, unknown> }[] };
  expect(items.map((s) => s.values.arrival)).toEqual(['2027-03-14']);
  await page.getByRole('link', { name: 'View your submissions' }).click();
  await page.getByRole('table').getByRole('link').first().click();
  await expect(page.getByRole('textbox', { name: 'Arrival date' })).toHaveValue('14/03/2027');
  await expect(page.getByRole('textbox', { name: 'Arrival date' })).toHaveAttribute('readonly', '');
  await expect(page.getByRole('button', { name: 'Choose from calendar' })).toHaveCount(0);
});

test('a send that failed leaves no toast over the thank-you page once the next send goes through', async ({
  page,
  request,
}) => {
  const eventId = await adminEventId(request);
  const { formId, title } = await seedFormWithFields(request, eventId, {
    title: `Stand lighting ${unique()}`,
    fields: [{ id: 'lights', type: 'text', label: 'Lights needed', isRequired: true }],
  });
  await signIn(page, demo.member, `/forms/${formId}`);
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await page.getByRole('textbox', { name: 'Lights needed' }).fill('Four spotlights');

  // The first send meets a server that is down for a moment.
  const sends = `**/member/forms/${formId}/submissions**`;
  await page.route(sends, (route) =>
    route.request().method() === 'GET'
      ? route.fallback()
      : route.fulfill({
          status: 503,
          contentType: 'application/json',
          body: JSON.stringify({ error: { code: 'unavailable', message: 'Service unavailable' } }),
        }),
  );
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.locator('.mantine-Notification-root')).toBeVisible();
  await page.unroute(sends);

  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(new RegExp(`/forms/${formId}/default$`));
  await expect(page.getByText('Thank you, your submission has been received.')).toBeVisible();
  // Read once, not waited for: the failure's toast would close by itself after 8 s.
  expect(await page.locator('.mantine-Notification-root').count()).toBe(0);
});
