import {
  activityActorPageSchema,
  activityActorQuerySchema,
  activityExportQuerySchema,
  activityListQuerySchema,
  activityPageSchema,
  historyKindSchema,
  recordHistoryQuerySchema,
} from '@showdesk/domain/activity/activity';
import { exportLanguageQuery } from '@showdesk/domain/common/locale-schema';
import { exportRowsHeader } from '@showdesk/domain/reports/exports';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { eventParams, eventRoutes } from '../../lib/routes/event-routes.ts';
import { clientGoneSignal, sendSpreadsheet } from '../../lib/spreadsheet-export.ts';
import { exportLanguage } from '../platform/translations/reader.ts';
import { exportActivity } from './export.ts';
import {
  listActivity,
  mySubmissionHistory,
  myTeamHistory,
  pageActors,
  recordHistory,
} from './service.ts';

const tags = ['activity'];
const entryHelp =
  'Each entry: when, who (a person, an API token or the system, with their name then), the ' +
  "area, the record (kind, id, its name then) and its parent if any, the action, and each field's " +
  'value before and after with its label (ids of people, teams, team types, forms and tasks ' +
  'shown as their names now). Secrets and file contents are never recorded.';
const filterHelp =
  'The list convention (?page&pageSize&sort&q&filter): sort -at (newest first, the default) ' +
  "or at; q matches the record's or the actor's name; filters actor:<person or token id> or " +
  'actor:system, area:<area>, kind:<record kind>, recordId:<id>, action:<word>, ' +
  "from:<YYYY-MM-DD> and to:<YYYY-MM-DD> (days on the event's clock, both included).";
const historyParams = eventParams.extend({ kind: historyKindSchema, recordId: z.string() });

/**
 * The event's activity, read from the audit trail (issue 31): the Activity page and its
 * export (admins), a record's history (moderators), and a team's own history (its members).
 */
export const activityRoutes: FastifyPluginAsyncZod = async (app) => {
  // The Activity page is for admins (every area's changes, the admin-only ones too).
  const routes = eventRoutes(app, { tags, permission: 'admin' });
  const { deps } = routes;

  routes.get(
    '/activity',
    {
      summary: "One page of the event's activity: who changed what, newest first",
      description: `${filterHelp} ${entryHelp} The total of a search is kept between pages and counts only what was written since.`,
      params: eventParams,
      querystring: activityListQuerySchema,
      response: activityPageSchema,
    },
    (request) => listActivity(deps, request.eventContext.eventId, request.query),
  );

  routes.get(
    '/activity/export',
    {
      summary: "The event's activity as XLSX or CSV (every entry of the list's filters)",
      description:
        `The list's q, filters and sort (page and pageSize are ignored) and format=xlsx|csv. ` +
        "Columns When (<the event's time zone>: its clock), Who, Acting as, Area, Record type, " +
        'Record, Record ID, Action, Changes ("Label: before → after; …"). Values that start ' +
        'with = + - @ are written as text. Headings, areas, record types, actions and the sheet ' +
        "and file names are in the event's default language, or the one `language` names " +
        "among the event's. No " +
        `${exportRowsHeader} header: the entries are ` +
        'counted as they are written.',
      params: eventParams,
      querystring: activityExportQuerySchema.extend(exportLanguageQuery),
      produces: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'text/csv'],
      // A long read nobody waits for at a screen's pace: interactive requests go first.
      config: { permission: 'admin', databasePriority: 'background' },
    },
    async (request, reply) => {
      const { fileName, stream } = await exportActivity(
        deps,
        request.eventContext.eventId,
        request.query,
        {
          language: await exportLanguage(deps.db, request.eventContext, request.query.language),
          signal: clientGoneSignal(reply),
        },
      );
      return sendSpreadsheet(reply, { format: request.query.format, fileName, stream });
    },
  );

  routes.get(
    '/activity/actors',
    {
      summary: 'Who made changes in the event: people, API tokens and the system',
      description:
        "The Activity page's person filter: each actor's id (or `system`) as the actor filter " +
        'takes it, and their name in their latest entry. The list convention; q matches the name.',
      params: eventParams,
      querystring: activityActorQuerySchema,
      response: activityActorPageSchema,
    },
    (request) => pageActors(deps, request.eventContext.eventId, request.query),
  );

  routes.get(
    '/activity/records/:kind/:recordId',
    {
      summary: "A record's history: its changes and its parts', newest first",
      description:
        "The record's own entries and those of the records whose parent it is (a task's teams' " +
        "progress and comments, a form's fields and submissions, a content page's sections), " +
        `a page at a time (?page&pageSize; sort -at or at). ${entryHelp} ` +
        "404 'Record not found' for a record the event neither has nor has a history of. " +
        'Moderators do not see the admin-only kinds (settings, team types, custom fields, field ' +
        "groups, webhooks, emails, reports, integrations…): 403 for such a record's history, " +
        'and they are left out of a record’s parts.',
      params: historyParams,
      querystring: recordHistoryQuerySchema,
      response: activityPageSchema,
      config: { permission: 'moderator' },
    },
    (request) =>
      recordHistory(
        deps,
        request.eventContext,
        { kind: request.params.kind, id: request.params.recordId },
        request.query,
      ),
  );

  routes.get(
    '/my-team/history',
    {
      summary: "The history of the caller's own team, newest first",
      description:
        'Changes to the team, its members, its progress on tasks, its comment threads and its ' +
        'submissions, with only the fields the team sees (custom fields it is shown; never ' +
        "organiser-only fields or another team's entries). An API token's change is shown as " +
        `'An integration'. ?page&pageSize. 404 'No team found for user with ID {id}'.`,
      params: eventParams,
      querystring: recordHistoryQuerySchema,
      response: activityPageSchema,
      config: { permission: 'user' },
    },
    (request) => myTeamHistory(deps, request.eventContext, request.query),
  );

  routes.get(
    '/my-team/submissions/:submissionId/history',
    {
      summary: "The history of one of the caller's team's submissions, newest first",
      description:
        "Its changes while it was the team's: sent, values changed (each field by its label). " +
        "404 'Submission not found' for another team's, a guest's or an unknown submission; " +
        "404 'No team found for user with ID {id}'. ?page&pageSize.",
      params: eventParams.extend({ submissionId: z.string() }),
      querystring: recordHistoryQuerySchema,
      response: activityPageSchema,
      config: { permission: 'user' },
    },
    (request) =>
      mySubmissionHistory(deps, request.eventContext, request.params.submissionId, request.query),
  );
};
