import type { ContentReader } from '@showdesk/domain/content/content';
import type { Permission } from '@showdesk/domain/people/permissions';
import type { Logger } from 'pino';
import type { Config } from './config.ts';
import type { Database, DatabaseKind, WriteClock } from './db/client.ts';
import type { LockHolds } from './db/lock-holds.ts';
import type { Mailer } from './features/messaging/email/mailer.ts';
import type { EmailRenderer } from './features/messaging/email-templates/renderer.ts';
import type { Auth } from './lib/auth.ts';
import type { Storage } from './lib/storage/storage.ts';
import type { ErrorReporter } from './plugins/error-reporter.ts';
import type { CallerTeam } from './plugins/event-caller.ts';
import type { Jobs } from './plugins/jobs.ts';
import type { RouteAccess, TeamRole } from './security/route-access.ts';
import type { TokenScope } from './security/token-scopes.ts';

/** What every feature may use; built once at start-up and hung on the app as `app.deps`. */
export interface AppDeps {
  config: Config;
  db: Database;
  dbKind: DatabaseKind;
  /** Embedded mode: counts writes, so hot reads can be remembered until the next one. */
  writeClock?: WriteClock;
  /** Embedded mode: how long each hold of the database's one connection lasted, by route. */
  lockHolds?: LockHolds;
  auth: Auth;
  jobs: Jobs;
  mailer: Mailer;
  reporter: ErrorReporter;
  /** The process logger, for work outside a request (jobs, dropped records). */
  log: Logger;
  /** Uploaded files: local disk under DATA_DIR/files, or S3 when S3_BUCKET is set. */
  storage: Storage;
  /** Email templates render on worker threads, never on the server's thread. */
  emailRenderer: EmailRenderer;
}

/** The caller of an event-scoped route, loaded before anything else runs. */
export interface EventContext {
  userId: string;
  eventId: string;
  permissions: Permission;
  /** The API token the request was made with (the caller's rights are the token's scope). */
  tokenId?: string;
  /** Read with the caller by the event routes' guard; absent where a context is made by hand. */
  team?: CallerTeam | null;
  reader?: ContentReader;
  /** The event's content version when the request began (see lib/versioned-cache.ts). */
  contentVersion?: number;
  /** The event is closed (read-only below moderator); read with the caller by the guard. */
  isClosed?: boolean;
  /**
   * The language the caller reads the event's content in (their profile's, else their
   * browser's, among the event's languages) and the event's default, the records' own; absent
   * (the default) for an API token or a context made by hand.
   */
  language?: string;
  defaultLanguage?: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
  interface FastifyRequest {
    /** Set on routes under /api/v1/events/:eventId by the tenancy plugin. */
    eventContext: EventContext;
  }
  /**
   * Who may call a route (security/route-access.ts). Inside the tenancy guard every route
   * declares `permission` (the guard refuses one without it); outside it, `access`.
   */
  interface FastifyContextConfig {
    /** The lowest permission level allowed on an event-scoped route. */
    permission?: Permission;
    /** An event-scoped route for the owner of the caller's team only (checked by the guard). */
    teamRole?: TeamRole;
    /**
     * A member's write of their own reading state (a notification marked read), which a closed
     * event still takes: every other member write answers 409 `event_closed` there.
     */
    allowedWhileClosed?: true;
    /**
     * What an API token needs to call an event route (an area, or `person` for none; null when
     * no area is known): set by the tenancy guard as the route is registered.
     */
    tokenScope?: TokenScope | null;
    /** Outside the tenancy guard: public, session, eventflowAdmin, fileRule or publicContent. */
    access?: RouteAccess;
    /**
     * 'background': a heavy read nobody waits for at a screen's pace (a report, an export): on
     * the embedded database it lets interactive requests go first (db/pglite-priority.ts).
     */
    databasePriority?: 'background';
  }
}
