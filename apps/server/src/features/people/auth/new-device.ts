import { createHash, randomBytes } from 'node:crypto';
import type { AppDeps } from '../../../app-deps.ts';
import { clientAddressHeader } from '../../../lib/auth.ts';
import { cookieValues } from '../../../plugins/authenticate.ts';
import { readSettings } from '../../platform/settings/documents.ts';
import { deviceName } from '../sessions/device.ts';
import { getProfile } from '../users/queries.ts';
import type { FlowContext } from './service.ts';

/**
 * The browser's mark that an account has logged in from it before: a random value the server
 * keeps the SHA-256 of (auth_verifications, a year), set at every login and read at the next.
 */
export const knownDeviceCookie = 'showdesk.known_device';
const yearSeconds = 365 * 24 * 60 * 60;

const identifierOf = (userId: string, value: string) =>
  `known-device:${userId}:${createHash('sha256').update(value).digest('base64url')}`;

/**
 * Whether the browser of `headers` has logged in to this account before (its known-device
 * cookie names a mark the server still keeps for this account).
 */
async function isKnownDevice(deps: Pick<AppDeps, 'auth'>, userId: string, headers: Headers) {
  const [value] = cookieValues(headers.get('cookie') ?? undefined, knownDeviceCookie);
  if (!value) return false;
  const { internalAdapter } = await deps.auth.$context;
  const mark = await internalAdapter.findVerificationValue(identifierOf(userId, value));
  return Boolean(mark && mark.value === userId && new Date(mark.expiresAt) > new Date());
}

/**
 * After a login: a browser the account has not logged in from before gets the mark (its
 * Set-Cookie returned) and, when the event's settings ask for it and this is not the person's
 * first login there, the account is emailed the device, address and time ('newDeviceLogin').
 */
export async function noteLoginDevice(
  deps: AppDeps,
  ctx: FlowContext,
  login: { userId: string; isFirstLogin: boolean },
  headers: Headers,
  sendNotice: (model: {
    to: string;
    firstName: string;
    device: string;
    ipAddress: string;
    loginTime: string;
    passwordHelpUrl: string;
  }) => Promise<void>,
): Promise<string[]> {
  if (await isKnownDevice(deps, login.userId, headers)) return [];
  const value = randomBytes(32).toString('base64url');
  const { internalAdapter } = await deps.auth.$context;
  await internalAdapter.createVerificationValue({
    identifier: identifierOf(login.userId, value),
    value: login.userId,
    expiresAt: new Date(Date.now() + yearSeconds * 1000),
  });
  const cookie = `${knownDeviceCookie}=${value}; Path=/; Max-Age=${yearSeconds}; HttpOnly; SameSite=Lax`;
  if (login.isFirstLogin) return [cookie];
  const settings = await readSettings(deps, ctx.event.id, 'event');
  if (!settings.newDeviceLoginEmails) return [cookie];
  const profile = await getProfile(deps.db, login.userId);
  if (!profile) return [cookie];
  const loginTime = new Intl.DateTimeFormat('en-GB', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: ctx.event.timeZone,
  }).format(new Date());
  await sendNotice({
    to: profile.email,
    firstName: profile.firstName,
    device: deviceName(headers.get('user-agent')),
    ipAddress: headers.get(clientAddressHeader) || 'an unknown address',
    loginTime: `${loginTime} (${ctx.event.timeZone.replaceAll('_', ' ')})`,
    passwordHelpUrl: new URL('/auth/forgot-password', ctx.origin).toString(),
  });
  return [cookie];
}
