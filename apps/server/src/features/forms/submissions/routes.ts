import { exportLanguageQuery } from '@showdesk/domain/common/locale-schema';
import {
  submissionListQuerySchema,
  submissionPageSchema,
  submissionRowSchema,
  submissionSchema,
  updateSubmissionInputSchema,
} from '@showdesk/domain/forms/submissions';
import { fileValueSchema } from '@showdesk/domain/forms/values';
import { exportFormats, exportRowsHeader } from '@showdesk/domain/reports/exports';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { eventRoutes } from '../../../lib/routes/event-routes.ts';
import { clientGoneSignal, sendSpreadsheet } from '../../../lib/spreadsheet-export.ts';
import { eventOfRequest, eventOrigin } from '../../platform/events/request-event.ts';
import { exportLanguage } from '../../platform/translations/reader.ts';
import { registerFileAccess } from '../../platform/uploads/file-access.ts';
import { exportFormSubmissions } from './export.ts';
import { canReadSubmissionFile } from './files.ts';
import {
  fileFormSchema,
  fileParams,
  fileRules,
  formParams,
  memberSubmissionRoutes,
  submissionParams,
  submissionUpdateOf,
  tags,
  valuesRules,
} from './member-routes.ts';
import {
  deleteFormSubmission,
  editFormSubmission,
  getFormSubmission,
  listFormSubmissions,
  uploadFormSubmissionFile,
} from './organisers.ts';
import { submissionOwnerType } from './queries.ts';

/**
 * Members filling in forms for their team (member-routes.ts), and organisers' submissions
 * tables (the API contract's "Member forms" and "Organisers' submissions").
 */
export const submissionRoutes: FastifyPluginAsyncZod = async (app) => {
  registerFileAccess(submissionOwnerType, canReadSubmissionFile);
  await app.register(memberSubmissionRoutes);
  const { deps } = app;
  const routes = eventRoutes(app, { tags, permission: 'moderator' });

  routes.get(
    '/forms/:formId/submissions',
    {
      summary: "One page of a form's submissions, with team and sender",
      description:
        'The list convention (?page&pageSize&sort&q&filter). q searches the values; sort ' +
        'updatedAt (default) or createdAt (prefix - for descending); filter teamId:, ' +
        'teamTypeId:, isDraft:true|false, isGuest:true|false, from:YYYY-MM-DD, to:YYYY-MM-DD ' +
        '(on updatedAt, both days included).',
      params: formParams,
      querystring: submissionListQuerySchema,
      response: submissionPageSchema,
      answerChecked: true,
    },
    async (request) => {
      const ctx = request.eventContext;
      const { formId } = request.params;
      return listFormSubmissions(deps, ctx.eventId, formId, request.query, ctx.contentVersion);
    },
  );

  for (const format of exportFormats)
    app.get(
      `/forms/:formId/submissions.${format}`,
      {
        config: { permission: 'moderator', databasePriority: 'background' },
        schema: {
          tags,
          summary: `A form's sent submissions as ${format.toUpperCase()} (every row of the table's filters)`,
          description:
            "The submissions table's q and filters (page and pageSize are ignored); drafts are " +
            "never exported. Ordered by when each was first saved (the sort's direction). " +
            "Columns Submitted By, Submitted At (<the event's time zone>: its clock), User's " +
            'Team, Parent Team, Team Role, then one ' +
            'or more per field with a two-digit prefix (calls document, 7.6). Values that start ' +
            'with = + - @ are written as text. The headings and words the export writes itself ' +
            "(Guest submission, Team Owner…) and the sheet and file names are in the event's " +
            "default language, or the one `language` names among the event's (the form's " +
            `labels and options in its translation). The ${exportRowsHeader} header gives the ` +
            'row count.',
          params: formParams,
          querystring: submissionListQuerySchema.extend(exportLanguageQuery),
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
            language: await exportLanguage(deps.db, ctx, request.query.language),
            defaultLanguage: ctx.defaultLanguage,
            origin: eventOrigin(request, event, deps.config),
            signal: clientGoneSignal(reply),
            version: ctx.contentVersion,
          },
        );
        return sendSpreadsheet(reply, { format, ...file });
      },
    );

  routes.get(
    '/forms/:formId/submissions/:submissionId',
    {
      summary: 'One submission of a form, with team and sender',
      params: submissionParams,
      response: submissionRowSchema,
    },
    async (request) => {
      const { formId, submissionId } = request.params;
      return getFormSubmission(deps, request.eventContext.eventId, formId, submissionId);
    },
  );

  routes.put(
    '/forms/:formId/submissions/:submissionId',
    {
      summary: 'Edit a submission (organisers)',
      description: `${valuesRules} 409 while another organiser holds its lock (type submission), or when it changed since expectedUpdatedAt.`,
      params: submissionParams,
      body: updateSubmissionInputSchema,
      response: submissionSchema,
      checkedByService: true,
    },
    async (request) => {
      const input = submissionUpdateOf(request.body);
      const { formId, submissionId } = request.params;
      return editFormSubmission(deps, request.eventContext, formId, submissionId, input);
    },
  );

  routes.post(
    '/forms/:formId/submissions/:submissionId/files/:fieldId',
    {
      summary: 'Upload a file for an upload field of a submission (organisers)',
      description: `${fileRules} 409 while another organiser holds its lock (type submission).`,
      consumes: ['multipart/form-data'],
      params: fileParams,
      body: fileFormSchema,
      response: fileValueSchema,
    },
    async (request) =>
      uploadFormSubmissionFile(deps, request, request.eventContext, request.params),
  );

  routes.delete(
    '/forms/:formId/submissions/:submissionId',
    {
      summary: 'Delete a submission and its files',
      params: submissionParams,
      status: 204,
    },
    async (request) => {
      const { eventId, userId } = request.eventContext;
      const { formId, submissionId } = request.params;
      await deleteFormSubmission(deps, eventId, formId, submissionId, userId);
    },
  );
};
