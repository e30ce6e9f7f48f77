import { type APIRequestContext, expect, type Page } from '@playwright/test';

export const demoPassword = 'showdesk-demo-2027';

export const demo = {
  admin: 'admin@showdesk.demo',
  moderator: 'moderator@showdesk.demo',
  owner: 'owner@showdesk.demo',
  member: 'member@showdesk.demo',
} as const;

/** Logs in through the login form, as a person would. */
export async function logIn(page: Page, email: string, password = demoPassword) {
  await page.goto('/auth/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

export async function logOut(page: Page) {
  await page.getByRole('button', { name: /account menu|user menu|open menu for/i }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/auth\/login/);
}

/** Reads the event's email log through the API as the demo admin. */
export async function emailsFor(request: APIRequestContext, to: string) {
  const login = await request.post('/api/v1/auth/login', {
    data: { email: demo.admin, password: demoPassword },
  });
  expect(login.ok()).toBeTruthy();
  const session = await login.json();
  const log = await request.get(`/api/v1/events/${session.event.id}/emails`);
  expect(log.ok()).toBeTruthy();
  const { emails } = (await log.json()) as {
    emails: Array<{ to: string; text: string; template: string }>;
  };
  return emails.filter((e) => e.to === to);
}
