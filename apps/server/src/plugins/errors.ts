import type { Socket } from 'node:net';
import { type ErrorCode, errorCodes, messages } from '@showdesk/domain/common/errors';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod';
import { ZodError, type z } from 'zod';
import { AppError } from '../lib/app-error.ts';
import { requestLocale } from '../lib/i18n.ts';
import { redactUrl } from '../lib/log-redaction.ts';
import { fieldIssue } from '../lib/validate.ts';
import { parseJsonBody } from '../security/json-body.ts';
import { messagesIn } from './error-messages.ts';
import type { ErrorReporter } from './error-reporter.ts';

/** Fastify's own 4xx errors, in our codes and words (the rest keep Fastify's message). */
const fastifyErrors: Record<string, { code: ErrorCode; message?: string }> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    code: errorCodes.unsupportedMedia,
    message:
      /*i18n*/ 'Unsupported Media Type: send application/json (or multipart/form-data for a file)',
  },
  FST_ERR_CTP_BODY_TOO_LARGE: { code: errorCodes.payloadTooLarge },
};

/**
 * Sends the error body, its words in the language the request reads (its Accept-Language among
 * the app's; English, the spec's words, for a caller that names none).
 */
function send(
  reply: FastifyReply,
  status: number,
  code: string,
  message: string,
  details: unknown,
) {
  const say = messagesIn(requestLocale(reply.request.headers['accept-language']));
  if (!Array.isArray(details)) {
    return reply
      .status(status)
      .send({ error: { code, message: say.text(message), details: details ?? null } });
  }
  const said = details.map(say.detail);
  // A body whose message is its first issue's says that issue's words.
  const first = details[0] as { message?: unknown } | undefined;
  const saidMessage =
    first?.message === message ? (said[0] as { message: string }).message : say.text(message);
  return reply.status(status).send({ error: { code, message: saidMessage, details: said } });
}

/** A 400 for bad input: the first issue's message, and every issue with its path. */
function sendInvalid(reply: FastifyReply, details: { path: string; message?: string }[]) {
  return send(
    reply,
    400,
    errorCodes.validation,
    details[0]?.message ?? /*i18n*/ 'Invalid request',
    details,
  );
}

/**
 * Turns every failure into the error body `{ error: { code, message, details } }`, with all
 * three keys always there (details is null when there is nothing more to say). Bad input is a
 * 400 with field paths; unknown errors are a 500 that leaks nothing.
 */
export const errorsPlugin = fp<{ reporter: ErrorReporter }>(async (app: FastifyInstance, opts) => {
  // Our JSON parser, so a body with __proto__ gets a message that says so (Fastify's own says
  // only "Body is not valid JSON").
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    try {
      done(null, parseJsonBody(body as string));
    } catch (error) {
      done(error as Error, undefined);
    }
  });

  app.setErrorHandler((error: FastifyError | AppError | ZodError, request, reply) => {
    if (error instanceof AppError) {
      if (error.headers) reply.headers(error.headers);
      return send(reply, error.status, error.code, error.message, error.details);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const details = error.validation.flatMap((v) => {
        const path = [
          error.validationContext,
          ...String(v.instancePath).split('/').filter(Boolean),
        ];
        // An unknown key names itself, so the path points at it rather than at its parent.
        const keys = v.keyword === 'unrecognized_keys' ? (v.params.keys as string[]) : null;
        if (!keys?.length) {
          const issue = { ...v.params, code: v.keyword, path, message: v.message };
          const context = error.validationContext as 'body' | 'query' | 'params' | 'headers';
          const sent = { [context]: request[context] };
          return [fieldIssue(issue as unknown as z.core.$ZodIssue, sent)];
        }
        return keys.map((key) => ({
          path: [...path, key].join('.'),
          message: `Unrecognized key: "${key}"`,
        }));
      });
      return sendInvalid(reply, details);
    }
    if (error instanceof ZodError) {
      const details = error.issues.map((issue) => fieldIssue(issue));
      return sendInvalid(reply, details);
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response did not match its schema');
      opts.reporter.capture(error, { url: redactUrl(request.url) });
      return send(reply, 500, errorCodes.internal, messages.unknown, null);
    }
    const status = (error as FastifyError).statusCode ?? 500;
    const known = fastifyErrors[(error as FastifyError).code ?? ''];
    if (known) return send(reply, status, known.code, known.message ?? error.message, null);
    if (status === 429) {
      return send(reply, 429, errorCodes.rateLimited, messages.tooManyRequests, null);
    }
    if (status === 413) return send(reply, 413, errorCodes.payloadTooLarge, error.message, null);
    if (status >= 400 && status < 500) {
      return send(reply, status, errorCodes.badRequest, error.message, null);
    }
    request.log.error({ err: error }, 'unhandled error');
    opts.reporter.capture(error, { url: redactUrl(request.url) });
    return send(reply, 500, errorCodes.internal, messages.unknown, null);
  });

  app.setNotFoundHandler((request, reply) =>
    send(
      reply,
      404,
      errorCodes.notFound,
      `Route ${request.method} ${request.url.split('?')[0]} not found`,
      null,
    ),
  );

  // Errors Node's HTTP parser meets before there is a request (headers too large, a malformed
  // request, a client too slow) never reach the error handler: Fastify answers them on the
  // socket in its own shape. Answer them in ours instead.
  const fastifyClientErrorHandlers = app.server.listeners('clientError');
  for (const handler of fastifyClientErrorHandlers) {
    app.server.off('clientError', handler as (...args: unknown[]) => void);
  }
  app.server.on('clientError', (error: NodeJS.ErrnoException, socket: Socket) =>
    answerClientError(app, error, socket),
  );
});

/**
 * Fastify's router answers a URL it cannot decode (bad percent-encoding, a lone surrogate) or
 * a path parameter over its length limit itself, in its own shape, unless the app passes this
 * as the `frameworkErrors` option.
 */
export function frameworkErrors(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
) {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    return send(
      reply,
      414,
      errorCodes.uriTooLong,
      /*i18n*/ 'A part of the address is too long',
      null,
    );
  }
  if (error.code === 'FST_ERR_BAD_URL') {
    return send(
      reply,
      400,
      errorCodes.badRequest,
      /*i18n*/ 'The address is not valid (it cannot be decoded)',
      null,
    );
  }
  return send(reply, error.statusCode ?? 400, errorCodes.badRequest, error.message, null);
}

const clientErrors: Record<string, { status: number; code: ErrorCode; message: string }> = {
  HPE_HEADER_OVERFLOW: {
    status: 431,
    code: errorCodes.headersTooLarge,
    message: /*i18n*/ 'The request headers are too large',
  },
  ERR_HTTP_REQUEST_TIMEOUT: {
    status: 408,
    code: errorCodes.timeout,
    message: /*i18n*/ 'The request took too long to arrive',
  },
};
const statusText: Record<number, string> = {
  400: 'Bad Request',
  408: 'Request Timeout',
  431: 'Request Header Fields Too Large',
};

/** Writes our error body straight to the socket, as Node's own handler would, then closes it. */
export function answerClientError(
  app: FastifyInstance,
  error: NodeJS.ErrnoException,
  socket: Socket,
) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const known = clientErrors[error.code ?? ''] ?? {
    status: 400,
    code: errorCodes.badRequest,
    message: /*i18n*/ 'The request could not be read',
  };
  app.log.trace({ err: error }, 'client error');
  if (socket.writable) {
    const body = JSON.stringify({
      error: { code: known.code, message: known.message, details: null },
    });
    socket.write(
      `HTTP/1.1 ${known.status} ${statusText[known.status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
