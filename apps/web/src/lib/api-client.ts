import { t } from '@lingui/core/macro';
import { collectionWords } from '@showdesk/domain/common/collection-words';
import { errorCodes, messages } from '@showdesk/domain/common/error-messages';
import { currentLocale } from '../i18n/i18n.ts';
import { reportError } from './error-reporting.ts';

/** A failed API call, carrying the error body of DESIGN.md (code, message, field details). */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly details: unknown;

  constructor(status: number, code: string, message: string, details?: unknown) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.details = details;
  }
}

/**
 * A record's id as a path segment. A word the API keeps for its collection (`order`,
 * `options`… in `collectionWords`) is no record's id: asking for it is not found, without a
 * request that would answer the collection's data in the record's place.
 */
export function recordSegment(id: string): string {
  if (collectionWords.has(id)) throw new ApiError(404, errorCodes.notFound, messages.notFound);
  return encodeURIComponent(id);
}

export const isApiError = (error: unknown, status?: number): error is ApiError =>
  error instanceof ApiError && (status === undefined || error.status === status);

/** Whether an error is the API's answer of one code (one test for the checks below). */
const hasCode =
  (code: string) =>
  (error: unknown): error is ApiError =>
    error instanceof ApiError && error.code === code;

/** The account is logged in but only invited to this event: the app shows the invitation. */
export const isInvitationPending = hasCode(errorCodes.invitationPending);

/** The password was right and the account has a second factor: the login asks for a code. */
export const isSecondFactorRequired = hasCode(errorCodes.secondFactorRequired);

/** The caller's role requires two-step verification they have not set up: the app walks them through it. */
export const isSecondFactorEnrolmentRequired = hasCode(errorCodes.secondFactorEnrolmentRequired);

/**
 * The event is closed: the server refused a member's or guest's write ('event_closed'); its
 * message says so, and the app refreshes the session so the closed banner shows.
 */
export const isEventClosed = hasCode(errorCodes.eventClosed);

/** The installation has no event yet: the app opens the first-run setup page (/setup). */
export const isSetupRequired = hasCode(errorCodes.setupRequired);

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

async function request<T>(method: Method, path: string, body?: unknown): Promise<T> {
  let response: Response;
  try {
    // The session cookie goes along by fetch's default (credentials: same-origin), to this
    // origin only; not written out, as every byte here is in the login page's first load.
    response = await fetch(path, {
      method,
      // The reader's language: the server answers an event's content in it where translated.
      headers: {
        'accept-language': currentLocale(),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? null : JSON.stringify(body),
    });
  } catch {
    const error = new ApiError(
      0,
      'network_error',
      t`Could not reach the server. Check your connection.`,
    );
    reportError(error, { method, path }); // the reporter scrubs the path's secrets
    throw error;
  }
  const text = await response.text();
  const data: unknown = text ? safeJson(text) : undefined;
  if (!response.ok) {
    const error = (data as { error?: { code?: string; message?: string; details?: unknown } })
      ?.error;
    const failure = new ApiError(
      response.status,
      error?.code ?? 'http_error',
      error?.message ?? messages.unknown,
      error?.details,
    );
    // The server's failures; a 4xx is the caller's input or rights, answered on screen.
    if (response.status >= 500) {
      reportError(failure, { method, path, status: response.status });
    }
    throw failure;
  }
  return data as T;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The one way the web app talks to the API. */
export const api = {
  get: <T>(path: string) => request<T>('GET', path),
  post: <T>(path: string, body: unknown = {}) => request<T>('POST', path, body),
  patch: <T>(path: string, body: unknown) => request<T>('PATCH', path, body),
  put: <T>(path: string, body: unknown) => request<T>('PUT', path, body),
  delete: <T>(path: string) => request<T>('DELETE', path),
};

/** Path of an event-scoped API resource. */
export const eventPath = (eventId: string, path: string) =>
  `/api/v1/events/${encodeURIComponent(eventId)}${path}`;
