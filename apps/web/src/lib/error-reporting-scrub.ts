/**
 * What the browser's error reports may carry (spec, calls 7.7): never form values, tokens or
 * email addresses. Pure functions over plain objects, so they are tested without the Sentry SDK;
 * `error-reporting-sentry.ts` runs every event, transaction and breadcrumb through them.
 */

export const filtered = '[Filtered]';

/**
 * Paths whose next segment is a secret: the emailed links' screens (the token rides in the query
 * string there, but a link may be pasted as a path) and the calendar feed (its token opens it).
 */
const secretPathPrefixes = [
  '/auth/reset-password/',
  '/auth/set-password/',
  '/auth/update-email/',
  '/api/v1/calendar/',
];

/** Screens of the app under those paths (`/auth/update-email/login`): no token there. */
const routeSegments = new Set(['login']);

const emailPattern = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;
/**
 * A long unbroken run of letters, digits, `-` and `_`: a token or key, not a word of a message.
 * Record ids (UUIDs) are kept: they are no secret and say which record failed.
 */
const tokenLikePattern = /[A-Za-z0-9_-]{32,}/g;
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** `key=value` in a query string or a message. */
const queryPairPattern = /([?&][^=&#\s]+)=[^&#\s]*/g;

/** A URL (absolute or a path) with query values, fragment, token path segments and emails hidden. */
export function scrubUrl(url: string): string {
  const hashAt = url.indexOf('#');
  let value = hashAt === -1 ? url : url.slice(0, hashAt);
  value = value.replace(queryPairPattern, `$1=${filtered}`);
  for (const prefix of secretPathPrefixes) {
    const at = value.indexOf(prefix);
    if (at === -1) continue;
    const rest = value.slice(at + prefix.length);
    const end = rest.search(/[/?]/);
    const segment = end === -1 ? rest : rest.slice(0, end);
    if (segment.length > 0 && !routeSegments.has(segment)) {
      value = `${value.slice(0, at + prefix.length)}${filtered}${end === -1 ? '' : rest.slice(end)}`;
    }
  }
  return scrubText(value);
}

/** Free text (an error message, a console line) with emails, tokens and URL secrets hidden. */
export function scrubText(text: string): string {
  return text
    .replace(emailPattern, filtered)
    .replace(tokenLikePattern, (match) => (uuidPattern.test(match) ? match : filtered))
    .replace(queryPairPattern, `$1=${filtered}`);
}

/** Request headers that carry credentials: dropped whatever their case. */
const secretHeaders = new Set(['authorization', 'cookie', 'set-cookie', 'x-api-key']);

type Dict = Record<string, unknown>;
const isDict = (value: unknown): value is Dict =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function scrubRequest(request: Dict): Dict {
  const { data: _data, cookies: _cookies, query_string: _query, ...rest } = request;
  const out: Dict = { ...rest };
  if (typeof out.url === 'string') out.url = scrubUrl(out.url);
  if (isDict(out.headers)) {
    out.headers = Object.fromEntries(
      Object.entries(out.headers)
        .filter(([name]) => !secretHeaders.has(name.toLowerCase()))
        .map(([name, value]) => [
          name,
          typeof value === 'string' && name.toLowerCase() === 'referer' ? scrubUrl(value) : value,
        ]),
    );
  }
  return out;
}

/** Keys whose values are what someone typed or a credential, wherever they appear in `data`. */
const secretKeys =
  /^(body|request_?body|response_?body|data|value|values|form|password|token|secret|authorization|cookie|email)$/i;

function scrubData(data: Dict): Dict {
  return Object.fromEntries(
    Object.entries(data)
      .filter(([key]) => !secretKeys.test(key))
      .map(([key, value]) => [
        key,
        typeof value === 'string'
          ? /url|from|to|href/i.test(key)
            ? scrubUrl(value)
            : scrubText(value)
          : value,
      ]),
  );
}

/** The parts of a Sentry breadcrumb the scrubber reads and rewrites. */
export interface BreadcrumbLike {
  category?: string;
  message?: string;
  data?: Dict;
  [key: string]: unknown;
}

/**
 * A breadcrumb as it may be sent, or null to drop it: form input breadcrumbs are dropped, URLs of
 * navigations and requests lose their secrets, request and response bodies are removed.
 */
export function scrubBreadcrumb<T extends object>(breadcrumb: T): T | null {
  const crumb = breadcrumb as BreadcrumbLike;
  if (crumb.category === 'ui.input') return null;
  const out: BreadcrumbLike = { ...crumb };
  if (typeof out.message === 'string') out.message = scrubText(out.message);
  if (isDict(out.data)) {
    const data = { ...out.data };
    // A console breadcrumb's raw arguments may hold anything the code logged.
    delete data.arguments;
    out.data = scrubData(data);
  }
  return out as T;
}

/** The parts of a Sentry event (error or transaction) the scrubber reads and rewrites. */
export interface EventLike {
  message?: string;
  transaction?: string;
  request?: Dict;
  user?: Dict;
  extra?: Dict;
  contexts?: Dict;
  breadcrumbs?: BreadcrumbLike[];
  exception?: { values?: Array<{ value?: string; [key: string]: unknown }> };
  spans?: Array<{ description?: string; data?: Dict; [key: string]: unknown }>;
  [key: string]: unknown;
}

/**
 * An event as it may leave the browser: the request without body, cookies, query or credential
 * headers; the user reduced to its id; messages, exception values, transaction names and span
 * URLs without emails or tokens; breadcrumbs scrubbed.
 */
export function scrubEvent<T extends object>(event: T): T {
  const out: EventLike = { ...(event as EventLike) };
  if (typeof out.message === 'string') out.message = scrubText(out.message);
  if (typeof out.transaction === 'string') out.transaction = scrubUrl(out.transaction);
  if (isDict(out.request)) out.request = scrubRequest(out.request);
  if (isDict(out.user)) out.user = typeof out.user.id === 'string' ? { id: out.user.id } : {};
  if (isDict(out.extra)) out.extra = scrubData(out.extra);
  if (out.exception?.values) {
    out.exception = {
      ...out.exception,
      values: out.exception.values.map((value) =>
        typeof value.value === 'string' ? { ...value, value: scrubText(value.value) } : value,
      ),
    };
  }
  if (out.breadcrumbs) {
    out.breadcrumbs = out.breadcrumbs.flatMap((crumb): BreadcrumbLike[] => {
      const kept = scrubBreadcrumb(crumb);
      return kept ? [kept] : [];
    });
  }
  if (out.spans) {
    out.spans = out.spans.map((span) => ({
      ...span,
      ...(typeof span.description === 'string' ? { description: scrubUrl(span.description) } : {}),
      ...(isDict(span.data) ? { data: scrubData(span.data) } : {}),
    }));
  }
  return out as T;
}
