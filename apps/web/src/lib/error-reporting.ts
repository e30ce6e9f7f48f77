import type { Permission } from '@showdesk/domain/people/permissions';
import type { Session } from '@showdesk/domain/people/session';
import { useEffect } from 'react';

declare global {
  interface ImportMetaEnv {
    /** The browser's Sentry DSN, read when the web app is built (unset: no error reporting). */
    readonly VITE_SENTRY_DSN?: string;
    /** The app's version (the root package.json), set by vite.config.ts. */
    readonly VITE_APP_VERSION?: string;
  }
}

/** What every report is tagged with once a member is logged in (never their email). */
export interface ReportingContext {
  eventId: string;
  eventSlug: string;
  permissions: Permission;
}

/** The loaded reporter (error-reporting-sentry.ts). */
export interface ErrorSink {
  capture(error: unknown, extra?: Record<string, unknown>): void;
  setContext(context: ReportingContext | null): void;
}

/** Errors raised before the reporter's code has loaded, sent once it has (at most this many). */
const maxPending = 20;

let sink: ErrorSink | null = null;
let enabled = false;
let context: ReportingContext | null = null;
const pending: Array<[unknown, Record<string, unknown> | undefined]> = [];

/**
 * Starts error reporting (spec, calls 7.7) in a production build made with VITE_SENTRY_DSN, and
 * only then: the Sentry SDK is a chunk of its own, fetched after the app has started, so the
 * first load carries none of it, and a build without a DSN does not contain it at all.
 */
export function startErrorReporting(): void {
  const dsn = import.meta.env.VITE_SENTRY_DSN;
  if (!import.meta.env.PROD || !dsn) return;
  enabled = true;
  import('./error-reporting-sentry.ts')
    .then(({ startSentry }) => {
      sink = startSentry({
        dsn,
        release: import.meta.env.VITE_APP_VERSION ?? 'unknown',
        environment: import.meta.env.MODE,
      });
      sink.setContext(context);
      for (const [error, extra] of pending.splice(0)) sink.capture(error, extra);
    })
    .catch(() => {
      enabled = false; // the chunk did not load (offline): the app runs on without reporting
      pending.length = 0;
    });
}

/** Reports an error (a page that failed to render, a failed API call); a no-op when off. */
export function reportError(error: unknown, extra?: Record<string, unknown>): void {
  if (sink) sink.capture(error, extra);
  else if (enabled && pending.length < maxPending) pending.push([error, extra]);
}

/** Tags later reports with the member's event and permission level; null after logging out. */
export function setReportingContext(next: ReportingContext | null): void {
  context = next;
  sink?.setContext(next);
}

/**
 * Reports what an error screen caught. A failed API call was reported (or, a 4xx, deliberately
 * not) where it failed, and a router's 404 answer is no fault, so neither is reported again.
 */
export function reportRenderError(error: unknown): void {
  const isRouteAnswer =
    typeof error === 'object' && error !== null && 'status' in error && 'statusText' in error;
  const isApiError = error instanceof Error && error.name === 'ApiError'; // no import cycle
  if (isApiError || isRouteAnswer) return;
  reportError(error, { source: 'render' });
}

/** Keeps the reports' tags on the logged-in member's event and level (the session guard). */
export function useReportingContext(session: Session | undefined): void {
  const eventId = session?.event.id;
  const eventSlug = session?.event.slug;
  const permissions = session?.member.permissions;
  useEffect(() => {
    setReportingContext(
      eventId && eventSlug && permissions ? { eventId, eventSlug, permissions } : null,
    );
  }, [eventId, eventSlug, permissions]);
}
