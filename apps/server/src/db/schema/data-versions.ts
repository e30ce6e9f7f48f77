import { bigint, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { eventIdColumn } from './columns.ts';
import { events } from './events.ts';

/**
 * What a cached read of an event depends on, by area, and tables whose writes change it. A
 * trigger on each of these tables (migration 0009) bumps the area's version in the writing
 * transaction, so a cache entry stamped with an older version is never served after the write
 * commits, on any app process (see lib/versioned-cache.ts).
 *
 * A new table that a cached member read depends on (tasks and forms in resources sections,
 * say) must be added here and given the trigger by a migration; a test checks the two agree.
 */
export const versionedAreas = {
  content: [
    'content_pages',
    'content_sections',
    'downloads',
    'assets',
    'cards',
    'card_layouts',
    'event_settings',
    'core_pages',
    'sidebar_sections',
    'team_types',
    // Resources sections link open forms by title; a form's bundle (its fields and the field
    // groups its templates place) is remembered at this version (features/forms/bundle.ts).
    'forms',
    'field_groups',
    'form_fields',
    // The taskList and resources sections list tasks; members' task lists read them.
    'tasks',
    'task_groups',
    // The members' suppliers page and a supplier's page are remembered at this version.
    'suppliers',
    'supplier_groups',
    // Members read every record in their language (features/platform/translations/); the
    // table bumps the notifications version too (migration 0048).
    'record_translations',
  ],
} as const;

export type VersionedArea = keyof typeof versionedAreas;

/**
 * Areas with triggers of their own (migration 0016): the members' names ('people': a name
 * changes or a member goes) and each team's task progress (every write to the team's
 * task_statuses rows). A team's task list is cached at the content version with these two.
 */
export const peopleArea = 'people';
/**
 * The event's notifications (migration 0034: every write to `notifications`). A member's list
 * and unread count are read from the visible notifications remembered at this version.
 */
export const notificationsArea = 'notifications';
export const teamTaskProgressArea = (teamId: string) => `taskProgress:${teamId}`;

/** The current version of each area of an event (no row yet: version 0). */
export const eventDataVersions = pgTable(
  'event_data_versions',
  {
    eventId: eventIdColumn().references(() => events.id, { onDelete: 'cascade' }),
    area: text('area').notNull(),
    version: bigint('version', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.area] })],
);
