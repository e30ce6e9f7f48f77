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
  people: 'People and teams',
  content: 'Content',
  forms: 'Forms',
  tasks: 'Tasks',
  suppliers: 'Suppliers',
  messaging: 'Messaging',
  reports: 'Reports',
  settings: 'Settings',
  integrations: 'Integrations',
};

/**
 * The kinds of record an event's entries are about (each audited table's record kind,
 * migration 0039), with what the screens call them. `audit_note` may write other words; they
 * read through `activityWord`.
 */
export const activityRecordKindLabels = {
  user: 'User',
  team: 'Team',
  team_member: 'Team member',
  team_type: 'Team type',
  custom_field: 'Custom field',
  team_import: 'Team import',
  welcome_chaser: 'Welcome reminder',
  settings: 'Settings',
  core_page: 'Core page',
  sidebar_section: 'Sidebar section',
  asset: 'Asset',
  card: 'Dashboard card',
  card_layout: 'Card layout',
  content_page: 'Content page',
  content_section: 'Content section',
  download: 'Download',
  form: 'Form',
  field_group: 'Field group',
  form_field: 'Form field',
  form_confirmation: 'Confirmation',
  form_notification: 'Form notification',
  form_webhook: 'Form webhook',
  submission: 'Submission',
  task: 'Task',
  task_group: 'Task group',
  task_status: 'Team progress',
  comment: 'Comment',
  reply: 'Reply',
  calendar_feed: 'Calendar feed',
  supplier: 'Supplier',
  supplier_group: 'Supplier group',
  notification: 'Notification',
  email_template: 'Email template',
  translation: 'Translation',
  report: 'Report',
  api_token: 'API token',
  event_webhook: 'Event webhook',
} as const;
export type ActivityRecordKind = keyof typeof activityRecordKindLabels;
export const activityRecordKinds = Object.keys(activityRecordKindLabels) as [
  ActivityRecordKind,
  ...ActivityRecordKind[],
];

/** The actions the triggers write; an action of `audit_note` is its own word. */
export const activityActionLabels: Record<string, string> = {
  created: 'Created',
  updated: 'Changed',
  deleted: 'Deleted',
  archived: 'Archived',
  restored: 'Restored',
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
