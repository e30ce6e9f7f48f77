import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { events } from '../../src/db/schema/events.ts';
import type { EventRow } from '../../src/features/platform/events/queries.ts';
import { cookieHeader, type TestApp } from './harness.ts';
import { totpCode } from './totp.ts';

export type Person = { userId: string; email: string; password: string };

/** What a login form sends of a person. */
export const credentials = ({ email, password }: Person) => ({ email, password });

/**
 * Calls of the sign-in routes (the login and its second step, a person's own factors) on an
 * event's host, `event` unless another is given, with a cookie header or none. Both are read
 * when a call is made (a describe's app and event are made in its beforeAll).
 */
export function signInCalls(app: () => TestApp, event: () => EventRow) {
  const send = (
    method: 'GET' | 'POST' | 'PATCH',
    url: string,
    payload?: unknown,
    cookie = '',
    on: EventRow = event(),
  ) =>
    app().app.inject({
      method,
      url,
      ...(payload === undefined ? {} : { payload: payload as object }),
      headers: { host: on.hostnames[0]!, ...(cookie ? { cookie } : {}) },
    });
  const post = (url: string, payload: unknown, cookie = '', on: EventRow = event()) =>
    send('POST', url, payload, cookie, on);
  const get = (url: string, cookie: string, on: EventRow = event()) =>
    send('GET', url, undefined, cookie, on);

  /** A login with the password alone, which must succeed: its session cookie. */
  const loginCookie = async (person: Person, on: EventRow = event()) => {
    const response = await post('/api/v1/auth/login', credentials(person), '', on);
    expect(response.statusCode).toBe(200);
    return cookieHeader(response.headers['set-cookie']);
  };

  /** The first step of a login whose account has a second factor: its methods and cookie. */
  const firstStep = async (person: Person, on: EventRow = event()) => {
    const response = await post('/api/v1/auth/login', credentials(person), '', on);
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('second_factor_required');
    return {
      methods: response.json().error.details.methods as string[],
      step: cookieHeader(response.headers['set-cookie']),
    };
  };

  /**
   * Sets up an authenticator app for a logged-in person (`cookie`, else a new login): its
   * secret, its recovery codes and the session cookie that replaced the old one.
   */
  const enrolApp = async (person: Person, cookie?: string, on: EventRow = event()) => {
    const session = cookie ?? (await loginCookie(person, on));
    const started = await post(
      '/api/v1/auth/second-factor/totp',
      { currentPassword: person.password },
      session,
      on,
    );
    expect(started.statusCode).toBe(200);
    const { secret, recoveryCodes } = started.json() as { secret: string; recoveryCodes: string[] };
    const confirmed = await post(
      '/api/v1/auth/second-factor/totp/confirm',
      { code: totpCode(secret) },
      session,
      on,
    );
    expect(confirmed.statusCode).toBe(200);
    return { secret, recoveryCodes, cookie: cookieHeader(confirmed.headers['set-cookie']) };
  };

  return { send, post, get, loginCookie, firstStep, enrolApp };
}

/** A new event whose settings require a second factor of its admins and moderators. */
export async function buildStrictEvent(t: TestApp): Promise<EventRow> {
  const event = await t.buildEvent();
  await t.deps.db
    .update(events)
    .set({ requireStaffSecondFactor: true })
    .where(eq(events.id, event.id));
  return { ...event, requireStaffSecondFactor: true };
}
