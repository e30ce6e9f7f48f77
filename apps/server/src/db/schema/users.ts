import type { AppLocale } from '@showdesk/domain/common/locales';
import { type SQL, sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { authUsers } from './auth.ts';
import { eventIdColumn, stamps } from './columns.ts';
import { events } from './events.ts';

/** Global profile of a person, shared by all their events. `id` is the auth user's id. */
export const userProfiles = pgTable('user_profiles', {
  id: text('id')
    .primaryKey()
    .references(() => authUsers.id, { onDelete: 'cascade' }),
  firstName: text('first_name').notNull().default(''),
  surname: text('surname').notNull().default(''),
  /** Always lower-case; kept equal to the auth user's email. */
  email: text('email').notNull().unique(),
  /** The language they chose for the app (an app locale); null: their browser's. */
  locale: text('locale').$type<AppLocale>(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A permission level's rank (user 0 … eventflowAdmin 3): the users list sorts on it, and its
 * indexes are on this very expression.
 */
export const permissionRank = (column: AnyPgColumn | SQL) =>
  sql`case ${column} when 'user' then 0 when 'moderator' then 1 when 'admin' then 2 else 3 end`;

/** A user's membership of one event, with their permission level there. */
export const members = pgTable(
  'members',
  {
    eventId: eventIdColumn().references(() => events.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => userProfiles.id, { onDelete: 'cascade' }),
    /**
     * The names this event knows the person by. An account from another event added here gets
     * the names the adder typed, so nobody learns a name from another event; otherwise they
     * are the profile's, kept in step with it while namesFromProfile holds. Stored here (not
     * read through the profile) so that lists sort by name on an index of this table.
     */
    firstName: text('first_name').notNull(),
    surname: text('surname').notNull(),
    namesFromProfile: boolean('names_from_profile').notNull().default(true),
    permissions: text('permissions', { enum: ['user', 'moderator', 'admin', 'eventflowAdmin'] })
      .notNull()
      .default('user'),
    /**
     * 'invited': an account from another event was added here (to a team, as its owner, a
     * stand share's owner, by the import) and has not accepted yet. Until they accept they are
     * not a member for access or for the event's emails (only the invitation itself is sent);
     * lists show them as invited. 'active': a member (everyone else, and new accounts at once).
     */
    status: text('status', { enum: ['active', 'invited'] })
      .notNull()
      .default('active'),
    /** When the invitation was made (null for a member who was never invited). */
    invitedAt: timestamp('invited_at', { withTimezone: true }),
    /** Who made the invitation (a user id; their name is read from this event's members). */
    invitedBy: text('invited_by'),
    hasLoggedIn: boolean('has_logged_in').notNull().default(false),
    lastLoginInTime: timestamp('last_login_in_time', { withTimezone: true }),
    notificationIds: text('notification_ids').array().notNull().default(sql`'{}'::text[]`),
    isOnboarded: boolean('is_onboarded').notNull().default(false),
    emailResponseIds: text('email_response_ids').array().notNull().default(sql`'{}'::text[]`),
    /**
     * What the users and teams lists' searches match: "first surname", a line break, the email.
     * Kept by triggers (migration 0034): on members when a name is written, on user_profiles
     * when the email changes. The line break keeps a text from matching across name and email.
     */
    searchText: text('search_text').notNull().default(''),
    ...stamps,
  },
  (t) => [
    primaryKey({ columns: [t.eventId, t.userId] }),
    index('members_user_id_idx').on(t.userId),
    // The users list's name sorts, read a page at a time.
    index('members_first_name_order_idx').on(
      t.eventId,
      sql`lower(${t.firstName})`,
      sql`lower(${t.surname})`,
      t.userId,
    ),
    index('members_surname_order_idx').on(
      t.eventId,
      sql`lower(${t.surname})`,
      sql`lower(${t.firstName})`,
      t.userId,
    ),
    // The users list's other sorts, each direction (the names and id after the key ascend
    // either way, so a descending key needs an index of its own).
    index('members_first_name_desc_order_idx').on(
      t.eventId,
      sql`lower(${t.firstName}) desc nulls last`,
      sql`lower(${t.surname})`,
      t.userId,
    ),
    // The users and teams lists' search ('%…%'): trigram matching finds the few members whose
    // names or email hold the text instead of reading every member.
    index('members_search_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    // The teams list by owner walks the owners' full names (either way) to their teams.
    index('members_full_name_order_idx').on(
      t.eventId,
      sql`lower(${t.firstName} || ' ' || ${t.surname})`,
    ),
    ...(['asc', 'desc nulls last'] as const).flatMap((direction) => {
      const suffix = direction === 'asc' ? '' : '_desc';
      const ties = [sql`lower(${t.surname})`, sql`lower(${t.firstName})`, t.userId] as const;
      return [
        index(`members_permissions${suffix}_order_idx`).on(
          t.eventId,
          sql`(${permissionRank(t.permissions)}) ${sql.raw(direction)}`,
          ...ties,
        ),
        index(`members_last_login${suffix}_order_idx`).on(
          t.eventId,
          sql`${t.lastLoginInTime} ${sql.raw(direction)}`,
          ...ties,
        ),
      ];
    }),
  ],
);
