import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { adminEventId, demo, openGuestForm, png, signIn } from './helpers.ts';

/**
 * The forms issue's "Done when" walk, all in the browser: an admin builds a two-page form with
 * one field of every input type (a rule, a looping field group, an item list with its grand
 * total, an upload of images only), publishes it as a guest form; a member fills it in over two
 * visits; a guest sends it without logging in; the organiser reads every value, opens the
 * image and finds the server's total, and not the value of the field the rule hid.
 */

// Digits only, so the page's title-cased heading reads the same as the name.
const unique = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`;
const title = `Exhibitor Pack ${unique()}`;

// A step that can't happen fails at once rather than at the end of the long test.
test.use({ actionTimeout: 15_000 });
test.describe.configure({ mode: 'serial' });

/** What the first test made, for the next ones. */
const made = { formId: '', guestUrl: '' };

/** The member's answers, typed in one test and read back in another. */
const answers = {
  company: `Acme Stand ${unique()}`,
  email: 'stand@acme.example',
  staff: '4',
  phone: '+44 20 7946 0000',
  website: 'https://acme.example',
  about: 'A two-storey stand with a meeting room.',
  // Typed as the event writes dates, day first.
  arrival: '14/05/2027',
  powerDetails: 'Three-phase, 12 kW',
  address: { line1: '1 Exhibition Way', city: 'Birmingham', country: 'United Kingdom' },
  postcode: 'B40 1NT',
  manager: { first: 'Ada', surname: 'Lovelace' },
  crew: [
    ['Grace Hopper', 'Builder'],
    ['Alan Turing', 'Electrician'],
  ],
  badges: [
    ['Katherine', 'Johnson', 'katherine@acme.example', 'Director'],
    ['Dorothy', 'Vaughan', 'dorothy@acme.example', 'Engineer'],
    ['Mary', 'Jackson', 'mary@acme.example', 'Designer'],
  ],
} as const;

/** The selected field's settings in the builder. */
const panel = (page: Page) => page.getByRole('region', { name: 'Field settings' });

/** Adds a field of a type from the palette and names it; it is selected for editing. */
async function addField(page: Page, type: string, label?: string): Promise<Locator> {
  await page.getByRole('button', { name: `Add ${type}`, exact: true }).click();
  const settings = panel(page);
  await expect(settings.getByText(`${type} field`, { exact: true })).toBeVisible();
  if (label) await settings.getByRole('textbox', { name: 'Label', exact: true }).fill(label);
  return settings;
}

/** The fields in the builder's order: label, then the palette's name of the type. */
const builtFields = [
  ['Company name', 'Short Text'],
  ['Contact email', 'Email'],
  ['Staff on the stand', 'Number'],
  ['Phone on site', 'Phone Number'],
  ['Company website', 'Website'],
  ['About your stand', 'Long Text'],
  ['Arrival date', 'Date'],
  ['Extras', 'Checkboxes'],
  ['Do you need power?', 'Dropdown'],
  ['Power details', 'Short Text'],
  ['New Page', 'New Page'],
  ['Invoice address', 'Address'],
  ['Stand manager', 'Full Name'],
  ['Furniture', 'Item List'],
  ['Total to pay', 'Grand Total'],
  ['Crew', 'Repeater'],
  ['Stand logo', 'File Upload'],
  ['Badge holders', 'Field Group'],
  ['Terms', 'Disclaimer'],
] as const;

test('an admin builds a two-page form with every input type, a rule, a looping group, a total and an image upload, and publishes it as a guest form', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, demo.admin, '/admin/forms');
  await page.getByRole('link', { name: 'Add form' }).first().click();
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
  await page.getByRole('button', { name: 'Add form' }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  made.formId = new URL(page.url()).pathname.split('/')[3] ?? '';
  expect(made.formId).not.toBe('');

  // Page 1: the text kinds, a number, a date, checkboxes, and a Yes/No dropdown with a field
  // shown only on Yes.
  const company = await addField(page, 'Short Text', 'Company name');
  await company.getByRole('switch', { name: 'Required', exact: true }).check();
  await addField(page, 'Email', 'Contact email');
  await addField(page, 'Number', 'Staff on the stand');
  await addField(page, 'Phone Number', 'Phone on site');
  await addField(page, 'Website', 'Company website');
  await addField(page, 'Long Text', 'About your stand');
  await addField(page, 'Date', 'Arrival date');
  const extras = await addField(page, 'Checkboxes', 'Extras');
  await extras.getByRole('textbox', { name: 'Label of option 1', exact: true }).fill('Wi-Fi');
  await extras.getByRole('button', { name: 'Add option' }).click();
  await extras.getByRole('textbox', { name: 'Label of option 2', exact: true }).fill('Water');
  await extras.getByRole('switch', { name: 'Members may choose more than one' }).check();
  const power = await addField(page, 'Dropdown', 'Do you need power?');
  await power.getByRole('textbox', { name: 'Label of option 1', exact: true }).fill('Yes');
  await power.getByRole('button', { name: 'Add option' }).click();
  await power.getByRole('textbox', { name: 'Label of option 2', exact: true }).fill('No');
  const details = await addField(page, 'Short Text', 'Power details');
  await details.getByRole('tab', { name: /Logic/ }).click();
  await details.getByRole('button', { name: 'Add rule' }).click();
  await expect(details.getByRole('combobox', { name: 'Rule 1: field', exact: true })).toHaveValue(
    /^Do you need power\?/,
  );
  await expect(details.getByRole('combobox', { name: 'Rule 1: value', exact: true })).toHaveValue(
    'Yes',
  );

  // Page 2: an address, a name, priced items and their total, a repeater, an upload of images
  // only, the demo's "Badge holder" group three times over, and terms to agree to.
  await addField(page, 'New Page');
  await addField(page, 'Address', 'Invoice address');
  await addField(page, 'Full Name', 'Stand manager');
  const furniture = await addField(page, 'Item List', 'Furniture');
  await furniture.getByRole('textbox', { name: 'Item 1', exact: true }).fill('Chair');
  await furniture.getByRole('textbox', { name: 'Price of item 1', exact: true }).fill('12.50');
  await furniture.getByRole('button', { name: 'Add item' }).click();
  await furniture.getByRole('textbox', { name: 'Item 2', exact: true }).fill('Table');
  await furniture.getByRole('textbox', { name: 'Price of item 2', exact: true }).fill('40.00');
  await expect(furniture.getByText('£40.00')).toBeVisible();
  await addField(page, 'Grand Total', 'Total to pay');
  const crew = await addField(page, 'Repeater', 'Crew');
  await crew.getByRole('textbox', { name: 'Label of cell 1', exact: true }).fill('Name');
  await crew.getByRole('button', { name: 'Add cell' }).click();
  await crew.getByRole('textbox', { name: 'Label of cell 2', exact: true }).fill('Role');
  const logo = await addField(page, 'File Upload', 'Stand logo');
  await logo.getByRole('checkbox', { name: /^Documents/ }).uncheck();
  await logo.getByRole('checkbox', { name: /^Video/ }).uncheck();
  await expect(logo.getByRole('checkbox', { name: /^Images/ })).toBeChecked();
  await expect(logo.getByRole('checkbox', { checked: true })).toHaveCount(1);
  const badges = await addField(page, 'Field Group', 'Badge holders');
  await badges.getByRole('combobox', { name: 'Field group', exact: true }).click();
  await page.getByRole('option', { name: 'Badge holder', exact: true }).click();
  await expect(badges.getByRole('combobox', { name: 'Field group', exact: true })).toHaveValue(
    'Badge holder',
  );
  await badges.getByRole('switch', { name: /^Members may repeat the group/ }).check();
  // Repeating starts at a few times, never at one.
  await expect(badges.getByRole('textbox', { name: 'Most times', exact: true })).toHaveValue('5');
  await badges.getByRole('textbox', { name: 'Most times', exact: true }).fill('3');
  const terms = await addField(page, 'Disclaimer', 'Terms');
  await terms
    .getByRole('textbox', { name: 'Terms', exact: true })
    .fill('Stands are built and cleared within the venue’s hours.');
  await terms.getByRole('switch', { name: 'Required', exact: true }).check();

  await page.getByRole('button', { name: 'Save form' }).click();
  await expect(page.getByText('Your updates have been successfully saved')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save form' })).toBeDisabled();
  // Every input type once (and a second short text, the one the rule shows), in order.
  await expect(page.getByRole('list', { name: 'Fields' }).getByRole('listitem')).toHaveText(
    builtFields.map(([label, type]) => new RegExp(`^${asPattern(label)}.*${type}`)),
  );

  // Published, and a guest form: its link is shown once saved.
  await page.getByRole('main').getByRole('link', { name: 'Settings', exact: true }).click();
  await expect(page).toHaveURL(/\/settings$/);
  await page.getByRole('switch', { name: /^Published/ }).check();
  await page.getByRole('switch', { name: /^Guest form/ }).check();
  await page.getByRole('button', { name: 'Save settings' }).click();
  // (The builder's note of its save may still be shown beside this one.)
  await expect(page.getByText('Your updates have been successfully saved').last()).toBeVisible();
  const guestLink = page.getByRole('link', { name: /\/guests\/forms\// });
  await expect(guestLink).toHaveAttribute('href', new RegExp(`/guests/forms/${made.formId}$`));
  made.guestUrl = new URL((await guestLink.getAttribute('href')) ?? '').pathname;
});

/** A label as a regular expression's text. */
function asPattern(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

test('a member fills the form in over two visits and sends it; a guest sends it without logging in', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  expect(made.formId, 'the form built by the first test').not.toBe('');
  await signIn(page, demo.member);
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Forms' })
    .click();
  // A guest form is not among the team's forms until the team has a submission of it; a member
  // reaches it from its link (an organiser's email, a task).
  await expect(page.getByRole('heading', { level: 1, name: 'Forms' })).toBeVisible();
  await expect(page.getByRole('link', { name: `Fill in: ${title}` })).toHaveCount(0);
  await page.goto(`/forms/${made.formId}`);
  await expect(page).toHaveURL(new RegExp(`/forms/${made.formId}$`));

  // Page 1, with the rule's field shown (Yes) and typed into; then a draft.
  const textbox = (name: string) => page.getByRole('textbox', { name, exact: true });
  await textbox('Company name').fill(answers.company);
  await textbox('Contact email').fill(answers.email);
  await textbox('Staff on the stand').fill(answers.staff);
  await textbox('Phone on site').fill(answers.phone);
  await textbox('Company website').fill(answers.website);
  await textbox('About your stand').fill(answers.about);
  await page.getByLabel('Arrival date', { exact: true }).fill(answers.arrival);
  await page.getByRole('checkbox', { name: 'Wi-Fi' }).check();
  await page.getByRole('checkbox', { name: 'Water' }).check();
  await expect(textbox('Power details')).toHaveCount(0);
  await page.getByRole('combobox', { name: 'Do you need power?', exact: true }).click();
  await page.getByRole('option', { name: 'Yes' }).click();
  await textbox('Power details').fill(answers.powerDetails);
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page).toHaveURL(new RegExp(`/forms/${made.formId}/draft-saved$`));
  await expect(page.getByRole('heading', { name: 'Draft Saved' })).toBeVisible();

  // Coming back: the draft is there, the rule's field too. The member changes their mind
  // about power: the field goes (its value stays in the browser, and must not be stored).
  await page.getByRole('link', { name: 'Back to forms' }).click();
  await page.getByRole('link', { name: `Continue draft: ${title}` }).click();
  await expect(textbox('Company name')).toHaveValue(answers.company);
  await expect(page.getByLabel('Arrival date', { exact: true })).toHaveValue(answers.arrival);
  await expect(page.getByRole('checkbox', { name: 'Water' })).toBeChecked();
  await expect(textbox('Power details')).toHaveValue(answers.powerDetails);
  await page.getByRole('combobox', { name: 'Do you need power?', exact: true }).click();
  await page.getByRole('option', { name: 'No' }).click();
  await expect(textbox('Power details')).toHaveCount(0);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'Page 2 of 2' })).toBeVisible();

  // Page 2: address and name parts, items and the total, rows, the upload, three badge holders.
  const address = page.getByRole('group', { name: 'Invoice address' });
  await address.getByRole('textbox', { name: 'Address line 1' }).fill(answers.address.line1);
  await address.getByRole('textbox', { name: 'Town or city' }).fill(answers.address.city);
  await address.getByRole('textbox', { name: 'Country' }).fill(answers.address.country);
  // (Typed in lower case: a postcode is kept in upper case.)
  await address.getByRole('textbox', { name: 'Postcode' }).fill(answers.postcode.toLowerCase());
  const manager = page.getByRole('group', { name: 'Stand manager' });
  await manager.getByRole('textbox', { name: 'First name' }).fill(answers.manager.first);
  await manager.getByRole('textbox', { name: 'Surname' }).fill(answers.manager.surname);
  await textbox('Quantity of Chair').fill('2');
  await textbox('Quantity of Table').fill('1');
  await expect(page.getByRole('status', { name: 'Total to pay' })).toHaveText('£65.00');
  for (const [index, [name, role]] of answers.crew.entries()) {
    if (index > 0) await page.getByRole('button', { name: 'Add row' }).click();
    await textbox(`Name, row ${index + 1}`).fill(name);
    await textbox(`Role, row ${index + 1}`).fill(role);
  }

  // The upload takes images only: the picker offers them, and a PDF is refused.
  const upload = page.locator('input[type="file"]');
  await expect(upload).toHaveAttribute('accept', /image\/png/);
  await expect(upload).not.toHaveAttribute('accept', /pdf/);
  const files = page.getByRole('list', { name: 'Stand logo: files' });
  await upload.setInputFiles({
    name: 'brochure.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n'),
  });
  await expect(files.getByRole('alert')).toContainText(
    /This type of file is not supported\. Upload one of: .*png/,
  );
  await expect(files.getByRole('link', { name: 'brochure.pdf' })).toHaveCount(0);
  await files.getByRole('button', { name: 'Dismiss brochure.pdf' }).click();
  await upload.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: png(40, 40) });
  await expect(files.getByRole('link', { name: 'logo.png' })).toBeVisible();

  for (const [index, [first, surname, email, job]] of answers.badges.entries()) {
    if (index > 0) await page.getByRole('button', { name: 'Add another' }).click();
    const loop = page.getByRole('region', { name: `Badge holder ${index + 1}` });
    await loop.getByRole('textbox', { name: 'First name' }).fill(first);
    await loop.getByRole('textbox', { name: 'Surname' }).fill(surname);
    await loop.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
    await loop.getByRole('textbox', { name: 'Job title' }).fill(job);
  }
  // Three is the most the form allows.
  await expect(page.getByRole('button', { name: 'Add another' })).toHaveCount(0);

  // Sent without agreeing to the terms: refused with the field's message; then agreed and sent.
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Terms is required')).toBeVisible();
  await page.getByRole('checkbox', { name: 'I agree' }).check();
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(new RegExp(`/forms/${made.formId}/default$`));
  await expect(page.getByText('Thank you, your submission has been received.')).toBeVisible();

  // A guest, not logged in, sends the form from its guest link.
  const { page: guest, context: guestContext } = await openGuestForm(
    browser,
    made.formId,
    made.guestUrl,
  );
  await expect(guest.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await guest.getByRole('textbox', { name: 'Company name', exact: true }).fill('Guest Stands');
  await guest.getByRole('button', { name: 'Next' }).click();
  const firstBadge = guest.getByRole('region', { name: 'Badge holder 1' });
  await firstBadge.getByRole('textbox', { name: 'First name' }).fill('Hedy');
  await firstBadge.getByRole('textbox', { name: 'Surname' }).fill('Lamarr');
  await firstBadge.getByRole('textbox', { name: 'Email', exact: true }).fill('hedy@guest.example');
  await guest.getByRole('checkbox', { name: 'I agree' }).check();
  // Sent at once: the page waits out the time the server believes a person needs.
  await guest.getByRole('button', { name: 'Submit' }).click();
  await expect(guest).toHaveURL(new RegExp(`/guests/forms/${made.formId}/default$`));
  await expect(guest.getByText('Thank you, your submission has been received.')).toBeVisible();
  await guestContext.close();
});

test('the organiser reads every value, opens the image and finds the server’s total; the hidden field’s value was never stored', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  expect(made.formId, 'the form built by the first test').not.toBe('');
  await signIn(page, demo.admin, '/admin/forms');
  await page.getByRole('button', { name: `Actions for ${title}`, exact: true }).click();
  await page.getByRole('menuitem', { name: 'Submissions' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/forms/${made.formId}/submissions$`));
  await expect(page.getByRole('heading', { name: 'Submissions', level: 1 })).toBeVisible();

  // The member's team and the guest each sent one; the total column is the stored one.
  await page.getByRole('button', { name: 'Columns' }).click();
  await page.getByRole('group', { name: 'Show columns' }).getByLabel('Total to pay').check();
  await page.keyboard.press('Escape');
  const table = page.getByRole('table');
  await expect(table.getByRole('columnheader', { name: 'Total to pay' })).toBeVisible();
  const teamRow = table.getByRole('row').filter({ hasText: 'Acme Stands Ltd' });
  await expect(teamRow).toContainText('Submitted');
  await expect(teamRow).toContainText(answers.company);
  await expect(teamRow).toContainText('£65.00');
  const guestRow = table.getByRole('row').filter({ hasText: 'Guest Stands' });
  await expect(guestRow).toContainText('Guest');
  await expect(guestRow).toContainText('Submitted');

  // The member's submission, read-only, both pages at once: every value.
  await teamRow.getByRole('button', { name: /^Actions for Acme Stands Ltd/ }).click();
  await page.getByRole('menuitem', { name: 'Open' }).click();
  await expect(page).toHaveURL(/\/submissions\/[^/]+\/edit\?view=1$/);
  await expect(page.getByRole('heading', { name: 'Submission', level: 1 })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Breadcrumb' }).locator('[aria-current="page"]'),
  ).toHaveText('View');
  const submissionId = new URL(page.url()).pathname.split('/')[5] ?? '';
  const form = page.getByRole('form', { name: 'Submission' });
  const textbox = (name: string) => form.getByRole('textbox', { name, exact: true });
  await expect(textbox('Company name')).toHaveValue(answers.company);
  await expect(textbox('Company name')).toHaveAttribute('readonly', '');
  await expect(textbox('Contact email')).toHaveValue(answers.email);
  await expect(textbox('Staff on the stand')).toHaveValue(answers.staff);
  await expect(textbox('Phone on site')).toHaveValue(answers.phone);
  await expect(textbox('Company website')).toHaveValue(answers.website);
  await expect(textbox('About your stand')).toHaveValue(answers.about);
  await expect(form.getByLabel('Arrival date', { exact: true })).toHaveValue(answers.arrival);
  await expect(form.getByRole('checkbox', { name: 'Wi-Fi' })).toBeChecked();
  await expect(form.getByRole('checkbox', { name: 'Water' })).toBeChecked();
  await expect(form.getByRole('combobox', { name: 'Do you need power?', exact: true })).toHaveValue(
    'No',
  );
  await expect(textbox('Power details')).toHaveCount(0);
  const address = form.getByRole('group', { name: 'Invoice address' });
  await expect(address.getByRole('textbox', { name: 'Address line 1' })).toHaveValue(
    answers.address.line1,
  );
  await expect(address.getByRole('textbox', { name: 'Town or city' })).toHaveValue(
    answers.address.city,
  );
  await expect(address.getByRole('textbox', { name: 'Country' })).toHaveValue(
    answers.address.country,
  );
  await expect(address.getByRole('textbox', { name: 'Postcode' })).toHaveValue(answers.postcode);
  const manager = form.getByRole('group', { name: 'Stand manager' });
  await expect(manager.getByRole('textbox', { name: 'First name' })).toHaveValue(
    answers.manager.first,
  );
  await expect(manager.getByRole('textbox', { name: 'Surname' })).toHaveValue(
    answers.manager.surname,
  );
  await expect(textbox('Quantity of Chair')).toHaveValue('2');
  await expect(textbox('Quantity of Table')).toHaveValue('1');
  await expect(form.getByRole('status', { name: 'Total to pay' })).toHaveText('£65.00');
  for (const [index, [name, role]] of answers.crew.entries()) {
    await expect(textbox(`Name, row ${index + 1}`)).toHaveValue(name);
    await expect(textbox(`Role, row ${index + 1}`)).toHaveValue(role);
  }
  for (const [index, [first, surname, email, job]] of answers.badges.entries()) {
    const loop = form.getByRole('region', { name: `Badge holder ${index + 1}` });
    await expect(loop.getByRole('textbox', { name: 'First name' })).toHaveValue(first);
    await expect(loop.getByRole('textbox', { name: 'Surname' })).toHaveValue(surname);
    await expect(loop.getByRole('textbox', { name: 'Email', exact: true })).toHaveValue(email);
    await expect(loop.getByRole('textbox', { name: 'Job title' })).toHaveValue(job);
  }
  await expect(form.getByRole('checkbox', { name: 'I agree' })).toBeChecked();

  // The uploaded image opens for the organiser.
  const image = form.getByRole('link', { name: 'logo.png' });
  const href = await image.getAttribute('href');
  expect(href).toBeTruthy();
  const file = await page.request.get(href ?? '');
  expect(file.status()).toBe(200);
  expect(file.headers()['content-type']).toMatch(/^image\/png/);
  expect((await file.body()).subarray(1, 4).toString('ascii')).toBe('PNG');

  // What is stored (the organisers' API): the server's total, and nothing for the field the
  // rule hid, though the browser still held what the member had typed into it.
  const eventId = await adminEventId(request);
  const base = `/api/v1/events/${eventId}/forms/${made.formId}`;
  const bundle = (await (await request.get(base)).json()) as {
    form: { fields: Array<{ id: string; type: string; label: string }> };
  };
  const idOf = (label: string) => {
    const field = bundle.form.fields.find((f) => f.label === label);
    expect(field, `the field ${label}`).toBeTruthy();
    return field?.id ?? '';
  };
  const stored = await request.get(`${base}/submissions/${submissionId}`);
  expect(stored.ok()).toBeTruthy();
  const submission = (await stored.json()) as { isDraft: boolean; values: Record<string, unknown> };
  expect(submission.isDraft).toBe(false);
  expect(submission.values[idOf('Total to pay')]).toBe(6500);
  expect(Object.keys(submission.values)).not.toContain(idOf('Power details'));
  expect(JSON.stringify(submission.values)).not.toContain(answers.powerDetails);
  // Every other input field holds its answer.
  const inputs = bundle.form.fields.filter(
    (f) => f.type !== 'newPage' && f.label !== 'Power details',
  );
  expect(inputs).toHaveLength(17);
  for (const field of inputs)
    expect(submission.values[field.id], `the value of ${field.label}`).toBeDefined();
});
