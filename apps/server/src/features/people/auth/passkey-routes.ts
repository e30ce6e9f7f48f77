import { okSchema } from '@showdesk/domain/people/auth';
import {
  passkeyListSchema,
  passkeyLoginOptionsSchema,
  passkeyParamsSchema,
  passkeyRegistrationOptionsSchema,
  passkeySchema,
  registerPasskeyInputSchema,
  removePasskeyInputSchema,
  renamePasskeyInputSchema,
} from '@showdesk/domain/people/passkeys';
import { confirmPasswordInputSchema } from '@showdesk/domain/people/second-factor';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestHeaders, requireAuthUser } from '../../../plugins/authenticate.ts';
import { eventOfRequest, eventOrigin } from '../../platform/events/request-event.ts';
import {
  finishPasskeyRegistration,
  passkeyLoginOptions,
  passkeysOf,
  removePasskey,
  renamePasskey,
  startPasskeyRegistration,
} from './passkeys.ts';
import type { FlowContext } from './service.ts';

type App = Parameters<FastifyPluginAsyncZod>[0];

interface PasskeyRouteOptions {
  tags: string[];
  /** The per-address limit of credential routes. */
  limited: { rateLimit: { max: number; timeWindow: string } };
  /** The per-person count of current-password checks, shared with password and email changes. */
  currentPasswordChecks: (request: FastifyRequest) => Promise<void>;
}

/** A ceremony's one-time challenge is for this browser only: never kept by a cache. */
const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store');

async function flowOf(request: FastifyRequest): Promise<FlowContext> {
  const event = await eventOfRequest(request);
  return { event, origin: eventOrigin(request, event, request.server.deps.config) };
}

const boundToHost =
  'A passkey is bound to the host it is registered on (an event’s own host names are each their own relying party): it works on that host only.';

/**
 * The logged-in person's passkeys (their account page): list, add (asks the current password,
 * then the browser's prompt), rename, remove (asks the current password); and the options of a
 * login's second step with a passkey.
 */
export function addPasskeyRoutes(
  app: App,
  { tags, limited, currentPasswordChecks }: PasskeyRouteOptions,
) {
  const { deps } = app;
  const session = { access: 'session' as const };

  app.get(
    '/api/v1/auth/passkeys',
    {
      config: session,
      schema: {
        tags,
        summary: "The logged-in person's passkeys: name, added, last used, synced",
        response: { 200: passkeyListSchema },
      },
    },
    async (request, reply) => {
      const user = await requireAuthUser(request);
      noStore(reply);
      return { passkeys: await passkeysOf(deps, user.userId) };
    },
  );

  app.post(
    '/api/v1/auth/passkeys/registration-options',
    {
      config: { ...limited, ...session },
      preHandler: currentPasswordChecks,
      schema: {
        tags,
        summary: 'Start adding a passkey (asks for the current password)',
        description: `The options for the browser's navigator.credentials.create() (its JSON form), with a challenge that works once, for five minutes. The person's passkeys are excluded; user verification is preferred. ${boundToHost}`,
        body: confirmPasswordInputSchema,
        response: { 200: passkeyRegistrationOptionsSchema },
      },
    },
    async (request, reply) => {
      const user = await requireAuthUser(request);
      noStore(reply);
      const options = await startPasskeyRegistration(
        deps,
        await flowOf(request),
        user.userId,
        request.body.currentPassword,
        requestHeaders(request),
      );
      return { options };
    },
  );

  app.post(
    '/api/v1/auth/passkeys',
    {
      config: { ...limited, ...session },
      schema: {
        tags,
        summary: 'Add the passkey the browser made for the registration options',
        description:
          "`response`: the browser's answer (RegistrationResponseJSON). 400 when its challenge is unknown, used or over five minutes old, or its origin or signature does not check out; 409 when the passkey is on the account already. The first second factor turns two-step verification on and ends every other session of the person.",
        body: registerPasskeyInputSchema,
        response: { 201: passkeySchema },
      },
    },
    async (request, reply) => {
      const user = await requireAuthUser(request);
      const made = await finishPasskeyRegistration(deps, user, request.body);
      return reply.code(201).send(made);
    },
  );

  app.patch(
    '/api/v1/auth/passkeys/:passkeyId',
    {
      config: session,
      schema: {
        tags,
        summary: 'Rename one of the logged-in person’s passkeys',
        description: "404 'Passkey not found' for one that is gone or another person's.",
        params: passkeyParamsSchema,
        body: renamePasskeyInputSchema,
        response: { 200: passkeySchema },
      },
    },
    async (request) => {
      const user = await requireAuthUser(request);
      return renamePasskey(deps, user.userId, request.params.passkeyId, request.body.name);
    },
  );

  app.post(
    '/api/v1/auth/passkeys/:passkeyId/remove',
    {
      config: { ...limited, ...session },
      preHandler: currentPasswordChecks,
      schema: {
        tags,
        summary: 'Remove one of the logged-in person’s passkeys (asks for the current password)',
        description:
          "404 for one that is gone or another person's. 409 when it is the last second factor of a person whose role requires one. Removing the last second factor turns two-step verification off and ends every other session of the person.",
        params: passkeyParamsSchema,
        body: removePasskeyInputSchema,
        response: { 200: okSchema },
      },
    },
    async (request) => {
      const user = await requireAuthUser(request);
      await removePasskey(
        deps,
        user,
        request.params.passkeyId,
        request.body.currentPassword,
        requestHeaders(request),
      );
      return { ok: true as const };
    },
  );

  app.post(
    '/api/v1/auth/login/second-factor/passkey-options',
    {
      config: { ...limited, access: 'public' },
      schema: {
        tags,
        summary: "The options for a login's second step with a passkey",
        description: `After a login answered 401 'second_factor_required' naming 'passkey' (whose cookie this needs). The options for the browser's navigator.credentials.get(): the account's passkeys and a challenge that works once; the answer goes to POST /api/v1/auth/login/second-factor as \`{ method: 'passkey', response }\`. A step that timed out answers \`details.restart: true\`. ${boundToHost}`,
        response: { 200: passkeyLoginOptionsSchema },
      },
    },
    async (request, reply) => {
      noStore(reply);
      const options = await passkeyLoginOptions(
        deps,
        await flowOf(request),
        requestHeaders(request),
      );
      return { options };
    },
  );
}
