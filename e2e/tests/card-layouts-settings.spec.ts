import { expect, test } from './fixtures.ts';
import { adminEventId, demo, logOut, signIn } from './helpers.ts';

// Changes the demo event's default dashboard, so it runs in the 'settings' project.
test("an admin edits the default layout's cards and a member's dashboard follows", async ({
  page,
}) => {
  await signIn(page, demo.admin, '/admin/card-layouts');
  await expect(page.getByRole('heading', { level: 1, name: 'Card Layouts' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit Default' })).toBeVisible();
  // The default layout cannot be deleted: it offers no Delete button.
  await expect(page.getByRole('button', { name: 'Delete' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Edit Default' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Default' });
  const first = dialog.getByRole('group', { name: 'Card 1' });
  await first.getByRole('textbox', { name: 'Title' }).fill('Floor plan');
  await first.getByRole('combobox', { name: 'Opens' }).click();
  await page.getByRole('option', { name: 'Web link' }).click();
  await first.getByRole('textbox', { name: 'Web address' }).fill('not a link');
  await dialog.getByRole('button', { name: 'Save layout' }).click();
  await expect(first.getByText('Enter a web address')).toBeVisible();
  await first.getByRole('textbox', { name: 'Web address' }).fill('https://venue.example/plan');
  await dialog.getByRole('button', { name: 'Save layout' }).click();
  await expect(page.getByText('Your updates have been successfully saved')).toBeVisible();
  await expect(dialog).toBeHidden();
  await logOut(page);

  await signIn(page, demo.member);
  const card = page.getByRole('link', { name: /Floor plan/ });
  await expect(card).toBeVisible();
  await expect(card).toHaveAttribute('href', 'https://venue.example/plan');
});

test('an admin points a card at a content page; a member clicks it and lands on the page', async ({
  page,
  request,
}) => {
  const eventId = await adminEventId(request);
  const title = `Hall plan ${Date.now()}`;
  const created = await request.post(`/api/v1/events/${eventId}/content`, {
    data: { title, isPublished: true, description: 'Where every stand is' },
  });
  expect(created.ok()).toBeTruthy();
  const { id: contentId } = (await created.json()) as { id: string };

  await signIn(page, demo.admin, '/admin/card-layouts');
  await page.getByRole('button', { name: 'Edit Default' }).click();
  let dialog = page.getByRole('dialog', { name: 'Edit Default' });
  let second = dialog.getByRole('group', { name: 'Card 2' });
  await second.getByRole('textbox', { name: 'Title' }).fill('Hall plan');
  await second.getByRole('textbox', { name: 'Description' }).fill('Find your stand');
  await second.getByRole('combobox', { name: 'Opens' }).click();
  await page.getByRole('option', { name: 'Content page' }).click();
  // A content page is required; the pick searches the event's published pages.
  await dialog.getByRole('button', { name: 'Save layout' }).click();
  await expect(second.getByText('Choose a content page')).toBeVisible();
  const picker = second.getByRole('combobox', { name: /^Content page/ });
  await picker.click();
  await picker.fill(title.slice(0, 14));
  await page.getByRole('option', { name: title }).click();
  await dialog.getByRole('button', { name: 'Save layout' }).click();
  await expect(page.getByText('Your updates have been successfully saved')).toBeVisible();
  await expect(dialog).toBeHidden();

  // Reopened, the card still names its page.
  await page.reload();
  await page.getByRole('button', { name: 'Edit Default' }).click();
  dialog = page.getByRole('dialog', { name: 'Edit Default' });
  second = dialog.getByRole('group', { name: 'Card 2' });
  await expect(second.getByRole('combobox', { name: 'Opens' })).toHaveValue('Content page');
  await expect(second.getByRole('combobox', { name: /^Content page/ })).toHaveValue(title);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await logOut(page);

  await signIn(page, demo.member);
  const card = page.getByRole('link', { name: /^Hall plan\s*Find your stand$/ });
  await expect(card).toHaveAttribute('href', `/content/${contentId}`);
  await card.click();
  await expect(page).toHaveURL(new RegExp(`/content/${contentId}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
});
