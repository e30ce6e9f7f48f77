import { z } from 'zod';
import { acceptedCurrencyIds } from '../common/currencies.ts';
import { say } from '../common/say.ts';
import { text } from '../common/text.ts';
import { fieldGroupDetailSchema } from './field-groups.ts';
import { formDetailSchema } from './forms.ts';
import { recordIdSchema } from './records.ts';
import { sentValuesSchema, submissionSchema } from './submissions.ts';

/**
 * What members and guests read and send when they fill a form in (the API contract's "Member
 * forms" and "Guest forms"): the form to fill, their submissions, and the guest's start and
 * send bodies.
 */

/** Messages of these calls that are not in the spec's catalogue (messages.ts). */
export const fillingMessages = {
  formNotFound: /*i18n*/ 'Form not found',
  submissionNotFound: /*i18n*/ 'Submission not found',
  noTeam: /*i18n*/ 'Join a team to fill in forms: ask your team owner or the organisers',
  notEditable: /*i18n*/ 'This form cannot be changed once it is sent',
  backToDraft: /*i18n*/ 'A sent submission cannot go back to being a draft',
  deleteSent: /*i18n*/ 'Only a draft can be deleted; a sent submission stays',
  changedBy: (name: string, at: string) =>
    say(/*i18n*/ '{name} changed this submission at {time}. Reload to see their changes.', {
      name,
      time: at,
    }),
  lockedBy: (name: string) => say(/*i18n*/ '{name} is editing this submission', { name }),
  taskNotFound: /*i18n*/ 'Task not found',
  notUploadField: /*i18n*/ 'This form has no upload field with that id',
  guestExpired: /*i18n*/ 'This form has expired. Reload the page and fill it in again',
  guestTooFast: /*i18n*/ 'That was quick. Wait a moment, then send the form again',
  guestRefused: /*i18n*/ 'This form could not be sent',
  guestAlreadySent: /*i18n*/ 'This form has already been sent',
  guestTooManyFiles: /*i18n*/ 'Upload at most 50 files with one form',
  /** Over the hourly upload quota of one client address (GUEST_UPLOAD_QUOTA_PER_ADDRESS_MB). */
  guestAddressQuota: (limit: string, retryAfterSeconds: number) =>
    `You have uploaded as much as a guest may in an hour (${limit}). ` +
    `Try again in ${minutesOf(retryAfterSeconds)}, or send the form without this file.`,
  /** Over the hourly guest upload quota of the form (GUEST_UPLOAD_QUOTA_PER_FORM_MB). */
  guestFormQuota: (retryAfterSeconds: number) =>
    'This form has taken as many uploads from guests as it can in an hour. ' +
    `Try again in ${minutesOf(retryAfterSeconds)}, or send the form without this file.`,
} as const;

function minutesOf(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

/** A form as a member or guest fills it in: its bundle and the event's currency. */
export const fillableFormSchema = z.object({
  form: formDetailSchema,
  fieldGroups: z.array(fieldGroupDetailSchema),
  currencyId: z.enum(acceptedCurrencyIds),
});
export type FillableForm = z.infer<typeof fillableFormSchema>;

/** A form in a member's list, with their team's latest submission of it. */
export const memberFormSchema = z.strictObject({
  id: recordIdSchema,
  title: text(),
  description: text(),
  isEditable: z.boolean(),
  submission: z
    .strictObject({ id: recordIdSchema, isDraft: z.boolean(), updatedAt: z.iso.datetime() })
    .nullable(),
});
export type MemberForm = z.infer<typeof memberFormSchema>;
export const memberFormListSchema = z.object({ forms: z.array(memberFormSchema) });
export type MemberFormList = z.infer<typeof memberFormListSchema>;

export const submissionListSchema = z.object({ submissions: z.array(submissionSchema) });
export type SubmissionList = z.infer<typeof submissionListSchema>;

/** What a member's save answers; with the confirmation to show (null when none). */
export const savedSubmissionSchema = z.object({
  submission: submissionSchema,
  confirmationId: recordIdSchema.nullable(),
});
export type SavedSubmission = z.infer<typeof savedSubmissionSchema>;

/** A guest's ticket for one submission: its id and a signed token (uploads and the send). */
export const guestStartSchema = z.object({ submissionId: recordIdSchema, token: text() });
export type GuestStart = z.infer<typeof guestStartSchema>;

/** Body of a guest's send. `website` is a field people never see: filled in, it is a robot. */
export const guestSubmissionInputSchema = z.strictObject({
  submissionId: recordIdSchema,
  token: text().max(500),
  values: sentValuesSchema,
  website: text().max(500).default(''),
});
export type GuestSubmissionInput = z.input<typeof guestSubmissionInputSchema>;

export const guestSubmittedSchema = z.object({
  submissionId: recordIdSchema,
  confirmationId: recordIdSchema.nullable(),
});
export type GuestSubmitted = z.infer<typeof guestSubmittedSchema>;

/** How long a guest's token is good for, and how soon after the start a send is believed. */
export const guestTokenLifetimeMs = 24 * 60 * 60 * 1000;
export const guestMinimumFillMs = 1500;
/**
 * How long a guest's uploaded file waits for the send of its submission: a sweep every 5
 * minutes deletes it once it is older, so it is gone within the hour. Sent after that, the form
 * asks for the file again ('Upload the file again').
 */
export const guestUnsentFileLifetimeMs = 50 * 60 * 1000;
