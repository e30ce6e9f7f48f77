import type { TestApp } from '../support/harness.ts';

/** A JSON Schema as the API document holds it (OpenAPI 3.0 flavour: `nullable`). */
export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  nullable?: boolean;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number | boolean;
  exclusiveMaximum?: number | boolean;
  minItems?: number;
  maxItems?: number;
  default?: unknown;
};

export interface Parameter {
  name: string;
  in: 'path' | 'query';
  required: boolean;
  schema: JsonSchema;
}

export interface Operation {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The document's path, e.g. /api/v1/events/{eventId}/teams/{teamId}. */
  path: string;
  /** `x-access`: who may call it (security/route-access.ts); undefined fails the sweep. */
  access: string | undefined;
  /** `x-token-scope`: the area an API token needs (security/token-scopes.ts), inside the guard. */
  tokenScope: string | undefined;
  parameters: Parameter[];
  body: { contentType: 'application/json' | 'multipart/form-data'; schema: JsonSchema } | null;
}

export const operationName = (op: Operation) => `${op.method} ${op.path}`;
export const isWrite = (op: Operation) => op.method !== 'GET';

/** Every operation of the app's API document, as any API reader sees it. */
export async function listOperations(t: TestApp): Promise<Operation[]> {
  const response = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
  const document = response.json() as {
    paths: Record<string, Record<string, Record<string, unknown>>>;
  };
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const content = (op.requestBody as { content?: Record<string, { schema: JsonSchema }> })
        ?.content;
      type ContentType = NonNullable<Operation['body']>['contentType'];
      const contentType = content ? (Object.keys(content)[0] as ContentType) : undefined;
      operations.push({
        method: method.toUpperCase() as Operation['method'],
        path,
        access: op['x-access'] as string | undefined,
        tokenScope: op['x-token-scope'] as string | undefined,
        parameters: ((op.parameters as Parameter[] | undefined) ?? []).map((p) => ({
          ...p,
          required: Boolean(p.required),
        })),
        body: content && contentType ? { contentType, schema: content[contentType]!.schema } : null,
      });
    }
  }
  return operations;
}
