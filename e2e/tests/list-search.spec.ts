import { expect, test } from './fixtures.ts';
import { demo, signIn } from './helpers.ts';

/**
 * A quick typist's search keeps every key on every list (the search box once showed the address,
 * which lagged behind the keys: "owner demo exhibitor" became "owrmo exhibitor").
 */
const lists = [
  { path: '/admin/users', search: 'Search users' },
  { path: '/admin/teams', search: 'Search teams' },
  { path: '/admin/forms', search: 'Search forms' },
  { path: '/admin/tasks', search: 'Search tasks' },
  { path: '/admin/suppliers', search: 'Search suppliers' },
];

test('a search typed quickly keeps every character on every list, and the list follows it', async ({
  page,
}) => {
  const typed = 'owner demo exhibitor';
  await signIn(page, demo.admin);
  for (const list of lists) {
    await page.goto(list.path);
    const box = page.getByRole('searchbox', { name: list.search });
    await expect(box).toBeVisible();
    // About 65 keys a second, faster than the router commits an address on a busy machine.
    await box.pressSequentially(typed, { delay: 15 });
    await expect(box).toHaveValue(typed);
    await expect(page).toHaveURL(/[?&]q=owner(\+|%20)demo(\+|%20)exhibitor(&|$)/);
    // Still what was typed once the debounced search has answered.
    await expect(page.getByRole('table').or(page.getByText(/No .* match/))).toBeVisible();
    await expect(box).toHaveValue(typed);

    // Keys typed after a pause and a fast erase are kept too, and back restores the box.
    await box.press('End');
    await box.pressSequentially(' x', { delay: 10 });
    for (let i = 0; i < 2; i++) await box.press('Backspace', { delay: 10 });
    await expect(box).toHaveValue(typed);
    await box.fill('');
    await expect(box).toHaveValue('');
    await expect(page).not.toHaveURL(/[?&]q=/);
  }
});
