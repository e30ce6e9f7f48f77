import { applyTerminology, type Terminology, titleCase } from './terminology.ts';

export interface Crumb {
  label: string;
  path: string;
}

const segmentWords: Record<string, string> = {
  'time-table': 'timeTable',
  'my-account': 'My Account',
  'my-team': 'My Team',
  'my-events': 'My Events',
};

function labelFor(segment: string, terminology: Terminology): string {
  const mapped = segmentWords[segment];
  if (mapped === 'timeTable') return terminology.timeTable;
  const words = mapped ?? decodeURIComponent(segment).replace(/-/g, ' ');
  return titleCase(applyTerminology(words, terminology));
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
    crumbs.push({ label: labels[segment] ?? labelFor(segment, terminology), path });
  }
  return crumbs;
}
