import { expect, test } from './fixtures.ts';
import { adminEventId, demo, logOut, signIn } from './helpers.ts';

test('an organiser links a supplier from a content page; a member follows it to the supplier inside the page', async ({
  page,
  request,
}) => {
  const eventId = await adminEventId(request);
  const title = `Stand contractors ${Date.now()}`;
  const created = await request.post(`/api/v1/events/${eventId}/content`, {
    data: { title, isPublished: true, description: 'Who builds and furnishes stands' },
  });
  expect(created.ok()).toBeTruthy();
  const { id: contentId } = (await created.json()) as { id: string };

  await signIn(page, demo.moderator, `/admin/content/${contentId}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await page.getByRole('button', { name: 'Add section' }).first().click();
  await page.getByRole('menuitem', { name: /^Resources/ }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Heading' }).fill('Book your stand build');
  const resource = dialog.getByRole('group', { name: 'Resource 1' });
  await resource.getByRole('combobox', { name: 'Type' }).click();
  await page.getByRole('option', { name: 'Supplier', exact: true }).click();
  await resource.getByRole('combobox', { name: /^Supplier/ }).click();
  await page.getByRole('option', { name: 'Brightbuild Exhibition Stands' }).click();
  await dialog.getByRole('button', { name: 'Add section' }).click();
  await expect(dialog).toBeHidden();
  const sections = page.getByRole('list', { name: 'Sections' });
  await expect(sections.getByRole('listitem')).toHaveCount(1);
  await expect(sections).toContainText('1 resource: supplier');
  await logOut(page);

  await signIn(page, demo.member, `/content/${contentId}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page.getByRole('heading', { name: 'Book your stand build' })).toBeVisible();
  await page.getByRole('link', { name: /Brightbuild Exhibition Stands/ }).click();
  await expect(page).toHaveURL(new RegExp(`/content/${contentId}/supplier/[^/]+$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Brightbuild Exhibition Stands');
  await expect(page.getByRole('heading', { name: 'Contacts' })).toBeVisible();
  // The crumbs go back through the page: Dashboard › Content › the page › Supplier › the company.
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(crumbs.getByRole('link', { name: title })).toHaveAttribute(
    'href',
    `/content/${contentId}`,
  );
  await expect(crumbs).toContainText('Brightbuild Exhibition Stands');
  await crumbs.getByRole('link', { name: title }).click();
  await expect(page).toHaveURL(new RegExp(`/content/${contentId}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
});
