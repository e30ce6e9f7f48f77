import { sql } from 'drizzle-orm';
import { boolean, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { eventIdColumn, eventRecordKey, stamps } from './columns.ts';
import { events } from './events.ts';

/**
 * The settings documents of an event (spec section 3): one row per kind (branding, emails,
 * event, featured, onboarding, terminology, variables, welcomeEmail, dashboardHeader). `data` is
 * checked against the kind's strict schema from packages/domain before every write and on read.
 */
export const eventSettings = pgTable(
  'event_settings',
  {
    eventId: eventIdColumn().references(() => events.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    ...stamps,
  },
  (t) => [primaryKey({ columns: [t.eventId, t.kind] })],
);

/** The configurable core areas of the member app (dashboard, downloads, forms, ...). */
export const corePages = pgTable(
  'core_pages',
  {
    ...eventRecordKey(),
    title: text('title').notNull(),
    icon: text('icon').notNull(),
    isPublished: boolean('is_published').notNull(),
    assetId: text('asset_id'),
    ...stamps,
  },
  (t) => [primaryKey({ columns: [t.eventId, t.id] })],
);

/** Sections of the sidebar: a heading over an ordered list of item ids. */
export const sidebarSections = pgTable(
  'sidebar_sections',
  {
    ...eventRecordKey(),
    heading: text('heading').notNull(),
    itemIds: text('item_ids').array().notNull().default(sql`'{}'::text[]`),
    index: integer('index').notNull(),
    isCollapsable: boolean('is_collapsable').notNull().default(false),
    ...stamps,
  },
  (t) => [primaryKey({ columns: [t.eventId, t.id] })],
);
