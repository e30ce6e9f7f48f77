import { z } from 'zod';
import {
  activityActorSchema,
  activityChangeSchema,
  entryActorSchema,
} from '../activity/activity.ts';
import { idFilter, listQuerySchema } from '../common/list-query.ts';
import { text } from '../common/text.ts';

/**
 * The platform's activity (platform admins): what was done to the installation itself, newest
 * first. Events created, changed, closed, copied and deleted, platform admins granted and
 * removed, the first-run setup, restores of a backup and erasures of a person. Written by the
 * audit trail (migration 0039) in `platform_audit_entries`, kept when an event is deleted; its
 * entries read like an event's activity (activity/activity.ts).
 */

/** The kinds of record a platform entry is about, as the screens call them. */
export const platformActivityKindLabels: Record<string, string> = {
  event: 'Event',
  platform_admin: 'Platform admin',
  installation: 'Installation',
  person: 'Person',
  sso_provider: 'Sign-in provider',
};

/** The actions of platform entries, as the screens say them. */
export const platformActivityActionLabels: Record<string, string> = {
  created: 'Created',
  updated: 'Changed',
  deleted: 'Deleted',
  copied: 'Copied',
  granted: 'Granted',
  removed: 'Removed',
  set_up: 'Set up',
  restored: 'Restored',
  erased: 'Erased',
};

/** One platform entry as the platform's Activity screen lists it. */
export const platformActivityEntrySchema = z.strictObject({
  /** The entry's number, as text (entries are numbered in the order they were written). */
  id: z.string(),
  at: z.iso.datetime({ offset: true }),
  actor: entryActorSchema,
  record: z.strictObject({
    /** event, platform_admin, installation, person (an erasure, by its reference). */
    kind: z.string(),
    id: z.string(),
    /** Its name when it happened. */
    name: z.string(),
  }),
  /** The event concerned, if any, and its name now (null once it is deleted). */
  event: z.strictObject({ id: z.string(), name: z.string().nullable() }).nullable(),
  /** created, updated, deleted, copied, granted, removed, set_up, restored, erased. */
  action: z.string(),
  changes: z.array(activityChangeSchema),
});
export type PlatformActivityEntry = z.infer<typeof platformActivityEntrySchema>;

/** A day, YYYY-MM-DD (UTC: the platform has no zone of its own). */
const dayFilter = z.iso.date(/*i18n*/ 'A day is YYYY-MM-DD');
const wordFilter = text()
  .trim()
  .regex(/^[a-z][a-z_]{0,49}$/, /*i18n*/ 'A word of lower-case letters and _');

/**
 * The platform Activity page's list (the list convention): newest first (`-at`, the default)
 * or oldest first; `q` matches the actor's, the record's or the event's name (any case);
 * filters: action, kind, actor (an id, or `system`), event, from and to (UTC days, included).
 */
export const platformActivitySorts = ['at'] as const;
export const platformActivityListQuerySchema = listQuerySchema({
  sorts: platformActivitySorts,
  defaultSort: '-at',
  filters: {
    action: wordFilter,
    kind: wordFilter,
    actor: idFilter,
    event: idFilter,
    from: dayFilter,
    to: dayFilter,
  },
});
export type PlatformActivityListQuery = z.output<typeof platformActivityListQuerySchema>;

/** GET /api/v1/platform/activity/options: what the filters choose from. */
export const platformActivityOptionsSchema = z.strictObject({
  /** Everyone who acted (by the name of their latest entry), then the system. */
  actors: z.array(activityActorSchema),
  kinds: z.array(z.string()),
  actions: z.array(z.string()),
});
export type PlatformActivityOptions = z.infer<typeof platformActivityOptionsSchema>;
