import { z } from 'zod';
import type { AppDeps, EventContext } from '../../app-deps.ts';
import type { EventRoutes } from '../../lib/routes/event-routes.ts';

type Schema = z.ZodType;
type Answer<R extends Schema> = Promise<z.input<R>>;

/** The texts a route shows in the API document. */
interface Texts {
  summary: string;
  description?: string;
}

/** The path parameters of a form's records of one kind, e.g. `{ eventId, formId }`. */
const formParams = z.object({ eventId: z.string(), formId: z.string() });

/**
 * The records a form keeps and picks by rules (confirmations, form notifications, webhooks),
 * under /forms/:formId/<kind>: a kind states its record's schema, the routes it has, their texts
 * and its service calls (rule-records.ts). Registered in this order (the API document's order):
 * list, create, reorder, then one record's get, update (PATCH) and delete.
 */
export interface FormRuleRecordRoutes<
  K extends string,
  R extends Schema,
  CB extends Schema,
  CR extends Schema,
  OB extends Schema,
  UB extends Schema,
> {
  /** The kind's path segment under the form, e.g. 'confirmations'. */
  kind: string;
  /** The path parameter naming one record, e.g. 'confirmationId'. */
  idParam: K;
  /** The schema of one record, as the list, get and update answer it. */
  record: R;
  /** GET: the form's records in order. */
  list: Texts & {
    run: (deps: AppDeps, ctx: EventContext, formId: string) => Promise<z.input<R>[]>;
  };
  /** POST: a new record at the end of the form's list (201), the body checked by the service. */
  create: Texts & {
    body: CB;
    /** The answer's schema, where it is not the record's. */
    response?: CR;
    replyHeaders?: Record<string, string>;
    run: (deps: AppDeps, ctx: EventContext, formId: string, body: z.output<CB>) => Answer<CR>;
  };
  /** PUT order: every record's id once, in the new order; answers the list. */
  reorder?: Texts & {
    body: OB;
    run: (
      deps: AppDeps,
      ctx: EventContext,
      formId: string,
      body: z.output<OB>,
    ) => Promise<z.input<R>[]>;
  };
  /** GET one record. */
  get: Texts & {
    run: (deps: AppDeps, ctx: EventContext, formId: string, id: string) => Answer<R>;
  };
  /** PATCH: a change of the keys sent, the body checked by the service. */
  update: Texts & {
    body: UB;
    run: (
      deps: AppDeps,
      ctx: EventContext,
      formId: string,
      id: string,
      body: z.output<UB>,
    ) => Answer<R>;
  };
  /** DELETE: answers 204. */
  remove: Texts & {
    run: (deps: AppDeps, ctx: EventContext, formId: string, id: string) => Promise<unknown>;
  };
}

/** A request as this layer reads it: checked by the schemas it was declared with. */
interface Call {
  eventContext: EventContext;
  params: Record<string, string>;
  body: never;
}

/**
 * Registers a form's records of one kind that `spec` states, on `routes`; answers the path and
 * parameters of one record, for the kind's own further routes.
 */
export function formRuleRecordRoutes<
  K extends string,
  R extends Schema,
  CB extends Schema,
  CR extends Schema,
  OB extends Schema,
  UB extends Schema,
>(routes: EventRoutes, spec: FormRuleRecordRoutes<K, R, CB, CR, OB, UB>) {
  const { deps } = routes;
  const { kind, idParam, record, list, create, reorder, get, update, remove } = spec;
  const path = `/forms/:formId/${kind}`;
  const one = `${path}/:${idParam}`;
  const params = formParams.extend({ [idParam]: z.string() } as { [P in K]: z.ZodString });
  const texts = ({ summary, description }: Texts) => ({ summary, description });
  const form = (request: Call) => request.params.formId as string;
  const id = (request: Call) => request.params[idParam] as string;
  const declare = routes as unknown as Record<
    'get' | 'post' | 'put' | 'patch' | 'delete',
    (url: string, spec: object, run: (request: Call) => unknown) => void
  >;

  declare.get(path, { ...texts(list), params: formParams, response: z.array(record) }, (request) =>
    list.run(deps, request.eventContext, form(request)),
  );
  declare.post(
    path,
    {
      ...texts(create),
      params: formParams,
      body: create.body,
      response: create.response ?? record,
      status: 201,
      replyHeaders: create.replyHeaders,
      checkedByService: true,
    },
    (request) => create.run(deps, request.eventContext, form(request), request.body),
  );
  if (reorder) {
    declare.put(
      `${path}/order`,
      {
        ...texts(reorder),
        params: formParams,
        body: reorder.body,
        response: z.array(record),
        checkedByService: true,
      },
      (request) => reorder.run(deps, request.eventContext, form(request), request.body),
    );
  }
  declare.get(one, { ...texts(get), params, response: record }, (request) =>
    get.run(deps, request.eventContext, form(request), id(request)),
  );
  declare.patch(
    one,
    { ...texts(update), params, body: update.body, response: record, checkedByService: true },
    (request) => update.run(deps, request.eventContext, form(request), id(request), request.body),
  );
  declare.delete(one, { ...texts(remove), params, status: 204 }, (request) =>
    remove.run(deps, request.eventContext, form(request), id(request)),
  );
  return { one, params };
}
