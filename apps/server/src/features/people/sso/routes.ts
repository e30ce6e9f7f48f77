import { pageSchema } from '@showdesk/domain/common/list-query';
import {
  publicSsoProviderSchema,
  ssoCallbackQuerySchema,
  ssoProviderInputSchema,
  ssoProviderListQuerySchema,
  ssoProviderParamsSchema,
  ssoProviderSchema,
  ssoProviderUpdateSchema,
  ssoStartQuerySchema,
} from '@showdesk/domain/people/sso';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendAuthCookies } from '../../../lib/auth-cookies.ts';
import { eventRoutes } from '../../../lib/routes/event-routes.ts';
import { requestHeaders, requireAuthUser } from '../../../plugins/authenticate.ts';
import { eventOfRequest } from '../../platform/events/request-event.ts';
import { flowContext } from '../auth/routes.ts';
import {
  createProvider,
  deleteProvider,
  getProvider,
  listProviderPage,
  publicProviders,
  updateProvider,
} from './service.ts';
import {
  bindingCookie,
  clearBinding,
  finishSignIn,
  refusalLocation,
  SsoRefusal,
  startSignIn,
} from './sign-in.ts';

const secretNote =
  'The client secret is write-only: it is kept encrypted and never answered (`isClientSecretSet`).';

/** The platform admin's screen of sign-in providers (eventflowAdmin). */
export const ssoProviderRoutes: FastifyPluginAsyncZod = async (app) => {
  const routes = eventRoutes(app, { tags: ['platform'], config: { access: 'eventflowAdmin' } });
  const { deps } = routes;
  const base = '/api/v1/platform/sso-providers';
  const callerId = async (request: Parameters<typeof requireAuthUser>[0]) =>
    (await requireAuthUser(request)).userId;

  routes.get(
    base,
    {
      summary: 'The single sign-on providers (list convention)',
      description: secretNote,
      params: undefined,
      querystring: ssoProviderListQuerySchema,
      response: pageSchema(ssoProviderSchema),
    },
    (request) => listProviderPage(deps, request.query),
  );

  routes.get(
    `${base}/:providerId`,
    {
      summary: 'One single sign-on provider',
      description: secretNote,
      params: ssoProviderParamsSchema,
      response: ssoProviderSchema,
    },
    (request) => getProvider(deps, request.params.providerId),
  );

  routes.post(
    base,
    {
      summary: 'Add an OpenID Connect provider for single sign-on',
      description:
        `${secretNote} It must name events or email domains (a provider for everyone is refused), and ` +
        'creating accounts needs events. The issuer must be https, or on SSO_ALLOWED_HOSTS.',
      params: undefined,
      body: ssoProviderInputSchema,
      response: ssoProviderSchema,
      status: 201,
    },
    async (request) => createProvider(deps, await callerId(request), request.body),
  );

  routes.patch(
    `${base}/:providerId`,
    {
      summary: 'Change a single sign-on provider (a client secret sent replaces the kept one)',
      description: secretNote,
      params: ssoProviderParamsSchema,
      body: ssoProviderUpdateSchema,
      response: ssoProviderSchema,
    },
    async (request) =>
      updateProvider(deps, await callerId(request), request.params.providerId, request.body),
  );

  routes.delete(
    `${base}/:providerId`,
    {
      summary: 'Delete a single sign-on provider',
      description:
        'Its button goes from every login page and the links of the identities it signed in go; the accounts stay.',
      params: ssoProviderParamsSchema,
      status: 204,
    },
    async (request) => {
      await deleteProvider(deps, request.params.providerId);
      return null;
    },
  );
};

/** A redirect the browser follows, never kept: it carries a sign-in's state. */
function redirect(reply: FastifyReply, location: string, cookies: string[]) {
  sendAuthCookies(reply, cookies);
  reply.header('cache-control', 'no-store');
  return reply.redirect(location, 302);
}

/** The login page's buttons, and the sign-in's start and callback (anyone). */
export const ssoRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const tags = ['auth'];
  const limited = {
    rateLimit: { max: deps.config.authAddressRateLimitMax, timeWindow: '1 minute' },
  };

  app.get(
    '/api/v1/public/sso-providers',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: "The single sign-on providers the host's event's login page offers",
        response: { 200: z.array(publicSsoProviderSchema) },
      },
    },
    async (request) => publicProviders(deps, (await eventOfRequest(request)).id),
  );

  app.get(
    '/api/v1/auth/sso/:providerId/start',
    {
      config: { ...limited, access: 'public' },
      schema: {
        tags,
        summary: 'Start signing in with a provider: a redirect to it',
        description:
          "302 to the provider's authorization address (code flow with PKCE, state and nonce), " +
          'setting the cookie that binds the sign-in to this browser for ten minutes; a provider ' +
          "the host's event does not offer, or one that cannot be reached, sends the browser to " +
          'the login page with `?sso_error=<code>` instead.',
        params: ssoProviderParamsSchema,
        querystring: ssoStartQuerySchema,
      },
    },
    async (request, reply) => {
      const ctx = await flowContext(request);
      try {
        const started = await startSignIn(
          deps,
          ctx,
          request.params.providerId,
          request.query.continue,
        );
        return redirect(reply, started.location, started.setCookie);
      } catch (error) {
        if (!(error instanceof SsoRefusal)) throw error;
        request.log.info({ code: error.code, reason: error.message }, 'single sign-on not started');
        return redirect(reply, `${ctx.origin}${refusalLocation(error.code)}`, []);
      }
    },
  );

  app.get(
    '/api/v1/auth/sso/callback',
    {
      config: { ...limited, access: 'public' },
      schema: {
        tags,
        summary: "The provider's answer: the session, then a redirect into the app",
        description:
          'The redirect URI every provider has registered (on each host name of its events). ' +
          'The state is taken once and must come from the browser that started the sign-in; ' +
          "the ID token's signature, issuer, audience, expiry and nonce are checked and the " +
          'address must be verified. Then 302 into the app with the session cookie of a password ' +
          "login (or to the second factor's step, `/auth/sso/second-factor`); any refusal sends " +
          'the browser to the login page with `?sso_error=<code>` and logs nobody in.',
        querystring: ssoCallbackQuerySchema,
      },
    },
    async (request, reply) => {
      const ctx = await flowContext(request);
      const outcome = await finishSignIn(
        deps,
        ctx,
        request.query,
        request.cookies[bindingCookie],
        requestHeaders(request),
      );
      if (outcome.refusal) {
        const { code, message } = outcome.refusal;
        request.log.info({ code, reason: message }, 'single sign-on refused');
      }
      return redirect(reply, `${ctx.origin}${outcome.location}`, [
        clearBinding,
        ...outcome.setCookie,
      ]);
    },
  );
};
