import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import apiReference from '@scalar/fastify-api-reference';
import { defaultUploadLimitBytes } from '@showdesk/domain/uploads';
import Fastify from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Logger } from 'pino';
import type { AppDeps } from './app-deps.ts';
import { assetRoutes } from './features/assets/routes.ts';
import { authRoutes } from './features/auth/routes.ts';
import { cardLayoutRoutes } from './features/card-layouts/routes.ts';
import { confirmationRoutes } from './features/confirmations/routes.ts';
import { contentRoutes, guestContentRoutes } from './features/content/routes.ts';
import { customFieldRoutes } from './features/custom-fields/routes.ts';
import { downloadRoutes } from './features/downloads/routes.ts';
import { providerEventRoutes } from './features/email/provider-events.ts';
import { emailTemplateRoutes } from './features/email-templates/routes.ts';
import { eventRoutes } from './features/events/routes.ts';
import { fieldGroupRoutes } from './features/field-groups/routes.ts';
import { formNotificationRoutes } from './features/form-notifications/routes.ts';
import { formRoutes } from './features/forms/routes.ts';
import { guestFormRoutes } from './features/guest-forms/routes.ts';
import { healthRoutes } from './features/health/routes.ts';
import { pendingInvitationRoutes } from './features/invitations/pending-routes.ts';
import { invitationRoutes } from './features/invitations/routes.ts';
import { lockRoutes } from './features/locks/routes.ts';
import { metrics } from './features/metrics/plugin.ts';
import { myTeamRoutes } from './features/my-team/routes.ts';
import { notificationRoutes } from './features/notifications/routes.ts';
import { outboxRoutes } from './features/outbox/routes.ts';
import { platformRoutes } from './features/platform/routes.ts';
import { reportRoutes } from './features/reports/routes.ts';
import { meRoutes, sessionRoutes } from './features/session/routes.ts';
import { brandingImageRoutes } from './features/settings/branding-images.ts';
import { navigationRoutes } from './features/settings/navigation-routes.ts';
import { settingsRoutes } from './features/settings/routes.ts';
import { setupRoutes } from './features/setup/routes.ts';
import { submissionRoutes } from './features/submissions/routes.ts';
import { supplierGroupRoutes, supplierRoutes } from './features/suppliers/routes.ts';
import {
  memberCalendarFeedRoutes,
  publicCalendarFeedRoutes,
} from './features/task-calendar/routes.ts';
import { taskCommentRoutes } from './features/task-comments/routes.ts';
import { taskProgressRoutes } from './features/task-progress/routes.ts';
import { taskReminderRoutes } from './features/task-reminders/routes.ts';
import { taskProgressOrganiserRoutes } from './features/tasks/progress-routes.ts';
import { taskGroupRoutes, taskRoutes } from './features/tasks/routes.ts';
import { teamImportRoutes } from './features/team-import/routes.ts';
import { teamTypeRoutes } from './features/team-types/routes.ts';
import { teamMemberRoutes } from './features/teams/member-routes.ts';
import { teamRoutes } from './features/teams/routes.ts';
import { fileRoutes } from './features/uploads/routes.ts';
import { userRoutes } from './features/users/routes.ts';
import { webhookRoutes } from './features/webhooks/routes.ts';
import { withRedactedRequests } from './lib/log-redaction.ts';
import { appVersion } from './plugins/error-reporter.ts';
import { errorsPlugin, frameworkErrors } from './plugins/errors.ts';
import { queryCount } from './plugins/query-count.ts';
import { sameOrigin } from './plugins/same-origin.ts';
import { apiReferencePolicy, securityHeaders } from './plugins/security-headers.ts';
import { tenancy } from './plugins/tenancy.ts';
import { webAppPlugin } from './plugins/web-app.ts';
import { routeAccessPlugin } from './security/route-access.ts';

export interface BuildAppOptions {
  /** The process logger; API tests run without one. Secrets in URLs are hidden from it. */
  loggerInstance?: Logger;
  /** Serve the built web app too (off in API tests). */
  serveWebApp?: boolean;
}

/** Builds the Fastify app: plugins first, then features. `server.ts` only listens. */
export async function buildApp(deps: AppDeps, options: BuildAppOptions = {}) {
  const app = Fastify({
    ...(options.loggerInstance
      ? { loggerInstance: withRedactedRequests(options.loggerInstance) }
      : { logger: false }),
    trustProxy: deps.config.trustProxy,
    bodyLimit: 1024 * 1024,
    frameworkErrors,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('deps', deps);

  await app.register(errorsPlugin, { reporter: deps.reporter });
  // First, so every later hook's reads (the tenancy guard's) are in the request's count.
  await app.register(queryCount);
  // Before the routes, so its request timer sees every one; /metrics only with METRICS_TOKEN.
  await app.register(metrics);
  await app.register(routeAccessPlugin);
  await app.register(securityHeaders);
  await app.register(sameOrigin);
  await app.register(cookie);
  await app.register(rateLimit, { global: false });
  // Uploads are streamed by the route that takes them (features/uploads/receive-upload.ts).
  await app.register(multipart, { limits: { fileSize: defaultUploadLimitBytes, files: 1 } });
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Showdesk API',
        version: appVersion,
        description:
          'The API of Showdesk. Event data lives under /api/v1/events/{eventId}; the caller must be a member of that event.',
      },
      components: {
        securitySchemes: {
          session: { type: 'apiKey', in: 'cookie', name: 'showdesk.session_token' },
        },
      },
    },
    transform: jsonSchemaTransform,
  });

  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  await app.register(async (docs) => {
    // The reference page runs an inline script of its own: it gets a policy allowing its hash.
    docs.addHook('onSend', apiReferencePolicy);
    await docs.register(apiReference, {
      routePrefix: '/api/docs',
      // Self-contained: no fonts, AI agent or MCP calls to outside services.
      configuration: {
        url: '/api/openapi.json',
        title: 'Showdesk API',
        withDefaultFonts: false,
        showDeveloperTools: 'never',
        agent: { disabled: true },
        mcp: { disabled: true },
      },
    });
  });

  await app.register(healthRoutes);
  await app.register(sessionRoutes);
  await app.register(authRoutes);
  await app.register(eventRoutes);
  // First-run setup and the platform admin screens (features/setup, features/platform).
  await app.register(setupRoutes);
  await app.register(platformRoutes);
  // Outside the tenancy guard: each file is readable under its owner's rule (public or not).
  await app.register(fileRoutes, { prefix: '/api/v1/events/:eventId' });
  await app.register(guestContentRoutes, { prefix: '/api/v1/events/:eventId' });
  await app.register(guestFormRoutes, { prefix: '/api/v1/events/:eventId' });
  // Outside it too: an invited person is not a member until they accept (access 'invitee').
  await app.register(pendingInvitationRoutes, { prefix: '/api/v1/events/:eventId' });
  // A member's task deadlines for calendar apps: the secret link is the key (no session).
  await app.register(publicCalendarFeedRoutes);
  // A mail provider's delivery events (bounces, opens): its own secret, no session.
  await app.register(providerEventRoutes);
  await app.register(
    async (scoped) => {
      await tenancy(scoped);
      await scoped.register(meRoutes);
      await scoped.register(assetRoutes);
      await scoped.register(userRoutes);
      await scoped.register(outboxRoutes);
      await scoped.register(settingsRoutes);
      await scoped.register(brandingImageRoutes);
      await scoped.register(cardLayoutRoutes);
      await scoped.register(navigationRoutes);
      await scoped.register(teamTypeRoutes);
      await scoped.register(teamRoutes);
      await scoped.register(teamMemberRoutes);
      await scoped.register(customFieldRoutes);
      await scoped.register(myTeamRoutes);
      await scoped.register(invitationRoutes);
      await scoped.register(teamImportRoutes);
      await scoped.register(contentRoutes);
      await scoped.register(downloadRoutes);
      await scoped.register(formRoutes);
      await scoped.register(fieldGroupRoutes);
      await scoped.register(lockRoutes);
      await scoped.register(submissionRoutes);
      await scoped.register(confirmationRoutes);
      await scoped.register(formNotificationRoutes);
      await scoped.register(webhookRoutes);
      await scoped.register(taskRoutes);
      await scoped.register(taskProgressRoutes);
      await scoped.register(taskGroupRoutes);
      await scoped.register(taskReminderRoutes);
      await scoped.register(memberCalendarFeedRoutes);
      await scoped.register(taskCommentRoutes);
      await scoped.register(taskProgressOrganiserRoutes);
      await scoped.register(reportRoutes);
      await scoped.register(supplierRoutes);
      await scoped.register(supplierGroupRoutes);
      await scoped.register(notificationRoutes);
      await scoped.register(emailTemplateRoutes);
    },
    { prefix: '/api/v1/events/:eventId' },
  );

  if (options.serveWebApp) {
    await app.register(webAppPlugin, { distDir: deps.config.webDistDir });
  }
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
