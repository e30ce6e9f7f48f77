import {
  browserTracingIntegration,
  captureException,
  init,
  replayIntegration,
  setTags,
} from '@sentry/react';
import type { ErrorSink } from './error-reporting.ts';
import { scrubBreadcrumb, scrubEvent, scrubUrl } from './error-reporting-scrub.ts';

interface SentryOptions {
  dsn: string;
  release: string;
  environment: string;
}

/**
 * Sentry with the spec's sampling (calls 7.7): every trace, a replay of 1 session in 10 and of
 * every session with an error. Replays mask all text and inputs and block media; every event,
 * transaction and breadcrumb goes through the scrubber (no form values, tokens, emails,
 * credentials or request bodies). Loaded only by `startErrorReporting`.
 */
export function startSentry(options: SentryOptions): ErrorSink {
  init({
    dsn: options.dsn,
    release: options.release,
    environment: options.environment,
    tracesSampleRate: 1,
    replaysSessionSampleRate: 0.1,
    replaysOnErrorSampleRate: 1,
    integrations: [
      browserTracingIntegration(),
      replayIntegration({
        maskAllText: true,
        maskAllInputs: true,
        blockAllMedia: true,
        // Replays record no request or response bodies or headers.
        networkDetailAllowUrls: [],
      }),
    ],
    beforeSend: (event) => scrubEvent(event),
    beforeSendTransaction: (event) => scrubEvent(event),
    beforeBreadcrumb: (breadcrumb) => scrubBreadcrumb(breadcrumb),
  });
  return {
    // A failed call's path is scrubbed here, in this chunk, so the scrubber stays out of the
    // first load (api-client.ts hands the path over as it was).
    capture: (error, extra) => {
      const clean =
        extra && typeof extra.path === 'string' ? { ...extra, path: scrubUrl(extra.path) } : extra;
      captureException(error, clean ? { extra: clean } : undefined);
    },
    setContext: (context) => {
      setTags({
        eventId: context?.eventId,
        eventSlug: context?.eventSlug,
        permissions: context?.permissions,
      });
    },
  };
}
