import { expect, test } from './fixtures.ts';
import { demo, demoPassword, signIn } from './helpers.ts';

test('an admin features two pages in order; the dashboard shows them in that order', async ({
  page,
  request,
}) => {
  test.slow();
  const id = `${Date.now()}`;
  const login = await request.post('/api/v1/auth/login', {
    data: { email: demo.admin, password: demoPassword },
  });
  const eventId = (await login.json()).event.id as string;
  const api = (path: string) => `/api/v1/events/${eventId}${path}`;
  const titles = [`Parking ${id}`, `Catering ${id}`];
  const ids: string[] = [];
  for (const title of titles) {
    const created = await request.post(api('/content'), {
      data: { title, description: `All about ${title}`, isPublished: true },
    });
    expect(created.status()).toBe(201);
    ids.push((await created.json()).id);
  }
  const draft = await request.post(api('/content'), { data: { title: `Draft ${id}` } });
  expect(draft.status()).toBe(201);

  await signIn(page, demo.admin, '/admin/settings/featured-pages');
  await expect(page.getByRole('heading', { level: 1, name: 'Featured Pages' })).toBeVisible();

  // Add both pages (and the unpublished draft, which is flagged), then drop the draft.
  const add = page.getByRole('combobox', { name: 'Add a page' });
  for (const title of [...titles, `Draft ${id}`]) {
    await add.click();
    await page.getByRole('option', { name: title }).click();
  }
  const list = page.getByRole('list', { name: 'Featured pages in order' });
  const draftRow = list.getByRole('listitem').filter({ hasText: `Draft ${id}` });
  await expect(draftRow.getByText('Not published')).toBeVisible();
  await page.getByRole('button', { name: `Remove Draft ${id}`, exact: true }).click();
  await expect(draftRow).toHaveCount(0);

  // Move "Catering" above "Parking" with the keyboard, then save.
  const handle = page.getByRole('button', { name: `Move ${titles[1]}`, exact: true });
  await handle.focus();
  await page.keyboard.press('Space');
  await expect(handle).toHaveAttribute('aria-pressed', 'true');
  // Where it was picked up, as the screen reader hears it ("… position 5 of 6").
  const spoken = page.getByText(new RegExp(`${titles[1]}(,| moved to) position \\d+ of`));
  const from = Number(/position (\d+) of/.exec((await spoken.textContent()) ?? '')?.[1]);
  expect(from).toBeGreaterThan(1);
  await page.keyboard.press('ArrowUp');
  // Drop only once the move has registered (a busy machine may not have drawn it yet).
  await expect(page.getByText(`${titles[1]} moved to position ${from - 1} of`)).toBeAttached();
  await page.keyboard.press('Space');
  await expect(handle).not.toHaveAttribute('aria-pressed', 'true');
  // Other tests may have featured pages too: ours keep their own order among them.
  const ours = list.getByRole('listitem').filter({ hasText: id });
  await expect(ours.first()).toContainText(titles[1]!);
  await page.getByRole('button', { name: 'Save featured pages' }).click();
  await expect(page.getByText('Your updates have been successfully saved')).toBeVisible();
  const featured = await (await request.get(api('/settings/featured'))).json();
  const savedOrder = (featured.contentIds as string[]).filter((c) => ids.includes(c));
  expect(savedOrder).toEqual([ids[1], ids[0]]);
  const parking = await (await request.get(api(`/content/${ids[0]}`))).json();
  expect(parking.isFeatured).toBe(true);

  // The dashboard features them in that order.
  await page.goto('/');
  const region = page.getByRole('region', { name: 'Featured' });
  const links = region.getByRole('link').filter({ hasText: id });
  await expect(links).toHaveCount(2);
  await expect(links.nth(0)).toContainText(titles[1]!);
  await expect(links.nth(1)).toContainText(titles[0]!);
});
