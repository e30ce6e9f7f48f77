import type { ShownConfirmation } from '@showdesk/domain/forms/confirmations';
import {
  type FillableForm,
  fillingMessages,
  type GuestStart,
  type GuestSubmitted,
  guestSubmissionInputSchema,
} from '@showdesk/domain/forms/filling';
import { isFormPublic } from '@showdesk/domain/forms/forms';
import { formMessages } from '@showdesk/domain/forms/messages';
import type { FileValue } from '@showdesk/domain/forms/values';
import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../../../app-deps.ts';
import { AppError } from '../../../lib/app-error.ts';
import { newId } from '../../../lib/ids.ts';
import { invalidInput, parseInput } from '../../../lib/validate.ts';
import { getEvent } from '../../platform/events/queries.ts';
import { guestReader, readerTexts } from '../../platform/translations/reader.ts';
import { loadFormBundle } from '../bundle.ts';
import { confirmationFor, shownConfirmation } from '../confirmations/service.ts';
import {
  eventCurrency,
  formNotFound,
  guestSubmissionRow,
  saveValues,
} from '../submissions/core.ts';
import { uploadSubmissionFile } from '../submissions/files.ts';
import { insertSubmissionOnce, listSubmissionFiles } from '../submissions/queries.ts';
import { groupIdsOf, translatedBundle, translatedConfirmation } from '../translations.ts';
import { lockGuestSubmission } from './queries.ts';
import { checkGuestToken, type GuestTicket, issueGuestToken } from './token.ts';
import { claimGuestUpload, clientKeyOf, guestUploadRoom } from './upload-quota.ts';

type Deps = Pick<
  AppDeps,
  'db' | 'storage' | 'log' | 'reporter' | 'jobs' | 'config' | 'emailRenderer'
>;

/** Most files one guest submission may hold uploads for. */
const filesPerGuestSubmission = 50;

/** A guest form's bundle: 404 when there is none, 403 'Form is not public' unless it is. */
async function loadPublicBundle(deps: Deps, eventId: string, formId: string) {
  const bundle = await loadFormBundle(deps, eventId, formId);
  if (!bundle) throw formNotFound();
  if (!isFormPublic(bundle.form)) throw AppError.forbidden(formMessages.formNotPublic);
  return bundle;
}

const refused = (path: string, message: string) =>
  invalidInput(formMessages.invalidSubmission, [{ path, message }]);

async function requireTicket(
  deps: Deps,
  ticket: GuestTicket,
  token: unknown,
  path: string,
  forSend: boolean,
) {
  const check = await checkGuestToken(deps.db, ticket, token, { forSend });
  if (check === 'invalid') throw refused(path, fillingMessages.guestExpired);
  if (check === 'tooFast') throw refused(path, fillingMessages.guestTooFast);
}

export async function getGuestForm(
  deps: Deps,
  eventId: string,
  formId: string,
  /** The guest's browser's languages: the form in the first the event has. */
  acceptLanguage?: string,
): Promise<FillableForm> {
  const [bundle, currencyId, event] = await Promise.all([
    loadPublicBundle(deps, eventId, formId),
    eventCurrency(deps, eventId),
    getEvent(deps.db, eventId),
  ]);
  const reader = event && guestReader(event, acceptLanguage);
  const [texts, fieldGroups] = reader
    ? await Promise.all([
        readerTexts(deps.db, reader, 'forms', [formId]),
        readerTexts(deps.db, reader, 'field-groups', groupIdsOf(bundle)),
      ])
    : [null, null];
  return { ...translatedBundle(bundle, { form: texts?.get(formId), fieldGroups }), currencyId };
}

/** An active confirmation of a public form, for the guest who sent it, in their language. */
export async function getGuestConfirmation(
  deps: Deps,
  eventId: string,
  formId: string,
  confirmationId: string,
  acceptLanguage?: string,
): Promise<ShownConfirmation> {
  await loadPublicBundle(deps, eventId, formId);
  const [shown, event] = await Promise.all([
    shownConfirmation(deps, eventId, formId, confirmationId),
    getEvent(deps.db, eventId),
  ]);
  const texts =
    event && (await readerTexts(deps.db, guestReader(event, acceptLanguage), 'forms', [formId]));
  return translatedConfirmation(shown, texts?.get(formId));
}

/** A new submission id and its token; nothing is stored until the guest sends the form. */
export async function startGuestSubmission(
  deps: Deps,
  eventId: string,
  formId: string,
): Promise<GuestStart> {
  await loadPublicBundle(deps, eventId, formId);
  const submissionId = newId();
  return { submissionId, token: await issueGuestToken(deps.db, { eventId, formId, submissionId }) };
}

/**
 * A guest's file for an upload field of the submission they started and have not yet sent,
 * within the hourly upload quotas of their address and of the form (429 with Retry-After, and
 * nothing stored, over either: upload-quota.ts).
 */
export async function uploadGuestFile(
  deps: Deps,
  request: FastifyRequest,
  ticket: GuestTicket & { fieldId: string },
  token: unknown,
): Promise<FileValue> {
  const bundle = await loadPublicBundle(deps, ticket.eventId, ticket.formId);
  await requireTicket(deps, ticket, token, 'x-guest-token', false);
  const who = { ...ticket, clientKey: clientKeyOf(request.ip) };
  const room = await guestUploadRoom(deps, who, Number(request.headers['content-length'] ?? 0));
  // Out of room: refused before a byte of the file is read.
  if (room.roomBytes <= 0) throw await room.refuse();
  return uploadSubmissionFile(deps, request, {
    ...ticket,
    bundle,
    userId: null,
    quota: room,
    check: async (tx, row, stored) => {
      if (row) throw refused('submissionId', fillingMessages.guestAlreadySent);
      const files = await listSubmissionFiles(tx, ticket.eventId, ticket.submissionId);
      if (files.length >= filesPerGuestSubmission)
        throw refused('file', fillingMessages.guestTooManyFiles);
      const file = stored.files[0]!;
      await claimGuestUpload(tx, deps.config, who, { fileId: file.id!, size: file.size ?? 0 });
    },
  });
}

/**
 * Stores a guest's submission (isGuest, no team, final), checked like a member's. Refused with
 * 'Invalid Submission data' when it comes sooner than a person could fill the form in (the
 * guest page waits that out and sends again by itself) or with a token that is not this
 * submission's or is over a day old; a submission is sent once. When the hidden website field
 * is filled in, nothing is stored and the answer looks like a success.
 */
export async function submitGuestSubmission(
  deps: Deps,
  eventId: string,
  formId: string,
  body: unknown,
): Promise<GuestSubmitted> {
  const startedAt = new Date();
  const input = parseInput(guestSubmissionInputSchema, body, formMessages.invalidSubmission);
  const bundle = await loadPublicBundle(deps, eventId, formId);
  const { submissionId } = input;
  // A robot filled in the field people never see: refused without a word, so it learns nothing.
  if (input.website.trim() !== '') {
    deps.log.info({ eventId, formId }, 'guest send dropped: the hidden field was filled in');
    const confirmationId = await confirmationFor(deps.db, eventId, bundle, input.values).catch(
      () => null,
    );
    return { submissionId, confirmationId };
  }
  await requireTicket(deps, { eventId, formId, submissionId }, input.token, 'token', true);
  const currencyId = await eventCurrency(deps, eventId);
  const saved = await saveValues(deps, {
    eventId,
    bundle,
    currencyId,
    submissionId,
    values: input.values,
    isDraft: false,
    startedAt,
    check: async (tx, row) => {
      if (row) throw refused('submissionId', fillingMessages.guestAlreadySent);
      // The sweep of unsent files waits for this send (or this send for it) from here on.
      await lockGuestSubmission(tx, eventId, submissionId);
    },
    write: async (tx, _row, cleaned) => {
      const key = { eventId, id: submissionId, formId };
      const row = await insertSubmissionOnce(tx, guestSubmissionRow(key, cleaned));
      if (!row) throw refused('submissionId', fillingMessages.guestAlreadySent);
      return row;
    },
  });
  const confirmationId = await confirmationFor(deps.db, eventId, bundle, saved.values);
  return { submissionId, confirmationId };
}
