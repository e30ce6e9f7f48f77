import { errorCodes, messages } from '@showdesk/domain/errors';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod';
import { ZodError } from 'zod';
import { AppError } from '../lib/app-error.ts';
import type { ErrorReporter } from './error-reporter.ts';

/**
 * Turns every failure into the error body `{ error: { code, message, details } }`.
 * Bad input is a 400 with field paths; unknown errors are a 500 that leaks nothing.
 */
export const errorsPlugin = fp<{ reporter: ErrorReporter }>(async (app: FastifyInstance, opts) => {
  app.setErrorHandler((error: FastifyError | AppError | ZodError, request, reply) => {
    if (error instanceof AppError) {
      return reply
        .status(error.status)
        .send({ error: { code: error.code, message: error.message, details: error.details } });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const details = error.validation.map((v) => ({
        path: [error.validationContext, ...String(v.instancePath).split('/').filter(Boolean)].join(
          '.',
        ),
        message: v.message,
      }));
      return reply.status(400).send({
        error: {
          code: errorCodes.validation,
          message: details[0]?.message ?? 'Invalid request',
          details,
        },
      });
    }
    if (error instanceof ZodError) {
      const details = error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
      return reply.status(400).send({
        error: {
          code: errorCodes.validation,
          message: details[0]?.message ?? 'Invalid request',
          details,
        },
      });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response did not match its schema');
      opts.reporter.capture(error, { url: request.url });
      return reply
        .status(500)
        .send({ error: { code: errorCodes.internal, message: messages.unknown } });
    }
    const status = (error as FastifyError).statusCode ?? 500;
    if (status === 429) {
      return reply
        .status(429)
        .send({ error: { code: errorCodes.rateLimited, message: messages.tooManyRequests } });
    }
    if (status === 413) {
      return reply
        .status(413)
        .send({ error: { code: errorCodes.payloadTooLarge, message: error.message } });
    }
    if (status >= 400 && status < 500) {
      return reply
        .status(status)
        .send({ error: { code: errorCodes.badRequest, message: error.message } });
    }
    request.log.error({ err: error }, 'unhandled error');
    opts.reporter.capture(error, { url: request.url });
    return reply
      .status(500)
      .send({ error: { code: errorCodes.internal, message: messages.unknown } });
  });

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send({
      error: {
        code: errorCodes.notFound,
        message: `Route ${request.method} ${request.url.split('?')[0]} not found`,
      },
    });
  });
});
