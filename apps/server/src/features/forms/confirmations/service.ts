import {
  type Confirmation,
  confirmationInputSchema,
  confirmationLimits,
  confirmationMessages,
  confirmationUpdateSchema,
  pickConfirmation,
  reorderConfirmationsInputSchema,
  type ShownConfirmation,
} from '@showdesk/domain/forms/confirmations';
import { submissionMeetsRules } from '@showdesk/domain/forms/logic';
import { logicRuleSchema } from '@showdesk/domain/forms/logic-map';
import { formMessages } from '@showdesk/domain/forms/messages';
import { z } from 'zod';
import type { AppDeps, EventContext } from '../../../app-deps.ts';
import type { DbOrTx } from '../../../db/client.ts';
import { invalidInput, parseInput } from '../../../lib/validate.ts';
import { sanitiseRichText } from '../../content/sanitise-rich-text.ts';
import type { FormBundle } from '../bundle.ts';
import { editStamp, formRuleRecords, ruleIssues } from '../rule-records.ts';
import { type ConfirmationRow, clearOtherDefaults, confirmationRows } from './queries.ts';

type Deps = Pick<AppDeps, 'db' | 'log' | 'reporter'>;

const storedRules = z.array(logicRuleSchema).catch([]);

function toConfirmation(row: ConfirmationRow): Confirmation {
  return {
    id: row.id,
    formId: row.formId,
    name: row.name,
    message: row.message,
    operator: row.operator === 'ALL' ? 'ALL' : 'ANY',
    rules: storedRules.parse(row.rules),
    isDefault: row.isDefault,
    isActive: row.isActive,
    createdAt: row.createdAt.toISOString(),
    createdBy: row.createdBy,
    updatedAt: row.updatedAt.toISOString(),
    updatedBy: row.updatedBy,
  };
}

const confirmations = formRuleRecords(
  confirmationRows,
  toConfirmation,
  { ids: 'confirmationIds', limits: confirmationLimits, messages: confirmationMessages },
  formMessages.invalidConfirmation,
);

/** The rules read fields of this form that take a value ('Invalid confirmation data' if not). */
function refuseBadRules(bundle: FormBundle, rules: Confirmation['rules'] | undefined) {
  const issues = ruleIssues(bundle, rules);
  if (issues.length) throw invalidInput(formMessages.invalidConfirmationData, issues);
}

/** A form's confirmations in order (organisers). */
export const listConfirmations = confirmations.list;

export const getConfirmation = confirmations.get;

export async function addConfirmation(
  deps: Deps,
  ctx: EventContext,
  formId: string,
  body: unknown,
): Promise<Confirmation> {
  const { input, bundle } = await confirmations.input(deps, ctx, formId, {
    schema: confirmationInputSchema,
    value: body,
    message: formMessages.invalidConfirmationData,
  });
  refuseBadRules(bundle, input.rules);
  return confirmations.add(deps, ctx, formId, async (tx, stamp) => {
    const row = await confirmationRows.insert(tx, {
      ...input,
      message: await sanitiseRichText(input.message),
      ...stamp,
    });
    if (row.isDefault) await clearOtherDefaults(tx, ctx.eventId, formId, row.id);
    return toConfirmation(row);
  });
}

export async function editConfirmation(
  deps: Deps,
  ctx: EventContext,
  formId: string,
  confirmationId: string,
  body: unknown,
): Promise<Confirmation> {
  const { input, bundle } = await confirmations.input(deps, ctx, formId, {
    schema: confirmationUpdateSchema,
    value: body,
    message: formMessages.invalidConfirmationData,
  });
  refuseBadRules(bundle, input.rules);
  return confirmations.change(deps, ctx, formId, async (tx) => {
    const row = await confirmationRows.update(tx, ctx.eventId, formId, confirmationId, {
      ...input,
      ...(input.message === undefined ? {} : { message: await sanitiseRichText(input.message) }),
      ...editStamp(ctx),
    });
    if (!row) throw confirmations.notFound();
    if (row.isDefault) await clearOtherDefaults(tx, ctx.eventId, formId, row.id);
    return toConfirmation(row);
  });
}

export const removeConfirmation = confirmations.remove;

/**
 * Puts a form's confirmations in a new order (the order they are tried): the body lists every
 * one of them once ('Invalid confirmation data' at `ids` if not), and the list is answered.
 */
export async function reorderConfirmations(
  deps: Deps,
  ctx: EventContext,
  formId: string,
  body: unknown,
): Promise<Confirmation[]> {
  const { ids } = parseInput(
    reorderConfirmationsInputSchema,
    body,
    formMessages.invalidConfirmationData,
  );
  return confirmations.change(deps, ctx, formId, async (tx) => {
    const rows = await confirmationRows.list(tx, ctx.eventId, formId);
    const known = new Set(rows.map((row) => row.id));
    if (
      ids.length !== known.size ||
      new Set(ids).size !== ids.length ||
      !ids.every((id) => known.has(id))
    ) {
      throw invalidInput(formMessages.invalidConfirmationData, [
        { path: 'ids', message: confirmationMessages.notEveryOne },
      ]);
    }
    await confirmationRows.setOrder(tx, ctx.eventId, formId, ids);
    const byId = new Map(rows.map((row) => [row.id, row]));
    return ids.map((id) => toConfirmation(byId.get(id)!));
  });
}

/**
 * The id of the confirmation a sent submission is shown (its rules read the stored values as
 * the form's logic does); null: none, the plain "sent" screen.
 */
export async function confirmationFor(
  db: DbOrTx,
  eventId: string,
  bundle: FormBundle,
  values: Readonly<Record<string, unknown>>,
): Promise<string | null> {
  if (bundle.form.confirmationIds.length === 0) return null;
  const rows = (await confirmationRows.list(db, eventId, bundle.form.id)).map(toConfirmation);
  const picked = pickConfirmation(rows, (confirmation) =>
    submissionMeetsRules(bundle.form, bundle.form.fields, bundle.fieldGroups, values, confirmation),
  );
  return picked?.id ?? null;
}

/** What a submitter reads: an active confirmation of a form they may fill in. */
export async function shownConfirmation(
  deps: Deps,
  eventId: string,
  formId: string,
  confirmationId: string,
): Promise<ShownConfirmation> {
  const row = await confirmationRows.get(deps.db, eventId, formId, confirmationId);
  if (!row?.isActive) throw confirmations.notFound();
  const { id, name, message } = row;
  return { id, formId, name, message };
}
