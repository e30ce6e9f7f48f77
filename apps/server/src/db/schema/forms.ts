import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import {
  counterSlotColumn,
  deletedWith,
  eventIdColumn,
  eventRecordKey,
  stamps,
} from './columns.ts';
import { events } from './events.ts';

/**
 * What a holder of fields (a form, a field group) has: its title and description, its fields'
 * order (the fields are rows of `form_fields`) and its logic.
 */
const fieldHolderColumns = () => ({
  ...eventRecordKey(),
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  fieldIds: text('field_ids').array().notNull().default(sql`'{}'::text[]`),
  /** Per field id: operator, rules, thenFieldId, elseFieldId (domain logic-map.ts). */
  logicMap: jsonb('logic_map').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
});

/**
 * A form (spec section 3, Form): its settings, its fields' order and its logic. Fields are rows
 * of `form_fields`; submissions name their form (no submissionsIds list: see domain forms.ts).
 */
export const forms = pgTable(
  'forms',
  {
    ...fieldHolderColumns(),
    isArchived: boolean('is_archived').notNull().default(false),
    isPublished: boolean('is_published').notNull().default(false),
    isEditable: boolean('is_editable').notNull().default(false),
    isPublic: boolean('is_public').notNull().default(false),
    /**
     * Most sends of this public form one client address may make in 10 minutes (a kiosk
     * registering visitors sends from one address): guest-send-limit.ts.
     */
    guestSendLimit: integer('guest_send_limit').notNull().default(60),
    confirmationIds: text('confirmation_ids').array().notNull().default(sql`'{}'::text[]`),
    notificationIds: text('notification_ids').array().notNull().default(sql`'{}'::text[]`),
    webhookIds: text('webhook_ids').array().notNull().default(sql`'{}'::text[]`),
    ...stamps,
  },
  (t) => [
    primaryKey({ columns: [t.eventId, t.id] }),
    index('forms_list_idx').on(t.eventId, t.isArchived, t.title),
  ],
);

/** A field group (spec section 3): reusable fields with their own logic, placed by a template field. */
export const fieldGroups = pgTable(
  'field_groups',
  {
    ...fieldHolderColumns(),
    isPublished: boolean('is_published').notNull().default(false),
    ...stamps,
  },
  (t) => [primaryKey({ columns: [t.eventId, t.id] })],
);

/**
 * One field of a form or of a field group (its holder). Field ids are unique within a holder
 * (the builder makes them); `settings` holds the type's settings and the common label,
 * reportLabel, description and isRequired (domain fields.ts, without id, type and stamps).
 */
export const formFields = pgTable(
  'form_fields',
  {
    eventId: eventIdColumn().references(() => events.id, { onDelete: 'cascade' }),
    holderId: text('holder_id').notNull(),
    id: text('id').notNull(),
    holderType: text('holder_type', { enum: ['form', 'fieldGroup'] }).notNull(),
    type: text('type').notNull(),
    settings: jsonb('settings').$type<Record<string, unknown>>().notNull(),
    /** A template field's group, so "which forms use this group" is an indexed query. */
    fieldGroupId: text('field_group_id'),
    ...stamps,
  },
  (t) => [
    primaryKey({ columns: [t.eventId, t.holderId, t.id] }),
    index('form_fields_field_group_idx')
      .on(t.eventId, t.fieldGroupId)
      .where(sql`${t.fieldGroupId} is not null`),
  ],
);

/**
 * A submission (spec section 3): a team's or a guest's values for a form. Values are a jsonb
 * map of field id to value; `searchText` is their text, for the organisers' search.
 */
export const submissions = pgTable(
  'submissions',
  {
    ...eventRecordKey(),
    formId: text('form_id').notNull(),
    /** Null for a guest submission. */
    teamId: text('team_id'),
    isDraft: boolean('is_draft').notNull().default(false),
    taskId: text('task_id'),
    isGuest: boolean('is_guest').notNull().default(false),
    values: jsonb('values').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
    /** When it was sent (its draft became final, or it was sent at once); null for a draft. */
    submittedAt: timestamp('submitted_at', { withTimezone: true, mode: 'date' }),
    searchText: text('search_text').notNull().default(''),
    ...stamps,
  },
  (t) => [
    primaryKey({ columns: [t.eventId, t.id] }),
    deletedWith(t.eventId, t.formId, forms),
    index('submissions_form_updated_idx').on(t.eventId, t.formId, t.updatedAt, t.id),
    // The organisers' table sorted by createdAt.
    index('submissions_form_created_idx').on(t.eventId, t.formId, t.createdAt, t.id),
    index('submissions_team_idx').on(t.eventId, t.teamId, t.formId),
    // The table filtered to its drafts or its guests' submissions (a few of many), newest
    // first: read in order from these, not filtered out of every submission of the form.
    index('submissions_form_drafts_idx')
      .on(t.eventId, t.formId, t.updatedAt, t.id)
      .where(sql`${t.isDraft}`),
    index('submissions_form_guests_idx')
      .on(t.eventId, t.formId, t.updatedAt, t.id)
      .where(sql`${t.isGuest}`),
    // The organisers' search (`search_text ilike '%…%'`): a trigram index finds the few
    // submissions that hold the text instead of reading every submission's text.
    index('submissions_search_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
  ],
);

/**
 * The columns of a record a form keeps and picks by rules (confirmations, notifications,
 * webhooks; features/forms/rule-records.ts): its form, its name, and its rules on the form's
 * fields (domain logic-map.ts, logicRuleSchema) joined by `operator`.
 */
export const formRuleRecordColumns = () => ({
  ...eventRecordKey(),
  formId: text('form_id').notNull(),
  name: text('name').notNull(),
});
export const ruleColumns = () => ({
  operator: text('operator').notNull().default('ANY'),
  rules: jsonb('rules').$type<unknown[]>().notNull().default(sql`'[]'::jsonb`),
});

/** A form's rule record goes with its form, and is read by it (`<table>_form_idx`). */
export const formRuleRecordKeys =
  (table: string) => (t: { eventId: AnyPgColumn; id: AnyPgColumn; formId: AnyPgColumn }) => [
    primaryKey({ columns: [t.eventId, t.id] }),
    deletedWith(t.eventId, t.formId, forms),
    index(`${table}_form_idx`).on(t.eventId, t.formId),
  ];

/**
 * A form's confirmations (spec section 3, Confirmation): the message a submitter reads, chosen
 * by its rules (domain forms/confirmations.ts). Their order is the form's `confirmationIds`.
 */
export const formConfirmations = pgTable(
  'form_confirmations',
  {
    ...formRuleRecordColumns(),
    message: text('message').notNull().default(''),
    ...ruleColumns(),
    isDefault: boolean('is_default').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    ...stamps,
  },
  formRuleRecordKeys('form_confirmations'),
);

/** A form's notifications (spec section 3, Form notification; domain forms/form-notifications.ts). */
export const formNotifications = pgTable(
  'form_notifications',
  {
    ...formRuleRecordColumns(),
    message: text('message').notNull().default(''),
    sendToType: text('send_to_type').notNull().default('user'),
    /** Fixed addresses (comma-separated) or the recipient field's id, by sendToType. */
    sendTo: text('send_to').notNull().default(''),
    sendToFieldGroupId: text('send_to_field_group_id'),
    sendToLoopIndex: integer('send_to_loop_index'),
    bccTo: text('bcc_to').notNull().default(''),
    replyTo: text('reply_to').notNull().default(''),
    isFormTitleSubjectLine: boolean('is_form_title_subject_line').notNull().default(true),
    subjectLine: text('subject_line').notNull().default(''),
    showSubmission: boolean('show_submission').notNull().default(true),
    showCustomFields: boolean('show_custom_fields').notNull().default(false),
    showHiddenCustomFields: boolean('show_hidden_custom_fields').notNull().default(false),
    ...ruleColumns(),
    isAdminDefault: boolean('is_admin_default').notNull().default(false),
    isUserDefault: boolean('is_user_default').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    ...stamps,
  },
  formRuleRecordKeys('form_notifications'),
);

/**
 * How many submissions each form has, of them drafts and guests': kept by a trigger on
 * `submissions` in the writing transaction (migrations 0013, 0033), so the organisers' table
 * shows "1–25 of 50,000" without counting 50,000 rows on every page. Striped (`slot`): a
 * form's count is the sum of its rows.
 */
export const formSubmissionCounts = pgTable(
  'form_submission_counts',
  {
    eventId: eventIdColumn(),
    formId: text('form_id').notNull(),
    slot: counterSlotColumn(),
    total: bigint('total', { mode: 'number' }).notNull().default(0),
    drafts: bigint('drafts', { mode: 'number' }).notNull().default(0),
    guests: bigint('guests', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.eventId, t.formId, t.slot] }),
    deletedWith(t.eventId, t.formId, forms),
  ],
);

/**
 * An editing lock (spec section 3, Lock): one per locked record, living 5 minutes from its
 * last refresh (domain locks.ts). An expired row is taken over by the next editor.
 */
export const locks = pgTable(
  'locks',
  {
    eventId: eventIdColumn().references(() => events.id, { onDelete: 'cascade' }),
    type: text('type', { enum: ['form', 'fieldGroup', 'submission'] }).notNull(),
    id: text('id').notNull(),
    createdBy: text('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    expireAt: timestamp('expire_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.type, t.id] })],
);
