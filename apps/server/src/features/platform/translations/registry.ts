import type { Permission } from '@showdesk/domain/people/permissions';
import type { SourceText, TranslatableKind } from '@showdesk/domain/platform/translations';
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
