import { expect, test } from './fixtures.ts';
import { adminEventId, demo, signIn } from './helpers.ts';

const hexToRgb = (hex: string) => {
  const full = hex.length === 4 ? hex.replace(/\w/g, (c) => c + c) : hex;
  const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(full.slice(i, i + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
};

test('the quick links never offer the page you are on', async ({ page }) => {
  await signIn(page, demo.admin);
  const quick = page.getByRole('navigation', { name: 'Quick links' });
  await expect(quick.getByRole('link', { name: 'My Account' })).toBeVisible();
  await expect(quick.getByRole('link', { name: 'Dashboard' })).toHaveCount(0);

  await page.goto('/my-account');
  await expect(quick.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await expect(quick.getByRole('link', { name: 'My Account' })).toHaveCount(0);
});

test("a record's name is kept as typed in its title and crumb, never its raw id", async ({
  page,
  request,
}) => {
  const eventId = await adminEventId(request);
  const title = `stand guide for the iOS app ${Date.now()}`;
  const created = await request.post(`/api/v1/events/${eventId}/content`, {
    data: { title, isPublished: true },
  });
  expect(created.ok()).toBeTruthy();
  const { id } = (await created.json()) as { id: string };

  await signIn(page, demo.admin);
  // The page loads slowly: its crumb waits for the name instead of showing the id.
  await page.route(`**/api/v1/events/*/content/${id}*`, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.goto(`/content/${id}`);
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(crumbs).toBeVisible();
  await expect(crumbs).not.toContainText(id.slice(0, 8), { ignoreCase: true });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(crumbs.getByText(title, { exact: true })).toBeVisible();
  await expect(crumbs).not.toContainText(id.slice(0, 8), { ignoreCase: true });
  await expect(page).toHaveTitle(new RegExp(`^${title} \\|`));

  // The organiser's editor of the same page keeps the name as typed too.
  await page.goto(`/admin/content/${id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(crumbs.getByText(title, { exact: true })).toBeVisible();
});

test('an admin writes the tip of an area; a member reads it and can fold the aside away', async ({
  page,
  browser,
}) => {
  const tip = `Change your password here at least once a year (${Date.now()}).`;
  await signIn(page, demo.admin, '/my-account');
  const aside = page.getByRole('region', { name: 'Tips and tricks' });
  await aside.getByRole('button', { name: 'Edit this tip' }).click();
  await aside.getByRole('textbox', { name: 'Tip for this area' }).fill(tip);
  await aside.getByRole('button', { name: 'Save tip' }).click();
  await expect(page.getByText('Your updates have been successfully saved')).toBeVisible();
  await expect(aside.getByText(tip)).toBeVisible();

  const memberContext = await browser.newContext();
  const member = await memberContext.newPage();
  await signIn(member, demo.member);
  const memberAside = member.getByRole('region', { name: 'Tips and tricks' });
  // Another area shows its own tip (the demo event writes one for each), not this one.
  await expect(memberAside.getByText(/Start with the tasks due soonest/)).toBeVisible();
  await expect(memberAside.getByText(tip)).toHaveCount(0);
  await expect(memberAside.getByRole('button', { name: 'Edit this tip' })).toHaveCount(0);
  await member.goto('/my-account');
  await expect(memberAside.getByText(tip)).toBeVisible();

  await memberAside.getByRole('button', { name: 'Hide tips and tricks' }).click();
  await expect(member.getByRole('heading', { name: 'Tips and tricks' })).toBeHidden();
  await member.reload();
  await expect(member.getByRole('button', { name: 'Show tips and tricks' })).toBeVisible();
  await expect(member.getByRole('heading', { name: 'Tips and tricks' })).toBeHidden();
  await member.getByRole('button', { name: 'Show tips and tricks' }).click();
  await expect(memberAside.getByText(tip)).toBeVisible();
  await memberContext.close();
});

test("the first paint, before the app's code runs, already has the event's header colour", async ({
  page,
  request,
}) => {
  const publicEvent = await (await request.get('/api/v1/public/event')).json();
  const colour = hexToRgb(publicEvent.branding.navBgColor);
  // No script: what the browser paints from index.html alone.
  await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
  await page.goto('/');
  // A string: the browser's globals are not in the tests' TypeScript library.
  const bar = await page.evaluate(`(() => {
    const style = getComputedStyle(document.getElementById('root'), '::before');
    return { background: style.backgroundColor, height: style.height };
  })()`);
  expect(bar).toEqual({ background: colour, height: '60px' });
});

test('the tips fold by themselves on organiser screens below 1600 px and stay open from 1600 px', async ({
  page,
}) => {
  await signIn(page, demo.admin);
  const heading = page.getByRole('heading', { name: 'Tips and tricks' });
  const show = page.getByRole('button', { name: 'Show tips and tricks' });
  // 1280 px: open on a member screen, folded to its rail on an /admin one.
  await expect(heading).toBeVisible();
  await page.goto('/admin/content');
  await expect(page.getByRole('heading', { level: 1, name: 'Content' })).toBeVisible();
  await expect(show).toBeVisible();
  await expect(heading).toBeHidden();
  // Opened again, it holds for this visit.
  await show.click();
  await expect(heading).toBeVisible();

  await page.setViewportSize({ width: 1600, height: 900 });
  await page.goto('/admin/content');
  await expect(page.getByRole('heading', { level: 1, name: 'Content' })).toBeVisible();
  await expect(heading).toBeVisible();
  await expect(show).toHaveCount(0);
  // One pixel narrower, it folds by itself.
  await page.setViewportSize({ width: 1599, height: 900 });
  await expect(show).toBeVisible();
  await expect(heading).toBeHidden();
});

test('a file field’s “Choose a file…” button shows a focus ring when reached with the keyboard', async ({
  page,
  request,
}) => {
  const eventId = await adminEventId(request);
  const api = `/api/v1/events/${eventId}`;
  const created = await request.post(`${api}/forms`, {
    data: { title: `Stand photos ${Date.now()}`, isPublished: true },
  });
  expect(created.ok()).toBeTruthy();
  const { form } = (await created.json()) as { form: { id: string; updatedAt: string } };
  const fields = [
    { id: 'standName', type: 'text', label: 'Stand name' },
    { id: 'photo', type: 'upload', label: 'Stand photo', accept: ['image'] },
  ];
  const saved = await request.put(`${api}/forms/${form.id}`, {
    data: {
      fieldIds: fields.map((f) => f.id),
      newFields: fields,
      logicMap: {},
      expectedUpdatedAt: form.updatedAt,
    },
  });
  expect(saved.ok()).toBeTruthy();

  await signIn(page, demo.member, `/forms/${form.id}`);
  await page.getByRole('textbox', { name: 'Stand name' }).click();
  await page.keyboard.press('Tab');
  const button = page.getByRole('button', { name: /Stand photo/ });
  await expect(button).toBeFocused();
  await expect(button).toContainText('Choose a file…');
  const ring = await button.evaluate((element) => {
    // The e2e project has no DOM types; these are the browser's own.
    const browser = globalThis as unknown as {
      getComputedStyle: (el: unknown) => Record<string, string>;
    };
    const style = browser.getComputedStyle(element);
    return {
      focusVisible: (element as unknown as { matches: (s: string) => boolean }).matches(
        ':focus-visible',
      ),
      style: style.outlineStyle,
      width: style.outlineWidth,
      offset: style.outlineOffset,
    };
  });
  expect(ring).toEqual({ focusVisible: true, style: 'solid', width: '2px', offset: '2px' });
});
