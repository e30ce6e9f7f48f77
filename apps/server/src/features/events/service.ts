import { type CreateEventInput, type EventSummary, eventMessages } from '@showdesk/domain/events';
import { defaultEventSettings, type EventSettings } from '@showdesk/domain/settings';
import type { AppDeps } from '../../app-deps.ts';
import { AppError } from '../../lib/app-error.ts';
import { newId } from '../../lib/ids.ts';
import { documentOrDefaults } from '../settings/documents.ts';
import { writeNewEventSettings } from '../settings/new-event.ts';
import { insertMember } from '../users/queries.ts';
import { forgetEvents } from './event-cache.ts';
import {
  type EventRow,
  getEventBySlug,
  insertEvent,
  listEventsWithSettings,
  lockEventCreation,
  takenHostnames,
} from './queries.ts';

type Deps = Pick<AppDeps, 'db' | 'log' | 'reporter'>;

/** The event settings document of an event as read with it (defaults when not saved). */
export function eventSettingsOf(deps: Deps, eventId: string, stored: unknown): EventSettings {
  return documentOrDefaults(deps, eventId, 'event', stored);
}

function toSummary(event: EventRow, settings: EventSettings): EventSummary {
  return {
    id: event.id,
    slug: event.slug,
    name: event.name,
    hostnames: event.hostnames,
    shortName: settings.shortName,
    longName: settings.longName,
    startDate: settings.startDate,
    endDate: settings.endDate,
    createdAt: event.createdAt.toISOString(),
  };
}

/** Every event of the installation, by name (for eventflowAdmins). */
export async function listEvents(deps: Deps): Promise<EventSummary[]> {
  const rows = await listEventsWithSettings(deps.db);
  return rows.map(({ event, settings }) =>
    toSummary(event, eventSettingsOf(deps, event.id, settings)),
  );
}

const uniqueViolation = '23505';

const slugInUse = () =>
  AppError.conflict(eventMessages.slugInUse, [{ path: 'slug', message: eventMessages.slugInUse }]);

/**
 * Creates an event with the spec's defaults (settings documents, core pages) and its creator as
 * its admin, all in one transaction. Slug and host names must be free.
 */
export async function createEvent(
  deps: Deps,
  userId: string,
  input: CreateEventInput,
): Promise<EventSummary> {
  const settings: EventSettings = {
    ...defaultEventSettings,
    eventName: input.name,
    shortName: input.shortName,
    longName: input.longName,
    startDate: input.startDate,
    endDate: input.endDate,
  };
  try {
    const event = await deps.db.transaction(async (tx) => {
      await lockEventCreation(tx);
      if (await getEventBySlug(tx, input.slug)) throw slugInUse();
      const taken = await takenHostnames(tx, input.hostnames);
      if (taken.length > 0) {
        throw AppError.conflict(eventMessages.hostnameInUse, [
          { path: 'hostnames', message: `${eventMessages.hostnameInUse}: ${taken.join(', ')}` },
        ]);
      }
      const row = await insertEvent(tx, {
        id: newId(),
        slug: input.slug,
        name: input.name,
        hostnames: input.hostnames,
      });
      await insertMember(tx, {
        eventId: row.id,
        userId,
        permissions: 'admin',
        createdBy: userId,
      });
      await writeNewEventSettings(tx, row.id, settings, userId);
      return row;
    });
    return toSummary(event, settings);
  } catch (error) {
    // An event inserted outside this lock (the demo seed) can still take the slug first.
    const code = (error as { code?: string; cause?: { code?: string } }).cause?.code;
    if (code === uniqueViolation || (error as { code?: string }).code === uniqueViolation) {
      throw slugInUse();
    }
    throw error;
  } finally {
    // The transaction's own forget ran before it committed; read afresh from now on.
    forgetEvents();
  }
}
