import path from 'node:path';
import { defaultTimeZone, isTimeZone } from '@showdesk/domain/common/time-zones';
import { z } from 'zod';
import { parseAllowedHosts } from './lib/outbound-address.ts';

const booleanFromEnv = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const envSchema = z.object({
  NODE_ENV: z.string().default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('.data'),
  DATABASE_URL: z.string().url().optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).default(10),
  PUBLIC_URL: z.string().url().optional(),
  AUTH_SECRET: z.string().min(32).optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Showdesk <no-reply@showdesk.local>'),
  SMTP_MAX_CONNECTIONS: z.coerce.number().int().min(1).max(100).default(5),
  SMTP_RATE_LIMIT: z.coerce.number().int().min(0).default(0),
  EMAIL_EVENTS_SECRET: z.string().min(16, 'Use at least 16 characters').optional(),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().optional(),
  S3_ENDPOINT: z.string().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  SENTRY_DSN: z.string().optional(),
  /** The browser's DSN: built into the web app, and allowed by the pages' CSP (plugins/security-headers.ts). */
  VITE_SENTRY_DSN: z.string().url().optional(),
  SEED_DEMO: booleanFromEnv.optional(),
  DEFAULT_EVENT_SLUG: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  AUTH_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(10),
  AUTH_ADDRESS_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(100),
  TOKEN_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(600),
  TRUST_PROXY: booleanFromEnv.default(false),
  WEB_DIST_DIR: z.string().optional(),
  TASK_REMINDER_HOUR: z.coerce.number().int().min(0).max(23).default(8),
  DEFAULT_TIME_ZONE: z
    .string()
    .default(defaultTimeZone)
    .refine(isTimeZone, 'Use an IANA time zone name, such as Europe/Berlin'),
  WEBHOOK_ALLOWED_HOSTS: z
    .string()
    .default('')
    .transform((value, ctx) => {
      try {
        return parseAllowedHosts(value);
      } catch (error) {
        ctx.addIssue({ code: 'custom', message: (error as Error).message });
        return z.NEVER;
      }
    }),
  SSO_ALLOWED_HOSTS: z
    .string()
    .default('')
    .transform((value, ctx) => {
      try {
        return parseAllowedHosts(value);
      } catch (error) {
        ctx.addIssue({ code: 'custom', message: (error as Error).message });
        return z.NEVER;
      }
    }),
  // Guests' uploads to public forms, per hour (features/guest-forms/upload-quota.ts).
  GUEST_UPLOAD_QUOTA_PER_ADDRESS_MB: z.coerce.number().min(0).default(200),
  GUEST_UPLOAD_QUOTA_PER_FORM_MB: z.coerce.number().min(0).default(1024),
  // At most 5: with the 50-minute lifetime, an unsent guest file is then gone within the hour.
  GUEST_SWEEP_INTERVAL_MINUTES: z.coerce.number().int().min(1).max(5).default(5),
  // Event admins may copy the events they administer (features/platform/copies/).
  ALLOW_EVENT_ADMIN_COPY: booleanFromEnv.default(false),
  // Operations (features/metrics, features/health, server-main.ts).
  METRICS_TOKEN: z.string().min(16, 'Use at least 16 characters').optional(),
  QUERY_COUNT_HEADER: booleanFromEnv.default(false),
  SHUTDOWN_TIMEOUT_SECONDS: z.coerce.number().min(1).max(3600).default(25),
  LOG_FORMAT: z.enum(['json', 'pretty']).optional(),
});

export type Config = ReturnType<typeof loadConfig>;

const megabyte = 1024 * 1024;

/** Reads the environment once at start-up; every other module receives the parsed config. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  // An empty variable means unset (`DATABASE_URL= npm start`), as most tools read it.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  const port = e.PORT;
  return {
    env: e.NODE_ENV,
    isProduction: e.NODE_ENV === 'production',
    port,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    authSecret: e.AUTH_SECRET,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    /**
     * SMTP connections this process keeps open, and so emails it delivers at once; and the
     * provider's limit in messages per second for this process (0: none). See features/email/mailer.ts.
     */
    smtpLimits: { maxConnections: e.SMTP_MAX_CONNECTIONS, rateLimit: e.SMTP_RATE_LIMIT },
    /** The password a mail provider's delivery webhook sends (features/email/provider-events.ts). */
    emailEventsSecret: e.EMAIL_EVENTS_SECRET,
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          region: e.S3_REGION ?? 'us-east-1',
          endpoint: e.S3_ENDPOINT,
          accessKeyId: e.S3_ACCESS_KEY_ID,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY,
        }
      : undefined,
    sentryDsn: e.SENTRY_DSN,
    /** Where the web app sends its error reports (apps/web/src/lib/error-reporting.ts), if anywhere. */
    browserSentryOrigin: e.VITE_SENTRY_DSN ? new URL(e.VITE_SENTRY_DSN).origin : undefined,
    /** The embedded database is seeded unless SEED_DEMO=false; PostgreSQL only when asked. */
    seedDemo: e.SEED_DEMO ?? !e.DATABASE_URL,
    defaultEventSlug: e.DEFAULT_EVENT_SLUG,
    logLevel: e.LOG_LEVEL,
    /** Credential attempts per minute per account (email or logged-in user). */
    authRateLimitMax: e.AUTH_RATE_LIMIT_MAX,
    /** Credential attempts per minute per client address, whatever the account. */
    authAddressRateLimitMax: e.AUTH_ADDRESS_RATE_LIMIT_MAX,
    /** Requests per minute one API token may make, counted in each app process (plugins/token-caller.ts). */
    tokenRateLimitMax: e.TOKEN_RATE_LIMIT_MAX,
    trustProxy: e.TRUST_PROXY,
    /**
     * What a new event starts with (it changes them on its settings page): the local hour (0-23,
     * in the event's time zone) its daily task reminders go out (features/tasks/reminders/), and
     * its IANA time zone.
     */
    taskReminderHour: e.TASK_REMINDER_HOUR,
    defaultTimeZone: e.DEFAULT_TIME_ZONE,
    /**
     * Host names or IP addresses webhooks may call although they are loopback or private
     * (on-premise receivers, tests), each on its one port or, without one, on 80 and 443 only;
     * every other such address is refused (lib/outbound-address.ts).
     */
    webhookAllowedHosts: e.WEBHOOK_ALLOWED_HOSTS,
    /**
     * Host names or IP addresses of single sign-on providers the server may call although they
     * are loopback or private (an on-premise identity provider, tests), in the same form; their
     * plain http is allowed too. Every other such address is refused (features/people/sso).
     */
    ssoAllowedHosts: e.SSO_ALLOWED_HOSTS,
    /**
     * Bytes guests may upload to public forms in an hour: from one client address (an IPv6
     * address by its /64) across every event, and to one form from every address together.
     */
    guestUploadQuota: {
      perAddressBytes: Math.floor(e.GUEST_UPLOAD_QUOTA_PER_ADDRESS_MB * megabyte),
      perFormBytes: Math.floor(e.GUEST_UPLOAD_QUOTA_PER_FORM_MB * megabyte),
    },
    /**
     * Minutes between two sweeps of guests' unsent files (features/guest-forms/sweep-job.ts);
     * 5 unless shortened, as the crash tests do to see a sweep within a minute of a restart.
     */
    guestSweepIntervalMinutes: e.GUEST_SWEEP_INTERVAL_MINUTES,
    /**
     * Event admins may copy the events they administer into new ones (the routes under
     * /api/v1/events/:eventId/copies exist only then); platform admins always may.
     */
    allowEventAdminCopy: e.ALLOW_EVENT_ADMIN_COPY,
    /** Serves /metrics (Prometheus) to callers bearing this token; unset: no /metrics at all. */
    metricsToken: e.METRICS_TOKEN,
    /** Tests and the bench: every answer carries its database statement count (plugins/query-count.ts). */
    queryCountHeader: e.QUERY_COUNT_HEADER,
    /** How long a SIGTERM may take to finish requests and jobs before the process is forced out. */
    shutdownTimeoutSeconds: e.SHUTDOWN_TIMEOUT_SECONDS,
    /** Log lines as JSON or pretty-printed; unset: pretty on an interactive terminal only. */
    logFormat: e.LOG_FORMAT ?? (process.stdout.isTTY ? 'pretty' : 'json'),
    webDistDir: e.WEB_DIST_DIR ?? path.resolve(import.meta.dirname, '../../web/dist'),
  };
}
