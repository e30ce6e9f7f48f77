import { errorCodes, messages } from '@showdesk/domain/common/errors';
import {
  changePasswordInputSchema,
  confirmEmailInputSchema,
  forgotPasswordInputSchema,
  loginInputSchema,
  okSchema,
  resetPasswordInputSchema,
  resetPasswordResultSchema,
  updateEmailInputSchema,
  verifyTokenInputSchema,
} from '@showdesk/domain/people/auth';
import { invitationMessages } from '@showdesk/domain/people/invitations';
import {
  secondFactorLoginInputSchema,
  secondFactorMessages,
} from '@showdesk/domain/people/second-factor';
import { sessionSchema } from '@showdesk/domain/people/session';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../../lib/app-error.ts';
import { sendAuthCookies as setCookies } from '../../../lib/auth-cookies.ts';
import { getAuthUser, requestHeaders, requireAuthUser } from '../../../plugins/authenticate.ts';
import { eventOfRequest, eventOrigin } from '../../platform/events/request-event.ts';
import { addPasskeyRoutes } from './passkey-routes.ts';
import { loginSecondStep } from './second-factor.ts';
import { addSecondFactorRoutes } from './second-factor-routes.ts';
import {
  changePassword,
  confirmEmailChange,
  type FlowContext,
  type LoginOutcome,
  login,
  logout,
  requestEmailChange,
  requestPasswordReset,
  resetPassword,
  verifyResetToken,
} from './service.ts';

export async function flowContext(request: FastifyRequest): Promise<FlowContext> {
  const event = await eventOfRequest(request);
  return { event, origin: eventOrigin(request, event, request.server.deps.config) };
}

/**
 * A login's answer: the session, or the cookies of a login still to finish and the error that
 * says what is left (an invitation to answer, a second factor to give or to set up).
 */
function answerLogin(reply: FastifyReply, outcome: LoginOutcome) {
  setCookies(reply, outcome.setCookie);
  if ('session' in outcome) return outcome.session;
  switch (outcome.pending) {
    case 'invitation':
      throw new AppError(errorCodes.invitationPending, 403, invitationMessages.pending);
    case 'secondFactor':
      throw new AppError(errorCodes.secondFactorRequired, 401, secondFactorMessages.required, {
        methods: outcome.methods ?? [],
      });
    case 'secondFactorEnrolment':
      throw AppError.secondFactorEnrolmentRequired();
  }
}

/** The /auth flows of spec section 2, for the event of the request's host. */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config } = app.deps;
  /**
   * Credential attempts are limited twice: per client address (generous, as a whole office may
   * sit behind one NAT address) before the body is read, and per account (the email typed, or
   * the logged-in user) once it is, so guessing one account's password from many addresses
   * fails as surely as spraying many accounts from one.
   */
  const limited = { rateLimit: { max: config.authAddressRateLimitMax, timeWindow: '1 minute' } };
  const perAccount = (max = config.authRateLimitMax) => {
    // createRateLimit, not rateLimit: the per-address limit has already run for this request,
    // and a second handler of the plugin would skip itself.
    const check = app.createRateLimit({
      max,
      timeWindow: '1 minute',
      keyGenerator: async (request: FastifyRequest) => {
        const email = (request.body as { email?: unknown } | undefined)?.email;
        if (typeof email === 'string') return `account:${email.trim().toLowerCase()}`;
        const user = await getAuthUser(request);
        return user ? `user:${user.userId}` : `address:${request.ip}`;
      },
    });
    return async (request: FastifyRequest) => {
      const result = await check(request);
      // isAllowed only means an allow-listed key; the count is in isExceeded.
      if (!result.isAllowed && result.isExceeded) {
        throw new AppError(errorCodes.rateLimited, 429, messages.tooManyRequests);
      }
    };
  };
  /**
   * One count per logged-in person for both forms that ask for the current password (password
   * and email change), so a stolen session gets the same few guesses whichever form it uses.
   */
  const currentPasswordChecks = perAccount();
  const tags = ['auth'];
  addSecondFactorRoutes(app, { tags, limited, currentPasswordChecks, setCookies });
  addPasskeyRoutes(app, { tags, limited, currentPasswordChecks });

  app.post(
    '/api/v1/auth/login',
    {
      config: { ...limited, access: 'public' },
      preHandler: perAccount(),
      schema: {
        tags,
        summary: 'Log in with email and password',
        description:
          "An account invited to the event and not yet accepted is logged in (its cookie is set) and answered 403 'invitation_pending': it may then read, accept or decline its invitation (/events/:eventId/invitation). " +
          "An account with a second factor is answered 401 'second_factor_required' (`details.methods`: those it has of 'totp', 'recoveryCode', 'passkey') with the cookie of the second step (POST /api/v1/auth/login/second-factor). " +
          "An admin or moderator of an event that requires a second factor, without one, is logged in and answered 403 'second_factor_enrolment_required': they set one up (/api/v1/auth/second-factor) before anything else.",
        body: loginInputSchema,
        response: { 200: sessionSchema },
      },
    },
    async (request, reply) => {
      const outcome = await login(
        app.deps,
        await flowContext(request),
        request.body,
        requestHeaders(request),
      );
      return answerLogin(reply, outcome);
    },
  );

  app.post(
    '/api/v1/auth/login/second-factor',
    {
      config: { ...limited, access: 'public' },
      schema: {
        tags,
        summary:
          "Finish a login with the second factor: the app's code, a recovery code or a passkey",
        description:
          "After a login answered 401 'second_factor_required' (whose cookie this step needs, for ten minutes). " +
          "A recovery code works once. A passkey answers the challenge of `/login/second-factor/passkey-options` (`{ method: 'passkey', response }`). " +
          'A wrong code or passkey is 401 (five per login; ten wrong codes in a row lock the ' +
          "account's second step for 15 minutes, 429); a step that timed out, ran out of tries or " +
          'met a locked account answers `details.restart: true`: log in again with the password. ' +
          'Then as the login: the session, or 403 for an invitation or a second factor to set up.',
        body: secondFactorLoginInputSchema,
        response: { 200: sessionSchema },
      },
    },
    async (request, reply) => {
      const outcome = await loginSecondStep(
        app.deps,
        await flowContext(request),
        request.body,
        requestHeaders(request),
      );
      return answerLogin(reply, outcome);
    },
  );

  app.post(
    '/api/v1/auth/logout',
    {
      config: { access: 'public' },
      schema: { tags, summary: 'End the session on the server', response: { 200: okSchema } },
    },
    async (request, reply) => {
      setCookies(reply, await logout(app.deps, requestHeaders(request)));
      return { ok: true as const };
    },
  );

  app.post(
    '/api/v1/auth/forgot-password',
    {
      config: { ...limited, access: 'public' },
      preHandler: perAccount(Math.max(1, Math.ceil(config.authRateLimitMax / 2))),
      schema: {
        tags,
        summary: 'Email a password-reset link (answers the same whether or not the account exists)',
        body: forgotPasswordInputSchema,
        response: { 200: okSchema },
      },
    },
    async (request) => {
      await requestPasswordReset(app.deps, await flowContext(request), request.body);
      return { ok: true as const };
    },
  );

  app.post(
    '/api/v1/auth/verify-token',
    {
      config: { ...limited, access: 'public' },
      schema: {
        tags,
        summary: 'Check that a reset or set-password link still works, before a password is chosen',
        description:
          "400 'This link is invalid or has expired' for a link that was used, replaced or has run out; says nothing about the account.",
        body: verifyTokenInputSchema,
        response: { 200: okSchema },
      },
    },
    async (request) => {
      await verifyResetToken(app.deps, request.body.token);
      return { ok: true as const };
    },
  );

  for (const [path, mode] of [
    ['/api/v1/auth/reset-password', 'resetPassword'],
    ['/api/v1/auth/set-password', 'setPassword'],
  ] as const) {
    app.post(
      path,
      {
        config: { ...limited, access: 'public' },
        preHandler: perAccount(),
        schema: {
          tags,
          summary:
            mode === 'resetPassword'
              ? 'Choose a new password from a reset link'
              : 'Set a first password from an invitation link',
          body: resetPasswordInputSchema,
          response: { 200: resetPasswordResultSchema },
        },
      },
      async (request) => {
        const { email } = await resetPassword(
          app.deps,
          await flowContext(request),
          request.body,
          mode,
        );
        return { ok: true as const, email };
      },
    );
  }

  app.post(
    '/api/v1/auth/change-password',
    {
      config: { ...limited, access: 'session' },
      preHandler: currentPasswordChecks,
      schema: {
        tags,
        summary: 'Change the password of the logged-in user (asks for the current one)',
        body: changePasswordInputSchema,
        response: { 200: okSchema },
      },
    },
    async (request, reply) => {
      const user = await requireAuthUser(request);
      const cookies = await changePassword(
        app.deps,
        await flowContext(request),
        user.userId,
        request.body,
        requestHeaders(request),
      );
      setCookies(reply, cookies);
      return { ok: true as const };
    },
  );

  app.post(
    '/api/v1/auth/update-email',
    {
      config: { ...limited, access: 'session' },
      preHandler: currentPasswordChecks,
      schema: {
        tags,
        summary: 'Send a verification link to a new email address (asks for the current password)',
        body: updateEmailInputSchema,
        response: { 200: okSchema },
      },
    },
    async (request) => {
      const user = await requireAuthUser(request);
      await requestEmailChange(
        app.deps,
        await flowContext(request),
        user.userId,
        request.body,
        requestHeaders(request),
      );
      return { ok: true as const };
    },
  );

  app.post(
    '/api/v1/auth/update-email/confirm',
    {
      config: { ...limited, access: 'public' },
      preHandler: perAccount(),
      schema: {
        tags,
        summary: 'Confirm a new email address from its verification link',
        body: confirmEmailInputSchema,
        response: { 200: z.strictObject({ ok: z.literal(true), email: z.string() }) },
      },
    },
    async (request) => {
      const { email } = await confirmEmailChange(
        app.deps,
        await flowContext(request),
        request.body.token,
        requestHeaders(request),
      );
      return { ok: true as const, email };
    },
  );
};
