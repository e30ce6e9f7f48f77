import type { CorePage } from '@showdesk/domain/content/core-pages';
import type { Branding } from '@showdesk/domain/platform/branding';
import type { SidebarSection } from '@showdesk/domain/platform/sidebar';
import type { Terminology } from '@showdesk/domain/platform/terminology';
import type { AppDeps } from '../../../app-deps.ts';
import { corePagesOf } from './core-pages.ts';
import { documentOrDefaults } from './documents.ts';
import { getAppearanceRecord } from './queries.ts';
import { sidebarOf } from './sidebar.ts';

export interface Appearance {
  branding: Branding;
  terminology: Terminology;
  corePages: CorePage[];
  sidebar: SidebarSection[];
}

/**
 * What an event looks like to its members (and, branding and terminology, on its login page):
 * its saved documents, with the spec's defaults for anything not saved or stored invalid.
 */
export async function getAppearance(
  deps: Pick<AppDeps, 'db' | 'log' | 'reporter'>,
  eventId: string,
): Promise<Appearance> {
  const record = await getAppearanceRecord(deps.db, eventId);
  const stored = new Map((record.settings ?? []).map((s) => [s.kind, s.data]));
  return {
    branding: documentOrDefaults(deps, eventId, 'branding', stored.get('branding')),
    terminology: documentOrDefaults(deps, eventId, 'terminology', stored.get('terminology')),
    corePages: corePagesOf(deps, eventId, record.corePages ?? []),
    sidebar: sidebarOf(deps, eventId, record.sidebar ?? []),
  };
}
