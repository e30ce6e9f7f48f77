import { errorCodes } from '@showdesk/domain/common/errors';
import { unstorableTextMessage } from '@showdesk/domain/common/text';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/app-error.ts';

/**
 * The safety net behind the domain's text schemas: a NUL byte or a lone surrogate anywhere in a
 * request's path parameters, query or JSON body (values and keys) is refused with a 400 before
 * any guard, query or service sees it, so a schema that forgets the check cannot turn one into
 * a 500 from PostgreSQL (or into text silently changed on its way in). Parameters and query are
 * checked on request (the tenancy guard reads the event id from the path then), the body once
 * it is parsed. Multipart fields are checked by the services' schemas, as routes stream them.
 */
export function refuseUnstorableText(app: FastifyInstance) {
  app.addHook('onRequest', async (request) => {
    refuseIn(request.params, 'params');
    refuseIn(request.query, 'querystring');
  });
  app.addHook('preValidation', async (request) => {
    refuseIn(request.body, 'body');
  });
}

function refuseIn(root: unknown, rootPath: string) {
  const stack: Array<{ value: unknown; path: string }> = [{ value: root, path: rootPath }];
  while (stack.length > 0) {
    const { value, path } = stack.pop()!;
    if (typeof value === 'string') {
      const message = unstorableTextMessage(value);
      if (message) throw refusal(path, message);
      continue;
    }
    if (value === null || typeof value !== 'object' || Buffer.isBuffer(value)) continue;
    for (const [key, child] of Object.entries(value)) {
      const childPath = `${path}.${key}`;
      const message = unstorableTextMessage(key);
      if (message) throw refusal(childPath, message);
      stack.push({ value: child, path: childPath });
    }
  }
}

/** The path is shown with the bad characters escaped, so the answer itself is valid text. */
const refusal = (path: string, message: string) =>
  new AppError(errorCodes.validation, 400, message, [
    { path: JSON.stringify(path).slice(1, -1), message },
  ]);
