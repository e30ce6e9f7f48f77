import { applyTerminology, type Terminology, titleCase, withTerms } from './terminology.ts';

export interface Crumb {
  label: string;
  path: string;
  /** A record's id whose name the page has not given yet: shown as a placeholder, never raw. */
  isPending?: boolean;
}

/** A URL segment that is a record's id (a UUID or a long generated key), not a word. */
export function isIdSegment(segment: string): boolean {
  return (
    /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(segment) ||
    (/^[A-Za-z0-9_-]{16,}$/.test(segment) && /\d/.test(segment))
  );
}

const segmentWords: Record<string, string> = {
  'time-table': 'timeTable',
  'my-account': 'My Account',
  'my-team': 'My Team',
  'my-events': 'My Events',
  'api-tokens': 'API Tokens',
  sso: 'SSO',
};

function labelFor(segment: string, terminology: Terminology): string {
  const mapped = segmentWords[segment];
  if (mapped === 'timeTable') return terminology.timeTable;
  const words = mapped ?? decodeURIComponent(segment).replace(/-/g, ' ');
  return titleCase(withTerms(applyTerminology(words, terminology), terminology));
}

/**
 * Builds the breadcrumbs of a page from its URL path. The first crumb is always the
 * event's dashboard term, linking home (spec section 2, page chrome).
 */
export function buildBreadcrumbs(
  pathname: string,
  terminology: Terminology,
  labels: Record<string, string> = {},
): Crumb[] {
  const crumbs: Crumb[] = [{ label: terminology.dashboard, path: '/' }];
  const segments = pathname.split('/').filter(Boolean);
  let path = '';
  for (const segment of segments) {
    path += `/${segment}`;
    const label = labels[segment];
    if (label !== undefined) crumbs.push({ label, path });
    else if (isIdSegment(segment)) crumbs.push({ label: '…', path, isPending: true });
    else crumbs.push({ label: labelFor(segment, terminology), path });
  }
  return crumbs;
}
