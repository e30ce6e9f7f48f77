import {
  fillableFormSchema,
  memberFormListSchema,
  savedSubmissionSchema,
  submissionListSchema,
} from '@showdesk/domain/forms/filling';
import { formMessages } from '@showdesk/domain/forms/messages';
import {
  createSubmissionInputSchema,
  submissionListQuerySchema,
  submissionPageSchema,
  submissionRowSchema,
  submissionSchema,
  updateSubmissionInputSchema,
} from '@showdesk/domain/forms/submissions';
import { fileValueSchema } from '@showdesk/domain/forms/values';
import { exportFormats, exportRowsHeader } from '@showdesk/domain/reports/exports';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { answerChecked } from '../../../lib/checked-answer.ts';
import { clientGoneSignal, sendSpreadsheet } from '../../../lib/spreadsheet-export.ts';
import { parseInput } from '../../../lib/validate.ts';
import { sendVersioned, VersionedCache } from '../../../lib/versioned-cache.ts';
import { eventOfRequest, eventOrigin } from '../../platform/events/request-event.ts';
import { registerFileAccess } from '../../platform/uploads/file-access.ts';
import { loadOpenBundle, submissionNotFound } from './core.ts';
import { exportFormSubmissions } from './export.ts';
import { canReadSubmissionFile, uploadSubmissionFile } from './files.ts';
import {
  createMemberSubmission,
  deleteMemberDraft,
  getFillableForm,
  getMemberSubmission,
  listMemberForms,
  listMemberSubmissions,
  ownSubmissionRow,
  refuseLockedFinal,
  teamIdOf,
  updateMemberSubmission,
} from './member.ts';
import {
  deleteFormSubmission,
  editFormSubmission,
  getFormSubmission,
  listFormSubmissions,
  uploadFormSubmissionFile,
} from './organisers.ts';
import { submissionOwnerType } from './queries.ts';

const tags = ['submissions'];
const eventParams = z.object({ eventId: z.string() });
const formParams = eventParams.extend({ formId: z.string() });
const submissionParams = formParams.extend({ submissionId: z.string() });
const fileParams = submissionParams.extend({ fieldId: z.string() });
const member = { permission: 'user' as const };
const moderator = { permission: 'moderator' as const };

/** The multipart form, for the API reference only: the route streams the file itself. */
export const fileFormSchema = z
  .object({ file: z.string().meta({ format: 'binary', description: 'The file' }) })
  .nullish();

export const fileRules =
  "multipart/form-data with one file part, of at most the field's size limit (413) and of a " +
  "type its accept classes take, read from the file's content (415 'Invalid submission data " +
  "after upload'). Answers the FileValue to put in the field's value; a file the saved values " +
  'do not name is deleted by the next save.';

const valuesRules =
  "Values are checked against the form (400 'Invalid Submission data', details at " +
  '`values.<fieldId>…`; nothing is written): values of fields the logic hides are dropped, ' +
  'grand totals are computed here (a different one sent is refused), files must have been ' +
  'uploaded for this submission.';

/**
 * Members filling in forms for their team, and organisers' submissions tables (the API
 * contract's "Member forms" and "Organisers' submissions").
 */
export const submissionRoutes: FastifyPluginAsyncZod = async (app) => {
  registerFileAccess(submissionOwnerType, canReadSubmissionFile);
  const { deps } = app;
  /** Serialised open forms, while the event's content version stands (lib/versioned-cache.ts). */
  const cache = new VersionedCache();

  app.get(
    '/member/forms',
    {
      config: member,
      schema: {
        tags,
        summary: "The open forms, by title, with the caller's team's latest submission of each",
        params: eventParams,
        response: { 200: memberFormListSchema },
      },
    },
    async (request) => ({ forms: await listMemberForms(deps, request.eventContext) }),
  );

  app.get(
    '/member/forms/:formId',
    {
      config: member,
      schema: {
        tags,
        summary: 'An open form to fill in: its fields, its field groups and the event currency',
        description: "404 'Form not found' unless published and not archived.",
        params: formParams,
        response: { 200: fillableFormSchema },
      },
    },
    async (request, reply) => {
      const ctx = request.eventContext;
      const { formId } = request.params;
      return sendVersioned(cache, reply, ctx, `member-form|${formId}`, () =>
        getFillableForm(deps, ctx.eventId, formId, ctx.contentVersion),
      );
    },
  );

  app.get(
    '/member/forms/:formId/submissions',
    {
      config: member,
      schema: {
        tags,
        summary: "The caller's team's submissions of an open form, newest first",
        params: formParams,
        response: { 200: submissionListSchema },
      },
    },
    async (request) => ({
      submissions: await listMemberSubmissions(deps, request.eventContext, request.params.formId),
    }),
  );

  app.get(
    '/member/forms/:formId/submissions/:submissionId',
    {
      config: member,
      schema: {
        tags,
        summary: "One of the caller's team's submissions (another team's is 404)",
        params: submissionParams,
        response: { 200: submissionSchema },
      },
    },
    async (request) =>
      getMemberSubmission(
        deps,
        request.eventContext,
        request.params.formId,
        request.params.submissionId,
      ),
  );

  app.post(
    '/member/forms/:formId/submissions',
    {
      config: member,
      attachValidation: true,
      ...answerChecked,
      schema: {
        tags,
        summary: "Add the team's submission: a draft, or sent",
        description: `${valuesRules} A member in no team is refused (403). Files are uploaded to a saved submission: save a draft first.`,
        params: formParams,
        body: createSubmissionInputSchema,
        response: { 201: savedSubmissionSchema },
      },
    },
    async (request, reply) => {
      const input = parseInput(
        createSubmissionInputSchema,
        request.body,
        formMessages.invalidSubmission,
      );
      const saved = await createMemberSubmission(
        deps,
        request.eventContext,
        request.params.formId,
        input,
      );
      return reply.status(201).send(saved);
    },
  );

  app.put(
    '/member/forms/:formId/submissions/:submissionId',
    {
      config: member,
      attachValidation: true,
      ...answerChecked,
      schema: {
        tags,
        summary: "Save the team's submission again",
        description:
          `${valuesRules} A draft can always be saved; a sent one only when the form is ` +
          'editable (403), and it stays sent. A save over a newer version (expectedUpdatedAt) is 409.',
        params: submissionParams,
        body: updateSubmissionInputSchema,
        response: { 200: savedSubmissionSchema },
      },
    },
    async (request) => {
      const input = parseInput(
        updateSubmissionInputSchema,
        request.body,
        formMessages.invalidSubmission,
      );
      return updateMemberSubmission(
        deps,
        request.eventContext,
        request.params.formId,
        request.params.submissionId,
        input,
      );
    },
  );

  app.delete(
    '/member/forms/:formId/submissions/:submissionId',
    {
      config: member,
      schema: {
        tags,
        summary: "Delete one of the team's drafts and its files (a sent submission stays: 403)",
        params: submissionParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await deleteMemberDraft(
        deps,
        request.eventContext,
        request.params.formId,
        request.params.submissionId,
      );
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/member/forms/:formId/submissions/:submissionId/files/:fieldId',
    {
      config: member,
      schema: {
        tags,
        summary: "Upload a file for an upload field of the team's submission",
        description: `${fileRules} The field may be a field of a group a template places (its group field id).`,
        consumes: ['multipart/form-data'],
        params: fileParams,
        body: fileFormSchema,
        response: { 200: fileValueSchema },
      },
    },
    async (request) => {
      const ctx = request.eventContext;
      const { formId, submissionId, fieldId } = request.params;
      const bundle = await loadOpenBundle(deps, ctx.eventId, formId, ctx.contentVersion);
      // Refused before the file is read; checked again, under the row's lock, as it is recorded.
      refuseLockedFinal(await ownSubmissionRow(deps, ctx, formId, submissionId), bundle.form);
      const teamId = await teamIdOf(deps, ctx);
      return uploadSubmissionFile(deps, request, {
        eventId: ctx.eventId,
        bundle,
        submissionId,
        fieldId,
        userId: ctx.userId,
        check: async (_tx, row) => {
          if (!row || row.formId !== formId || row.teamId !== teamId) throw submissionNotFound();
          refuseLockedFinal(row, bundle.form);
        },
      });
    },
  );

  app.get(
    '/forms/:formId/submissions',
    {
      config: moderator,
      ...answerChecked,
      schema: {
        tags,
        summary: "One page of a form's submissions, with team and sender",
        description:
          'The list convention (?page&pageSize&sort&q&filter). q searches the values; sort ' +
          'updatedAt (default) or createdAt (prefix - for descending); filter teamId:, ' +
          'teamTypeId:, isDraft:true|false, isGuest:true|false, from:YYYY-MM-DD, to:YYYY-MM-DD ' +
          '(on updatedAt, both days included).',
        params: formParams,
        querystring: submissionListQuerySchema,
        response: { 200: submissionPageSchema },
      },
    },
    async (request) => {
      const ctx = request.eventContext;
      return listFormSubmissions(
        deps,
        ctx.eventId,
        request.params.formId,
        request.query,
        ctx.contentVersion,
      );
    },
  );

  for (const format of exportFormats)
    app.get(
      `/forms/:formId/submissions.${format}`,
      {
        config: { ...moderator, databasePriority: 'background' },
        schema: {
          tags,
          summary: `A form's sent submissions as ${format.toUpperCase()} (every row of the table's filters)`,
          description:
            "The submissions table's q and filters (page and pageSize are ignored); drafts are " +
            "never exported. Ordered by when each was first saved (the sort's direction). " +
            "Columns Submitted By, Submitted At, User's Team, Parent Team, Team Role, then one " +
            'or more per field with a two-digit prefix (calls document, 7.6). Values that start ' +
            `with = + - @ are written as text. The ${exportRowsHeader} header gives the row count.`,
          params: formParams,
          querystring: submissionListQuerySchema,
        },
      },
      async (request, reply) => {
        const ctx = request.eventContext;
        const event = await eventOfRequest(request, ctx.eventId);
        const file = await exportFormSubmissions(
          deps,
          ctx.eventId,
          request.params.formId,
          request.query,
          {
            format,
            origin: eventOrigin(request, event, deps.config),
            signal: clientGoneSignal(reply),
            version: ctx.contentVersion,
          },
        );
        return sendSpreadsheet(reply, { format, ...file });
      },
    );

  app.get(
    '/forms/:formId/submissions/:submissionId',
    {
      config: moderator,
      schema: {
        tags,
        summary: 'One submission of a form, with team and sender',
        params: submissionParams,
        response: { 200: submissionRowSchema },
      },
    },
    async (request) =>
      getFormSubmission(
        deps,
        request.eventContext.eventId,
        request.params.formId,
        request.params.submissionId,
      ),
  );

  app.put(
    '/forms/:formId/submissions/:submissionId',
    {
      config: moderator,
      attachValidation: true,
      schema: {
        tags,
        summary: 'Edit a submission (organisers)',
        description: `${valuesRules} 409 while another organiser holds its lock (type submission), or when it changed since expectedUpdatedAt.`,
        params: submissionParams,
        body: updateSubmissionInputSchema,
        response: { 200: submissionSchema },
      },
    },
    async (request) => {
      const input = parseInput(
        updateSubmissionInputSchema,
        request.body,
        formMessages.invalidSubmission,
      );
      return editFormSubmission(
        deps,
        request.eventContext,
        request.params.formId,
        request.params.submissionId,
        input,
      );
    },
  );

  app.post(
    '/forms/:formId/submissions/:submissionId/files/:fieldId',
    {
      config: moderator,
      schema: {
        tags,
        summary: 'Upload a file for an upload field of a submission (organisers)',
        description: `${fileRules} 409 while another organiser holds its lock (type submission).`,
        consumes: ['multipart/form-data'],
        params: fileParams,
        body: fileFormSchema,
        response: { 200: fileValueSchema },
      },
    },
    async (request) =>
      uploadFormSubmissionFile(deps, request, request.eventContext, request.params),
  );

  app.delete(
    '/forms/:formId/submissions/:submissionId',
    {
      config: moderator,
      schema: {
        tags,
        summary: 'Delete a submission and its files',
        params: submissionParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await deleteFormSubmission(
        deps,
        request.eventContext.eventId,
        request.params.formId,
        request.params.submissionId,
        request.eventContext.userId,
      );
      return reply.status(204).send(null);
    },
  );
};
