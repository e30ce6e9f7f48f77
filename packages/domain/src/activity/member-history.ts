// No zod here: pure rules the server applies and the tests read.

/**
 * What a team's members see of their team's history (GET /my-team/history and their own
 * submission's history). Only entries the trail marked with their team (`team_id`), and of
 * those only the kinds below, with only the fields listed: what the team itself sees on its
 * own screens. Everything else (an organiser notification aimed at the team, organiser flags,
 * custom fields hidden from the team, bookkeeping ids) stays the organisers'.
 */
export const memberHistoryFields: Record<string, ReadonlySet<string>> = {
  // The team's name, owner, type and stand share; custom field values only for the fields the
  // team sees (`custom_fields.<id>`, checked against the event's fields by the server).
  team: new Set(['name', 'owner_id', 'team_type_id', 'stand_share_role', 'parent_team_id']),
  // Who joined and left (the entry is the change; its fields are the team and the person).
  team_member: new Set(['team_id', 'user_id']),
  // The team's own answers and when it sent them (`values.<field id>`: every field of a form is
  // the team's to see: it filled them in).
  submission: new Set(['is_draft', 'submitted_at']),
  // The team's progress on a task: the state, the approval and its note (written to the team).
  task_status: new Set([
    'is_complete',
    'is_not_applicable',
    'approval_status',
    'approval_note',
    'assigned_to',
    'file_ids',
  ]),
  // The team's comment threads with the organisers.
  comment: new Set(['text', 'is_pinned']),
};

/** The record kinds of a team's history members may read. */
export const memberHistoryKinds = Object.keys(memberHistoryFields);

/**
 * The document columns whose keys a member may see: a team's custom field values (only the
 * fields the team is shown) and a submission's values (every one: the team filled them in).
 */
export const memberDocumentColumns: Record<string, string> = {
  team: 'custom_fields',
  submission: 'values',
};

/**
 * Whether a member sees a changed field of an entry of their team: listed for its kind, a
 * value of their submission, or a custom field value whose field `customFieldVisible` allows.
 */
export function isMemberVisibleField(
  kind: string,
  field: string,
  customFieldVisible: (customFieldId: string) => boolean,
): boolean {
  if (memberHistoryFields[kind]?.has(field)) return true;
  const column = memberDocumentColumns[kind];
  if (!column || !field.startsWith(`${column}.`)) return false;
  return kind !== 'team' || customFieldVisible(field.slice(column.length + 1));
}

/**
 * A value that says nothing: none, empty text, an empty list or document, or false. A change
 * from one such to another (a custom field added to every team with no value) is no change to
 * show.
 */
export const isBlankValue = (value: unknown): boolean =>
  value === null ||
  value === undefined ||
  value === '' ||
  value === false ||
  (Array.isArray(value) && value.length === 0) ||
  (typeof value === 'object' && !Array.isArray(value) && Object.keys(value as object).length === 0);

/** The name a member is shown for an API token's change: organisers' integrations stay theirs. */
export const memberTokenActorName = 'An integration';
