import { sql } from 'drizzle-orm';
import {
  boolean,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { deletedWith, eventIdColumn, eventRecordKey, stamps } from './columns.ts';
import { teamTypes } from './team-types.ts';
import { members } from './users.ts';

/** An exhibitor team. Stand shares are child teams pointing at their parent. */
export const teams = pgTable(
  'teams',
  {
    ...eventRecordKey(),
    name: text('name').notNull(),
    ownerId: text('owner_id'),
    customFields: jsonb('custom_fields')
      .$type<Record<string, string | boolean>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    isOrganiser: boolean('is_organiser').notNull().default(false),
    standShareRole: text('stand_share_role', { enum: ['parent', 'child'] }),
    parentTeamId: text('parent_team_id'),
    /**
     * The team's type, if any: a team belongs to at most one (spec section 5). Deleting a type
     * clears it on its teams first (a composite SET NULL would null event_id too).
     */
    teamTypeId: text('team_type_id'),
    /**
     * How many members the team has: kept by a trigger on team_members in the writing
     * transaction (migration 0032), so that the teams list sorts by it on an index.
     */
    memberCount: integer('member_count').notNull().default(0),
    ...stamps,
  },
  (t) => [
    primaryKey({ columns: [t.eventId, t.id] }),
    foreignKey({
      columns: [t.eventId, t.ownerId],
      foreignColumns: [members.eventId, members.userId],
    }),
    foreignKey({ columns: [t.eventId, t.parentTeamId], foreignColumns: [t.eventId, t.id] }),
    foreignKey({
      columns: [t.eventId, t.teamTypeId],
      foreignColumns: [teamTypes.eventId, teamTypes.id],
    }),
    index('teams_team_type_idx').on(t.eventId, t.teamTypeId),
    /** Stand shares of a team (childTeamIds) are read on every session. */
    index('teams_parent_team_idx').on(t.eventId, t.parentTeamId),
    // The teams list and pick lists, by name a page at a time.
    index('teams_name_order_idx').on(t.eventId, sql`lower(${t.name})`, t.id),
    // The teams list's other sorts, each direction (the name and id after the key ascend
    // either way, so a descending key needs an index of its own); the owner sort walks the
    // owners' names (`members_full_name_order_idx`) to their teams (`teams_owner_idx`).
    index('teams_name_desc_order_idx').on(t.eventId, sql`lower(${t.name}) desc nulls last`, t.id),
    index('teams_stand_share_order_idx').on(
      t.eventId,
      t.standShareRole,
      sql`lower(${t.name})`,
      t.id,
    ),
    index('teams_stand_share_desc_order_idx').on(
      t.eventId,
      sql`${t.standShareRole} desc nulls last`,
      sql`lower(${t.name})`,
      t.id,
    ),
    index('teams_owner_idx').on(t.eventId, t.ownerId),
    index('teams_member_count_order_idx').on(t.eventId, t.memberCount, sql`lower(${t.name})`, t.id),
    index('teams_member_count_desc_order_idx').on(
      t.eventId,
      sql`${t.memberCount} desc`,
      sql`lower(${t.name})`,
      t.id,
    ),
    // The teams list's search on names (trigram matching finds the few that hold the text).
    index('teams_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
  ],
);

/** Who is in which team; a user is in at most one team per event. */
export const teamMembers = pgTable(
  'team_members',
  {
    eventId: eventIdColumn(),
    teamId: text('team_id').notNull(),
    userId: text('user_id').notNull(),
    ...stamps,
  },
  (t) => [
    primaryKey({ columns: [t.eventId, t.teamId, t.userId] }),
    uniqueIndex('team_members_one_team_per_event').on(t.eventId, t.userId),
    deletedWith(t.eventId, t.teamId, teams),
    foreignKey({
      columns: [t.eventId, t.userId],
      foreignColumns: [members.eventId, members.userId],
    }).onDelete('cascade'),
  ],
);
