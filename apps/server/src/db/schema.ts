import * as audit from './schema/audit.ts';
import * as auth from './schema/auth.ts';
import * as content from './schema/content.ts';
import * as dashboard from './schema/dashboard.ts';
import * as dataVersions from './schema/data-versions.ts';
import * as emailTemplates from './schema/email-templates.ts';
import * as events from './schema/events.ts';
import * as files from './schema/files.ts';
import * as forms from './schema/forms.ts';
import * as guestLimits from './schema/guest-limits.ts';
import * as outbox from './schema/outbox.ts';
import * as reports from './schema/reports.ts';
import * as settings from './schema/settings.ts';
import * as sso from './schema/sso.ts';
import * as storageJournal from './schema/storage-journal.ts';
import * as tasks from './schema/tasks.ts';
import * as teamImports from './schema/team-imports.ts';
import * as teamTypes from './schema/team-types.ts';
import * as teams from './schema/teams.ts';
import * as translations from './schema/translations.ts';
import * as users from './schema/users.ts';
import * as webhooks from './schema/webhooks.ts';
import * as welcomeChasers from './schema/welcome-chasers.ts';

/** The whole schema, for Drizzle's relational queries and the schema tests. */
export const schema = {
  ...events,
  ...auth,
  ...users,
  ...teams,
  ...outbox,
  ...settings,
  ...files,
  ...teamTypes,
  ...dashboard,
  ...teamImports,
  ...content,
  ...storageJournal,
  ...dataVersions,
  ...welcomeChasers,
  ...forms,
  ...tasks,
  ...webhooks,
  ...reports,
  ...emailTemplates,
  ...guestLimits,
  ...audit,
  ...sso,
  ...translations,
};
export type Schema = typeof schema;

/** Tables that belong to no single event; every other table is event-owned. */
export const globalTableNames = new Set([
  'events',
  'event_copies',
  'personal_data_removals',
  'platform_audit_entries',
  'instance_secrets',
  'auth_users',
  'auth_sessions',
  'auth_accounts',
  'auth_verifications',
  'auth_two_factors',
  'auth_passkeys',
  'user_profiles',
  'sso_providers',
]);
