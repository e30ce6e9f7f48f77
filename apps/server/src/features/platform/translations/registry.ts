import type { Permission } from '@showdesk/domain/people/permissions';
import type { SourceText, TranslatableKind } from '@showdesk/domain/platform/translations';
import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { AppDeps, EventContext } from '../../../app-deps.ts';

/** A record as its translators see it: its title and its texts in the default language. */
export interface TranslatableRecord {
  recordId: string;
  title: string;
  texts: SourceText[];
}

/**
 * How one kind of record is translated, registered by the feature that owns the kind (as files
 * register who may read them): where its texts are, who may translate them, and what else a
 * translation must pass before it is saved. How the reader sees a translation is the feature's
 * own read (`readerTexts`, reader.ts).
 */
export interface TranslatableKindDefinition {
  /** Who may read and write the kind's translations (the level that edits the record). */
  permission: Extract<Permission, 'moderator' | 'admin'>;
  /** Every record of the kind in the event, for the overview. */
  list(deps: AppDeps, eventId: string): Promise<TranslatableRecord[]>;
  /** One record of the event; null when the event has none of that id. */
  get(deps: AppDeps, eventId: string, recordId: string): Promise<TranslatableRecord | null>;
  /**
   * Checks a language's texts beyond the common rules (an email template must render, and keep
   * its secret links where they belong); throws the 400 itself.
   */
  check?(
    deps: AppDeps,
    ctx: EventContext,
    record: TranslatableRecord,
    texts: Record<string, string>,
  ): Promise<void>;
}

const kinds = new Map<TranslatableKind, TranslatableKindDefinition>();

export function registerTranslatable(
  kind: TranslatableKind,
  definition: TranslatableKindDefinition,
) {
  kinds.set(kind, definition);
}

export function translatableKind(kind: TranslatableKind): TranslatableKindDefinition | undefined {
  return kinds.get(kind);
}

export function registeredKinds(): [TranslatableKind, TranslatableKindDefinition][] {
  return [...kinds];
}

/** A source text, or nothing when the record leaves the part empty (nothing to translate). */
export function sourceText(
  key: string,
  part: SourceText['part'],
  text: string | null | undefined,
  options: { format?: SourceText['format']; context?: string | null } = {},
): SourceText[] {
  if (!text || text.trim() === '') return [];
  return [{ key, part, text, format: options.format ?? 'text', context: options.context ?? null }];
}

/** A text kept in a column of the kind's table, translated under the column's field name. */
export interface ColumnText {
  column: AnyPgColumn;
  part: SourceText['part'];
  format?: SourceText['format'];
}

/**
 * A kind whose texts are columns of one event-owned table (a task's title and description, a
 * download's name): its records are the table's rows (`active` keeps the overview to the rows
 * in use, archived ones left out), titled by `title`.
 */
export function registerColumnsTranslatable(
  kind: TranslatableKind,
  options: {
    permission: TranslatableKindDefinition['permission'];
    table: PgTable & { eventId: AnyPgColumn; id: AnyPgColumn };
    title: AnyPgColumn;
    texts: Record<string, ColumnText>;
    active?: SQL;
  },
) {
  const { table } = options;
  const columns = Object.fromEntries(
    Object.entries(options.texts).map(([key, text]) => [key, text.column]),
  );
  const select = (deps: AppDeps, where: SQL | undefined) =>
    deps.db
      .select({ id: table.id, title: options.title, ...columns })
      .from(table as PgTable)
      .where(where)
      .orderBy(asc(options.title)) as unknown as Promise<Record<string, string>[]>;
  const recordOf = (row: Record<string, string>): TranslatableRecord => ({
    recordId: row.id!,
    title: row.title!,
    texts: Object.entries(options.texts).flatMap(([key, text]) =>
      sourceText(key, text.part, row[key], { format: text.format }),
    ),
  });
  registerTranslatable(kind, {
    permission: options.permission,
    list: async (deps, eventId) =>
      (await select(deps, and(eq(table.eventId, eventId), options.active))).map(recordOf),
    get: async (deps, eventId, recordId) => {
      const [row] = await select(deps, and(eq(table.eventId, eventId), eq(table.id, recordId)));
      return row ? recordOf(row) : null;
    },
  });
}
