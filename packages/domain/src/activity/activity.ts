import { z } from 'zod';
import { idFilter, listQuerySchema, pageSchema } from '../common/list-query.ts';
import { say } from '../common/say.ts';
import { text } from '../common/text.ts';
import { exportFormats } from '../reports/exports.ts';
import { activityActorTypes, activityAreas, activityRecordKinds } from './record-kinds.ts';

/**
 * An event's activity: who changed what, when, with each field's value before and after
 * (issue 31). The audit trail writes it (migration 0039, `audit_entries`); admins read all of
 * it on the Activity page, moderators the history of a record, a team's members the history
 * of their own team and submissions.
 */

export const activityMessages = {
  recordNotFound: /*i18n*/ 'Record not found',
  submissionNotFound: /*i18n*/ 'Submission not found',
  adminOnlyHistory: /*i18n*/ 'Only admins can see the history of this record',
  dayRange: /*i18n*/ 'The first day must not be after the last',
} as const;

/** A change of one field: its column (or `document.key`), its label, before and after. */
export const activityChangeSchema = z.strictObject({
  /** The column as the trail records it (`due_date`, `data.primaryColour`, `values.<field id>`). */
  field: z.string(),
  /** What the screens call it ("Due date"; a custom or form field's own label). */
  label: z.string(),
  /**
   * The value before (null on a creation) and after (null on a deletion), as stored; ids of
   * people, teams, team types, forms and tasks are shown as those records' names now. Long
   * texts are cut to 2,000 characters.
   */
  before: z.unknown(),
  after: z.unknown(),
});
export type ActivityChange = z.infer<typeof activityChangeSchema>;

/** Who made an entry's change: an event's and the platform's entries alike. */
export const entryActorSchema = z.strictObject({
  type: z.enum(activityActorTypes),
  /** The person's user id or the token's id; null for the system (and a token, to members). */
  id: z.string().nullable(),
  /** Their name when it happened ("Erased person" once erased; the job's for the system). */
  name: z.string(),
});

/** One entry of an event's activity. */
export const activityEntrySchema = z.strictObject({
  /** The entry's number as text (entries are numbered in the order they were written). */
  id: z.string(),
  at: z.iso.datetime({ offset: true }),
  actor: entryActorSchema,
  area: z.string(),
  record: z.strictObject({
    kind: z.string(),
    id: z.string(),
    /** Its name when it happened (a submission's: its form's title). */
    name: z.string(),
  }),
  /** The main record it belongs to, if any (a section's page, a team's progress's task). */
  parent: z.strictObject({ kind: z.string(), id: z.string() }).optional(),
  /** created, updated, deleted, archived, restored, or an action's own word. */
  action: z.string(),
  changes: z.array(activityChangeSchema),
});
export type ActivityEntry = z.infer<typeof activityEntrySchema>;

export const activityPageSchema = pageSchema(activityEntrySchema);

/** A day, YYYY-MM-DD, on the event's calendar (its time zone). */
const dayFilter = z.iso.date(/*i18n*/ 'A day is YYYY-MM-DD');
const wordFilter = text()
  .trim()
  .regex(/^[a-z][a-z_]{0,49}$/, /*i18n*/ 'A word of lower-case letters and _');

/** Who acted: a person's or a token's id, or `system`. */
export const activityActorFilter = idFilter;
export const systemActorFilter = 'system';

/**
 * The Activity page's list (the list convention): newest first (`-at`, the default) or oldest
 * first; `q` matches the record's name or the actor's name (anywhere, any case); filters:
 * actor (an id, or `system`), area, kind (record kind), recordId, action, from and to (days on
 * the event's calendar, both included).
 */
export const activitySorts = ['at'] as const;
const activityListBase = listQuerySchema({
  sorts: activitySorts,
  defaultSort: '-at',
  filters: {
    actor: activityActorFilter,
    area: z.enum(
      activityAreas,
      say(/*i18n*/ 'Choose an area: {areas}', { areas: activityAreas.join(', ') }),
    ),
    kind: wordFilter,
    recordId: idFilter,
    action: wordFilter,
    from: dayFilter,
    to: dayFilter,
  },
});

/** A range whose first day is after its last is refused (400 at `filter.to`). */
function dayRangeInOrder(query: { filter: { from?: string; to?: string } }, ctx: z.RefinementCtx) {
  const { from, to } = query.filter;
  if (from && to && from > to)
    ctx.addIssue({ code: 'custom', message: activityMessages.dayRange, path: ['filter', 'to'] });
}

export const activityListQuerySchema = activityListBase.superRefine(dayRangeInOrder);
export type ActivityListQuery = z.output<typeof activityListQuerySchema>;
export type ActivityFilter = ActivityListQuery['filter'];

/** The export: the list's search, filters and sort (every page), as XLSX or CSV. */
export const activityExportQuerySchema = activityListBase
  .extend({ format: z.enum(exportFormats, /*i18n*/ 'Choose a format: xlsx or csv') })
  .superRefine(dayRangeInOrder);
export type ActivityExportQuery = z.output<typeof activityExportQuerySchema>;

/** A record's history (and its parts'): newest first, a page at a time. */
export const recordHistoryQuerySchema = listQuerySchema({
  sorts: activitySorts,
  defaultSort: '-at',
});
export type RecordHistoryQuery = z.output<typeof recordHistoryQuerySchema>;

/** The record kinds a history can be asked for (every audited table's). */
export const historyKindSchema = z.enum(
  activityRecordKinds,
  say(/*i18n*/ 'Choose a record kind: {kinds}', { kinds: activityRecordKinds.join(', ') }),
);

/** Someone who made a change in the event, for the Activity page's person filter. */
export const activityActorSchema = z.strictObject({
  /** What the filter takes: the person's or token's id, or `system`. */
  id: z.string(),
  type: z.enum(activityActorTypes),
  /** Their name in their latest entry. */
  name: z.string(),
});
export type ActivityActor = z.infer<typeof activityActorSchema>;
export const activityActorPageSchema = pageSchema(activityActorSchema);
export const activityActorQuerySchema = listQuerySchema({ sorts: ['name'], defaultSort: 'name' });
