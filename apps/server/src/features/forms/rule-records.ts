import { checkRules } from '@showdesk/domain/forms/logic-checks';
import type { LogicRule } from '@showdesk/domain/forms/logic-map';
import type { z } from 'zod';
import type { AppDeps, EventContext } from '../../app-deps.ts';
import type { DbOrTx, Tx } from '../../db/client.ts';
import type { AppError } from '../../lib/app-error.ts';
import { newId } from '../../lib/ids.ts';
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

/** How one kind of rule-based record is read, counted and removed under its form. */
export interface FormRuleRecordKind<Row, Out> {
  listRows(db: DbOrTx, eventId: string, formId: string): Promise<Row[]>;
  getRow(db: DbOrTx, eventId: string, formId: string, id: string): Promise<Row | null>;
  /** False when there was no such record under the form. */
  deleteRow(tx: DbOrTx, eventId: string, formId: string, id: string): Promise<boolean>;
  toRecord(row: Row): Out;
  notFound(): AppError;
  /** The form's ids of this kind, to hold the per-form limit. */
  idsOn(form: LockedForm): readonly string[];
  limit: number;
  /** The 400 for a form that already holds `limit` of them: its message and the issue's. */
  tooMany: { message: string; issue: string };
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

/** A body checked with the kind's message, and the form's bundle (404 'Form not found'). */
export async function inputForForm<S extends z.ZodType>(
  deps: Deps,
  ctx: EventContext,
  formId: string,
  input: { schema: S; body: unknown; message: string },
): Promise<{ input: z.output<S>; bundle: FormBundle }> {
  const parsed = parseInput(input.schema, input.body, input.message);
  const bundle = await requireFormBundle(deps, ctx.eventId, formId);
  return { input: parsed, bundle };
}

/** Runs a write in one transaction with the form locked (404 'Form not found' if it is gone). */
export function underLockedForm<T>(
  deps: Deps,
  ctx: EventContext,
  formId: string,
  write: (tx: Tx, form: LockedForm) => Promise<T>,
): Promise<T> {
  return deps.db.transaction(async (tx) => write(tx, await lockForm(tx, ctx.eventId, formId)));
}

/** The list, record, add and remove steps of one kind of rule-based record. */
export function formRuleRecords<Row, Out>(kind: FormRuleRecordKind<Row, Out>) {
  return {
    /** The form's records in order; 404 'Form not found' for a form not in the event. */
    async list(deps: Deps, ctx: EventContext, formId: string): Promise<Out[]> {
      if (!(await getFormRow(deps.db, ctx.eventId, formId))) throw formNotFound();
      const rows = await kind.listRows(deps.db, ctx.eventId, formId);
      return rows.map(kind.toRecord);
    },

    /** One record of the form, else the kind's 404. */
    async get(deps: Deps, ctx: EventContext, formId: string, id: string): Promise<Out> {
      const row = await kind.getRow(deps.db, ctx.eventId, formId, id);
      if (!row) throw kind.notFound();
      return kind.toRecord(row);
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
        if (kind.idsOn(form).length >= kind.limit) {
          throw invalidInput(kind.tooMany.message, [{ path: '', message: kind.tooMany.issue }]);
        }
        const now = new Date();
        return write(tx, {
          eventId: ctx.eventId,
          id: newId(),
          formId,
          createdAt: now,
          createdBy: ctx.userId,
          updatedAt: now,
          updatedBy: ctx.userId,
        });
      });
    },

    /** Deletes a record under the locked form, else the kind's 404. */
    async remove(deps: Deps, ctx: EventContext, formId: string, id: string): Promise<void> {
      await underLockedForm(deps, ctx, formId, async (tx) => {
        if (!(await kind.deleteRow(tx, ctx.eventId, formId, id))) throw kind.notFound();
      });
    },
  };
}
