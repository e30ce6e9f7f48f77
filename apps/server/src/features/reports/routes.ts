import { exportLanguageQuery } from '@showdesk/domain/common/locale-schema';
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
import { eventRoutes, recordParams } from '../../lib/routes/event-routes.ts';
import { recordRoutes } from '../../lib/routes/record-routes.ts';
import { clientGoneSignal, sendSpreadsheet } from '../../lib/spreadsheet-export.ts';
import { exportLanguage } from '../platform/translations/reader.ts';
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

const params = recordParams('reportId');
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
  // Admins manage reports (spec section 6).
  const routes = eventRoutes(app, { tags: ['reports'], permission: 'admin' });
  const { deps } = routes;
  recordRoutes(routes, {
    path: '/reports',
    idParam: 'reportId',
    list: {
      summary: 'One page of the saved reports',
      description:
        'The list convention (?page&pageSize&sort&q): q matches the name; sort name ' +
        '(default), reportType or updatedAt (prefix - for descending).',
      querystring: reportListQuerySchema,
      response: reportPageSchema,
      run: pageReports,
    },
    options: {
      path: '/reports/choices',
      summary: 'The tasks, exhibitor teams and forms a report can read',
      response: reportChoicesSchema,
      run: reportChoices,
    },
    create: {
      summary: 'Save a report',
      description: errors,
      body: reportInputSchema,
      response: reportSchema,
      run: addReport,
    },
    get: { summary: 'One report', response: reportSchema, run: getReport },
    save: {
      summary: 'Replace a report’s definition',
      description: errors,
      body: reportInputSchema,
      response: reportSchema,
      run: editReport,
    },
    remove: { summary: 'Delete a report', run: removeReport },
  });

  // A report's numbers are a heavy read: interactive requests go first (app-deps.ts).
  const background = { permission: 'admin' as const, databasePriority: 'background' as const };

  routes.get(
    '/reports/:reportId/view',
    {
      summary: 'A report with its numbers now',
      description: resultHelp,
      params,
      response: reportViewSchema,
      config: background,
    },
    async (request) => {
      const { eventId } = request.eventContext;
      const report = await getReport(deps, eventId, request.params.reportId);
      return { report, result: await computeReport(deps, eventId, report) };
    },
  );

  for (const format of ['xlsx', 'csv'] as const satisfies ExportFormat[])
    routes.get(
      `/reports/:reportId/view.${format}`,
      {
        summary: `The report's table as ${format.toUpperCase()}`,
        description:
          'The rows of the view’s table (per task, form or item); values that start with = + ' +
          "- @ are written as text. Headings and the sheet and file names are in the event's " +
          'default language, or the one `language` names among the event’s.',
        params,
        querystring: z.object(exportLanguageQuery),
        config: background,
      },
      async (request, reply) => {
        const { eventId } = request.eventContext;
        const language = await exportLanguage(
          deps.db,
          request.eventContext,
          request.query.language,
        );
        const { fileName, stream } = await exportReport(deps, eventId, request.params.reportId, {
          format,
          language,
          signal: clientGoneSignal(reply),
        });
        return sendSpreadsheet(reply, { format, fileName, stream });
      },
    );
};
