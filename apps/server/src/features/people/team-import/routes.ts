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

const tags = ['team import'];
const eventParams = z.object({ eventId: z.string() });
const params = eventParams.extend({ importId: z.string() });
const config = { permission: 'admin' as const };
const notFound = "404 'Import not found'";

const uploadForm = uploadFormSchema('The CSV or XLSX file');

/**
 * The team import (spec section 4), for admins: upload a file, map and check its rows, run the
 * checked rows in the background and read the result. Inside the tenancy guard.
 */
export const teamImportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/team-imports',
    {
      config,
      schema: {
        tags,
        summary: 'The latest imports, newest first',
        params: eventParams,
        response: { 200: z.strictObject({ imports: z.array(teamImportSchema) }) },
      },
    },
    async (request) => listTeamImports(app.deps, request.eventContext),
  );

  app.post(
    '/team-imports',
    {
      config,
      schema: {
        tags,
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
        response: { 201: teamImportSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await uploadImport(app.deps, request.eventContext, request)),
  );

  app.get(
    '/team-imports/:importId',
    {
      config,
      schema: {
        tags,
        summary: 'One import: status, mapping, row counts and progress in percent',
        description: `Errors: ${notFound}.`,
        params,
        response: { 200: teamImportSchema },
      },
    },
    async (request) => getTeamImport(app.deps, request.eventContext, request.params.importId),
  );

  app.post(
    '/team-imports/:importId/check',
    {
      config,
      attachValidation: true,
      schema: {
        tags,
        summary: 'Map the columns and check every row, writing no team',
        description:
          'The mapping names a column index for name and ownerEmail (required) and optionally ' +
          'ownerFirstName, ownerSurname, teamType (by name), isOrganiser (yes/no) and ' +
          'customFields.<id>. Each row becomes ready or invalid with its problems. Errors: 400 ' +
          `'Invalid column mapping' with the paths; 409 once the import runs or has finished; ${notFound}.`,
        params,
        body: checkImportInputSchema,
        response: { 200: teamImportSchema },
      },
    },
    async (request) =>
      checkImport(app.deps, request.eventContext, request.params.importId, request.body),
  );

  app.post(
    '/team-imports/:importId/team-types',
    {
      config,
      // The service checks the body, to answer with the import's own message and paths.
      attachValidation: true,
      schema: {
        tags,
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
        response: { 200: teamImportSchema },
      },
    },
    async (request) =>
      createMissingTeamTypes(app.deps, request.eventContext, request.params.importId, request.body),
  );

  app.post(
    '/team-imports/:importId/run',
    {
      config,
      schema: {
        tags,
        summary: 'Import the ready rows in the background; poll the import for progress',
        description:
          'Per row, in its own transaction: create or upsert the owner, set-password link, the ' +
          'team and its team type link, the welcome email. A row whose owner already owns a ' +
          'team updates it. A failing row is rolled back and recorded. Errors: 409 ' +
          `'Check the rows before importing', 'This import is already running', finished; ${notFound}.`,
        params,
        response: { 202: teamImportSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(202)
        .send(await runImport(app.deps, request.eventContext, request.params.importId)),
  );

  app.get(
    '/team-imports/:importId/rows',
    {
      config,
      schema: {
        tags,
        summary: 'The rows of an import in file order, optionally of one status',
        description: `Errors: ${notFound}.`,
        params,
        querystring: importRowQuerySchema,
        response: { 200: importRowListSchema },
      },
    },
    async (request) =>
      listTeamImportRows(app.deps, request.eventContext, request.params.importId, request.query),
  );

  app.get(
    '/team-imports/:importId/report.csv',
    {
      config,
      schema: {
        tags,
        summary: 'Download the result: every row, what happened to it and why (CSV)',
        description: `Errors: ${notFound}.`,
        params,
        produces: ['text/csv'],
      },
    },
    async (request, reply) => {
      const report = await importReportCsv(app.deps, request.eventContext, request.params.importId);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', contentDisposition('attachment', report.fileName))
        .header('cache-control', 'no-store')
        .send(report.body);
    },
  );
};
