import { say } from '@showdesk/domain/common/say';
import type { Permission } from '@showdesk/domain/people/permissions';
import {
  type CreateEventInput,
  type EventSummary,
  eventMessages,
} from '@showdesk/domain/platform/events';
import { defaultEventSettings, type EventSettings } from '@showdesk/domain/platform/settings';
import type { AppDeps } from '../../../app-deps.ts';
import type { DbOrTx } from '../../../db/client.ts';
import { AppError } from '../../../lib/app-error.ts';
import { newId } from '../../../lib/ids.ts';
import { insertMember } from '../../people/users/queries.ts';
import { documentOrDefaults } from '../settings/documents.ts';
import { writeNewEventSettings } from '../settings/new-event.ts';
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

/** What a new event starts with unless its creator chose: the installation's configuration. */
export interface NewEventDefaults {
  /** DEFAULT_TIME_ZONE, used when the creator picks no zone. */
  timeZone: string;
  /** TASK_REMINDER_HOUR: the local hour of its daily task reminders. */
  reminderHour: number;
}

export const newEventDefaults = (config: AppDeps['config']): NewEventDefaults => ({
  timeZone: config.defaultTimeZone,
  reminderHour: config.taskReminderHour,
});

/** The event settings document of an event as read with it (defaults when not saved). */
export function eventSettingsOf(deps: Deps, eventId: string, stored: unknown): EventSettings {
  return documentOrDefaults(deps, eventId, 'event', stored);
}

export function toSummary(event: EventRow, settings: EventSettings): EventSummary {
  return {
    id: event.id,
    slug: event.slug,
    name: event.name,
    hostnames: event.hostnames,
    shortName: settings.shortName,
    longName: settings.longName,
    startDate: settings.startDate,
    endDate: settings.endDate,
    timeZone: event.timeZone,
    closedAt: event.closedAt?.toISOString() ?? null,
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

export const slugInUse = () =>
  AppError.conflict(eventMessages.slugInUse, [{ path: 'slug', message: eventMessages.slugInUse }]);

/**
 * Inside the caller's transaction: takes the event-creation lock, checks that slug and host
 * names are free (409 otherwise), and writes the event with the spec's defaults (settings
 * documents, core pages; the installation's time zone unless the input names one, and its
 * reminder hour) and its creator as a member at `creatorPermission`.
 */
export async function insertEventWithDefaults(
  tx: DbOrTx,
  userId: string,
  input: CreateEventInput,
  creatorPermission: Permission,
  defaults: NewEventDefaults = {
    timeZone: defaultEventSettings.timeZone,
    reminderHour: defaultEventSettings.reminderHour,
  },
): Promise<{ event: EventRow; settings: EventSettings }> {
  const settings: EventSettings = {
    ...defaultEventSettings,
    eventName: input.name,
    shortName: input.shortName,
    longName: input.longName,
    startDate: input.startDate,
    endDate: input.endDate,
    timeZone: input.timeZone ?? defaults.timeZone,
    reminderHour: defaults.reminderHour,
  };
  await lockEventCreation(tx);
  if (await getEventBySlug(tx, input.slug)) throw slugInUse();
  const taken = await takenHostnames(tx, input.hostnames);
  if (taken.length > 0) throw hostnamesInUse(taken);
  const event = await insertEvent(tx, {
    id: newId(),
    slug: input.slug,
    name: input.name,
    hostnames: input.hostnames,
    timeZone: settings.timeZone,
    reminderHour: settings.reminderHour,
  });
  await insertMember(tx, {
    eventId: event.id,
    userId,
    permissions: creatorPermission,
    createdBy: userId,
  });
  await writeNewEventSettings(tx, event.id, settings, userId);
  return { event, settings };
}

/** 409 'That host name is already in use', naming the host names some event has. */
export const hostnamesInUse = (taken: string[]) =>
  AppError.conflict(eventMessages.hostnameInUse, [
    {
      path: 'hostnames',
      message: say(/*i18n*/ 'That host name is already in use: {hostnames}', {
        hostnames: taken.join(', '),
      }),
    },
  ]);

/** Whether a failed write broke a unique constraint (the slug's, taken outside our lock). */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: string; cause?: { code?: string } }).cause?.code;
  return code === uniqueViolation || (error as { code?: string }).code === uniqueViolation;
}

/**
 * Creates an event with the spec's defaults (settings documents, core pages) and its creator as
 * its admin (or `creatorPermission`), all in one transaction. Slug and host names must be free.
 */
export async function createEvent(
  deps: Deps & Pick<AppDeps, 'config'>,
  userId: string,
  input: CreateEventInput,
  creatorPermission: Permission = 'admin',
): Promise<EventSummary> {
  try {
    const { event, settings } = await deps.db.transaction((tx) =>
      insertEventWithDefaults(tx, userId, input, creatorPermission, newEventDefaults(deps.config)),
    );
    return toSummary(event, settings);
  } catch (error) {
    // An event inserted outside this lock (the demo seed) can still take the slug first.
    if (isUniqueViolation(error)) throw slugInUse();
    throw error;
  } finally {
    // The transaction's own forget ran before it committed; read afresh from now on.
    forgetEvents();
  }
}
