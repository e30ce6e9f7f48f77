import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
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
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A user's membership of one event, with their permission level there. */
export const members = pgTable(
  'members',
  {
    eventId: eventIdColumn().references(() => events.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => userProfiles.id, { onDelete: 'cascade' }),
    /**
     * The name this event knows the person by, when it differs from their global profile: an
     * account from another event added here gets the names the adder typed, so nobody learns
     * a name from another event. Null: the profile's name.
     */
    firstName: text('first_name'),
    surname: text('surname'),
    permissions: text('permissions', { enum: ['user', 'moderator', 'admin', 'eventflowAdmin'] })
      .notNull()
      .default('user'),
    hasLoggedIn: boolean('has_logged_in').notNull().default(false),
    lastLoginInTime: timestamp('last_login_in_time', { withTimezone: true }),
    notificationIds: text('notification_ids').array().notNull().default(sql`'{}'::text[]`),
    isOnboarded: boolean('is_onboarded').notNull().default(false),
    emailResponseIds: text('email_response_ids').array().notNull().default(sql`'{}'::text[]`),
    ...stamps,
  },
  (t) => [
    primaryKey({ columns: [t.eventId, t.userId] }),
    index('members_user_id_idx').on(t.userId),
  ],
);
