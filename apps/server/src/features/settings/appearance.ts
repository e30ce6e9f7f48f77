import { type Branding, defaultBranding } from '@showdesk/domain/branding';
import { type CorePage, defaultCorePages } from '@showdesk/domain/core-pages';
import { defaultTerminology, type Terminology } from '@showdesk/domain/terminology';
import type { DbOrTx } from '../../db/client.ts';

export interface Appearance {
  branding: Branding;
  terminology: Terminology;
  corePages: CorePage[];
}

/**
 * What an event looks like to its members. Until the event configuration issue adds the settings
 * documents, every event shows the spec's defaults.
 */
export async function getAppearance(_db: DbOrTx, _eventId: string): Promise<Appearance> {
  return {
    branding: defaultBranding,
    terminology: defaultTerminology,
    corePages: defaultCorePages,
  };
}
