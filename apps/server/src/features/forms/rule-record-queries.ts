import { and, eq, ne, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { forms } from '../../db/schema/forms.ts';
import type { EventRecordTable } from '../../lib/lists/archivable-records.ts';
import type { FormRuleRecordKind } from './rule-records.ts';

/** A table of records a form keeps in a list of ids (confirmations, notifications, webhooks). */
type FormRuleTable = EventRecordTable & { formId: PgColumn; createdAt: PgColumn };

type Row<T extends PgTable> = T['$inferSelect'];

/**
 * The data access of a kind of record a form keeps and picks by rules, each query scoped by
 * event and form: its rows in the order of the form's list of their ids (`ids`), and the
 * writes that keep that list true (a new record joins its end; a deleted one leaves it).
 */
export function formRuleRecordQueries<T extends FormRuleTable>(
  table: T,
  ids: FormRuleRecordKind['ids'],
) {
  const ofForm = (eventId: string, formId: string) =>
    and(eq(table.eventId, eventId), eq(table.formId, formId));
  const one = (eventId: string, formId: string, id: string) =>
    and(ofForm(eventId, formId), eq(table.id, id));
  const theForm = (eventId: string, formId: string) =>
    and(eq(forms.eventId, eventId), eq(forms.id, formId));
  const setIds = (tx: DbOrTx, eventId: string, formId: string, value: SQL | string[]) =>
    tx
      .update(forms)
      .set({ [ids]: value })
      .where(theForm(eventId, formId));
  /** The join of a record to its form, and the form's order of its records (unlisted last). */
  const joinsForm = and(eq(forms.eventId, table.eventId), eq(forms.id, table.formId));
  const formOrder = [
    sql`array_position(${forms[ids]}, ${table.id}) asc nulls last`,
    table.createdAt,
    table.id,
  ];

  return {
    ofForm,
    one,
    joinsForm,
    formOrder,

    /** A form's records in its list's order (any it does not list last). */
    async list(db: DbOrTx, eventId: string, formId: string): Promise<Row<T>[]> {
      const rows = await db
        .select({ row: table as PgTable })
        .from(table as PgTable)
        .innerJoin(forms, joinsForm)
        .where(ofForm(eventId, formId))
        .orderBy(...formOrder);
      return rows.map((found) => found.row as Row<T>);
    },

    async get(db: DbOrTx, eventId: string, formId: string, id: string): Promise<Row<T> | null> {
      const [row] = await db
        .select()
        .from(table as PgTable)
        .where(one(eventId, formId, id));
      return (row as Row<T> | undefined) ?? null;
    },

    /** Adds a record at the end of the form's list. */
    async insert(
      tx: DbOrTx,
      row: T['$inferInsert'] & { eventId: string; id: string; formId: string },
    ): Promise<Row<T>> {
      const [inserted] = await tx
        .insert(table)
        .values(row as never)
        .returning();
      await setIds(tx, row.eventId, row.formId, sql`array_append(${forms[ids]}, ${row.id})`);
      return inserted as Row<T>;
    },

    async update(
      tx: DbOrTx,
      eventId: string,
      formId: string,
      id: string,
      patch: Partial<T['$inferInsert']>,
    ): Promise<Row<T> | null> {
      const rows = await tx
        .update(table)
        .set(patch as PgUpdateSetSource<T>)
        .where(one(eventId, formId, id))
        .returning();
      return (rows as Row<T>[])[0] ?? null;
    },

    /** The order the form's records are tried in. */
    async setOrder(tx: DbOrTx, eventId: string, formId: string, order: string[]) {
      await setIds(tx, eventId, formId, order);
    },

    /** A form has one default (of `flag`): the others stop being it. */
    async clearOtherDefaults(
      tx: DbOrTx,
      eventId: string,
      formId: string,
      id: string,
      flag: keyof T & string,
    ) {
      const column = table[flag] as PgColumn;
      await tx
        .update(table)
        .set({ [flag]: false } as PgUpdateSetSource<T>)
        .where(and(ofForm(eventId, formId), ne(table.id, id), eq(column, true)));
    },

    /** Deletes a record and its place in the form's list; false when there was none. */
    async remove(tx: DbOrTx, eventId: string, formId: string, id: string): Promise<boolean> {
      const deleted = await tx
        .delete(table)
        .where(one(eventId, formId, id))
        .returning({ id: table.id });
      if (deleted.length === 0) return false;
      await setIds(tx, eventId, formId, sql`array_remove(${forms[ids]}, ${id})`);
      return true;
    },
  };
}
