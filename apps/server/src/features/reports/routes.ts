import type { ExportFormat } from '@showdesk/domain/reports/exports';
import {
  reportChoicesSchema,
  reportInputSchema,
  reportListQuerySchema,
  reportPageSchema,
  reportSchema,
  reportViewSchema,
} from '@showdesk/domain/reports/reports';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { clientGoneSignal, sendSpreadsheet } from '../../lib/spreadsheet-export.ts';
import { computeReport } from './compute.ts';
import { exportReport } from './export.ts';
import {
  addReport,
  editReport,
  getReport,
  pageReports,
  removeReport,
  reportChoices,
} from './service.ts';

const tags = ['reports'];
const eventParams = z.object({ eventId: z.string() });
const params = eventParams.extend({ reportId: z.string() });
/** Admins manage reports (spec section 6). */
const config = { permission: 'admin' as const };
const errors =
  "400 'Invalid report' with the field paths: an operation of another report type, no tasks " +
  "or teams chosen without 'all', no form for a form report (one for itemTotals), ids that " +
  "are not this event's ('Task not found', 'Team not found' — organiser teams are left out of " +
  "reports —, 'Form not found'); 404 'Report not found'.";
const resultHelp =
  'completion: per task the teams in each status (the task report’s summary: the same query), ' +
  'the teams in the report’s status and their percent, per team type (team and task pairs), ' +
  'and teams complete per day cumulated (the day their status last changed). submissions: sent ' +
  'submissions (drafts left out) per form and per day. itemTotals: quantities and money (minor ' +
  'units) per item of the form’s item lists. Organiser teams are left out of every report.';

/** Saved reports (product section 2, /admin/reports; calls 7.6), for admins. */
export const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  app.get(
    '/reports',
    {
      config,
      schema: {
        tags,
        summary: 'One page of the saved reports',
        description:
          'The list convention (?page&pageSize&sort&q): q matches the name; sort name ' +
          '(default), reportType or updatedAt (prefix - for descending).',
        params: eventParams,
        querystring: reportListQuerySchema,
        response: { 200: reportPageSchema },
      },
    },
    async (request) => pageReports(deps, request.eventContext.eventId, request.query),
  );

  app.get(
    '/reports/choices',
    {
      config,
      schema: {
        tags,
        summary: 'The tasks, exhibitor teams and forms a report can read',
        params: eventParams,
        response: { 200: reportChoicesSchema },
      },
    },
    async (request) => reportChoices(deps, request.eventContext.eventId),
  );

  app.post(
    '/reports',
    {
      config,
      attachValidation: true,
      schema: {
        tags,
        summary: 'Save a report',
        description: errors,
        params: eventParams,
        body: reportInputSchema,
        response: { 201: reportSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await addReport(deps, request.eventContext, request.body)),
  );

  app.get(
    '/reports/:reportId',
    { config, schema: { tags, summary: 'One report', params, response: { 200: reportSchema } } },
    async (request) => getReport(deps, request.eventContext.eventId, request.params.reportId),
  );

  app.get(
    '/reports/:reportId/view',
    {
      config: { ...config, databasePriority: 'background' },
      schema: {
        tags,
        summary: 'A report with its numbers now',
        description: resultHelp,
        params,
        response: { 200: reportViewSchema },
      },
    },
    async (request) => {
      const { eventId } = request.eventContext;
      const report = await getReport(deps, eventId, request.params.reportId);
      return { report, result: await computeReport(deps, eventId, report) };
    },
  );

  for (const format of ['xlsx', 'csv'] as const satisfies ExportFormat[])
    app.get(
      `/reports/:reportId/view.${format}`,
      {
        config: { ...config, databasePriority: 'background' },
        schema: {
          tags,
          summary: `The report's table as ${format.toUpperCase()}`,
          description:
            'The rows of the view’s table (per task, form or item); values that start with = + ' +
            '- @ are written as text.',
          params,
        },
      },
      async (request, reply) => {
        const { fileName, stream } = await exportReport(
          deps,
          request.eventContext.eventId,
          request.params.reportId,
          format,
          clientGoneSignal(reply),
        );
        return sendSpreadsheet(reply, { format, fileName, stream });
      },
    );

  app.put(
    '/reports/:reportId',
    {
      config,
      attachValidation: true,
      schema: {
        tags,
        summary: 'Replace a report’s definition',
        description: errors,
        params,
        body: reportInputSchema,
        response: { 200: reportSchema },
      },
    },
    async (request) =>
      editReport(deps, request.eventContext, request.params.reportId, request.body),
  );

  app.delete(
    '/reports/:reportId',
    { config, schema: { tags, summary: 'Delete a report', params, response: { 204: z.null() } } },
    async (request, reply) => {
      await removeReport(deps, request.eventContext, request.params.reportId);
      return reply.code(204).send(null);
    },
  );
};
