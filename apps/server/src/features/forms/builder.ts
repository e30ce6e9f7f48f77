import { say } from '@showdesk/domain/common/say';
import { formLimits } from '@showdesk/domain/forms/constants';
import { checkFieldChanges, fieldChangesMessage } from '@showdesk/domain/forms/field-changes';
import type { FieldDefinition } from '@showdesk/domain/forms/fields';
import { checkFieldSet } from '@showdesk/domain/forms/form-structure';
import { lockExpiry } from '@showdesk/domain/forms/locks';
import type { LogicMap } from '@showdesk/domain/forms/logic-map';
import { editingMessages, formMessages } from '@showdesk/domain/forms/messages';
import type { z } from 'zod';
import type { AppDeps, EventContext } from '../../app-deps.ts';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { type FieldIssue, fieldIssue, invalidInput } from '../../lib/validate.ts';
import { eventTimeZone } from '../platform/events/calendar.ts';
import {
  deleteFields,
  fieldGroupShapes,
  type Holder,
  insertFields,
  updateFields,
} from './field-queries.ts';
import { refreshOwnLock } from './locks/queries.ts';
import { nameOf, refuseIfLockedByOther } from './locks/service.ts';
import { listFieldRows, readField } from './records.ts';

type ReportDeps = Pick<AppDeps, 'log' | 'reporter'>;
type Refusal = typeof formMessages.invalidForm | typeof formMessages.invalidFieldGroup;

/** The parts of a builder's save this module applies (the settings are the caller's). */
export interface FieldChanges {
  fieldIds: string[];
  newFields: FieldDefinition[];
  updatedFields: FieldDefinition[];
  removedFieldIds: string[];
  expectedUpdatedAt: string;
  logicMap: LogicMap;
}

const holderNames = { form: 'form', fieldGroup: 'field group' } as const;

/**
 * A time as the stale-save message shows it, on the event's clock and naming its zone:
 * "23 Nov 2026, 11:05 Europe/Berlin".
 */
const atTime = (date: Date, timeZone: string) =>
  `${new Intl.DateTimeFormat('en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone,
  }).format(date)} ${timeZone}`;

/** The spec's message for refused fields: a field's own problem, else by where it is. */
function messageFor(issues: FieldIssue[], otherwise: Refusal): string {
  const first = issues[0]!.path.split('.');
  if (first[0] === 'fields') return formMessages.invalidFieldsData;
  return fieldChangesMessage(first, otherwise);
}

/** Parses a builder's body, refusing it with the message for where its first problem is. */
export function parseBuilderSave<S extends z.ZodType>(
  schema: S,
  body: unknown,
  otherwise: Refusal,
): z.output<S> {
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  const issues = parsed.error.issues.map((issue) => fieldIssue(issue, body));
  throw invalidInput(fieldChangesMessage(parsed.error.issues[0]!.path, otherwise), issues);
}

/**
 * The field part of a builder's save, inside the save's transaction with the holder's row
 * locked: refuses the save while someone else holds the holder's lock (409 naming them) or
 * when the holder changed since the builder loaded it (409 naming who changed it, and when);
 * checks the new, updated and removed lists against the stored fields (`checkFieldChanges`)
 * and the fields after the save (`checkFieldSet`: templates name a field group of the event,
 * a group holds no template or grand total, logic names fields that exist and has no circle);
 * then writes the fields and refreshes the caller's lock. The caller writes the holder's row.
 */
export async function applyFieldChanges(
  tx: DbOrTx,
  deps: ReportDeps,
  ctx: EventContext,
  holder: Holder & { updatedAt: Date; updatedBy: string | null },
  changes: FieldChanges,
  now: Date,
): Promise<void> {
  const otherwise: Refusal =
    holder.type === 'form' ? formMessages.invalidForm : formMessages.invalidFieldGroup;
  if (holder.type === 'fieldGroup' && changes.fieldIds.length > formLimits.fieldsPerGroup) {
    throw invalidInput(formMessages.invalidFieldsData, [
      {
        path: 'fieldIds',
        message: say(/*i18n*/ 'Use at most {max} fields', { max: formLimits.fieldsPerGroup }),
      },
    ]);
  }
  await refuseIfLockedByOther(tx, ctx, holder.type, holder.id, now);
  if (holder.updatedAt.getTime() !== Date.parse(changes.expectedUpdatedAt)) {
    const name = await nameOf(tx, ctx.eventId, holder.updatedBy);
    throw AppError.conflict(
      editingMessages.changedBy(
        name,
        holderNames[holder.type],
        atTime(holder.updatedAt, await eventTimeZone(tx, ctx.eventId)),
      ),
      { updatedAt: holder.updatedAt.toISOString(), updatedBy: holder.updatedBy },
    );
  }

  const rows = (await listFieldRows(tx, ctx.eventId, [holder.id])).filter(
    (row) => row.holderType === holder.type,
  );
  const changeIssues = checkFieldChanges(
    rows.map((row) => row.id),
    changes,
  );
  if (changeIssues.length > 0) {
    throw invalidInput(messageFor(changeIssues, otherwise), changeIssues);
  }

  const byId = new Map<string, FieldDefinition>();
  for (const row of rows) {
    const field = readField(deps, row);
    if (field) byId.set(field.id, field);
  }
  for (const id of changes.removedFieldIds) byId.delete(id);
  for (const field of [...changes.updatedFields, ...changes.newFields]) byId.set(field.id, field);
  const after = changes.fieldIds.flatMap((id) => byId.get(id) ?? []);

  const groupIds = after.flatMap((f) => (f.type === 'template' ? [f.fieldGroupId] : []));
  const setIssues = checkFieldSet(after, changes.logicMap, {
    fieldGroups: await fieldGroupShapes(tx, ctx.eventId, groupIds),
    isFieldGroup: holder.type === 'fieldGroup',
  });
  if (setIssues.length > 0) throw invalidInput(messageFor(setIssues, otherwise), setIssues);

  await deleteFields(tx, ctx.eventId, holder, changes.removedFieldIds);
  await updateFields(tx, ctx.eventId, holder, changes.updatedFields, ctx.userId, now);
  await insertFields(tx, ctx.eventId, holder, changes.newFields, ctx.userId, now);
  await refreshOwnLock(tx, {
    eventId: ctx.eventId,
    type: holder.type,
    id: holder.id,
    userId: ctx.userId,
    now,
    expireAt: new Date(lockExpiry(now)),
  });
}

/** How a builder's save reads and writes its holder's own row (a form's or a field group's). */
export interface HolderStore<R extends { updatedAt: Date; updatedBy: string | null }> {
  type: Holder['type'];
  /** The holder's row, locked for the save's transaction; null when there is none. */
  lockRow(tx: DbOrTx, eventId: string, id: string): Promise<R | null>;
  notFound(): Error;
  /** Checks the row as it will be after the save (throws if it would not read back) and writes it. */
  write(
    tx: DbOrTx,
    row: R,
    patch: Record<string, unknown> & { fieldIds: string[]; logicMap: LogicMap },
    now: Date,
  ): Promise<void>;
}

/**
 * A builder's save of a form or field group (spec calls 7.1: "update with lists of new, updated
 * and removed fields"): in one transaction with the holder's row locked, the fields
 * (`applyFieldChanges`), then the holder's settings, order and logic.
 */
export async function saveHolder<R extends { updatedAt: Date; updatedBy: string | null }>(
  deps: ReportDeps & Pick<AppDeps, 'db'>,
  ctx: EventContext,
  id: string,
  input: FieldChanges & Record<string, unknown>,
  store: HolderStore<R>,
): Promise<void> {
  const {
    fieldIds,
    logicMap,
    newFields,
    updatedFields,
    removedFieldIds,
    expectedUpdatedAt,
    ...settings
  } = input;
  const now = new Date();
  await deps.db.transaction(async (tx) => {
    const row = await store.lockRow(tx, ctx.eventId, id);
    if (!row) throw store.notFound();
    await applyFieldChanges(
      tx,
      deps,
      ctx,
      { type: store.type, id, updatedAt: row.updatedAt, updatedBy: row.updatedBy },
      { fieldIds, logicMap, newFields, updatedFields, removedFieldIds, expectedUpdatedAt },
      now,
    );
    await store.write(tx, row, { ...settings, fieldIds, logicMap }, now);
  });
}
