import { exportLanguageQuery } from '@showdesk/domain/common/locale-schema';
import { defaultUploadLimitBytes, formatUploadLimit } from '@showdesk/domain/platform/uploads';
import { exportFormats } from '@showdesk/domain/reports/exports';
import {
  approvalInputSchema,
  organiserProgressInputSchema,
  taskAttachmentSchema,
  taskReportQuerySchema,
  taskReportSchema,
  teamTaskProgressSchema,
} from '@showdesk/domain/tasks/task-report';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { eventParams, eventRoutes, recordParams } from '../../lib/routes/event-routes.ts';
import { uploadFormSchema } from '../../lib/routes/upload-form.ts';
import { clientGoneSignal, sendSpreadsheet } from '../../lib/spreadsheet-export.ts';
import { exportLanguage } from '../platform/translations/reader.ts';
import { registerFileAccess } from '../platform/uploads/file-access.ts';
import { withUpload } from '../platform/uploads/receive-upload.ts';
import {
  addTaskAttachment,
  canReadTaskFile,
  listTaskAttachments,
  removeTaskAttachment,
} from './attachments.ts';
import { taskOwnerType } from './queries.ts';
import { getTaskReport } from './report.ts';
import { exportTaskReport } from './report-export.ts';
import { getTeamTaskProgress } from './status-counts.ts';
import { decideApproval, setTeamProgress } from './team-progress.ts';

const taskParams = recordParams('taskId');
const teamParams = taskParams.extend({ teamId: z.string() });
const fileParams = taskParams.extend({ fileId: z.string() });

const uploadForm = uploadFormSchema('The file');

const reportQueryHelp =
  'The list convention (?page&pageSize&sort&q&filter): q matches the team name; sort ' +
  'teamName (default) or updatedAt (prefix - for descending); filter status:<label> ' +
  '(Complete, N/A, Awaiting approval, Due Soon, Overdue, Incomplete, or their keys), ' +
  'teamTypeId:<id> and teamId:<id> (one team). Every team of the event that sees the task, ' +
  'organiser teams left out.';

/**
 * The organisers' side of teams' progress on a task: the task's attachments, a
 * team's state, approvals (with the taskStatus email), the task report and its exports.
 */
export const taskProgressOrganiserRoutes: FastifyPluginAsyncZod = async (app) => {
  registerFileAccess(taskOwnerType, canReadTaskFile);
  // Moderators manage tasks and teams' progress on them (spec section 6).
  const routes = eventRoutes(app, { tags: ['task progress'], permission: 'moderator' });
  const { deps } = routes;
  const background = { permission: 'moderator' as const, databasePriority: 'background' as const };

  routes.get(
    '/teams/:teamId/tasks',
    {
      summary: "A team's progress on the tasks that apply to it (the team page)",
      description:
        'Every unarchived task the team sees (spec section 6), with its state as the task ' +
        'report reads it, incomplete and overdue first, then by due date (none last); the ' +
        "counts per state. 404 'Team not found' for a team not of the event. Organiser teams " +
        'see every task (isOrganiser: the reports leave them out).',
      params: eventParams.extend({ teamId: z.string() }),
      response: teamTaskProgressSchema,
    },
    (request) => getTeamTaskProgress(deps, request.eventContext.eventId, request.params.teamId),
  );

  routes.get(
    '/tasks/:taskId/attachments',
    {
      summary: "A task's files, in order",
      params: taskParams,
      response: z.array(taskAttachmentSchema),
    },
    (request) => listTaskAttachments(deps, request.eventContext.eventId, request.params.taskId),
  );

  routes.post(
    '/tasks/:taskId/attachments',
    {
      summary: 'Upload a file for a task (the PDF to fill in, a guide…)',
      description:
        `multipart/form-data with one file part of at most ${formatUploadLimit(defaultUploadLimitBytes)}, ` +
        'of a type read from its content: pdf, doc, docx, xls, xlsx, ppt, pptx, txt or an ' +
        'image (jpeg, png, webp, svg sanitised), kept as uploaded. It joins the end of the ' +
        "task's attachmentIds in the same transaction. Teams that see the task read it at its " +
        "url. Errors: 404 'Task not found', 413 (too large), 415 'Invalid fileasset' (type), " +
        "400 'Invalid task values' (20 files already).",
      consumes: ['multipart/form-data'],
      params: taskParams,
      body: uploadForm,
      response: taskAttachmentSchema,
      status: 201,
    },
    (request) =>
      withUpload(request, (upload) =>
        addTaskAttachment(deps, request.eventContext, request.params.taskId, upload),
      ),
  );

  routes.delete(
    '/tasks/:taskId/attachments/:fileId',
    {
      summary: 'Take a file off a task and delete it',
      description:
        "A PDF form task keeps at least one PDF: 400 'Invalid task values' ('A PDF form task " +
        "needs its PDF: upload one'). 404 for a file that is not one of the task's uploads.",
      params: fileParams,
      status: 204,
    },
    (request) => {
      const { taskId, fileId } = request.params;
      return removeTaskAttachment(deps, request.eventContext, taskId, fileId);
    },
  );

  routes.put(
    '/tasks/:taskId/teams/:teamId/progress',
    {
      summary: "Set a team's state on a task: complete, notApplicable or incomplete",
      description:
        "400 'Invalid progress' for another state. The team must be the event's and see the " +
        'task, else 404. Complete on a task that needs approval is approved outright; ' +
        'incomplete drops an approval request.',
      params: teamParams,
      body: organiserProgressInputSchema,
      status: 204,
      checkedByService: true,
    },
    (request) => {
      const { taskId, teamId } = request.params;
      return setTeamProgress(deps, request.eventContext, taskId, teamId, request.body);
    },
  );

  routes.post(
    '/tasks/:taskId/teams/:teamId/approval',
    {
      summary: "Approve a team's completed task, or send it back with a note",
      description:
        "approve: approvalStatus 'approved' (complete); return: 'returned' and incomplete " +
        'again. Either queues the taskStatus email to the team owner and the member who ' +
        "asked. 409 'This task does not need approval' / 'The team has not asked for " +
        "approval'; 400 'Invalid progress' for a bad body.",
      params: teamParams,
      body: approvalInputSchema,
      status: 204,
      checkedByService: true,
    },
    (request) => {
      const { taskId, teamId } = request.params;
      return decideApproval(deps, request.eventContext, taskId, teamId, request.body);
    },
  );

  routes.get(
    '/tasks/:taskId/report',
    {
      summary: "The task report: each team's state, assignees and last change, paged",
      description: `${reportQueryHelp} summary counts the teams per state (the filters but status).`,
      params: taskParams,
      querystring: taskReportQuerySchema,
      response: taskReportSchema,
      config: background,
    },
    (request) =>
      getTaskReport(deps, request.eventContext.eventId, request.params.taskId, request.query),
  );

  for (const format of exportFormats)
    routes.get(
      `/tasks/:taskId/report.${format}`,
      {
        summary: `The task report as ${format.toUpperCase()} (every row of its filters)`,
        description:
          `${reportQueryHelp} Columns Team, Team Type, Status, Assigned To, Last Changed ` +
          "(<the event's time zone>), Changed By; dates en-GB (DD/MM/YYYY HH:mm, on the " +
          "event's clock); values that start with = + " +
          '- @ are written as text. Headings, statuses and the sheet and file names are in ' +
          "the event's default language, or the one `language` names among the event's (the " +
          "task's title in its translation).",
        params: taskParams,
        querystring: taskReportQuerySchema.extend(exportLanguageQuery),
        config: background,
      },
      async (request, reply) => {
        const { eventId } = request.eventContext;
        const language = await exportLanguage(
          deps.db,
          request.eventContext,
          request.query.language,
        );
        const { fileName, stream } = await exportTaskReport(
          deps,
          eventId,
          request.params.taskId,
          request.query,
          {
            format,
            language,
            defaultLanguage: request.eventContext.defaultLanguage,
            signal: clientGoneSignal(reply),
          },
        );
        return sendSpreadsheet(reply, { format, fileName, stream });
      },
    );
};
