import { shownConfirmationSchema } from '@showdesk/domain/forms/confirmations';
import {
  fillableFormSchema,
  guestStartSchema,
  guestSubmissionInputSchema,
  guestSubmittedSchema,
} from '@showdesk/domain/forms/filling';
import { fileValueSchema } from '@showdesk/domain/forms/values';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fileFormSchema, fileRules } from '../submissions/member-routes.ts';
import { guestRateLimits } from './guest-send-limit.ts';
import {
  getGuestConfirmation,
  getGuestForm,
  startGuestSubmission,
  submitGuestSubmission,
  uploadGuestFile,
} from './service.ts';

const tags = ['guest forms'];
const formParams = z.object({ eventId: z.string(), formId: z.string() });
const fileParams = formParams.extend({ submissionId: z.string(), fieldId: z.string() });
const access = 'guestForm' as const;

/** Guest forms: published public forms, filled in without logging in (spec section 5). */
export const guestFormRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const rateLimits = guestRateLimits(deps.db);

  app.get(
    '/guest/forms/:formId',
    {
      config: { access },
      schema: {
        tags,
        summary: 'A guest form to fill in, for anyone (no login)',
        description:
          "403 'Form is not public' unless the form is public, published and not archived.",
        params: formParams,
        response: { 200: fillableFormSchema },
      },
    },
    async (request) =>
      getGuestForm(
        deps,
        request.params.eventId,
        request.params.formId,
        request.headers['accept-language'],
      ),
  );

  app.get(
    '/guest/forms/:formId/confirmations/:confirmationId',
    {
      config: { access },
      schema: {
        tags,
        summary: 'The confirmation a guest was sent to after sending a public form',
        description:
          "An active confirmation of a public, published form; 403 'Form is not public' " +
          "otherwise, 404 'Confirmation not found' for an unknown or inactive one.",
        params: formParams.extend({ confirmationId: z.string() }),
        response: { 200: shownConfirmationSchema },
      },
    },
    async (request) => {
      const { eventId, formId, confirmationId } = request.params;
      return getGuestConfirmation(
        deps,
        eventId,
        formId,
        confirmationId,
        request.headers['accept-language'],
      );
    },
  );

  app.post(
    '/guest/forms/:formId/start',
    {
      config: { access, rateLimit: rateLimits.start },
      schema: {
        tags,
        summary: "Start a guest's submission: its id and a token for its uploads and its send",
        description:
          'Nothing is stored. The token is good for a day. Rate limited per client address ' +
          "(429): twice the form's guest send limit in 10 minutes, at least 60.",
        params: formParams,
        response: { 200: guestStartSchema },
      },
    },
    async (request) => startGuestSubmission(deps, request.params.eventId, request.params.formId),
  );

  app.post(
    '/guest/forms/:formId/submissions/:submissionId/files/:fieldId',
    {
      config: { access, rateLimit: rateLimits.upload },
      schema: {
        tags,
        summary: 'Upload a file for an upload field of a guest submission not yet sent',
        description:
          `Header x-guest-token: the start's token for this submission. ${fileRules} ` +
          'A guest may upload so many bytes an hour from one address (every event together) ' +
          'and a form may take so many from all guests together (GUEST_UPLOAD_QUOTA_PER_ADDRESS_MB, ' +
          'GUEST_UPLOAD_QUOTA_PER_FORM_MB): over either, 429 with Retry-After and nothing is ' +
          'stored. A file whose submission is not sent within 50 minutes is deleted.',
        consumes: ['multipart/form-data'],
        params: fileParams,
        headers: z.object({ 'x-guest-token': z.string().max(500).optional() }),
        body: fileFormSchema,
        response: { 200: fileValueSchema },
      },
    },
    async (request) =>
      uploadGuestFile(deps, request, { ...request.params }, request.headers['x-guest-token']),
  );

  app.post(
    '/guest/forms/:formId/submissions',
    {
      config: { access, rateLimit: rateLimits.submit },
      bodyLimit: 512 * 1024,
      attachValidation: true,
      schema: {
        tags,
        summary: 'Send a guest submission',
        description:
          "Checked like a member's (400 'Invalid Submission data'); also refused with a token " +
          "that is not this submission's or is over a day old, or sent sooner after the start " +
          'than a person could (the guest page waits and sends again by itself). When website ' +
          '(a field people never see) is filled in, nothing is stored and the answer looks ' +
          "like a success. Rate limited per form and client address (429, the form's " +
          'guestSendLimit sends in 10 minutes).',
        params: formParams,
        body: guestSubmissionInputSchema,
        response: { 201: guestSubmittedSchema },
      },
    },
    async (request, reply) => {
      const sent = await submitGuestSubmission(
        deps,
        request.params.eventId,
        request.params.formId,
        request.body,
      );
      return reply.status(201).send(sent);
    },
  );
};
