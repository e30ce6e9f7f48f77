import type { FastifyContextConfig, FastifyReply } from 'fastify';
import type { z } from 'zod';
import type { AppDeps, EventContext } from '../../app-deps.ts';
import {
  type EventRoutes,
  eventParams,
  type RouteRun,
  type RouteSpec,
  recordParams,
} from './event-routes.ts';

type Schema = z.ZodType;
type Answer<R extends Schema> = Promise<z.input<R>>;

/** The texts a route shows in the API document, and its access where it differs. */
interface Texts {
  summary: string;
  description?: string;
  config?: FastifyContextConfig;
}

/**
 * The records of one kind of an event (suppliers, tasks, forms, teams…) and the standard routes
 * an organiser manages them with, each calling the feature's service with the standard
 * arguments. A feature states only the routes it has: their texts, schemas and services.
 * Registered in this order (the API document's order): list, options, create, bulk archive,
 * reorder, then one record's get, save (PUT), update (PATCH), delete and duplicate.
 * One type parameter per schema (list query, list answer, options answer, …), so that each
 * `run` is checked against the schemas its route declares, as a typed Fastify route would be.
 */
export interface RecordRoutes<
  K extends string,
  LQ extends Schema,
  LR extends Schema,
  OR extends Schema,
  CB extends Schema,
  CR extends Schema,
  AB extends Schema,
  AR extends Schema,
  OB extends Schema,
  RR extends Schema,
  GR extends Schema,
  SB extends Schema,
  SR extends Schema,
  UB extends Schema,
  UR extends Schema,
  DR extends Schema,
> {
  /** The collection's path, e.g. '/suppliers'. */
  path: string;
  /** The path parameter naming one record, e.g. 'supplierId'. */
  idParam: K;
  /** GET path: one page of the records (the list convention). */
  list?: Texts & {
    querystring: LQ;
    response: LR;
    run: (deps: AppDeps, eventId: string, query: z.output<LQ>) => Answer<LR>;
  };
  /** GET `options.path` (default path/options): every record, for pickers. */
  options?: Texts & {
    path?: string;
    response: OR;
    run: (deps: AppDeps, eventId: string) => Answer<OR>;
  };
  /** POST path: a new record (201), the body checked by the service. */
  create?: Texts & {
    body: CB;
    response: CR;
    /** Headers of the answer: `Cache-Control: no-store` where it carries a secret shown once. */
    replyHeaders?: Record<string, string>;
    run: (deps: AppDeps, ctx: EventContext, body: z.output<CB>) => Answer<CR>;
  };
  /** POST path/archive: archive or unarchive records in bulk. */
  archive?: Texts & {
    body: AB;
    response: AR;
    run: (deps: AppDeps, ctx: EventContext, body: z.output<AB>) => Answer<AR>;
  };
  /** PUT path/order: every record's id once, in the new order (checked by the service). */
  reorder?: Texts & {
    body: OB;
    response: RR;
    run: (deps: AppDeps, ctx: EventContext, body: z.output<OB>) => Answer<RR>;
  };
  /** GET path/:id: one record (`handle` where the answer needs the request or reply). */
  get?: Texts & { response: GR } & (
      | { run: (deps: AppDeps, eventId: string, id: string) => Answer<GR> }
      | { handle: RouteRun<ReturnType<typeof recordParams<K>>, undefined, undefined, GR> }
    );
  /** PUT path/:id: a builder's whole save of the record (checked by the service). */
  save?: Texts & {
    body: SB;
    response: SR;
    run: (deps: AppDeps, ctx: EventContext, id: string, body: z.output<SB>) => Answer<SR>;
  };
  /** PATCH path/:id: a change of the record's settings (checked by the service). */
  update?: Texts & {
    body: UB;
    response: UR;
    run: (deps: AppDeps, ctx: EventContext, id: string, body: z.output<UB>) => Answer<UR>;
  };
  /** DELETE path/:id: answers 204. */
  remove?: Texts & { run: (deps: AppDeps, ctx: EventContext, id: string) => Promise<unknown> };
  /** POST path/:id/duplicate: a copy of the record (201). */
  duplicate?: Texts & {
    response: DR;
    run: (deps: AppDeps, ctx: EventContext, id: string) => Answer<DR>;
  };
}

/**
 * A request as this layer reads it: the schemas it was declared with have checked it (or, for
 * a body the service checks, the service will), so its parts go to the service as they are.
 */
interface Call {
  eventContext: EventContext;
  params: Record<string, string>;
  query: never;
  body: never;
}

/** Registers the standard routes of a kind of record that `spec` states, on `routes`. */
export function recordRoutes<
  K extends string,
  LQ extends Schema,
  LR extends Schema,
  OR extends Schema,
  CB extends Schema,
  CR extends Schema,
  AB extends Schema,
  AR extends Schema,
  OB extends Schema,
  RR extends Schema,
  GR extends Schema,
  SB extends Schema,
  SR extends Schema,
  UB extends Schema,
  UR extends Schema,
  DR extends Schema,
>(
  routes: EventRoutes,
  spec: RecordRoutes<K, LQ, LR, OR, CB, CR, AB, AR, OB, RR, GR, SB, SR, UB, UR, DR>,
): void {
  const { deps } = routes;
  const { path, idParam, list, options, create, archive, reorder, get, save, update } = spec;
  const params = recordParams(idParam);
  const one = `${path}/:${idParam}`;
  // Each route's spec: the feature's texts and schemas, with what every route of its kind adds.
  const add = (
    method: keyof Omit<EventRoutes, 'deps'>,
    url: string,
    op: Texts,
    route: Omit<RouteSpec<Schema, Schema, Schema, Schema>, keyof Texts>,
    handle: (request: Call, reply: FastifyReply) => unknown,
  ) => {
    const { summary, description, config } = op;
    routes[method](url, { summary, description, config, ...route }, handle as never);
  };
  const idOf = (request: Call) => request.params[idParam] as string;

  if (list) {
    add(
      'get',
      path,
      list,
      { params: eventParams, querystring: list.querystring, response: list.response },
      (request) => list.run(deps, request.eventContext.eventId, request.query),
    );
  }
  if (options) {
    const url = options.path ?? `${path}/options`;
    add('get', url, options, { params: eventParams, response: options.response }, (request) =>
      options.run(deps, request.eventContext.eventId),
    );
  }
  if (create) {
    const { body, response, replyHeaders } = create;
    add(
      'post',
      path,
      create,
      { params: eventParams, body, response, status: 201, checkedByService: true, replyHeaders },
      (request) => create.run(deps, request.eventContext, request.body),
    );
  }
  if (archive) {
    const { body, response } = archive;
    add('post', `${path}/archive`, archive, { params: eventParams, body, response }, (request) =>
      archive.run(deps, request.eventContext, request.body),
    );
  }
  if (reorder) {
    const { body, response } = reorder;
    add(
      'put',
      `${path}/order`,
      reorder,
      { params: eventParams, body, response, checkedByService: true },
      (request) => reorder.run(deps, request.eventContext, request.body),
    );
  }
  if (get) {
    add(
      'get',
      one,
      get,
      { params, response: get.response },
      'handle' in get
        ? (get.handle as unknown as (request: Call, reply: FastifyReply) => unknown)
        : (request) => get.run(deps, request.eventContext.eventId, idOf(request)),
    );
  }
  for (const [method, op] of [
    ['put', save],
    ['patch', update],
  ] as const) {
    if (!op) continue;
    const { body, response } = op;
    add(method, one, op, { params, body, response, checkedByService: true }, (request) =>
      op.run(deps, request.eventContext, idOf(request), request.body),
    );
  }
  const { remove, duplicate } = spec;
  if (remove) {
    add('delete', one, remove, { params, status: 204 }, (request) =>
      remove.run(deps, request.eventContext, idOf(request)),
    );
  }
  if (duplicate) {
    const { response } = duplicate;
    add('post', `${one}/duplicate`, duplicate, { params, response, status: 201 }, (request) =>
      duplicate.run(deps, request.eventContext, idOf(request)),
    );
  }
}
