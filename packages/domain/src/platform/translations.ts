import { z } from 'zod';
import { appLocaleSchema } from '../common/locale-schema.ts';
import { say } from '../common/say.ts';

/**
 * Content in several languages. A record is written in the event's default language; its
 * translations into the event's other languages are kept beside it, one set of texts per
 * language, each text under the key of the part it translates (`title`, `sections.<id>.body`,
 * `fields.<id>.options.<value>`, …). Readers get their language's text where there is one and
 * the record's own everywhere else; exports and reports read the record itself.
 *
 * The kinds are the API's collection words: `GET /translations/<kind>/<recordId>`. The event's
 * settings documents a member reads (`translatableSettings`) are records of the kind `settings`,
 * named by the document: `GET /translations/settings/terminology`.
 */
export const translatableKinds = [
  'content',
  'downloads',
  'forms',
  'field-groups',
  'tasks',
  'task-groups',
  'suppliers',
  'supplier-groups',
  'notifications',
  'email-templates',
  'card-layouts',
  'settings',
] as const;
export type TranslatableKind = (typeof translatableKinds)[number];
/** The settings documents whose words members read, translated as records of `settings`. */
export const translatableSettings = ['terminology', 'onboarding', 'tips'] as const;
export type TranslatableSetting = (typeof translatableSettings)[number];
export const isTranslatableSetting = (id: string): id is TranslatableSetting =>
  (translatableSettings as readonly string[]).includes(id);

export const translatableKindSchema = z.enum(translatableKinds, /*i18n*/ 'Unknown kind of record');

/**
 * How a text is written: plain text, sanitised rich text (HTML), or a Liquid email template
 * (checked like the template itself before it is saved).
 */
export const translationFormats = ['text', 'html', 'liquid'] as const;
export type TranslationFormat = (typeof translationFormats)[number];

/**
 * What part of the record a text is, for the editor to name: the web says "Title", "Option"…
 * in the reader's language; `context` names where in the record it sits (a section's heading,
 * a field's label) in the record's own words.
 */
export const translationParts = [
  'title',
  'name',
  'description',
  'body',
  'heading',
  'text',
  'caption',
  'label',
  'help',
  'placeholder',
  'option',
  'confirmation',
  'subject',
  'linkLabel',
] as const;
export type TranslationPart = (typeof translationParts)[number];

export const translationLimits = {
  /** A plain text's longest translation (titles, labels, options). */
  text: 5_000,
  /** Rich text and email templates. */
  long: 100_000,
  /** Texts of one record (a form's labels, help and options included). */
  textsPerRecord: 5_000,
  keyLength: 200,
} as const;

export const translationMessages = {
  notFound: /*i18n*/ 'Record not found',
  languageNotOffered: /*i18n*/ 'The event does not offer this language',
  isDefaultLanguage:
    /*i18n*/ 'This is the event’s default language: change the record itself to change its text',
  unknownText: /*i18n*/ 'This text is not part of the record',
  tooLong: (max: number) =>
    say(/*i18n*/ 'Keep a translation to {max} characters', {
      max: max.toLocaleString('en-GB'),
    }),
  tooMany: say(/*i18n*/ 'A record has at most {max} texts', {
    max: translationLimits.textsPerRecord.toLocaleString('en-GB'),
  }),
} as const;

/** One text of a record in its default language, as the translator sees it beside theirs. */
export const sourceTextSchema = z.object({
  key: z.string(),
  part: z.enum(translationParts),
  /** Where in the record the text is (a section's or field's own name); null at the top. */
  context: z.string().nullable(),
  format: z.enum(translationFormats),
  text: z.string(),
});
export type SourceText = z.infer<typeof sourceTextSchema>;

const textsByKey = z.record(z.string(), z.string());

/** A record's texts in its default language and what each other language has of them. */
export const recordTranslationsSchema = z.object({
  kind: translatableKindSchema,
  recordId: z.string(),
  title: z.string(),
  defaultLanguage: appLocaleSchema,
  /** The event's other languages, the ones a record is translated into. */
  languages: z.array(appLocaleSchema),
  source: z.array(sourceTextSchema),
  /** Per language, the translated texts by key (a key without a text is missing). */
  translations: z.record(z.string(), textsByKey),
});
export type RecordTranslations = z.infer<typeof recordTranslationsSchema>;

/**
 * One language's translations of a record, saved whole: a key left out, or given an empty text,
 * has no translation (its readers see the default's).
 */
export const saveTranslationInputSchema = z.object({
  texts: z
    .record(
      z.string().min(1).max(translationLimits.keyLength),
      z.string().max(translationLimits.long, translationMessages.tooLong(translationLimits.long)),
    )
    .refine(
      (texts) => Object.keys(texts).length <= translationLimits.textsPerRecord,
      translationMessages.tooMany,
    ),
});
export type SaveTranslationInput = z.infer<typeof saveTranslationInputSchema>;

export const translationLanguageParams = z.object({
  kind: translatableKindSchema,
  recordId: z.string().min(1).max(200),
  language: appLocaleSchema,
});

/** A record in the overview: how many of its texts each other language lacks. */
export const translationStatusSchema = z.object({
  kind: translatableKindSchema,
  recordId: z.string(),
  title: z.string(),
  total: z.number().int(),
  missing: z.record(z.string(), z.number().int()),
});
export type TranslationStatus = z.infer<typeof translationStatusSchema>;

export const translationOverviewSchema = z.object({
  defaultLanguage: appLocaleSchema,
  languages: z.array(appLocaleSchema),
  records: z.array(translationStatusSchema),
});
export type TranslationOverview = z.infer<typeof translationOverviewSchema>;

export const translationOverviewQuerySchema = z.object({
  kind: translatableKindSchema.optional(),
});

/** The text a reader sees: the translation of `key` when there is one, else the record's own. */
export function translatedText(
  texts: Readonly<Record<string, string>> | undefined,
  key: string,
  own: string,
): string {
  const text = texts?.[key];
  return text ? text : own;
}

/** Same, for a text a record may lack (a description): null stays null. */
export function translatedOptional(
  texts: Readonly<Record<string, string>> | undefined,
  key: string,
  own: string | null,
): string | null {
  return own === null || own === '' ? own : translatedText(texts, key, own);
}

/**
 * A record whose texts are kept under their own field names (`title`, `description`) with each
 * of `fields` in the reader's language where it is translated.
 */
export function translatedFields<T extends object>(
  record: T,
  texts: Readonly<Record<string, string>> | undefined,
  fields: readonly (keyof T & string)[],
): T {
  if (!texts) return record;
  const changed: Partial<Record<keyof T, unknown>> = {};
  for (const field of fields) {
    const own = record[field];
    if (typeof own === 'string' && own !== '' && texts[field]) changed[field] = texts[field];
  }
  return { ...record, ...changed };
}
