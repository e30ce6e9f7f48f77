import type { AppLocale } from '@showdesk/domain/common/locales';
import { hasPermission } from '@showdesk/domain/people/permissions';
import {
  type RecordTranslations,
  type SaveTranslationInput,
  type TranslatableKind,
  type TranslationOverview,
  translationLimits,
  translationMessages,
} from '@showdesk/domain/platform/translations';
import { eq } from 'drizzle-orm';
import type { AppDeps, EventContext } from '../../../app-deps.ts';
import { events } from '../../../db/schema/events.ts';
import { AppError } from '../../../lib/app-error.ts';
import { type FieldIssue, invalidInput } from '../../../lib/validate.ts';
import { sanitiseRichText } from '../../content/sanitise-rich-text.ts';
import { registeredKinds, type TranslatableKindDefinition, translatableKind } from './registry.ts';
import { type Texts, textsOfKind, writeTexts } from './store.ts';

type Deps = AppDeps;

/** The event's default language and the others, the ones records are translated into. */
async function eventLanguages(deps: Deps, eventId: string) {
  const [row] = await deps.db
    .select({ languages: events.languages, defaultLanguage: events.defaultLanguage })
    .from(events)
    .where(eq(events.id, eventId));
  if (!row) throw AppError.notFound(translationMessages.notFound);
  const defaultLanguage = row.defaultLanguage as AppLocale;
  return {
    defaultLanguage,
    languages: (row.languages as AppLocale[]).filter((l) => l !== defaultLanguage),
  };
}

/** The kinds the caller may translate (email templates are their admins'). */
function kindsFor(ctx: EventContext, only?: TranslatableKind) {
  return registeredKinds().filter(
    ([kind, definition]) =>
      (only === undefined || kind === only) &&
      hasPermission(ctx.permissions, definition.permission),
  );
}

function kindFor(ctx: EventContext, kind: TranslatableKind): TranslatableKindDefinition {
  const definition = translatableKind(kind);
  if (!definition) throw AppError.notFound(translationMessages.notFound);
  if (!hasPermission(ctx.permissions, definition.permission)) throw AppError.forbidden();
  return definition;
}

/** How many of a record's texts a language lacks. */
const missingOf = (keys: readonly string[], texts: Texts | undefined) =>
  keys.filter((key) => !texts?.[key]).length;

/**
 * Every translatable record of the event the caller may translate, with how many of its texts
 * each other language lacks: what the organisers' overview shows.
 */
export async function translationOverview(
  deps: Deps,
  ctx: EventContext,
  only?: TranslatableKind,
): Promise<TranslationOverview> {
  const { defaultLanguage, languages } = await eventLanguages(deps, ctx.eventId);
  const records: TranslationOverview['records'] = [];
  for (const [kind, definition] of kindsFor(ctx, only)) {
    const [sources, translated] = await Promise.all([
      definition.list(deps, ctx.eventId),
      languages.length ? textsOfKind(deps.db, ctx.eventId, kind) : new Map(),
    ]);
    for (const source of sources) {
      const keys = source.texts.map((t) => t.key);
      const byLanguage = translated.get(source.recordId);
      records.push({
        kind,
        recordId: source.recordId,
        title: source.title,
        total: keys.length,
        missing: Object.fromEntries(
          languages.map((language) => [language, missingOf(keys, byLanguage?.get(language))]),
        ),
      });
    }
  }
  return { defaultLanguage, languages, records };
}

/** A record's texts in the default language beside each other language's. */
export async function getRecordTranslations(
  deps: Deps,
  ctx: EventContext,
  kind: TranslatableKind,
  recordId: string,
): Promise<RecordTranslations> {
  const definition = kindFor(ctx, kind);
  const [{ defaultLanguage, languages }, record, translated] = await Promise.all([
    eventLanguages(deps, ctx.eventId),
    definition.get(deps, ctx.eventId, recordId),
    textsOfKind(deps.db, ctx.eventId, kind, recordId),
  ]);
  if (!record) throw AppError.notFound(translationMessages.notFound);
  const keys = new Set(record.texts.map((t) => t.key));
  const byLanguage = translated.get(recordId);
  return {
    kind,
    recordId,
    title: record.title,
    defaultLanguage,
    languages,
    source: record.texts,
    // Only the texts the record still has: a translation of a removed section is not shown.
    translations: Object.fromEntries(
      languages.map((language) => [
        language,
        Object.fromEntries(
          Object.entries(byLanguage?.get(language) ?? {}).filter(([key]) => keys.has(key)),
        ),
      ]),
    ),
  };
}

/**
 * Saves one language's translation of a record whole. Every key must be one of the record's
 * texts; rich text is sanitised as the record's own is; a kind's own check runs last (an email
 * template must render). Empty texts are left out: their readers see the default's.
 */
export async function saveRecordTranslation(
  deps: Deps,
  ctx: EventContext,
  kind: TranslatableKind,
  recordId: string,
  language: AppLocale,
  input: SaveTranslationInput,
): Promise<RecordTranslations> {
  const definition = kindFor(ctx, kind);
  const { defaultLanguage, languages } = await eventLanguages(deps, ctx.eventId);
  if (language === defaultLanguage) {
    throw invalidInput(translationMessages.isDefaultLanguage, [
      { path: 'params.language', message: translationMessages.isDefaultLanguage },
    ]);
  }
  if (!languages.includes(language)) {
    throw invalidInput(translationMessages.languageNotOffered, [
      { path: 'params.language', message: translationMessages.languageNotOffered },
    ]);
  }
  const record = await definition.get(deps, ctx.eventId, recordId);
  if (!record) throw AppError.notFound(translationMessages.notFound);
  const sources = new Map(record.texts.map((t) => [t.key, t]));
  const issues: FieldIssue[] = [];
  const texts: Texts = {};
  for (const [key, raw] of Object.entries(input.texts)) {
    const source = sources.get(key);
    const path = `body.texts.${key}`;
    if (!source) {
      issues.push({ path, message: translationMessages.unknownText });
      continue;
    }
    const text = source.format === 'text' ? raw.trim() : raw;
    if (text.trim() === '') continue;
    const max = source.format === 'text' ? translationLimits.text : translationLimits.long;
    if (text.length > max) {
      issues.push({ path, message: translationMessages.tooLong(max) });
      continue;
    }
    texts[key] = source.format === 'html' ? await sanitiseRichText(text) : text;
  }
  if (issues.length) throw invalidInput(issues[0]!.message, issues);
  await definition.check?.(deps, ctx, record, texts);
  await writeTexts(deps.db, { eventId: ctx.eventId, kind, recordId, language }, texts, ctx.userId);
  return getRecordTranslations(deps, ctx, kind, recordId);
}
