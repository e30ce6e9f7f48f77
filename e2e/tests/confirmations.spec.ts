import { expect, test } from './fixtures.ts';
import { demo, demoPassword, inboxOf, openGuestForm, signIn } from './helpers.ts';

test('an admin adds a confirmation and a notification with a rule; a guest whose answer matches reads the one and the desk gets the other once; then the confirmation is deleted', async ({
  page,
  request,
  browser,
}) => {
  test.slow();
  const name = `Tickets answer ${Date.now()}`;
  const desk = `tickets.${Date.now()}@desk.example`;
  const visitor = `ada.${Date.now()}@visitor.example`;
  const login = await request.post('/api/v1/auth/login', {
    data: { email: demo.admin, password: demoPassword },
  });
  const eventId = (await login.json()).event.id as string;
  const forms = await request.get(`/api/v1/events/${eventId}/forms?q=Visitor%20enquiry`);
  const formId = (await forms.json()).items[0].id as string;

  await signIn(page, demo.admin, `/admin/forms/${formId}/confirmations`);
  await expect(page.getByRole('heading', { level: 1, name: 'Confirmations' })).toBeVisible();
  const list = page.getByRole('list', { name: 'Confirmations in the order they are tried' });
  await expect(list.getByRole('listitem').filter({ hasText: 'Question received' })).toContainText(
    'Default',
  );

  // A confirmation for ticket questions: a rule on the topic.
  await page.getByRole('link', { name: 'Add confirmation' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Add confirmation' })).toBeVisible();
  await page.getByRole('textbox', { name: /^Name/ }).fill(name);
  await page.getByRole('textbox', { name: /^Message/ }).fill('Tickets go on sale on 1 March.');
  await page.getByRole('button', { name: 'Add rule' }).click();
  await page.getByRole('combobox', { name: 'Rule 1: field', exact: true }).click();
  await page.getByRole('option', { name: /What is it about\?/ }).click();
  await page.getByRole('combobox', { name: 'Rule 1: value', exact: true }).click();
  await page.getByRole('option', { name: 'Tickets', exact: true }).click();
  await page.getByRole('button', { name: 'Add confirmation' }).click();
  await expect(page.getByText(`${name} was added`)).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/admin/forms/${formId}/confirmations$`));
  const added = list.getByRole('listitem').filter({ hasText: name });
  await expect(added).toContainText('1 rule');
  // Tried first: moved to the top of the list.
  await page.getByRole('button', { name: `Actions for ${name}` }).click();
  await page.getByRole('menuitem', { name: 'Move up' }).click();
  await expect(page.getByText(`${name} is now number 1`)).toBeVisible();
  await expect(list.getByRole('listitem').first()).toContainText(name);

  // A notification for ticket questions: the ticket desk gets a copy.
  await page.goto(`/admin/forms/${formId}/notifications`);
  await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  const notifications = page.getByRole('list', { name: 'Notifications' });
  await expect(
    notifications.getByRole('listitem').filter({ hasText: 'Reply to the visitor' }),
  ).toContainText('To Your email (typed in the form)');
  await page.getByRole('link', { name: 'Add notification' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Add notification' })).toBeVisible();
  await page.getByRole('textbox', { name: /^Name/ }).fill('Ticket desk');
  await page.getByRole('combobox', { name: 'Send to' }).click();
  await page.getByRole('option', { name: 'Fixed addresses' }).click();
  // Not an address: the field says so, nothing is saved.
  await page.getByRole('textbox', { name: /^Addresses/ }).fill('ticket desk');
  await page.getByRole('button', { name: 'Add notification' }).click();
  await expect(page.getByText('ticket is not a valid email address')).toBeVisible();
  await page.getByRole('textbox', { name: /^Addresses/ }).fill(desk);
  await page.getByRole('button', { name: 'Add rule' }).click();
  await page.getByRole('combobox', { name: 'Rule 1: field', exact: true }).click();
  await page.getByRole('option', { name: /What is it about\?/ }).click();
  await page.getByRole('combobox', { name: 'Rule 1: value', exact: true }).click();
  await page.getByRole('option', { name: 'Tickets', exact: true }).click();
  await page.getByRole('button', { name: 'Add notification' }).click();
  await expect(page.getByText('Ticket desk was added')).toBeVisible();
  await expect(
    notifications.getByRole('listitem').filter({ hasText: 'Ticket desk' }),
  ).toContainText(`To ${desk}`);

  // A guest asking about tickets reads it.
  const { page: guest, context: guestContext } = await openGuestForm(browser, formId);
  await guest.getByRole('textbox', { name: /^Your name/ }).fill('Ada Visitor');
  await guest.getByRole('textbox', { name: /^Your email/ }).fill(visitor);
  await guest.getByRole('combobox', { name: /^What is it about\?/ }).click();
  await guest.getByRole('option', { name: 'Tickets', exact: true }).click();
  await guest.getByRole('textbox', { name: /^Your question/ }).fill('When do tickets go on sale?');
  // Sent at once: the page waits out the time the server believes a person needs.
  await guest.getByRole('button', { name: 'Submit' }).click();
  await expect(guest.getByText('Tickets go on sale on 1 March.')).toBeVisible();
  await expect(guest).not.toHaveURL(/\/default$/);
  await guestContext.close();

  // The desk's copy arrives once, with the question; the visitor gets the form's reply once.
  await expect(async () => {
    const mails = await inboxOf(request, desk);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Visitor enquiry');
    expect(mails[0]!.text).toContain('When do tickets go on sale?');
  }).toPass({ timeout: 20_000 });
  await expect(async () => {
    const mails = await inboxOf(request, visitor);
    expect(mails.map((m) => m.subject)).toEqual(['We have your question']);
  }).toPass({ timeout: 20_000 });

  // Back on the confirmations.
  await page.goto(`/admin/forms/${formId}/confirmations`);

  // Deleted after a confirmation, it is gone from the list.
  await page.getByRole('button', { name: `Actions for ${name}` }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete this confirmation?' });
  await dialog.getByRole('button', { name: 'Delete confirmation' }).click();
  await expect(page.getByText(`${name} was deleted`)).toBeVisible();
  await expect(added).toHaveCount(0);
});
