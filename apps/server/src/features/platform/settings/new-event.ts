import { defaultCorePages } from '@showdesk/domain/content/core-pages';
import type { EventSettings } from '@showdesk/domain/platform/settings';
import { settingsKinds, settingsRules } from '@showdesk/domain/platform/settings-kinds';
import type { DbOrTx } from '../../../db/client.ts';
import { saveCorePageRow, saveSettingsData } from './queries.ts';

/**
 * Gives a new event the spec's defaults: every settings document (the event document with the
 * event's own names and dates) and every core page, stamped by its creator. Run inside the
 * transaction that creates the event.
 */
export async function writeNewEventSettings(
  tx: DbOrTx,
  eventId: string,
  eventDocument: EventSettings,
  userId: string,
) {
  for (const kind of settingsKinds) {
    const data = kind === 'event' ? eventDocument : settingsRules[kind].defaults;
    await saveSettingsData(tx, eventId, kind, data, userId);
  }
  for (const page of defaultCorePages) {
    await saveCorePageRow(tx, eventId, page, userId);
  }
}
