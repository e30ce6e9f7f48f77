import { checkRules } from '@showdesk/domain/forms/logic-checks';
import type { LogicRule } from '@showdesk/domain/forms/logic-map';
import type { z } from 'zod';
import type { AppDeps, EventContext } from '../../app-deps.ts';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { newId } from '../../lib/ids.ts';
import { newRecordStamps } from '../../lib/record-stamps.ts';
import { invalidInput, parseInput } from '../../lib/validate.ts';
import type { FormBundle } from './bundle.ts';
import { getFormRow } from './queries.ts';
import { formNotFound, lockForm, requireFormBundle } from './service.ts';

/*
 * The steps shared by the records a form keeps and picks by rules (confirmations, form
 * notifications, webhooks): every one is read and written within the event, under its form, and
 * every write holds the form's lock so the form's list of ids stays true.
 */

type Deps = Pick<AppDeps, 'db' | 'log' | 'reporter'>;
type LockedForm = Awaited<ReturnType<typeof lockForm>>;

/** A kind's data access, each scoped by event and form. */
export interface FormRuleRecordRows<Row> {
  list(db: DbOrTx, eventId: string, formId: string): Promise<Row[]>;
  get(db: DbOrTx, eventId: string, formId: string, id: string): Promise<Row | null>;
  /** False when there was no such record under the form. */
  remove(tx: DbOrTx, eventId: string, formId: string, id: string): Promise<boolean>;
}

/** Where a kind sits on its form, and the domain's limits and messages for it. */
export interface FormRuleRecordKind {
  /** The form's list of this kind's ids (their order, and the per-form limit). */
  ids: 'confirmationIds' | 'notificationIds' | 'webhookIds';
  limits: { perForm: number };
  messages: { notFound: string; tooMany: string };
}

/** The columns a new record under the form starts with: tenant, form, id and who made it. */
export interface NewRecordStamp {
  eventId: string;
  id: string;
  formId: string;
  createdAt: Date;
  createdBy: string;
  updatedAt: Date;
  updatedBy: string;
}

/** The issues of rules that read fields this form does not have (or that take no value). */
export function ruleIssues(bundle: FormBundle, rules: readonly LogicRule[] | undefined) {
  return rules ? checkRules(bundle.form.fields, rules, bundle.fieldGroups, 'rules') : [];
}

/** Who changed a record, and when: now. */
export const editStamp = (ctx: EventContext) => ({ updatedAt: new Date(), updatedBy: ctx.userId });

/** Runs a write in one transaction with the form locked (404 'Form not found' if it is gone). */
function underLockedForm<T>(
  deps: Deps,
  ctx: EventContext,
  formId: string,
  write: (tx: Tx, form: LockedForm) => Promise<T>,
): Promise<T> {
  return deps.db.transaction(async (tx) => write(tx, await lockForm(tx, ctx.eventId, formId)));
}

/**
 * The list, record, add and remove steps of one kind of rule-based record; `invalid` is the
 * 400's message for a form that already holds `limits.perForm` of them.
 */
export function formRuleRecords<Row, Out>(
  rows: FormRuleRecordRows<Row>,
  toRecord: (row: Row) => Out,
  kind: FormRuleRecordKind,
  invalid: string,
) {
  const notFound = () => AppError.notFound(kind.messages.notFound);
  return {
    notFound,

    /** A body checked with the given message, and the form's bundle (404 'Form not found'). */
    async input<S extends z.ZodType>(
      deps: Deps,
      ctx: EventContext,
      formId: string,
      body: { schema: S; value: unknown; message: string },
    ): Promise<{ input: z.output<S>; bundle: FormBundle }> {
      const input = parseInput(body.schema, body.value, body.message);
      const bundle = await requireFormBundle(deps, ctx.eventId, formId);
      return { input, bundle };
    },

    /** The form's records in order; 404 'Form not found' for a form not in the event. */
    async list(deps: Deps, ctx: EventContext, formId: string): Promise<Out[]> {
      if (!(await getFormRow(deps.db, ctx.eventId, formId))) throw formNotFound();
      const found = await rows.list(deps.db, ctx.eventId, formId);
      return found.map(toRecord);
    },

    /** One record of the form, else the kind's 404. */
    async get(deps: Deps, ctx: EventContext, formId: string, id: string): Promise<Out> {
      const row = await rows.get(deps.db, ctx.eventId, formId, id);
      if (!row) throw notFound();
      return toRecord(row);
    },

    /**
     * Adds a record under the locked form, refusing a form that already holds the limit;
     * `write` inserts it with the stamp and answers.
     */
    add<T>(
      deps: Deps,
      ctx: EventContext,
      formId: string,
      write: (tx: Tx, stamp: NewRecordStamp) => Promise<T>,
    ): Promise<T> {
      return underLockedForm(deps, ctx, formId, async (tx, form) => {
        if (form[kind.ids].length >= kind.limits.perForm) {
          throw invalidInput(invalid, [{ path: '', message: kind.messages.tooMany }]);
        }
        return write(tx, {
          eventId: ctx.eventId,
          id: newId(),
          formId,
          ...newRecordStamps(ctx.userId),
        });
      });
    },

    /** Runs a change in one transaction with the form locked. */
    change<T>(deps: Deps, ctx: EventContext, formId: string, write: (tx: Tx) => Promise<T>) {
      return underLockedForm(deps, ctx, formId, write);
    },

    /** Deletes a record under the locked form, else the kind's 404. */
    async remove(deps: Deps, ctx: EventContext, formId: string, id: string): Promise<void> {
      await underLockedForm(deps, ctx, formId, async (tx) => {
        if (!(await rows.remove(tx, ctx.eventId, formId, id))) throw notFound();
      });
    },
  };
}
