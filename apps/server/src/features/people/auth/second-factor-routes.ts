import {
  confirmPasswordInputSchema,
  recoveryCodesSchema,
  secondFactorStatusSchema,
  totpConfirmInputSchema,
  totpSetupSchema,
} from '@showdesk/domain/people/second-factor';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestHeaders, requireAuthUser } from '../../../plugins/authenticate.ts';
import {
  confirmTotpSetup,
  newRecoveryCodes,
  secondFactorStatus,
  startTotpSetup,
  turnOffSecondFactor,
} from './second-factor.ts';

type App = Parameters<FastifyPluginAsyncZod>[0];

interface SecondFactorRouteOptions {
  tags: string[];
  /** The per-address limit of credential routes. */
  limited: { rateLimit: { max: number; timeWindow: string } };
  /** The per-person count of current-password checks, shared with password and email changes. */
  currentPasswordChecks: (request: FastifyRequest) => Promise<void>;
  setCookies: (reply: FastifyReply, cookies: string[]) => void;
}

/** What shows a secret once: never kept by a browser or a proxy. */
const shownOnce = (reply: FastifyReply) => reply.header('cache-control', 'no-store');

/**
 * The logged-in person's second factor (their account page, and the set-up their role may
 * require before anything else): an authenticator app with one-time recovery codes.
 */
export function addSecondFactorRoutes(
  app: App,
  { tags, limited, currentPasswordChecks, setCookies }: SecondFactorRouteOptions,
) {
  const { deps } = app;
  const session = { access: 'session' as const };

  app.get(
    '/api/v1/auth/second-factor',
    {
      config: session,
      schema: {
        tags,
        summary: "The logged-in person's second factor: on or off, recovery codes left",
        description:
          '`required`: their role requires one (an admin or moderator of an event that requires a second factor of its staff); it cannot be turned off then.',
        response: { 200: secondFactorStatusSchema },
      },
    },
    async (request) => secondFactorStatus(deps, (await requireAuthUser(request)).userId),
  );

  app.post(
    '/api/v1/auth/second-factor/totp',
    {
      config: { ...limited, ...session },
      preHandler: currentPasswordChecks,
      schema: {
        tags,
        summary: 'Start setting up an authenticator app (asks for the current password)',
        description:
          'Answers the otpauth:// address (for a QR code), its secret and ten recovery codes, shown once (`Cache-Control: no-store`). Nothing is in force until a code from the app confirms it (`/totp/confirm`); starting again replaces a set-up never confirmed. 409 when an app is already set up.',
        body: confirmPasswordInputSchema,
        response: { 200: totpSetupSchema },
      },
    },
    async (request, reply) => {
      const user = await requireAuthUser(request);
      shownOnce(reply);
      return startTotpSetup(
        deps,
        user.userId,
        request.body.currentPassword,
        requestHeaders(request),
      );
    },
  );

  app.post(
    '/api/v1/auth/second-factor/totp/confirm',
    {
      config: { ...limited, ...session },
      preHandler: currentPasswordChecks,
      schema: {
        tags,
        summary: 'Turn the second factor on with a code from the authenticator app',
        description:
          'The session is replaced (a new cookie) and every other session of the person ends. 400 at `code` for a wrong code; 409 with no set-up started.',
        body: totpConfirmInputSchema,
        response: { 200: secondFactorStatusSchema },
      },
    },
    async (request, reply) => {
      const user = await requireAuthUser(request);
      const { status, setCookie } = await confirmTotpSetup(
        deps,
        user.userId,
        request.body.code,
        requestHeaders(request),
      );
      setCookies(reply, setCookie);
      return status;
    },
  );

  app.post(
    '/api/v1/auth/second-factor/disable',
    {
      config: { ...limited, ...session },
      preHandler: currentPasswordChecks,
      schema: {
        tags,
        summary: 'Turn the second factor off (asks for the current password)',
        description:
          'The session is replaced and every other session of the person ends. 409 when it is not on, or when their role requires it.',
        body: confirmPasswordInputSchema,
        response: { 200: secondFactorStatusSchema },
      },
    },
    async (request, reply) => {
      const user = await requireAuthUser(request);
      const { status, setCookie } = await turnOffSecondFactor(
        deps,
        user.userId,
        request.body.currentPassword,
        requestHeaders(request),
      );
      setCookies(reply, setCookie);
      return status;
    },
  );

  app.post(
    '/api/v1/auth/second-factor/recovery-codes',
    {
      config: { ...limited, ...session },
      preHandler: currentPasswordChecks,
      schema: {
        tags,
        summary: 'New recovery codes (asks for the current password); the old ones stop working',
        description: 'Shown once (`Cache-Control: no-store`). 409 when the second factor is off.',
        body: confirmPasswordInputSchema,
        response: { 200: recoveryCodesSchema },
      },
    },
    async (request, reply) => {
      const user = await requireAuthUser(request);
      shownOnce(reply);
      return newRecoveryCodes(
        deps,
        user.userId,
        request.body.currentPassword,
        requestHeaders(request),
      );
    },
  );
}
