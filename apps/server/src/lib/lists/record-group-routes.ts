import { z } from 'zod';
import type { EventRoutes } from '../routes/event-routes.ts';
import { recordRoutes } from '../routes/record-routes.ts';
import * as recordGroups from './record-groups.ts';
import type { GroupListQuery } from './record-groups-queries.ts';

type Text = { summary: string; description?: string };

/**
 * The organisers' routes of a feature's ordered groups (supplier groups, task groups): the
 * list, the pickers' options, add, bulk archive (where the feature has it), one group, its
 * change and its deletion, all served by the record-groups layer. A feature states its paths,
 * its list's schemas and its texts.
 */
export interface RecordGroupRoutes<G, K extends string> {
  spec: recordGroups.RecordGroups<G, K>;
  /** The groups' path, e.g. '/supplier-groups'. */
  path: string;
  /** The path parameter naming one group, e.g. 'supplierGroupId'. */
  idParam: string;
  listQuery: z.ZodType<GroupListQuery>;
  page: z.ZodType;
  /** Bulk archive: its body and answer schemas. */
  archive?: Text & { body: z.ZodType<{ ids: string[]; isArchived: boolean }>; response: z.ZodType };
  texts: Record<'list' | 'options' | 'create' | 'get' | 'update' | 'remove', Text>;
}

export function recordGroupRoutes<G, K extends string>(
  routes: EventRoutes,
  { spec, path, idParam, listQuery, page, archive, texts }: RecordGroupRoutes<G, K>,
): void {
  recordRoutes(routes, {
    path,
    idParam,
    list: {
      ...texts.list,
      description:
        'The list convention. q matches the title; sort title (default), updatedAt; filter ' +
        'isArchived:true|false (default false).',
      querystring: listQuery,
      response: page,
      run: (deps, eventId, query) => recordGroups.listGroupsPage(deps, spec, eventId, query),
    },
    options: {
      ...texts.options,
      response: z.array(spec.schema),
      run: (deps, eventId) => recordGroups.groupOptions(deps, spec, eventId),
    },
    create: {
      ...texts.create,
      body: spec.createSchema,
      response: spec.schema,
      run: (deps, ctx, body) => recordGroups.addGroup(deps, spec, ctx, body),
    },
    archive: archive && {
      ...archive,
      run: (deps, ctx, body) => recordGroups.archiveGroups(deps, spec, ctx, body),
    },
    get: {
      ...texts.get,
      response: spec.schema,
      run: (deps, eventId, id) => recordGroups.getGroup(deps, spec, eventId, id),
    },
    update: {
      ...texts.update,
      body: spec.updateSchema,
      response: spec.schema,
      run: (deps, ctx, id, body) => recordGroups.editGroup(deps, spec, ctx, id, body),
    },
    remove: {
      ...texts.remove,
      run: (deps, ctx, id) => recordGroups.removeGroup(deps, spec, ctx, id),
    },
  });
}
