import { z } from 'zod';
import { booleanFilter, idFilter, listQuerySchema, pageSchema } from '../common/list-query.ts';
import { text } from '../common/text.ts';
import { recordIdSchema, stampFields } from './records.ts';
import { submissionValuesSchema } from './values.ts';

/**
 * A submission (spec section 3): a team's (or a guest's) values for a form's fields. A draft
 * is saved work in progress: it skips the required checks, is left out of reports, and becomes
 * final when sent with isDraft false.
 */
export const submissionSchema = z.strictObject({
  id: recordIdSchema,
  /** The form it answers (the form's submissionsIds, kept on this side: see forms.ts). */
  formId: recordIdSchema,
  /** Null for a guest submission. */
  teamId: recordIdSchema.nullable(),
  isDraft: z.boolean(),
  /** The task it completes, when it was opened from one. */
  taskId: recordIdSchema.nullable(),
  isGuest: z.boolean(),
  values: submissionValuesSchema,
  /**
   * When it was sent: set once, when it is created final or its draft is sent (a later edit
   * keeps it); null for a draft. createdAt is when its draft was started.
   */
  submittedAt: z.iso.datetime().nullable(),
  ...stampFields,
});
export type Submission = z.infer<typeof submissionSchema>;

/**
 * A submission's name on its screens: the time it was sent, or, for a draft, the time it was
 * started.
 */
export const submissionTitle = (
  submission: Pick<Submission, 'submittedAt' | 'createdAt'>,
  formatDateTime: (iso: string) => string,
) =>
  submission.submittedAt
    ? `Submission of ${formatDateTime(submission.submittedAt)}`
    : `Draft of ${formatDateTime(submission.createdAt)}`;

/**
 * Values as a browser sends them: an object by field id. Each value is checked against its
 * field by `validateSubmission`, which also refuses ids the form does not have.
 */
export const sentValuesSchema = z.record(recordIdSchema, z.unknown());

/** Body of "add submission" (members). */
export const createSubmissionInputSchema = z.strictObject({
  values: sentValuesSchema,
  isDraft: z.boolean().default(false),
  taskId: recordIdSchema.nullable().default(null),
});
export type CreateSubmissionInput = z.input<typeof createSubmissionInputSchema>;

/** Body of "update submission": the whole values again, and whether it is still a draft. */
export const updateSubmissionInputSchema = z.strictObject({
  values: sentValuesSchema,
  isDraft: z.boolean(),
  /** The submission's updatedAt when it was opened: a save over a newer one is refused. */
  expectedUpdatedAt: z.iso.datetime(),
});
export type UpdateSubmissionInput = z.infer<typeof updateSubmissionInputSchema>;

/**
 * Sorts of the submissions tables; "Default sorts: ascending; … submissions by updatedAt"
 * (calls document, section 9).
 */
export const submissionSorts = ['updatedAt', 'createdAt'] as const;
export type SubmissionSort = (typeof submissionSorts)[number];

/**
 * Query of the organisers' submissions table: q searches the values' text; filters by team,
 * team type, draft or final, guest, and a date range on updatedAt (from and to, inclusive).
 */
export const submissionListQuerySchema = listQuerySchema({
  sorts: submissionSorts,
  defaultSort: 'updatedAt',
  filters: {
    teamId: idFilter,
    teamTypeId: idFilter,
    isDraft: booleanFilter,
    isGuest: booleanFilter,
    from: z.iso.date(/*i18n*/ 'Use a date: YYYY-MM-DD'),
    to: z.iso.date(/*i18n*/ 'Use a date: YYYY-MM-DD'),
  },
});
export type SubmissionListQuery = z.output<typeof submissionListQuerySchema>;

/** A row of the organisers' table: the submission and who sent it. */
export const submissionRowSchema = submissionSchema.extend({
  teamName: text().nullable(),
  submittedBy: text().nullable(),
});
export const submissionPageSchema = pageSchema(submissionRowSchema);
export type SubmissionPage = z.infer<typeof submissionPageSchema>;
