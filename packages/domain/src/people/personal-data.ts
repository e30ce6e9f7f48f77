import { z } from 'zod';
import { listQuerySchema } from '../common/list-query.ts';

/**
 * Personal data on request (issue 30, item 4): a person's own archive, a platform admin's
 * erasure of a person, and each event's retention period.
 */

/** The name an erased (or retired) person's comments and submissions show instead of theirs. */
export const erasedPersonName = 'Erased person';
/** The user id their records' stamps (createdBy, updatedBy, …) carry once they are erased. */
export const erasedPersonId = 'erased';
/** The address that stands in for theirs in text that was kept. */
export const erasedPersonEmail = 'erased@erased.invalid';

export const personalDataMessages = {
  personNotFound: /*i18n*/ 'No such person',
  confirmEmailMismatch: /*i18n*/ 'Type the email address of the person you are erasing',
  lastPlatformAdmin: /*i18n*/ 'The last platform admin cannot be erased',
  archiveTooLarge: /*i18n*/ 'Your data is too large to download at once; ask a platform admin',
} as const;

/** GET /api/v1/platform/people: everyone with an account (platform admins' search). */
export const platformPersonSorts = ['firstName', 'surname', 'email'] as const;
export const platformPersonListQuerySchema = listQuerySchema({
  sorts: platformPersonSorts,
  defaultSort: 'surname',
});

export const platformPersonSchema = z.strictObject({
  /** The user's id. */
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  surname: z.string(),
  /** How many events they belong to (invitations included). */
  eventCount: z.number().int(),
  isPlatformAdmin: z.boolean(),
});
export type PlatformPerson = z.infer<typeof platformPersonSchema>;

/** POST /api/v1/platform/people/:userId/erase: the admin types the person's email again. */
export const erasePersonInputSchema = z.strictObject({
  confirmEmail: z.string().trim().min(1, personalDataMessages.confirmEmailMismatch).max(320),
});
export type ErasePersonInput = z.infer<typeof erasePersonInputSchema>;

/** What an erasure or a retention run removed or anonymised, by kind of record. */
export const removalCountsSchema = z.record(z.string(), z.number().int());
export type RemovalCounts = z.infer<typeof removalCountsSchema>;

/** The record of an erasure (`personal_data_removals`): its reference and counts. */
export const removalSchema = z.strictObject({
  /** A random reference to quote (it names no one). */
  reference: z.string(),
  counts: removalCountsSchema,
});
export type Removal = z.infer<typeof removalSchema>;

/** GET /api/v1/events/:eventId/retention/preview: what the next retention run would do. */
export const retentionPreviewSchema = z.strictObject({
  /** Null: the event keeps personal data (no retention period). */
  retentionDays: z.number().int().nullable(),
  endDate: z.string(),
  /** The event's calendar day from which its members' data is anonymised (null: never). */
  dueOn: z.string().nullable(),
  /** Whether the daily job would anonymise it on its next run. */
  isDue: z.boolean(),
  /** The members whose data would go (organisers, admin and above, are kept). */
  people: z.array(
    z.strictObject({
      id: z.string(),
      name: z.string(),
      email: z.string(),
      /** Their account is erased too (they belong to no other event and are no platform admin). */
      accountErased: z.boolean(),
    }),
  ),
  counts: removalCountsSchema,
});
export type RetentionPreview = z.infer<typeof retentionPreviewSchema>;

/** The name of the archive a person downloads. */
export const personalDataArchiveName = 'my-personal-data.zip';
