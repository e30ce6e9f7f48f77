import type { Config } from '../config.ts';

export interface ErrorReporter {
  capture(error: unknown, context?: Record<string, unknown>): void;
  flush(): Promise<void>;
}

/** App version reported with errors (calls document, section 7.7). */
export const appVersion = '10.7.0';

/**
 * Sentry only when SENTRY_DSN is set (production reporting with the spec's sample rates);
 * otherwise errors are only logged by the caller.
 */
export async function createErrorReporter(config: Config): Promise<ErrorReporter> {
  if (!config.sentryDsn) {
    return { capture: () => {}, flush: async () => {} };
  }
  const Sentry = await import('@sentry/node');
  Sentry.init({
    dsn: config.sentryDsn,
    environment: config.env,
    release: appVersion,
    tracesSampleRate: 1,
  });
  return {
    capture: (error, context) => {
      Sentry.captureException(error, { extra: context });
    },
    flush: async () => {
      await Sentry.flush(2000);
    },
  };
}
