import { errorCodes, messages } from '@showdesk/domain/common/errors';
import type { EmailTemplateKind } from '@showdesk/domain/messaging/email-templates';
import { wrongCurrentPasswordMessage } from '@showdesk/domain/people/auth';
import type { SecondStepMethod } from '@showdesk/domain/people/second-factor-codes';
import type { Session } from '@showdesk/domain/people/session';
import { APIError } from 'better-auth/api';
import type { AppDeps } from '../../../app-deps.ts';
import type { DbOrTx } from '../../../db/client.ts';
import { AppError } from '../../../lib/app-error.ts';
import { captureAuthMail } from '../../../lib/auth.ts';
import { isUniqueViolation } from '../../../lib/db-errors.ts';
import { getMember } from '../../../plugins/event-caller.ts';
import { deleteResetTokensOf } from '../../../plugins/session-queries.ts';
import { queueEmail } from '../../messaging/email/outbox.ts';
import type { EmailModels } from '../../messaging/email-templates/models.ts';
import { loadEmailTemplates } from '../../messaging/email-templates/template-set.ts';
import type { EventRow } from '../../platform/events/queries.ts';
import { getAppearance } from '../../platform/settings/appearance.ts';
import { buildSession } from '../session/service.ts';
import { refuseStaffPasswordLogin } from '../sso/staff-rule.ts';
import { getProfile, recordLogin, updateProfile } from '../users/queries.ts';
import { noteLoginDevice } from './new-device.ts';
import { secondStepMethodsOf } from './passkey-queries.ts';
import { userIdByEmail } from './second-factor-queries.ts';

/** Where an auth flow happens: the event of the host, and the origin to put in links. */
export interface FlowContext {
  event: EventRow;
  origin: string;
}

function authLink(origin: string, path: string, params: Record<string, string | undefined>) {
  const url = new URL(path, origin);
  for (const [key, value] of Object.entries(params)) if (value) url.searchParams.set(key, value);
  return url.toString();
}

/**
 * The event's branded layout and the templates of a flow's emails to one account. The event's
 * own templates (which its admins write) are used only when the account is an accepted member
 * of that event; anyone else asking on its host (an account only invited there, say) gets the
 * built-in templates, so no event can word the security emails of an account that never
 * joined it.
 */
async function emailsFor(deps: AppDeps, event: EventRow, userId: string) {
  const [{ branding }, member, profile] = await Promise.all([
    getAppearance(deps, event.id),
    getMember(deps.db, event.id, userId),
    getProfile(deps.db, userId),
  ]);
  const templates = await loadEmailTemplates(deps.db, deps, event.id, {
    defaultsOnly: member?.status !== 'active',
  });
  // In the account's language (its profile's), where the event offers it.
  const layout = { eventName: event.name, navBgColor: branding.navBgColor };
  return { layout, templates, locale: profile?.locale ?? null };
}

type AccountEmails = Awaited<ReturnType<typeof emailsFor>>;

/**
 * Queues an account email (a reset, a change's verification or its notice) to `to`, rendered
 * in the event's layout with `model`, in the caller's transaction.
 */
async function queueAccountEmail<K extends EmailTemplateKind>(
  tx: DbOrTx,
  deps: AppDeps,
  ctx: FlowContext,
  emails: AccountEmails,
  mail: { template: K; to: string; userId: string; model: EmailModels[K] },
) {
  await queueEmail(tx, deps.jobs, {
    eventId: ctx.event.id,
    template: mail.template,
    to: mail.to,
    from: deps.config.mailFrom,
    userId: mail.userId,
    email: await emails.templates.render(mail.template, emails.layout, mail.model, emails.locale),
  });
}

/**
 * How a login ends: with the member's session, or logged in but still to answer an invitation,
 * or with the password right and a second factor to ask (its step's cookie in `setCookie`).
 */
export type LoginOutcome =
  | { session: Session; setCookie: string[] }
  | {
      pending: 'invitation' | 'secondFactor' | 'secondFactorEnrolment';
      setCookie: string[];
      /** The second step's ways the account has set up (the login's `details.methods`). */
      methods?: SecondStepMethod[];
    };

/** The same answer as a wrong password: anything else would confirm the password. */
const invalidCredentials = () => AppError.unauthenticated(messages.invalidCredentials);

/**
 * Logs in with email and password. The user must belong to the event (or be an eventflowAdmin
 * member of it); login records hasLoggedIn and lastLoginInTime. An account only invited to the
 * event logs in too, to answer its invitation: it gets its session cookie but no session body,
 * and its login is recorded when it accepts. An account with a second factor gets no session
 * yet: the second step (`loginSecondStep`) finishes the login. Staff who must set up a second
 * factor are logged in to do that first ('secondFactorEnrolment').
 */
export async function login(
  deps: AppDeps,
  ctx: FlowContext,
  input: { email: string; password: string },
  headers: Headers,
): Promise<LoginOutcome> {
  let signedIn: Awaited<ReturnType<typeof signIn>>;
  const signIn = () => deps.auth.api.signInEmail({ body: input, headers, returnHeaders: true });
  try {
    signedIn = await signIn();
  } catch (error) {
    if (error instanceof APIError && (error.statusCode === 401 || error.statusCode === 400)) {
      throw invalidCredentials();
    }
    throw error;
  }
  const setCookie = signedIn.headers.getSetCookie();
  const answer = signedIn.response as { twoFactorRedirect?: boolean };
  if (answer.twoFactorRedirect) {
    const userId = await userIdByEmail(deps.db, input.email);
    // No second step is offered on an event the account does not belong to.
    if (!userId || !(await getMember(deps.db, ctx.event.id, userId))) throw invalidCredentials();
    // Staff of an event that requires single sign-on log in through it (features/people/sso).
    await refuseStaffPasswordLogin(deps, ctx.event, userId);
    return {
      pending: 'secondFactor',
      setCookie,
      methods: await secondStepMethodsOf(deps.db, userId),
    };
  }
  const { user, token } = signedIn.response as { user: { id: string }; token: string };
  await refuseStaffPasswordLogin(deps, ctx.event, user.id, token);
  return finishLogin(deps, ctx, { userId: user.id, token }, setCookie, headers);
}

/**
 * A login whose credentials are all checked (the password, and the second factor when there
 * is one): the account must belong to the event, else its new session is ended and the answer
 * is a wrong password's; an invited account answers its invitation; a member's login is
 * recorded and their session read.
 */
export async function finishLogin(
  deps: AppDeps,
  ctx: FlowContext,
  signedIn: { userId: string; token: string },
  authCookies: string[],
  /** The login request's headers: a browser new to the account is noted (new-device.ts). */
  headers?: Headers,
): Promise<LoginOutcome> {
  const member = await getMember(deps.db, ctx.event.id, signedIn.userId);
  if (!member) {
    const authContext = await deps.auth.$context;
    await authContext.internalAdapter.deleteSession(signedIn.token);
    throw invalidCredentials();
  }
  if (member.status === 'invited') return { pending: 'invitation', setCookie: authCookies };
  await recordLogin(deps.db, ctx.event.id, signedIn.userId, new Date());
  const deviceCookies = headers
    ? await noteLoginDevice(
        deps,
        ctx,
        { userId: signedIn.userId, isFirstLogin: !member.hasLoggedIn },
        headers,
        (notice) => sendNewDeviceNotice(deps, ctx, signedIn.userId, notice),
      )
    : [];
  const setCookie = [...authCookies, ...deviceCookies];
  try {
    return { session: await buildSession(deps, ctx.event, signedIn.userId), setCookie };
  } catch (error) {
    // Logged in, to set up the second factor their role requires before anything else.
    if (error instanceof AppError && error.code === errorCodes.secondFactorEnrolmentRequired) {
      return { pending: 'secondFactorEnrolment', setCookie };
    }
    throw error;
  }
}

/** Ends the session on the server and clears the cookie. */
export async function logout(deps: AppDeps, headers: Headers): Promise<string[]> {
  try {
    const result = await deps.auth.api.signOut({ headers, returnHeaders: true });
    return result.headers.getSetCookie();
  } catch (error) {
    if (error instanceof APIError) return []; // no session: nothing to end
    throw error;
  }
}

/**
 * Sends a password-reset link when the email belongs to a member of the event. Answers the same
 * either way, so the form cannot be used to find out who has an account.
 */
export async function requestPasswordReset(
  deps: AppDeps,
  ctx: FlowContext,
  input: { email: string; continuePath?: string | undefined },
) {
  const { mails } = await captureAuthMail(() =>
    deps.auth.api.requestPasswordReset({ body: { email: input.email } }),
  );
  for (const mail of mails) {
    const [profile, member] = await Promise.all([
      getProfile(deps.db, mail.userId),
      getMember(deps.db, ctx.event.id, mail.userId),
    ]);
    if (!member) continue;
    const emails = await emailsFor(deps, ctx.event, mail.userId);
    const url = authLink(ctx.origin, '/auth/reset-password', {
      mode: 'resetPassword',
      token: mail.token,
      continue: input.continuePath,
    });
    await deps.db.transaction(async (tx) => {
      await queueAccountEmail(tx, deps, ctx, emails, {
        template: 'verifyPasswordChange',
        to: mail.email,
        userId: mail.userId,
        model: { firstName: profile?.firstName ?? '', resetUrl: url },
      });
    });
  }
}

/**
 * Sets a new password from an emailed token: a reset (mode resetPassword) or an invited user's
 * first password (mode setPassword). Every other session of the user is ended.
 */
/**
 * Whether a reset or set-password link's token still works (the spec's verifyAuthToken): the
 * page says at once that a link is used or expired, before a new password is typed. Answers
 * nothing about the account.
 */
export async function verifyResetToken(deps: AppDeps, token: string): Promise<void> {
  const authContext = await deps.auth.$context;
  const verification = await authContext.internalAdapter.findVerificationValue(
    `reset-password:${token}`,
  );
  if (!verification || verification.expiresAt.getTime() <= Date.now()) {
    throw AppError.badRequest(messages.invalidToken);
  }
}

export async function resetPassword(
  deps: AppDeps,
  ctx: FlowContext,
  input: { token: string; newPassword: string },
  mode: 'resetPassword' | 'setPassword',
): Promise<{ email: string }> {
  const authContext = await deps.auth.$context;
  const verification = await authContext.internalAdapter.findVerificationValue(
    `reset-password:${input.token}`,
  );
  if (!verification) throw AppError.badRequest(messages.invalidToken);
  const userId = verification.value;
  try {
    await deps.auth.api.resetPassword({ body: input });
    // Every other reset or set-password link of the user dies with this one.
    await deleteResetTokensOf(deps.db, userId);
  } catch (error) {
    if (error instanceof APIError && error.statusCode < 500) {
      // Lengths are checked by our schema first, so what remains is a bad or used token.
      throw AppError.badRequest(messages.invalidToken);
    }
    throw error;
  }
  const profile = await getProfile(deps.db, userId);
  if (mode === 'resetPassword') {
    const member = await getMember(deps.db, ctx.event.id, userId);
    if (profile && member) await sendPasswordChanged(deps, ctx, profile);
  }
  return { email: profile?.email ?? '' };
}

/** The 'newDeviceLogin' email to the account (new-device.ts decides when). */
async function sendNewDeviceNotice(
  deps: AppDeps,
  ctx: FlowContext,
  userId: string,
  { to, ...model }: EmailModels['newDeviceLogin'] & { to: string },
) {
  const emails = await emailsFor(deps, ctx.event, userId);
  await deps.db.transaction(async (tx) => {
    await queueAccountEmail(tx, deps, ctx, emails, {
      template: 'newDeviceLogin',
      to,
      userId,
      model,
    });
  });
}

async function sendPasswordChanged(
  deps: AppDeps,
  ctx: FlowContext,
  profile: { id: string; email: string; firstName: string },
) {
  const emails = await emailsFor(deps, ctx.event, profile.id);
  await deps.db.transaction(async (tx) => {
    await queueAccountEmail(tx, deps, ctx, emails, {
      template: 'confirmPasswordChange',
      to: profile.email,
      userId: profile.id,
      model: { firstName: profile.firstName, loginUrl: authLink(ctx.origin, '/auth/login', {}) },
    });
  });
}

const wrongCurrentPassword = () =>
  AppError.badRequest(wrongCurrentPasswordMessage, [
    { path: 'body.currentPassword', message: wrongCurrentPasswordMessage },
  ]);

/**
 * Checks the logged-in user's current password (the auth library's own check, on the session
 * the request carries) before a change of their password or email address; a wrong one is a
 * 400 at `currentPassword`. The route's per-user rate limit counts every try.
 */
async function requireCurrentPassword(deps: AppDeps, password: string, headers: Headers) {
  await checkingCurrentPassword(() =>
    deps.auth.api.verifyPassword({ body: { password }, headers }),
  );
}

/** Runs a call of the auth library that checks the current password: its refusal is a 400. */
export async function checkingCurrentPassword<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof APIError && error.statusCode < 500) throw wrongCurrentPassword();
    throw error;
  }
}

/** Changes the password of the logged-in user after checking the current one. */
export async function changePassword(
  deps: AppDeps,
  ctx: FlowContext,
  userId: string,
  input: { currentPassword: string; newPassword: string },
  headers: Headers,
): Promise<string[]> {
  return checkingCurrentPassword(async () => {
    const result = await deps.auth.api.changePassword({
      body: { ...input, revokeOtherSessions: true },
      headers,
      returnHeaders: true,
    });
    const profile = await getProfile(deps.db, userId);
    if (profile) await sendPasswordChanged(deps, ctx, profile);
    return result.headers.getSetCookie();
  });
}

/**
 * Starts an email change once the current password is confirmed: a verification link goes to
 * the new address (spec section 4). A wrong password sends nothing.
 */
export async function requestEmailChange(
  deps: AppDeps,
  ctx: FlowContext,
  userId: string,
  input: { newEmail: string; currentPassword: string; continuePath?: string | undefined },
  headers: Headers,
) {
  const profile = await getProfile(deps.db, userId);
  if (!profile) throw AppError.unauthenticated(messages.userNotFound);
  await requireCurrentPassword(deps, input.currentPassword, headers);
  if (profile.email === input.newEmail) {
    throw AppError.badRequest(/*i18n*/ 'That is already your email address');
  }
  let mails: Awaited<ReturnType<typeof captureAuthMail>>['mails'];
  try {
    ({ mails } = await captureAuthMail(() =>
      deps.auth.api.changeEmail({ body: { newEmail: input.newEmail }, headers }),
    ));
  } catch (error) {
    if (error instanceof APIError && error.statusCode < 500)
      throw AppError.badRequest(error.message);
    throw error;
  }
  const emails = await emailsFor(deps, ctx.event, userId);
  for (const mail of mails) {
    const url = authLink(ctx.origin, '/auth/update-email', {
      mode: 'verifyAndChangeEmail',
      token: mail.token,
      uid: userId,
      continue: input.continuePath,
    });
    await deps.db.transaction(async (tx) => {
      await queueAccountEmail(tx, deps, ctx, emails, {
        template: 'verifyEmailChange',
        to: mail.email,
        userId,
        model: { firstName: profile.firstName, newEmail: mail.email, confirmUrl: url },
      });
    });
  }
}

/** Reads the user id out of a change-email token without trusting it (better-auth verifies it). */
function userIdOfEmailToken(token: string): string | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const parsed = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as {
      userId?: unknown;
    };
    return typeof parsed.userId === 'string' ? parsed.userId : null;
  } catch {
    return null;
  }
}

/**
 * Puts the auth user's email back after a failed email change, so the login email and the
 * profile never disagree.
 */
export async function rollbackEmail(
  deps: AppDeps,
  userId: string,
  originalEmail: string | undefined,
) {
  if (!originalEmail) throw new Error(messages.rollbackNoOriginal);
  try {
    const authContext = await deps.auth.$context;
    await authContext.internalAdapter.updateUser(userId, { email: originalEmail.toLowerCase() });
  } catch (cause) {
    throw new Error(messages.rollbackFailed, { cause });
  }
}

/**
 * Completes an email change from the emailed token: the login email changes, then the profile
 * (lower-cased) and a confirmation email in one transaction. If that transaction fails, the login
 * email is restored to the original.
 */
export async function confirmEmailChange(
  deps: AppDeps,
  ctx: FlowContext,
  token: string,
  headers: Headers,
) {
  const userId = userIdOfEmailToken(token);
  if (!userId) throw AppError.badRequest(messages.invalidToken);
  const profile = await getProfile(deps.db, userId);
  if (!profile) throw AppError.badRequest(messages.invalidToken);
  const originalEmail = profile.email;

  let newEmail: string;
  try {
    const result = (await deps.auth.api.verifyEmail({ query: { token }, headers })) as {
      user?: { email: string } | null;
    };
    if (!result?.user) throw AppError.badRequest(messages.invalidToken);
    newEmail = result.user.email.toLowerCase();
  } catch (error) {
    if (error instanceof APIError && error.statusCode < 500)
      throw AppError.badRequest(messages.invalidToken);
    throw error;
  }

  const emails = await emailsFor(deps, ctx.event, userId);
  try {
    await deps.db.transaction(async (tx) => {
      await updateProfile(tx, userId, { email: newEmail });
      await queueAccountEmail(tx, deps, ctx, emails, {
        template: 'confirmEmailChange',
        // To the address it replaced: its owner learns of the change, and can act if it was
        // not them (confirmEmailChange goes to the old address).
        to: originalEmail,
        userId,
        model: {
          firstName: profile.firstName,
          newEmail,
          loginUrl: authLink(ctx.origin, '/auth/update-email/login', {}),
        },
      });
    });
  } catch (error) {
    await rollbackEmail(deps, userId, originalEmail);
    if (isUniqueViolation(error)) throw AppError.conflict(messages.emailInUse);
    throw error;
  }
  return { email: newEmail };
}
