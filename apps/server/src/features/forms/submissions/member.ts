import type { ContentReader } from '@showdesk/domain/content/content';
import {
  type FillableForm,
  fillingMessages,
  type MemberForm,
  type SavedSubmission,
} from '@showdesk/domain/forms/filling';
import { formMessages } from '@showdesk/domain/forms/messages';
import type {
  createSubmissionInputSchema,
  Submission,
  UpdateSubmissionInput,
} from '@showdesk/domain/forms/submissions';
import { translatedFields } from '@showdesk/domain/platform/translations';
import type { z } from 'zod';
import type { EventContext } from '../../../app-deps.ts';
import type { Tx } from '../../../db/client.ts';
import { AppError } from '../../../lib/app-error.ts';
import { newId } from '../../../lib/ids.ts';
import { newRecordStamps } from '../../../lib/record-stamps.ts';
import { invalidInput } from '../../../lib/validate.ts';
import { languageKey, VersionedCache } from '../../../lib/versioned-cache.ts';
import { loadReader } from '../../../plugins/caller-reader.ts';
import { getTeamIdOfUser } from '../../people/teams/queries.ts';
import { readerTexts } from '../../platform/translations/reader.ts';
import { isFormTaskOf } from '../../tasks/progress/form-task-queries.ts';
import { completeFormTasks } from '../../tasks/progress/form-tasks.ts';
import type { FormBundle } from '../bundle.ts';
import { confirmationFor } from '../confirmations/service.ts';
import { groupIdsOf, translatedBundle } from '../translations.ts';
import {
  type Deps,
  eventCurrency,
  loadOpenBundle,
  readSubmission,
  refuseStale,
  removeSubmission,
  saveAgain,
  saveValues,
  shownSubmission,
  submissionNotFound,
} from './core.ts';
import {
  getMemberName,
  getSubmission,
  insertSubmission,
  latestTeamSubmissions,
  listOpenForms,
  listTeamSubmissions,
  type SubmissionRow,
} from './queries.ts';

/** The caller's team id (from the guard's context when it read it), or null. */
export async function teamIdOf(deps: Deps, ctx: EventContext): Promise<string | null> {
  if (ctx.team !== undefined) return ctx.team?.id ?? null;
  return getTeamIdOfUser(deps.db, ctx.eventId, ctx.userId);
}

async function requireTeam(deps: Deps, ctx: EventContext): Promise<string> {
  const teamId = await teamIdOf(deps, ctx);
  if (!teamId) throw AppError.forbidden(fillingMessages.noTeam);
  return teamId;
}

/**
 * The open forms, by title, each with the caller's team's latest submission of it. A public
 * (guest) form is for guests (spec section 3: "isPublic (guest form)"): it is not one the team
 * has to fill in, so it is left out, unless the team has a submission of it (a form made public
 * after the team filled it in), shown with that submission's status.
 */
export async function listMemberForms(deps: Deps, ctx: EventContext): Promise<MemberForm[]> {
  const teamId = await teamIdOf(deps, ctx);
  const [forms, latest, texts] = await Promise.all([
    listOpenForms(deps.db, ctx.eventId),
    teamId ? latestTeamSubmissions(deps.db, ctx.eventId, teamId) : [],
    readerTexts(deps.db, ctx, 'forms'),
  ]);
  const byForm = new Map(latest.map((row) => [row.formId, row]));
  return forms.flatMap(({ isPublic, ...form }) => {
    const last = byForm.get(form.id);
    if (isPublic && !last) return [];
    return [
      {
        ...translatedFields(form, texts?.get(form.id), ['title', 'description']),
        submission: last
          ? { id: last.id, isDraft: last.isDraft, updatedAt: last.updatedAt.toISOString() }
          : null,
      },
    ];
  });
}

/** An open form to fill in, with the event's currency. */
export async function getFillableForm(
  deps: Deps,
  ctx: Pick<EventContext, 'eventId' | 'language' | 'defaultLanguage' | 'contentVersion'>,
  formId: string,
): Promise<FillableForm> {
  const [bundle, currencyId] = await Promise.all([
    bundleInLanguage(deps, ctx, formId),
    eventCurrency(deps, ctx.eventId),
  ]);
  return { ...bundle, currencyId };
}

/**
 * Open forms in a reader's language, by event, form and language, while the event's content
 * version stands (a translation's write bumps it): a German member's form costs no more queries
 * than an English one's. Shared between requests: never change a bundle taken from here.
 */
const translatedBundles = new VersionedCache<FormBundle>(1_000);

/** An open form and the field groups it places, in the reader's language where translated. */
async function bundleInLanguage(
  deps: Deps,
  ctx: Pick<EventContext, 'eventId' | 'language' | 'defaultLanguage' | 'contentVersion'>,
  formId: string,
): Promise<FormBundle> {
  const { eventId, language, contentVersion: version } = ctx;
  const bundle = await loadOpenBundle(deps, eventId, formId, version);
  if (!language || language === ctx.defaultLanguage) return bundle;
  const key = `${eventId}|${formId}${languageKey(ctx)}`;
  const kept = version === undefined ? null : translatedBundles.get(key, version);
  if (kept) return kept;
  const [texts, fieldGroups] = await Promise.all([
    readerTexts(deps.db, ctx, 'forms', [formId]),
    // The field groups it places, translated once as groups (no query for a form with none).
    readerTexts(deps.db, ctx, 'field-groups', groupIdsOf(bundle)),
  ]);
  const translated = translatedBundle(bundle, { form: texts?.get(formId), fieldGroups });
  if (version !== undefined) translatedBundles.set(key, version, translated);
  return translated;
}

/** The caller's team's submissions of an open form, newest first (none without a team). */
export async function listMemberSubmissions(
  deps: Deps,
  ctx: EventContext,
  formId: string,
): Promise<Submission[]> {
  await loadOpenBundle(deps, ctx.eventId, formId, ctx.contentVersion);
  const teamId = await teamIdOf(deps, ctx);
  if (!teamId) return [];
  const rows = await listTeamSubmissions(deps.db, ctx.eventId, formId, teamId);
  return rows.flatMap((row) => readSubmission(deps, row) ?? []);
}

/** The team's submission of this form, or 404 (another team's answers like a missing one). */
export async function ownSubmissionRow(
  deps: Deps,
  ctx: EventContext,
  formId: string,
  submissionId: string,
): Promise<SubmissionRow> {
  const teamId = await teamIdOf(deps, ctx);
  const row = await getSubmission(deps.db, ctx.eventId, submissionId);
  if (!row || !isOwn(row, formId, teamId)) throw submissionNotFound();
  return row;
}

const isOwn = (row: SubmissionRow | null, formId: string, teamId: string | null) =>
  row !== null && teamId !== null && row.formId === formId && row.teamId === teamId;

export async function getMemberSubmission(
  deps: Deps,
  ctx: EventContext,
  formId: string,
  submissionId: string,
): Promise<Submission> {
  await loadOpenBundle(deps, ctx.eventId, formId, ctx.contentVersion);
  const row = await ownSubmissionRow(deps, ctx, formId, submissionId);
  const submission = readSubmission(deps, row);
  if (!submission) throw submissionNotFound();
  return submission;
}

/** A final submission may change only on a form that allows it. */
export function refuseLockedFinal(row: SubmissionRow, form: { isEditable: boolean }) {
  if (!row.isDraft && !form.isEditable) throw AppError.forbidden(fillingMessages.notEditable);
}

/** A sent submission of the team completes the team's form tasks of its form, in `tx`. */
function completeTeamFormTasks(
  tx: Tx,
  ctx: EventContext,
  reader: ContentReader,
  sent: { formId: string; teamId: string; submissionId: string },
) {
  return completeFormTasks(tx, { eventId: ctx.eventId, ...sent, reader, userId: ctx.userId });
}

/** Adds the team's submission of an open form: a draft, or sent (final). */
export async function createMemberSubmission(
  deps: Deps,
  ctx: EventContext,
  formId: string,
  input: z.output<typeof createSubmissionInputSchema>,
): Promise<SavedSubmission> {
  const startedAt = new Date();
  const bundle = await loadOpenBundle(deps, ctx.eventId, formId, ctx.contentVersion);
  const teamId = await requireTeam(deps, ctx);
  const reader = await loadReader(deps.db, ctx);
  // A submission may name the form task it answers: one of this form's the team sees.
  if (
    input.taskId !== null &&
    !(await isFormTaskOf(deps.db, ctx.eventId, formId, input.taskId, reader))
  ) {
    throw invalidInput(formMessages.invalidSubmission, [
      { path: 'taskId', message: fillingMessages.taskNotFound },
    ]);
  }
  const currencyId = await eventCurrency(deps, ctx.eventId);
  const submissionId = newId();
  const row = await saveValues(deps, {
    eventId: ctx.eventId,
    bundle,
    currencyId,
    submissionId,
    values: input.values,
    isDraft: input.isDraft,
    startedAt,
    write: async (tx, _existing, cleaned) => {
      const row = await insertSubmission(tx, {
        eventId: ctx.eventId,
        id: submissionId,
        formId,
        teamId,
        isDraft: input.isDraft,
        taskId: input.taskId,
        isGuest: false,
        ...cleaned,
        ...newRecordStamps(ctx.userId),
      });
      // A sent (final) submission completes the team's form tasks of this form; a draft nothing.
      if (!input.isDraft) {
        await completeTeamFormTasks(tx, ctx, reader, { formId, teamId, submissionId });
      }
      return row;
    },
  });
  return savedAnswer(deps, ctx.eventId, bundle, row);
}

/** A save's answer: the submission as shown, and once it is sent the confirmation it gets. */
async function savedAnswer(
  deps: Deps,
  eventId: string,
  bundle: FormBundle,
  row: SubmissionRow,
): Promise<SavedSubmission> {
  return {
    submission: shownSubmission(deps, row),
    confirmationId: row.isDraft
      ? null
      : await confirmationFor(deps.db, eventId, bundle, row.values),
  };
}

/**
 * Saves the team's submission again: a draft always, a sent one only when the form is
 * editable (403 otherwise); a sent one stays sent; a save over a newer version is a 409.
 */
export async function updateMemberSubmission(
  deps: Deps,
  ctx: EventContext,
  formId: string,
  submissionId: string,
  input: UpdateSubmissionInput,
): Promise<SavedSubmission> {
  const startedAt = new Date();
  const bundle = await loadOpenBundle(deps, ctx.eventId, formId, ctx.contentVersion);
  const teamId = await requireTeam(deps, ctx);
  const reader = await loadReader(deps.db, ctx);
  let wasDraft = false;
  const row = await saveAgain(deps, ctx, {
    bundle,
    submissionId,
    input,
    startedAt,
    check: async (tx, existing) => {
      if (!existing || !isOwn(existing, formId, teamId)) throw submissionNotFound();
      refuseLockedFinal(existing, bundle.form);
      wasDraft = existing.isDraft;
      if (!existing.isDraft && input.isDraft) {
        throw invalidInput(fillingMessages.backToDraft, [
          { path: 'isDraft', message: fillingMessages.backToDraft },
        ]);
      }
      await refuseStale(tx, existing, input.expectedUpdatedAt, (db, userId) =>
        getMemberName(db, ctx.eventId, userId),
      );
    },
    // A draft sent now completes the team's form tasks of this form.
    after: async (tx) => {
      if (!wasDraft || input.isDraft) return;
      await completeTeamFormTasks(tx, ctx, reader, { formId, teamId, submissionId });
    },
  });
  return savedAnswer(deps, ctx.eventId, bundle, row);
}

/** Deletes one of the team's drafts and its files; a sent submission stays (403). */
export async function deleteMemberDraft(
  deps: Deps,
  ctx: EventContext,
  formId: string,
  submissionId: string,
): Promise<void> {
  const teamId = await teamIdOf(deps, ctx);
  await removeSubmission(
    deps,
    ctx.eventId,
    submissionId,
    (row) => {
      if (!isOwn(row, formId, teamId)) throw submissionNotFound();
      if (!row!.isDraft) throw AppError.forbidden(fillingMessages.deleteSent);
    },
    ctx.userId,
  );
}
