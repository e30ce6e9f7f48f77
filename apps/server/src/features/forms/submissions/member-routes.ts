import {
  fillableFormSchema,
  memberFormListSchema,
  savedSubmissionSchema,
  submissionListSchema,
} from '@showdesk/domain/forms/filling';
import { formMessages } from '@showdesk/domain/forms/messages';
import {
  createSubmissionInputSchema,
  submissionSchema,
  updateSubmissionInputSchema,
} from '@showdesk/domain/forms/submissions';
import { fileValueSchema } from '@showdesk/domain/forms/values';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { eventParams, eventRoutes } from '../../../lib/routes/event-routes.ts';
import { uploadFormSchema } from '../../../lib/routes/upload-form.ts';
import { parseInput } from '../../../lib/validate.ts';
import { sendVersioned, VersionedCache } from '../../../lib/versioned-cache.ts';
import { loadOpenBundle, submissionNotFound } from './core.ts';
import { uploadSubmissionFile } from './files.ts';
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

export const tags = ['submissions'];
export const formParams = eventParams.extend({ formId: z.string() });
export const submissionParams = formParams.extend({ submissionId: z.string() });
export const fileParams = submissionParams.extend({ fieldId: z.string() });
export const fileFormSchema = uploadFormSchema('The file');

export const fileRules =
  "multipart/form-data with one file part, of at most the field's size limit (413) and of a " +
  "type its accept classes take, read from the file's content (415 'Invalid submission data " +
  "after upload'). Answers the FileValue to put in the field's value; a file the saved values " +
  'do not name is deleted by the next save.';

export const valuesRules =
  "Values are checked against the form (400 'Invalid Submission data', details at " +
  '`values.<fieldId>…`; nothing is written): values of fields the logic hides are dropped, ' +
  'grand totals are computed here (a different one sent is refused), files must have been ' +
  'uploaded for this submission.';

/** A save of a submission's values, as both the members' and the organisers' PUT check it. */
export const submissionUpdateOf = (body: unknown) =>
  parseInput(updateSubmissionInputSchema, body, formMessages.invalidSubmission);

/** Members filling in forms for their team (the API contract's "Member forms"). */
export const memberSubmissionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const routes = eventRoutes(app, { tags, permission: 'user' });
  /** Serialised open forms, while the event's content version stands (lib/versioned-cache.ts). */
  const cache = new VersionedCache();

  routes.get(
    '/member/forms',
    {
      summary: "The open forms, by title, with the caller's team's latest submission of each",
      params: eventParams,
      response: memberFormListSchema,
    },
    async (request) => ({ forms: await listMemberForms(deps, request.eventContext) }),
  );

  routes.get(
    '/member/forms/:formId',
    {
      summary: 'An open form to fill in: its fields, its field groups and the event currency',
      description: "404 'Form not found' unless published and not archived.",
      params: formParams,
      response: fillableFormSchema,
    },
    async (request, reply) => {
      const ctx = request.eventContext;
      const { formId } = request.params;
      // The same form for every reader, in their language.
      const language = ctx.language === ctx.defaultLanguage ? '' : `|${ctx.language}`;
      return sendVersioned(cache, reply, ctx, `member-form|${formId}${language}`, () =>
        getFillableForm(deps, ctx, formId),
      );
    },
  );

  routes.get(
    '/member/forms/:formId/submissions',
    {
      summary: "The caller's team's submissions of an open form, newest first",
      params: formParams,
      response: submissionListSchema,
    },
    async (request) => ({
      submissions: await listMemberSubmissions(deps, request.eventContext, request.params.formId),
    }),
  );

  routes.get(
    '/member/forms/:formId/submissions/:submissionId',
    {
      summary: "One of the caller's team's submissions (another team's is 404)",
      params: submissionParams,
      response: submissionSchema,
    },
    async (request) => {
      const { formId, submissionId } = request.params;
      return getMemberSubmission(deps, request.eventContext, formId, submissionId);
    },
  );

  routes.post(
    '/member/forms/:formId/submissions',
    {
      summary: "Add the team's submission: a draft, or sent",
      description: `${valuesRules} A member in no team is refused (403). Files are uploaded to a saved submission: save a draft first.`,
      params: formParams,
      body: createSubmissionInputSchema,
      response: savedSubmissionSchema,
      status: 201,
      checkedByService: true,
      answerChecked: true,
    },
    async (request) => {
      const input = parseInput(
        createSubmissionInputSchema,
        request.body,
        formMessages.invalidSubmission,
      );
      return createMemberSubmission(deps, request.eventContext, request.params.formId, input);
    },
  );

  routes.put(
    '/member/forms/:formId/submissions/:submissionId',
    {
      summary: "Save the team's submission again",
      description:
        `${valuesRules} A draft can always be saved; a sent one only when the form is ` +
        'editable (403), and it stays sent. A save over a newer version (expectedUpdatedAt) is 409.',
      params: submissionParams,
      body: updateSubmissionInputSchema,
      response: savedSubmissionSchema,
      checkedByService: true,
      answerChecked: true,
    },
    async (request) => {
      const input = submissionUpdateOf(request.body);
      const { formId, submissionId } = request.params;
      return updateMemberSubmission(deps, request.eventContext, formId, submissionId, input);
    },
  );

  routes.delete(
    '/member/forms/:formId/submissions/:submissionId',
    {
      summary: "Delete one of the team's drafts and its files (a sent submission stays: 403)",
      params: submissionParams,
      status: 204,
    },
    async (request) => {
      const { formId, submissionId } = request.params;
      await deleteMemberDraft(deps, request.eventContext, formId, submissionId);
    },
  );

  routes.post(
    '/member/forms/:formId/submissions/:submissionId/files/:fieldId',
    {
      summary: "Upload a file for an upload field of the team's submission",
      description: `${fileRules} The field may be a field of a group a template places (its group field id).`,
      consumes: ['multipart/form-data'],
      params: fileParams,
      body: fileFormSchema,
      response: fileValueSchema,
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
};
