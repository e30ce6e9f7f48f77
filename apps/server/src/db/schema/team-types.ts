import { boolean, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { eventRecordKey, stamps } from './columns.ts';

/** A group of teams (spec section 3, Team type); a team belongs to at most one (teams.team_type_id). */
export const teamTypes = pgTable(
  'team_types',
  {
    ...eventRecordKey(),
    name: text('name').notNull(),
    ...stamps,
  },
  (t) => [primaryKey({ columns: [t.eventId, t.id] })],
);

/** A field every team fills in (spec section 3, Custom field); values live on teams.custom_fields. */
export const customFields = pgTable(
  'custom_fields',
  {
    ...eventRecordKey(),
    label: text('label').notNull(),
    type: text('type').notNull(),
    placeholder: text('placeholder').notNull().default(''),
    description: text('description').notNull().default(''),
    showField: boolean('show_field').notNull().default(true),
    showToChildTeams: boolean('show_to_child_teams').notNull().default(false),
    index: integer('index').notNull(),
    isRequired: boolean('is_required').notNull().default(false),
    ...stamps,
  },
  (t) => [primaryKey({ columns: [t.eventId, t.id] })],
);
