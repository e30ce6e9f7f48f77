import { sql } from 'drizzle-orm';
import { boolean, pgTable, text } from 'drizzle-orm/pg-core';
import { stamps } from './columns.ts';

/**
 * Global: an OpenID Connect provider a platform admin set up for single sign-on
 * (features/people/sso). `client_secret` is encrypted with the server's secret and never
 * answered; its audit trigger records a change of it without values. `event_ids` names the
 * events whose login page offers it (empty: every event), `email_domains` the addresses it may
 * sign in (empty: any); at least one of the two is named. An event deleted later stays named
 * here and is left out where the list is read.
 */
export const ssoProviders = pgTable('sso_providers', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  issuer: text('issuer').notNull(),
  clientId: text('client_id').notNull(),
  clientSecret: text('client_secret').notNull(),
  emailDomains: text('email_domains').array().notNull().default(sql`'{}'::text[]`),
  eventIds: text('event_ids').array().notNull().default(sql`'{}'::text[]`),
  mayCreateAccounts: boolean('may_create_accounts').notNull().default(false),
  ...stamps,
});
