import { expect } from 'vitest';
import type { EventRow } from '../../src/features/platform/events/queries.ts';
import type { TestApp } from './harness.ts';

/** The link to `path` (a set-password link unless told) in an email's text. */
export function linkIn(text: string, path = '/auth/set-password') {
  const match = text.match(new RegExp(`https?://[^\\s]+${path.replace(/\//g, '\\/')}\\?[^\\s]+`));
  if (!match) throw new Error(`No ${path} link in:\n${text}`);
  return new URL(match[0]);
}

/** Asks for a password reset link for `email`, as anyone may on `event`'s login page. */
export const askPasswordReset = (t: TestApp, event: EventRow, email: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/forgot-password',
    headers: { host: event.hostnames[0]! },
    payload: { email },
  });

/**
 * Checks that a set-password token sets `email`'s first password on `event`'s host, and that
 * they then log in with it.
 */
export async function expectSetsFirstPassword(
  t: TestApp,
  event: EventRow,
  token: string | null,
  login: { email: string; password: string },
) {
  const set = await t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/set-password',
    headers: { host: event.hostnames[0]! },
    payload: { token, newPassword: login.password },
  });
  expect(set.statusCode).toBe(200);
  await expect(t.login(event, login)).resolves.toContain('session_token');
}
