import { sql } from 'drizzle-orm';
import { boolean, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { eventRecordKey, stamps } from './columns.ts';

/** A dashboard card (spec section 3, Card). */
export const cards = pgTable(
  'cards',
  {
    ...eventRecordKey(),
    type: text('type').notNull(),
    title: text('title').notNull(),
    isMini: boolean('is_mini').notNull().default(false),
    description: text('description').notNull().default(''),
    /** What the card opens: a core page id, content page id, task id, ... by its type. */
    pathId: text('path_id').notNull().default(''),
    ...stamps,
  },
  (t) => [primaryKey({ columns: [t.eventId, t.id] })],
);

/** Six cards shown on the dashboard of the team types assigned to the layout (spec section 3). */
export const cardLayouts = pgTable(
  'card_layouts',
  {
    ...eventRecordKey(),
    name: text('name').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    cardIds: text('card_ids').array().notNull().default(sql`'{}'::text[]`),
    teamTypeIds: text('team_type_ids').array().notNull().default(sql`'{}'::text[]`),
    ...stamps,
  },
  (t) => [primaryKey({ columns: [t.eventId, t.id] })],
);
