import type { EventCopyPart } from '@showdesk/domain/platform/event-copy';
import type { TranslatableKind } from '@showdesk/domain/platform/translations';
import { inArray, type SQL } from 'drizzle-orm';
import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core';
import { contentPages, contentSections, downloads } from '../../../db/schema/content.ts';
import { cardLayouts, cards } from '../../../db/schema/dashboard.ts';
import { emailTemplates } from '../../../db/schema/email-templates.ts';
import { assets } from '../../../db/schema/files.ts';
import {
  fieldGroups,
  formConfirmations,
  formFields,
  formNotifications,
  forms,
} from '../../../db/schema/forms.ts';
import { notifications } from '../../../db/schema/notifications.ts';
import { sidebarSections } from '../../../db/schema/settings.ts';
import { supplierGroups, suppliers } from '../../../db/schema/suppliers.ts';
import { taskGroups, tasks } from '../../../db/schema/tasks.ts';
import { customFields, teamTypes } from '../../../db/schema/team-types.ts';
import { recordTranslations } from '../../../db/schema/translations.ts';
import { formWebhooks } from '../../../db/schema/webhooks.ts';

/**
 * The copy plan: every event-owned table is either copied by a step (below, with the part of
 * the copy form that brings it along) or listed in `neverCopied` with the reason. A test
 * (copies.test.ts) reads every table with an `event_id` column from the database and fails on
 * one that is in neither, so a new table makes its author decide.
 */

/** A table copied row for row: `INSERT … SELECT` from the source event, ids kept. */
export interface CopiedTable {
  table: PgTable;
  /** The part of the copy form that brings it. */
  part: EventCopyPart;
  /** Columns given a value of their own instead of the source's (SQL text, `$target` etc.). */
  set?: Record<string, string>;
  /** What a moved date is listed under on the summary, and the column naming the record. */
  kind: string;
  nameColumn: string;
  /** The date columns the summary lists (default: every show-calendar date column). */
  dateColumns?: string[];
  /** Only the source's rows that match (the default: all of them). */
  where?: SQL;
}

/** The translations of the records of some kinds: they come along with their records' part. */
const translationsOf = (part: EventCopyPart, kinds: TranslatableKind[]): CopiedTable => ({
  table: recordTranslations,
  part,
  kind: 'translation',
  nameColumn: 'record_id',
  where: inArray(recordTranslations.kind, kinds),
});

/** The steps of a copy, in order; each runs in one transaction (files in several). */
export const copySteps = [
  'settings',
  'layouts',
  'teamTypes',
  'content',
  'forms',
  'tasks',
  'suppliers',
  'emailTemplates',
  'notifications',
  'files',
  'teams',
] as const;
export type CopyStep = (typeof copySteps)[number];

/** The tables each step copies whole (settings, files and teams have steps of their own). */
export const copiedTables: Partial<Record<CopyStep, CopiedTable[]>> = {
  layouts: [
    { table: sidebarSections, part: 'layouts', kind: 'sidebar section', nameColumn: 'heading' },
    { table: cards, part: 'layouts', kind: 'dashboard card', nameColumn: 'title' },
    { table: cardLayouts, part: 'layouts', kind: 'dashboard layout', nameColumn: 'name' },
    translationsOf('layouts', ['card-layouts']),
  ],
  teamTypes: [
    { table: teamTypes, part: 'teamTypes', kind: 'team type', nameColumn: 'name' },
    { table: customFields, part: 'teamTypes', kind: 'custom field', nameColumn: 'label' },
  ],
  content: [
    { table: contentPages, part: 'content', kind: 'content page', nameColumn: 'title' },
    { table: contentSections, part: 'content', kind: 'content section', nameColumn: 'heading' },
    { table: downloads, part: 'content', kind: 'download', nameColumn: 'name' },
    { table: assets, part: 'content', kind: 'asset', nameColumn: 'name' },
    translationsOf('content', ['content', 'downloads']),
  ],
  forms: [
    { table: forms, part: 'forms', kind: 'form', nameColumn: 'title' },
    { table: fieldGroups, part: 'forms', kind: 'field group', nameColumn: 'title' },
    { table: formFields, part: 'forms', kind: 'form field', nameColumn: 'id' },
    { table: formConfirmations, part: 'forms', kind: 'confirmation', nameColumn: 'name' },
    { table: formNotifications, part: 'forms', kind: 'form notification', nameColumn: 'name' },
    {
      table: formWebhooks,
      part: 'forms',
      kind: 'webhook',
      nameColumn: 'name',
      // Off until an admin turns it on again; its secret is replaced right after (never copied).
      set: { is_active: 'false', secret: "'whsec_pending'" },
    },
    translationsOf('forms', ['forms', 'field-groups']),
  ],
  tasks: [
    { table: tasks, part: 'tasks', kind: 'task', nameColumn: 'title' },
    { table: taskGroups, part: 'tasks', kind: 'task group', nameColumn: 'title' },
    translationsOf('tasks', ['tasks', 'task-groups']),
  ],
  suppliers: [
    { table: suppliers, part: 'suppliers', kind: 'supplier', nameColumn: 'company' },
    { table: supplierGroups, part: 'suppliers', kind: 'supplier group', nameColumn: 'title' },
    translationsOf('suppliers', ['suppliers', 'supplier-groups']),
  ],
  emailTemplates: [
    { table: emailTemplates, part: 'emailTemplates', kind: 'email template', nameColumn: 'kind' },
    translationsOf('emailTemplates', ['email-templates']),
  ],
  notifications: [
    {
      table: notifications,
      part: 'notifications',
      kind: 'notification',
      nameColumn: 'title',
      dateColumns: ['scheduled_at'],
      // As drafts, unscheduled: the summary lists the moved time for the admin to schedule.
      set: {
        status: "'draft'",
        scheduled_at: 'null',
        sent_at: 'null',
        provider_response: "''",
        email_cursor: 'null',
        emails_queued: '0',
      },
    },
    translationsOf('notifications', ['notifications']),
  ],
};

/** Tables written by steps of their own (not a plain row-for-row copy). */
export const specialTables = {
  event_settings: 'settings step: the chosen documents; the event document gets the new event',
  core_pages: 'layouts step: the sidebar entries, replacing the new event’s defaults',
  stored_files: 'files step: the files of copied records, their objects copied to new keys',
  teams: 'teams step (optional): the teams, owner-less, their owners invited again',
  members: 'the requesting admin’s own membership only (made with the event); owners invited',
  team_members: 'teams step: each re-invited owner in their team',
  event_data_versions: 'started afresh by the triggers of the copied tables',
  welcome_chasers: 'never: the new event’s own reminders',
} as const;

/** Event-owned tables never copied, with why. */
export const neverCopied = {
  submissions: 'members’ data',
  form_submission_counts: 'kept by triggers on submissions (none copied)',
  locks: 'editing state',
  task_statuses: 'members’ progress',
  task_comments: 'members’ data',
  task_replies: 'members’ data',
  task_reminder_sends: 'sends',
  calendar_feeds: 'members’ secret links',
  webhook_deliveries: 'logs',
  webhook_delivery_attempts: 'logs',
  outbox_emails: 'emails',
  email_responses: 'emails',
  team_imports: 'imports',
  team_import_rows: 'imports',
  welcome_chaser_recipients: 'sends',
  guest_uploads: 'guest limits',
  guest_typed_address_emails: 'guest limits',
  storage_journal: 'the storage’s own bookkeeping',
  reports: 'saved reports name tasks, teams and forms of their event; made again for the new one',
  task_figures: 'kept figures (triggers)',
  task_completion_days: 'kept figures (triggers)',
  submission_figures: 'kept figures (triggers)',
  submission_days: 'kept figures (triggers)',
  api_tokens: 'secrets of the source’s integrations: the new event makes its own',
  audit_entries: 'the source’s history; the new event’s starts with the copy (a platform entry)',
  event_webhooks: 'addresses and secrets of the source’s integrations: subscribed again',
  event_webhook_deliveries: 'logs',
  event_webhook_delivery_attempts: 'logs',
} as const;

/** Files are copied when their owner's part comes along. */
export const fileOwnerParts: Record<string, EventCopyPart> = {
  asset: 'content',
  download: 'content',
  section: 'content',
  branding: 'branding',
  supplier: 'suppliers',
  task: 'tasks',
};

export const tableName = (table: PgTable) => getTableConfig(table).name;
