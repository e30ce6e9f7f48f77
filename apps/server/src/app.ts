import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import { defaultUploadLimitBytes } from '@showdesk/domain/platform/uploads';
import Fastify from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Logger } from 'pino';
import type { AppDeps } from './app-deps.ts';
import { activityRoutes } from './features/activity/routes.ts';
import { assetRoutes } from './features/content/assets/routes.ts';
import { cardLayoutRoutes } from './features/content/card-layouts/routes.ts';
import { downloadRoutes } from './features/content/downloads/routes.ts';
import { contentRoutes, guestContentRoutes } from './features/content/routes.ts';
import { confirmationRoutes } from './features/forms/confirmations/routes.ts';
import { fieldGroupRoutes } from './features/forms/field-groups/routes.ts';
import { guestFormRoutes } from './features/forms/guest/routes.ts';
import { lockRoutes } from './features/forms/locks/routes.ts';
import { formNotificationRoutes } from './features/forms/notifications/routes.ts';
import { formRoutes } from './features/forms/routes.ts';
import { submissionRoutes } from './features/forms/submissions/routes.ts';
import { webhookRoutes } from './features/forms/webhooks/routes.ts';
import {
  eventWebhookPayloadComponent,
  eventWebhookRoutes,
} from './features/integrations/event-webhooks/routes.ts';
import { apiTokenRoutes } from './features/integrations/tokens/routes.ts';
import { providerEventRoutes } from './features/messaging/email/provider-events.ts';
import { emailTemplateRoutes } from './features/messaging/email-templates/routes.ts';
import { notificationRoutes } from './features/messaging/notifications/routes.ts';
import { outboxRoutes } from './features/messaging/outbox/routes.ts';
import { authRoutes } from './features/people/auth/routes.ts';
import { customFieldRoutes } from './features/people/custom-fields/routes.ts';
import { pendingInvitationRoutes } from './features/people/invitations/pending-routes.ts';
import { invitationRoutes } from './features/people/invitations/routes.ts';
import { myTeamRoutes } from './features/people/my-team/routes.ts';
import { personalDataRoutes, retentionRoutes } from './features/people/personal-data/routes.ts';
import { meRoutes, sessionRoutes } from './features/people/session/routes.ts';
import { accountSessionRoutes, memberSessionRoutes } from './features/people/sessions/routes.ts';
import { ssoProviderRoutes, ssoRoutes } from './features/people/sso/routes.ts';
import { teamImportRoutes } from './features/people/team-import/routes.ts';
import { teamTypeRoutes } from './features/people/team-types/routes.ts';
import { teamMemberRoutes } from './features/people/teams/member-routes.ts';
import { teamRoutes } from './features/people/teams/routes.ts';
import { userRoutes } from './features/people/users/routes.ts';
import { eventAdminCopyRoutes, eventCopyRoutes } from './features/platform/copies/routes.ts';
import { closingRoutes } from './features/platform/events/closing-routes.ts';
import { eventRoutes } from './features/platform/events/routes.ts';
import { healthRoutes } from './features/platform/health/routes.ts';
import { metrics } from './features/platform/metrics/plugin.ts';
import { platformRoutes } from './features/platform/routes.ts';
import { brandingImageRoutes } from './features/platform/settings/branding-images.ts';
import { firstPaintStyle } from './features/platform/settings/first-paint.ts';
import { navigationRoutes } from './features/platform/settings/navigation-routes.ts';
import { settingsRoutes } from './features/platform/settings/routes.ts';
import { setupRoutes } from './features/platform/setup/routes.ts';
import { translationRoutes } from './features/platform/translations/routes.ts';
import './features/translatable-kinds.ts';
import { fileRoutes } from './features/platform/uploads/routes.ts';
import { reportRoutes } from './features/reports/routes.ts';
import { supplierGroupRoutes, supplierRoutes } from './features/suppliers/routes.ts';
import {
  memberCalendarFeedRoutes,
  publicCalendarFeedRoutes,
} from './features/tasks/calendar/routes.ts';
import { taskCommentRoutes } from './features/tasks/comments/routes.ts';
import { taskProgressRoutes } from './features/tasks/progress/routes.ts';
import { taskProgressOrganiserRoutes } from './features/tasks/progress-routes.ts';
import { taskReminderRoutes } from './features/tasks/reminders/routes.ts';
import { taskGroupRoutes, taskRoutes } from './features/tasks/routes.ts';
import { withRedactedRequests } from './lib/log-redaction.ts';
import { apiReferenceRoutes } from './plugins/api-reference.ts';
import { auditActorPlugin } from './plugins/audit-actor.ts';
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

/** Builds the Fastify app: plugins first, then features. `server-main.ts` only listens. */
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
  await app.register(auditActorPlugin);
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
          // An event admin's API token (features/integrations/tokens), on the event's routes.
          apiToken: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'sdt_…',
            description:
              "An event's API token (Admin → Integrations → API tokens): the routes under /api/v1/events/{eventId} of its event, within its scopes (each route's x-token-scope).",
          },
        },
        // What an event webhook receives (no route answers it): features/integrations/event-webhooks.
        schemas: { EventWebhookPayload: eventWebhookPayloadComponent },
      },
    },
    transform: jsonSchemaTransform,
  });

  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  await app.register(async (docs) => {
    // The reference page runs an inline script of its own: it gets a policy allowing its hash.
    docs.addHook('onSend', apiReferencePolicy);
    await docs.register(apiReferenceRoutes);
  });

  await app.register(healthRoutes);
  await app.register(sessionRoutes);
  await app.register(authRoutes);
  await app.register(ssoRoutes);
  await app.register(accountSessionRoutes);
  await app.register(eventRoutes);
  // First-run setup and the platform admin screens (features/setup, features/platform).
  await app.register(setupRoutes);
  await app.register(platformRoutes);
  await app.register(ssoProviderRoutes);
  await app.register(eventCopyRoutes);
  // A person's own archive (session) and the platform admins' erasure (features/people).
  await app.register(personalDataRoutes);
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
      await scoped.register(memberSessionRoutes);
      await scoped.register(outboxRoutes);
      await scoped.register(settingsRoutes);
      await scoped.register(translationRoutes);
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
      await scoped.register(eventAdminCopyRoutes);
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
      await scoped.register(closingRoutes);
      await scoped.register(retentionRoutes);
      await scoped.register(activityRoutes);
      await scoped.register(apiTokenRoutes);
      await scoped.register(eventWebhookRoutes);
    },
    { prefix: '/api/v1/events/:eventId' },
  );

  if (options.serveWebApp) {
    await app.register(webAppPlugin, { distDir: deps.config.webDistDir, firstPaintStyle });
  }
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
