// No zod here: the web's History panel and the Activity page read these words without the
// schemas.

/**
 * The product's areas: the server's features that own an event's records (an API token's
 * scope names them too, integrations/api-tokens.ts).
 */
export const productAreas = [
  'people',
  'content',
  'forms',
  'tasks',
  'suppliers',
  'messaging',
  'reports',
  'settings',
] as const;

/**
 * The areas an event's audit entries belong to (the `area` argument of each audited table's
 * trigger, migration 0039), in the order the Activity page offers them: the product's, and
 * the integrations (tokens, event webhooks) themselves.
 */
export const activityAreas = [...productAreas, 'integrations'] as const;
export type ActivityArea = (typeof activityAreas)[number];

export const activityAreaLabels: Record<ActivityArea, string> = {
  people: /*i18n*/ 'People and teams',
  content: /*i18n*/ 'Content',
  forms: /*i18n*/ 'Forms',
  tasks: /*i18n*/ 'Tasks',
  suppliers: /*i18n*/ 'Suppliers',
  messaging: /*i18n*/ 'Messaging',
  reports: /*i18n*/ 'Reports',
  settings: /*i18n*/ 'Settings',
  integrations: /*i18n*/ 'Integrations',
};

/**
 * The kinds of record an event's entries are about (each audited table's record kind,
 * migration 0039), with what the screens call them. `audit_note` may write other words; they
 * read through `activityWord`.
 */
export const activityRecordKindLabels = {
  user: /*i18n*/ 'User',
  team: /*i18n*/ 'Team',
  team_member: /*i18n*/ 'Team member',
  team_type: /*i18n*/ 'Team type',
  custom_field: /*i18n*/ 'Custom field',
  team_import: /*i18n*/ 'Team import',
  welcome_chaser: /*i18n*/ 'Welcome reminder',
  settings: /*i18n*/ 'Settings',
  core_page: /*i18n*/ 'Core page',
  sidebar_section: /*i18n*/ 'Sidebar section',
  asset: /*i18n*/ 'Asset',
  card: /*i18n*/ 'Dashboard card',
  card_layout: /*i18n*/ 'Card layout',
  content_page: /*i18n*/ 'Content page',
  content_section: /*i18n*/ 'Content section',
  download: /*i18n*/ 'Download',
  form: /*i18n*/ 'Form',
  field_group: /*i18n*/ 'Field group',
  form_field: /*i18n*/ 'Form field',
  form_confirmation: /*i18n*/ 'Confirmation',
  form_notification: /*i18n*/ 'Form notification',
  form_webhook: /*i18n*/ 'Form webhook',
  submission: /*i18n*/ 'Submission',
  task: /*i18n*/ 'Task',
  task_group: /*i18n*/ 'Task group',
  task_status: /*i18n*/ 'Team progress',
  comment: /*i18n*/ 'Comment',
  reply: /*i18n*/ 'Reply',
  calendar_feed: /*i18n*/ 'Calendar feed',
  supplier: /*i18n*/ 'Supplier',
  supplier_group: /*i18n*/ 'Supplier group',
  notification: /*i18n*/ 'Notification',
  email_template: /*i18n*/ 'Email template',
  translation: /*i18n*/ 'Translation',
  report: /*i18n*/ 'Report',
  api_token: /*i18n*/ 'API token',
  event_webhook: /*i18n*/ 'Event webhook',
} as const;
export type ActivityRecordKind = keyof typeof activityRecordKindLabels;
export const activityRecordKinds = Object.keys(activityRecordKindLabels) as [
  ActivityRecordKind,
  ...ActivityRecordKind[],
];

/** The actions the triggers write; an action of `audit_note` is its own word. */
export const activityActionLabels: Record<string, string> = {
  created: /*i18n*/ 'Created',
  updated: /*i18n*/ 'Changed',
  deleted: /*i18n*/ 'Deleted',
  archived: /*i18n*/ 'Archived',
  restored: /*i18n*/ 'Restored',
};
export const activityActions = Object.keys(activityActionLabels);

/** Who acted: a person, an event's API token, or the system (a job, a schedule). */
export const activityActorTypes = ['person', 'token', 'system'] as const;
export type ActivityActorType = (typeof activityActorTypes)[number];

/**
 * A word of the trail as the screens say it: the label given for it, or the word itself made
 * readable ("test_sent" → "Test sent").
 */
export function activityWord(labels: Record<string, string>, word: string): string {
  return labels[word] ?? humanise(word);
}

/** "due_date" → "Due date", "primaryColour" → "Primary colour". */
export function humanise(word: string): string {
  const spaced = word
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replaceAll('_', ' ')
    .trim()
    .toLowerCase();
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

/**
 * Record kinds only admins see the history of: the admin-only areas (spec section 6: settings,
 * emails, admin notifications, reports, team types, custom fields, field groups, the
 * dashboard, form webhooks and integrations). A moderator's history of a record leaves their entries out.
 */
export const adminOnlyRecordKinds: ReadonlySet<string> = new Set<ActivityRecordKind>([
  'settings',
  'core_page',
  'sidebar_section',
  'card',
  'card_layout',
  'team_type',
  'custom_field',
  'team_import',
  'welcome_chaser',
  'field_group',
  'form_webhook',
  'notification',
  'email_template',
  'report',
  'api_token',
  'event_webhook',
]);
