import http from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import type { LoadRecorder } from './load-recorder.ts';

export interface SimulatedUser {
  index: number;
  email: string;
  password: string;
  role: 'owner' | 'member';
  /** One user in ten writes once per visit: an owner their team, a member their name. */
  writes: boolean;
}

export interface UserLoadOptions {
  origin: string;
  /** The event's host name (with port): the Host header is how the server picks the event. */
  host: string;
  eventId: string;
  /** performance.now() after which no user starts another step. */
  deadline: number;
  /** Mean pause between steps; each pause is 0.5–1.5 times it, like a person reading. */
  thinkMs: number;
  recorder: LoadRecorder;
}

/** The steps of a visit, in order, as the report lists them. */
export const steps = {
  publicEvent: 'GET public/event (login page)',
  login: 'POST auth/login',
  session: 'GET session',
  header: 'GET settings/dashboardHeader (dashboard)',
  featured: 'GET member/featured-content (dashboard)',
  cards: 'GET dashboard/cards (dashboard)',
  contentList: 'GET member/content (list)',
  contentPage: 'GET member/content/:id',
  downloads: 'GET member/downloads',
  myTeam: 'GET my-team',
  patchMe: 'PATCH me (writing members)',
  patchMyTeam: 'PATCH my-team (writing owners)',
  logout: 'POST auth/logout',
} as const;

const requestTimeoutMs = 30_000;

interface Session {
  user: { firstName: string; surname: string };
}
interface MyTeam {
  customFields: Array<{ id: string; label: string }>;
}

/** Cookies as a browser keeps them: the latest value of each name, dropped when emptied. */
class CookieJar {
  private readonly cookies = new Map<string, string>();

  take(setCookie: string[]) {
    for (const line of setCookie) {
      const [pair = ''] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      if (value === '' || /max-age=0\b/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  clear() {
    this.cookies.clear();
  }
}

/**
 * One person using the web app until the deadline, visit after visit: the login page, log in,
 * the session, the dashboard (its three calls at once, as the browser makes them), the content
 * list and a page from it, downloads, my team, their write if they write, log out. Each user has
 * its own keep-alive connections (at most 6, like a browser) and its own cookies. No Origin
 * header is sent: the server allows a request without one, as it must for non-browser clients.
 */
export async function runUser(user: SimulatedUser, options: UserLoadOptions): Promise<number> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 6 });
  const jar = new CookieJar();
  const { origin, host, eventId, recorder } = options;
  const api = `${origin}/api/v1/events/${eventId}`;
  const timeLeft = () => options.deadline - performance.now();

  const call = async (step: string, method: string, url: string, body?: unknown) => {
    const cookie = jar.header();
    const headers: Record<string, string> = { host, ...(cookie ? { cookie } : {}) };
    const response = await recorder.call(step, method, url, headers, body, {
      agent,
      timeoutMs: requestTimeoutMs,
    });
    if (response) jar.take(response.setCookie);
    return response;
  };
  /** Pauses like a reader; false when the deadline came first (the user stops there). */
  const think = async () => {
    const pause = Math.min(options.thinkMs * (0.5 + Math.random()), Math.max(0, timeLeft()));
    await sleep(pause);
    return timeLeft() > 0;
  };
  const json = <T>(response: { body: string } | null) =>
    response ? (JSON.parse(response.body) as T) : null;

  let visits = 0;
  try {
    while (timeLeft() > 0) {
      visits += 1;
      jar.clear();
      await call(steps.publicEvent, 'GET', `${origin}/api/v1/public/event`);
      if (!(await think())) break;
      const login = await call(steps.login, 'POST', `${origin}/api/v1/auth/login`, {
        email: user.email,
        password: user.password,
      });
      // Without a session the rest would only fail: try again with a new visit.
      if (!login) {
        if (!(await think())) break;
        continue;
      }
      if (!(await think())) break;
      const session = json<Session>(await call(steps.session, 'GET', `${origin}/api/v1/session`));
      if (!(await think())) break;
      await Promise.all([
        call(steps.header, 'GET', `${api}/settings/dashboardHeader`),
        call(steps.featured, 'GET', `${api}/member/featured-content`),
        call(steps.cards, 'GET', `${api}/dashboard/cards`),
      ]);
      if (!(await think())) break;
      const list = json<{ content: Array<{ id: string }> }>(
        await call(steps.contentList, 'GET', `${api}/member/content`),
      );
      if (!(await think())) break;
      const pages = list?.content ?? [];
      const page = pages[Math.floor(Math.random() * pages.length)];
      if (page) {
        await call(steps.contentPage, 'GET', `${api}/member/content/${page.id}`);
        if (!(await think())) break;
      }
      await call(steps.downloads, 'GET', `${api}/member/downloads`);
      if (!(await think())) break;
      const team = json<MyTeam>(await call(steps.myTeam, 'GET', `${api}/my-team`));
      if (!(await think())) break;
      if (user.writes && user.role === 'owner' && team) {
        // A new value each visit, so every PATCH really changes the team.
        const field = team.customFields.find((f) => f.label === 'Stand number');
        if (field) {
          const customFields = { [field.id]: `B${user.index}-${visits}` };
          await call(steps.patchMyTeam, 'PATCH', `${api}/my-team`, { customFields });
        } else {
          recorder.fail(steps.patchMyTeam, "my team shows no 'Stand number' field to write");
        }
        if (!(await think())) break;
      } else if (user.writes && session) {
        const { firstName, surname } = session.user;
        await call(steps.patchMe, 'PATCH', `${api}/me`, { firstName, surname });
        if (!(await think())) break;
      }
      await call(steps.logout, 'POST', `${origin}/api/v1/auth/logout`, {});
      if (!(await think())) break;
    }
  } finally {
    agent.destroy();
  }
  return visits;
}
