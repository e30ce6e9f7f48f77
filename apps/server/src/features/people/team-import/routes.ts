import {
  checkImportInputSchema,
  createImportTeamTypesInputSchema,
  importRowListSchema,
  importRowQuerySchema,
  teamImportLimits,
  teamImportMessages,
  teamImportSchema,
} from '@showdesk/domain/people/team-import';
import { formatUploadLimit } from '@showdesk/domain/platform/uploads';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contentDisposition } from '../../../lib/content-disposition.ts';
import { eventParams, eventRoutes, recordParams } from '../../../lib/routes/event-routes.ts';
import { uploadFormSchema } from '../../../lib/routes/upload-form.ts';
import {
  checkImport,
  createMissingTeamTypes,
  getTeamImport,
  importReportCsv,
  listTeamImportRows,
  listTeamImports,
  runImport,
  uploadImport,
} from './service.ts';

const params = recordParams('importId');
const notFound = "404 'Import not found'";

const uploadForm = uploadFormSchema('The CSV or XLSX file');

/**
 * The team import (spec section 4), for admins: upload a file, map and check its rows, run the
 * checked rows in the background and read the result. Inside the tenancy guard.
 */
export const teamImportRoutes: FastifyPluginAsyncZod = async (app) => {
  const routes = eventRoutes(app, { tags: ['team import'], permission: 'admin' });
  const { deps } = routes;

  routes.get(
    '/team-imports',
    {
      summary: 'The latest imports, newest first',
      params: eventParams,
      response: z.strictObject({ imports: z.array(teamImportSchema) }),
    },
    (request) => listTeamImports(deps, request.eventContext),
  );

  routes.post(
    '/team-imports',
    {
      summary: 'Upload a CSV or XLSX file of teams (nothing is imported yet)',
      description:
        `multipart/form-data with one file of at most ${formatUploadLimit(teamImportLimits.maxBytes)}: ` +
        `a header row naming the columns, then one team per row (at most ${teamImportLimits.maxRows}). ` +
        'The type is read from the content. The answer has the columns, the first rows and a ' +
        "suggested mapping. Errors: 400 'Upload a CSV or XLSX file', 'The file has no rows below " +
        "its header row', 'The first row of the file must name its columns', too many rows or " +
        'columns, an unreadable file; 413 when too large.',
      consumes: ['multipart/form-data'],
      params: eventParams,
      body: uploadForm,
      response: teamImportSchema,
      status: 201,
    },
    (request) => uploadImport(deps, request.eventContext, request),
  );

  routes.get(
    '/team-imports/:importId',
    {
      summary: 'One import: status, mapping, row counts and progress in percent',
      description: `Errors: ${notFound}.`,
      params,
      response: teamImportSchema,
    },
    (request) => getTeamImport(deps, request.eventContext, request.params.importId),
  );

  routes.post(
    '/team-imports/:importId/check',
    {
      summary: 'Map the columns and check every row, writing no team',
      description:
        'The mapping names a column index for name and ownerEmail (required) and optionally ' +
        'ownerFirstName, ownerSurname, teamType (by name), isOrganiser (yes/no) and ' +
        'customFields.<id>. Each row becomes ready or invalid with its problems. Errors: 400 ' +
        `'Invalid column mapping' with the paths; 409 once the import runs or has finished; ${notFound}.`,
      params,
      body: checkImportInputSchema,
      response: teamImportSchema,
      checkedByService: true,
    },
    (request) => checkImport(deps, request.eventContext, request.params.importId, request.body),
  );

  routes.post(
    '/team-imports/:importId/team-types',
    {
      summary: 'Create the team types the file names that the event lacks, then check again',
      description:
        "On the review step: creates the confirmed names of the import's missingTeamTypes and " +
        'checks every row again with the same mapping, all in one transaction, so rows refused ' +
        'only for an unknown team type now pass. A name the event already has is skipped. ' +
        `Errors: 400 '${teamImportMessages.invalidTeamTypes}' with the paths of names the file ` +
        `does not name as missing (nothing is written); 409 before the check, once the import ` +
        `runs or has finished; ${notFound}.`,
      params,
      body: createImportTeamTypesInputSchema,
      response: teamImportSchema,
      // The service checks the body, to answer with the import's own message and paths.
      checkedByService: true,
    },
    (request) =>
      createMissingTeamTypes(deps, request.eventContext, request.params.importId, request.body),
  );

  routes.post(
    '/team-imports/:importId/run',
    {
      summary: 'Import the ready rows in the background; poll the import for progress',
      description:
        'Per row, in its own transaction: create or upsert the owner, set-password link, the ' +
        'team and its team type link, the welcome email. A row whose owner already owns a ' +
        'team updates it. A failing row is rolled back and recorded. Errors: 409 ' +
        `'Check the rows before importing', 'This import is already running', finished; ${notFound}.`,
      params,
      response: teamImportSchema,
      status: 202,
    },
    (request) => runImport(deps, request.eventContext, request.params.importId),
  );

  routes.get(
    '/team-imports/:importId/rows',
    {
      summary: 'The rows of an import in file order, optionally of one status',
      description: `Errors: ${notFound}.`,
      params,
      querystring: importRowQuerySchema,
      response: importRowListSchema,
    },
    (request) =>
      listTeamImportRows(deps, request.eventContext, request.params.importId, request.query),
  );

  routes.get(
    '/team-imports/:importId/report.csv',
    {
      summary: 'Download the result: every row, what happened to it and why (CSV)',
      description: `Errors: ${notFound}.`,
      params,
      produces: ['text/csv'],
    },
    async (request, reply) => {
      const report = await importReportCsv(deps, request.eventContext, request.params.importId);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', contentDisposition('attachment', report.fileName))
        .header('cache-control', 'no-store')
        .send(report.body);
    },
  );
};
