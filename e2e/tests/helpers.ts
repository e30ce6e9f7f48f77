import { crc32, deflateSync } from 'node:zlib';
import {
  type APIRequestContext,
  type Browser,
  expect,
  type Locator,
  type Page,
  test,
} from '@playwright/test';
import { totpCode } from './totp.ts';

export const demoPassword = 'showdesk-demo-2027';
/**
 * The demo platform admin's authenticator key (every platform admin has a second factor; the
 * first start prints it: apps/server/src/features/platform/demo/seed.ts `demoTotpSecret`).
 */
export const demoTotpKey = 'SHOWDESKDEMOEXPOTWOTHOUSANDSEVEN';

export const demo = {
  admin: 'admin@showdesk.demo',
  moderator: 'moderator@showdesk.demo',
  owner: 'owner@showdesk.demo',
  member: 'member@showdesk.demo',
} as const;

/**
 * Logs in through the API (the session cookie lands in the page's browser context) and opens
 * `path`: for the tests whose subject is what comes after logging in. The login form itself is
 * walked by login.spec.ts, keyboard.spec.ts and the flows that end on it (`logIn`).
 */
export async function signIn(page: Page, email: string, path = '/', password = demoPassword) {
  const answer = await apiLogin(page.request, email, password);
  expect(answer.ok(), `${email} could not log in: ${answer.status()}`).toBeTruthy();
  await page.goto(path);
}

/**
 * Logs `request` in through the API; the demo platform admin's second step is answered with
 * its authenticator app's code. The last answer, as it came.
 */
export async function apiLogin(request: APIRequestContext, email: string, password = demoPassword) {
  const answer = await request.post('/api/v1/auth/login', { data: { email, password } });
  if (answer.status() !== 401 || (await answer.json()).error?.code !== 'second_factor_required') {
    return answer;
  }
  return request.post('/api/v1/auth/login/second-factor', {
    data: { method: 'totp', code: totpCode(demoTotpKey) },
  });
}

/** Logs in through the login form, as a person would. */
export async function logIn(page: Page, email: string, password = demoPassword) {
  await page.goto('/auth/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  // The demo platform admin answers the second step with its authenticator app's code.
  if (email === demoPlatformAdmin) {
    await page.getByLabel('Code from your app').fill(totpCode(demoTotpKey));
    await page.getByRole('button', { name: 'Verify' }).click();
  }
}

/** The demo's platform admin (with a second factor: `logIn` and `signIn` answer it). */
export const demoPlatformAdmin = 'platform@showdesk.demo';

export async function logOut(page: Page) {
  await page.getByRole('button', { name: /account menu|user menu|open menu for/i }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/auth\/login/);
}

/** The demo event's id, with `request` logged in as the demo admin. */
export async function adminEventId(request: APIRequestContext): Promise<string> {
  const login = await request.post('/api/v1/auth/login', {
    data: { email: demo.admin, password: demoPassword },
  });
  expect(login.ok()).toBeTruthy();
  return (await login.json()).event.id;
}

/** An email as its addressee received it (from the mail catcher, e2e/mail-catcher.mjs). */
export interface ReceivedEmail {
  to: string[];
  subject: string;
  text: string;
}

const mailCatcherUrl = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3111) + 2}`;

/** Every email `to` has received so far, newest first. */
export async function inboxOf(request: APIRequestContext, to: string): Promise<ReceivedEmail[]> {
  const response = await request.get(`${mailCatcherUrl}/messages?to=${encodeURIComponent(to)}`);
  expect(response.ok()).toBeTruthy();
  return ((await response.json()) as { messages: ReceivedEmail[] }).messages;
}

/**
 * The newest emailed link to `path` (e.g. '/auth/set-password') in the inbox of `to`, waiting
 * for the email to arrive; `subject` narrows it to one kind of email.
 */
export async function emailedLink(
  request: APIRequestContext,
  to: string,
  path: string,
  subject?: RegExp,
): Promise<URL> {
  let link = '';
  await expect(async () => {
    const mails = await inboxOf(request, to);
    const pattern = new RegExp(`https?://[^\\s)]+${path}\\?[^\\s)]+`);
    const match = mails
      .filter((m) => !subject || subject.test(m.subject))
      .map((m) => m.text.match(pattern)?.[0])
      .find(Boolean);
    expect(match, `a link to ${path} emailed to ${to}`).toBeTruthy();
    link = match!;
  }).toPass({ timeout: 20_000 });
  return new URL(link);
}

/** Reads the event's email log (what admins see: metadata, secret links hidden) as the demo admin. */
export async function emailLogFor(request: APIRequestContext, to: string) {
  const login = await request.post('/api/v1/auth/login', {
    data: { email: demo.admin, password: demoPassword },
  });
  expect(login.ok()).toBeTruthy();
  const session = await login.json();
  const log = await request.get(`/api/v1/events/${session.event.id}/emails?limit=5000`);
  expect(log.ok()).toBeTruthy();
  const { emails } = (await log.json()) as {
    emails: Array<{ to: string; text: string; template: string; status: string }>;
  };
  return emails.filter((e) => e.to === to);
}

/** A real PNG of the given size (a colour gradient), small enough to build in the test. */
export function png(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1);
    for (let x = 0; x < width; x++) {
      rows.set([(x * 255) / width, 120, (y * 255) / height], row + 1 + x * 3);
    }
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

// Digits only, so the page's title-cased heading reads the same as the name.

/** A new team type of the demo event; its id. */
export async function newTeamType(request: APIRequestContext, eventId: string, name: string) {
  const created = await request.post(`/api/v1/events/${eventId}/team-types`, { data: { name } });
  expect(created.status()).toBe(201);
  return (await created.json()).id as string;
}

/**
 * A new team of `teamTypeId` whose new owner sets their password from the welcome email and
 * logs in, in a browser context of their own. `area` names the team, the address and the
 * password ("downloads": downloads.<type>.<id>@example.com).
 */
export async function ownerOfNewTeam(
  browser: Browser,
  request: APIRequestContext,
  team: { eventId: string; teamTypeId: string; id: string; area: string },
): Promise<Page> {
  const { eventId, teamTypeId, id, area } = team;
  const type = teamTypeId.slice(0, 6);
  const email = `${area.toLowerCase()}.${type.toLowerCase()}.${id}@example.com`;
  const created = await request.post(`/api/v1/events/${eventId}/teams`, {
    data: {
      name: `${area} Team ${type} ${id}`,
      ownerEmail: email,
      ownerFirstName: 'Sam',
      ownerSurname: 'Owner',
      teamTypeId,
    },
  });
  expect(created.status()).toBe(201);
  const link = await emailedLink(request, email, '/auth/set-password');
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const page = await context.newPage();
  await setPasswordAndSignIn(page, link, email, `${area.toLowerCase()}-pass-${id}`);
  return page;
}

/**
 * An event of the calling test's own at a host of its own (`<prefix>-<id>.localhost`, which
 * reaches this machine), made by the demo platform admin (`request` is left logged in as them),
 * so that its settings touch no other test's logins. Its API path is `events`.
 */
export async function eventOfItsOwn(request: APIRequestContext, prefix: string, name: string) {
  const id = `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
  const origin = new URL(test.info().project.use.baseURL!);
  origin.hostname = `${prefix}-${id}.localhost`;
  expect((await apiLogin(request, demoPlatformAdmin)).ok()).toBeTruthy();
  const made = await request.post('/api/v1/platform/events', {
    data: {
      name: `${name} ${id}`,
      slug: `${prefix}-${id}`,
      hostnames: [origin.hostname],
      startDate: '2029-06-01',
      endDate: '2029-06-03',
    },
  });
  expect(made.status(), await made.text()).toBe(201);
  const eventId = (await made.json()).id as string;
  return { id, origin, eventId, events: `/api/v1/events/${eventId}` };
}

/**
 * A moderator of an event (the owner of a new organiser team, raised), invited at `email`: their
 * user id. `request` must be logged in as an admin of the event.
 */
export async function newModerator(
  request: APIRequestContext,
  events: string,
  person: { email: string; firstName: string; surname: string },
) {
  const team = await request.post(`${events}/teams`, {
    data: {
      name: `Organisers ${person.email}`,
      ownerEmail: person.email,
      ownerFirstName: person.firstName,
      ownerSurname: person.surname,
      isOrganiser: true,
    },
  });
  expect(team.status(), await team.text()).toBe(201);
  const found = await request.get(`${events}/users?q=${encodeURIComponent(person.email)}`);
  const userId = (await found.json()).items[0].id as string;
  const raised = await request.patch(`${events}/users/${userId}/permissions`, {
    data: { permissions: 'moderator' },
  });
  expect(raised.ok(), await raised.text()).toBeTruthy();
  return userId;
}

/** Follows an emailed set-password link and chooses `password`: it ends on the login page. */
export async function setPassword(page: Page, link: URL, password: string) {
  await page.goto(`${link.pathname}${link.search}`);
  await page.getByLabel('New password', { exact: true }).fill(password);
  await page.getByLabel('Confirm new password').fill(password);
  await page.getByRole('button', { name: 'Set password' }).click();
  await expect(page).toHaveURL(/\/auth\/login/);
}

/** Chooses a password from an emailed set-password link, then signs in with it (`signIn`). */
export async function setPasswordAndSignIn(page: Page, link: URL, email: string, password: string) {
  await setPassword(page, link, password);
  await signIn(page, email, '/', password);
}

/**
 * A guest (nobody signed in, in a browser context of their own) opening a public form at its
 * guest link (`url`, by default the form's), once the form has given them its start ticket.
 * The test closes `context` when the guest is done.
 */
export async function openGuestForm(
  browser: Browser,
  formId: string,
  url = `/guests/forms/${formId}`,
) {
  const context = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    reducedMotion: 'reduce',
  });
  const page = await context.newPage();
  const ticket = page.waitForResponse(
    (response) => response.url().endsWith(`/guest/forms/${formId}/start`) && response.ok(),
  );
  await page.goto(url);
  await ticket;
  return { page, context };
}

/**
 * Picks `option` in a searchable select: its name is typed first, so the option is found however
 * long the list grows (tests running beside this one keep adding team types to the demo event).
 */
export async function pickOption(page: Page, select: Locator, option: string) {
  await select.click();
  await select.fill(option);
  await page.getByRole('option', { name: option }).click();
}
