// No zod here: the web reads labels without the schemas.

import { humanise } from './record-kinds.ts';

/**
 * What a changed column is called on the screens, per record kind, where the column's name
 * made readable (`fieldLabel`'s fallback: "is_published" → "Published") would not say it. The
 * keys are the columns as the audit trail records them (migration 0039).
 */
const kindFieldLabels: Record<string, Record<string, string>> = {
  task: {
    type: 'Task type',
    due_date: 'Due date',
    attachment_ids: 'Attachments',
    form_id: 'Form',
    is_time_sensitive: 'Time sensitive',
    is_approval_needed: 'Needs approval',
    team_type_ids: 'Team types',
    show_to_child_teams: 'Shown to stand shares',
  },
  task_status: {
    task_id: 'Task',
    team_id: 'Team',
    is_complete: 'Complete',
    is_not_applicable: 'Not applicable',
    approval_status: 'Approval',
    approval_note: 'Approval note',
    assigned_to: 'Assigned to',
    submission_id: 'Submission',
    file_ids: 'Files',
  },
  task_group: { task_ids: 'Tasks' },
  comment: { text: 'Comment', is_pinned: 'Pinned', likes: 'Likes', task_id: 'Task' },
  reply: { text: 'Reply', likes: 'Likes', comment_id: 'Comment' },
  team: {
    owner_id: 'Owner',
    is_organiser: 'Organiser team',
    stand_share_role: 'Stand share',
    parent_team_id: 'Parent team',
    team_type_id: 'Team type',
  },
  team_member: { team_id: 'Team', user_id: 'User' },
  user: {
    permissions: 'Permission level',
    status: 'Invitation',
    invited_at: 'Invited at',
    invited_by: 'Invited by',
    is_onboarded: 'Onboarded',
  },
  custom_field: {
    show_field: 'Shown to teams',
    show_to_child_teams: 'Shown to stand shares',
    index: 'Position',
    is_required: 'Required',
  },
  form: {
    is_editable: 'Editable after sending',
    is_public: 'Guest form',
    guest_send_limit: 'Guest sends per hour',
    confirmation_ids: 'Confirmations',
    notification_ids: 'Notifications',
    webhook_ids: 'Webhooks',
    field_ids: 'Fields',
  },
  form_field: { holder_id: 'Form', holder_type: 'Holder' },
  submission: {
    form_id: 'Form',
    team_id: 'Team',
    is_draft: 'Draft',
    task_id: 'Task',
    is_guest: 'Guest submission',
    submitted_at: 'Sent at',
  },
  content_page: {
    path: 'Address',
    section_ids: 'Sections',
    is_public: 'Public page',
    is_featured: 'Featured',
    allowed_team_type_ids: 'Team types',
    asset_id: 'Image',
    show_to_child_teams: 'Shown to stand shares',
  },
  content_section: { content_id: 'Page', is_new_section: 'Starts a new section' },
  supplier: {
    company: 'Company',
    is_featured: 'Featured',
    show_to_team_type_ids: 'Shown to team types',
    hide_from_team_type_ids: 'Hidden from team types',
    supplier_group_ids: 'Supplier groups',
  },
  supplier_group: { supplier_ids: 'Suppliers' },
  notification: { team_id: 'Team', send_at: 'Send at', sent_at: 'Sent at' },
  api_token: { scopes: 'Scope', expires_at: 'Expires', revoked_at: 'Revoked' },
  event_webhook: { request_url: 'Address', kinds: 'Events', is_active: 'Active' },
  sso_provider: {
    client_id: 'Client ID',
    client_secret: 'Client secret',
    email_domains: 'Email domains',
    event_ids: 'Events',
    may_create_accounts: 'Creates accounts',
  },
};

/** Labels every kind shares (the stamps and flags most records have). */
const sharedFieldLabels: Record<string, string> = {
  is_archived: 'Archived',
  is_published: 'Published',
  asset_id: 'Image',
  user_id: 'User',
  team_id: 'Team',
  form_id: 'Form',
  task_id: 'Task',
};

/**
 * A changed field's label: the kind's own label for the column, then the shared one, then the
 * column's name made readable without its `is_`/`has_` and `_id` ("is_complete" → "Complete",
 * "parent_id" → "Parent", "team_type_ids" → "Team types"). A document's key (`data.primaryColour`,
 * `settings.label`) reads as its key; keys that are record ids (a team's custom field values,
 * a submission's values) are named by the server, which knows the fields.
 */
export function fieldLabel(kind: string, field: string): string {
  const own = kindFieldLabels[kind]?.[field] ?? sharedFieldLabels[field];
  if (own) return own;
  const dot = field.indexOf('.');
  const name = dot >= 0 ? field.slice(dot + 1) : field;
  const bare = name
    .replace(/^(is|has)_/, '')
    .replace(/_ids$/, 's')
    .replace(/_id$/, '');
  return humanise(bare || name);
}

/**
 * The document columns whose keys are ids of fields the event defines: a team's custom field
 * values (`custom_fields.<custom field id>`) and a submission's values (`values.<form field
 * id>`). Their labels are those fields' labels, read by the server.
 */
export const fieldKeyedDocuments: Record<
  string,
  { column: string; names: 'customField' | 'formField' }
> = {
  team: { column: 'custom_fields', names: 'customField' },
  submission: { column: 'values', names: 'formField' },
};

/**
 * Fields an entry never shows: a record's own key (the entry names the record already), per
 * kind, and `id` for every kind.
 */
const ownKeyFields: Record<string, ReadonlySet<string>> = {
  user: new Set(['user_id']),
  settings: new Set(['kind']),
  email_template: new Set(['kind']),
  translation: new Set(['kind', 'record_id', 'language']),
  calendar_feed: new Set(['user_id']),
};

/** Whether a changed field is shown at all (not the record's own key). */
export const isShownField = (kind: string, field: string) =>
  field !== 'id' && !ownKeyFields[kind]?.has(field);

/** The records a column's ids name, so that an entry shows names in place of ids. */
export type ReferencedRecord = 'person' | 'team' | 'teamType' | 'form' | 'task';

/**
 * Columns holding ids of other records (a single id or a list): the server shows the records'
 * names now in their place (an id it cannot name, of a record since deleted, stays as it is).
 */
export const referenceColumns: Record<string, ReferencedRecord> = {
  owner_id: 'person',
  user_id: 'person',
  assigned_to: 'person',
  invited_by: 'person',
  likes: 'person',
  team_id: 'team',
  parent_team_id: 'team',
  team_type_id: 'teamType',
  team_type_ids: 'teamType',
  allowed_team_type_ids: 'teamType',
  show_to_team_type_ids: 'teamType',
  hide_from_team_type_ids: 'teamType',
  form_id: 'form',
  task_id: 'task',
  task_ids: 'task',
};
