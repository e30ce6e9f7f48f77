import type { Permission } from '@showdesk/domain/people/permissions';
import type {
  FastifyContextConfig,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteOptions,
} from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { answerChecked } from '../checked-answer.ts';

/** The app a feature's routes plugin is given. */
export type RoutesApp = Parameters<FastifyPluginAsyncZod>[0];

/** The path parameters of every route under /api/v1/events/:eventId. */
export const eventParams = z.object({ eventId: z.string() });

/** The path parameters of one record of the event, e.g. `recordParams('taskId')`. */
export const recordParams = <K extends string>(idParam: K) =>
  eventParams.extend({ [idParam]: z.string() } as { [P in K]: z.ZodString });

type Schema = z.ZodType | undefined;

/** A request as the route's schemas type it. */
export type RouteRequest<P extends Schema, Q extends Schema, B extends Schema> = FastifyRequest<
  RouteGenericInterface,
  RawServerDefault,
  RawRequestDefaultExpression,
  { params: P; querystring: Q; body: B },
  ZodTypeProvider
>;

type Answer<R extends Schema> = R extends z.ZodType ? z.input<R> : unknown;

/**
 * What a route states of itself: what the API document shows (summary, description, the
 * schemas of its params, query, body and answer) and how it answers. The answer is a 200 unless
 * `status` says 201 (a new record), 202 (accepted: the work goes on in the background) or 204
 * (nothing: `response` is left out).
 */
export interface RouteSpec<P extends Schema, Q extends Schema, B extends Schema, R extends Schema> {
  summary: string;
  description?: string;
  /** The path parameters; `undefined` for a route outside an event with none. */
  params: P;
  querystring?: Q;
  body?: B;
  /** The content types the body may come in, where it is not JSON (uploads). */
  consumes?: string[];
  /** The content types the answer comes in, where it is not JSON (a file `run` sends itself). */
  produces?: string[];
  /** Left out of a 200 whose answer is not JSON: `run` sends it itself through the reply. */
  response?: R;
  status?: 201 | 202 | 204;
  /** Headers the answer is sent with, e.g. `Cache-Control: no-store` for a secret shown once. */
  replyHeaders?: Record<string, string>;
  /**
   * The service checks the body itself, so a refusal carries the record's own message ('Invalid
   * team'); the schema only documents it (`attachValidation`, lib/validate.ts).
   */
  checkedByService?: true;
  /** The answer is built from records checked as they were read: sent without a second check. */
  answerChecked?: true;
  /** Who may call it, where it differs from the rest of its routes. */
  config?: FastifyContextConfig;
}

/** The handler's part: the service call, given the typed request (and the reply, rarely needed). */
export type RouteRun<P extends Schema, Q extends Schema, B extends Schema, R extends Schema> = (
  request: RouteRequest<P, Q, B>,
  reply: FastifyReply,
) => Promise<Answer<R>> | Answer<R>;

type Declare = <
  P extends Schema,
  R extends Schema = undefined,
  Q extends Schema = undefined,
  B extends Schema = undefined,
>(
  url: string,
  spec: RouteSpec<P, Q, B, R>,
  run: RouteRun<P, Q, B, R>,
) => void;

/** A feature's routes, declared by method: `routes.get(url, spec, run)`. */
export interface EventRoutes {
  /** The app's dependencies, for the services the routes call. */
  deps: AppDeps;
  get: Declare;
  post: Declare;
  put: Declare;
  patch: Declare;
  delete: Declare;
}

/**
 * What a feature's routes share: their tags and who may call them, either the lowest permission
 * level (`permission: 'moderator'`) or, for any other access, the route config itself.
 */
export type SharedRouteOptions = { tags: string[] } & (
  | { permission: Permission; config?: never }
  | { config: FastifyContextConfig; permission?: never }
);

/**
 * One way to declare a feature's routes: the tags and access they share are stated once, each
 * route states its path, its schemas and texts, and its service call; the route options, the
 * status codes and the 201/202/204 replies are written here.
 */
export function eventRoutes(app: RoutesApp, shared: SharedRouteOptions): EventRoutes {
  const sharedConfig: FastifyContextConfig = shared.permission
    ? { permission: shared.permission }
    : shared.config;
  const declare =
    (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'): Declare =>
    (url, spec, run) => {
      const { summary, description, params, querystring, body, consumes, produces } = spec;
      const { replyHeaders } = spec;
      const { status = 200 } = spec;
      const response = status === 204 ? z.null() : spec.response;
      const call = run as (request: FastifyRequest, reply: FastifyReply) => unknown;
      // Typed by the route's own schemas where `run` is declared (RouteRun).
      const options: RouteOptions = {
        method,
        url,
        config: spec.config ?? sharedConfig,
        ...(spec.checkedByService ? { attachValidation: true } : {}),
        ...(spec.answerChecked ? answerChecked : {}),
        schema: {
          tags: shared.tags,
          summary,
          ...(description === undefined ? {} : { description }),
          ...(consumes ? { consumes } : {}),
          ...(produces ? { produces } : {}),
          ...(params ? { params } : {}),
          ...(querystring ? { querystring } : {}),
          ...(body ? { body } : {}),
          ...(response || status !== 200 ? { response: { [status]: response } } : {}),
        },
        handler: async (request: FastifyRequest, reply: FastifyReply) => {
          if (status === 200 && !replyHeaders) return call(request, reply);
          const answer = await call(request, reply);
          if (replyHeaders) reply.headers(replyHeaders);
          return reply.status(status).send(status === 204 ? null : answer);
        },
      };
      (app as unknown as FastifyInstance).route(options);
    };
  return {
    deps: app.deps,
    get: declare('GET'),
    post: declare('POST'),
    put: declare('PUT'),
    patch: declare('PATCH'),
    delete: declare('DELETE'),
  };
}
