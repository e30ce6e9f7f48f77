import { readerLanguage } from '@showdesk/domain/common/locales';
import { hasPermission } from '@showdesk/domain/people/permissions';
import type { OnboardingSettings } from '@showdesk/domain/platform/settings';
import {
  defaultTerminology,
  type Terminology,
  terminologyKeys,
} from '@showdesk/domain/platform/terminology';
import { type TipsSettings, tipsAreaNames, tipsAreas } from '@showdesk/domain/platform/tips';
import {
  isTranslatableSetting,
  type SourceText,
  type TranslatableSetting,
  translatableSettings,
  translatedFields,
} from '@showdesk/domain/platform/translations';
import type { AppDeps, EventContext } from '../../../app-deps.ts';
import { readerTexts } from '../translations/reader.ts';
import {
  registerTranslatable,
  sourceText,
  type TranslatableRecord,
} from '../translations/registry.ts';
import { textsInLanguage } from '../translations/store.ts';
import { readSettings } from './documents.ts';

/**
 * The settings documents whose words members read, as records of the kind `settings` named by
 * the document (`terminology`, `onboarding`): the admins who write them translate them.
 */
const onboardingTexts = ['title', 'description', 'salutation'] as const;

const textsOf: {
  [K in TranslatableSetting]: (document: SettingsOf<K>) => SourceText[];
} = {
  // Each word named by the area it stands for.
  terminology: (words) =>
    terminologyKeys.flatMap((key) =>
      sourceText(key, 'label', words[key], { context: defaultTerminology[key] }),
    ),
  onboarding: (onboarding) => [
    ...sourceText('title', 'title', onboarding.title),
    ...sourceText('description', 'description', onboarding.description),
    ...sourceText('salutation', 'text', onboarding.salutation),
  ],
  // Each area's tip, named by the area (an area without a tip shows the app's own words).
  tips: (tips) =>
    tipsAreas.flatMap((area) =>
      sourceText(area, 'text', tips[area], { context: tipsAreaNames[area] }),
    ),
};
type SettingsOf<K extends TranslatableSetting> = K extends 'terminology'
  ? Terminology
  : K extends 'onboarding'
    ? OnboardingSettings
    : TipsSettings;

/** The fields of each document a reader gets in their language. */
const translatedKeys: { [K in TranslatableSetting]: readonly (keyof SettingsOf<K> & string)[] } = {
  terminology: terminologyKeys,
  onboarding: onboardingTexts,
  tips: tipsAreas,
};

async function settingsRecord(
  deps: AppDeps,
  eventId: string,
  kind: TranslatableSetting,
): Promise<TranslatableRecord> {
  const document = await readSettings(deps, eventId, kind);
  const texts = (textsOf[kind] as (document: unknown) => SourceText[])(document);
  // The web names the two documents in the reader's language by their id.
  return { recordId: kind, title: kind, texts };
}

registerTranslatable('settings', {
  permission: 'admin',
  list: (deps, eventId) =>
    Promise.all(translatableSettings.map((kind) => settingsRecord(deps, eventId, kind))),
  get: async (deps, eventId, recordId) =>
    isTranslatableSetting(recordId) ? settingsRecord(deps, eventId, recordId) : null,
});

/**
 * The event's words for its areas in a reader's language (their profile's, else their
 * browser's, among the event's), where translated.
 */
export async function readerTerminology(
  deps: Pick<AppDeps, 'db'>,
  event: { id: string; languages: readonly string[]; defaultLanguage: string },
  words: Terminology,
  reader: { profileLocale: string | null; acceptLanguage: string | undefined },
): Promise<Terminology> {
  const { languages, defaultLanguage } = event;
  const language = readerLanguage({ ...reader, languages, defaultLanguage });
  if (language === defaultLanguage) return words;
  const texts = await textsInLanguage(deps.db, event.id, 'settings', language, ['terminology']);
  return translatedFields(words, texts.get('terminology'), terminologyKeys);
}

/**
 * A settings document as a member reads it: in their language where translated. Its admins
 * read (and so edit) the document's own words.
 */
export async function readerSettings<D extends object>(
  deps: AppDeps,
  ctx: EventContext,
  kind: TranslatableSetting,
  document: D,
): Promise<D> {
  if (hasPermission(ctx.permissions, 'admin')) return document;
  const texts = (await readerTexts(deps.db, ctx, 'settings', [kind]))?.get(kind);
  return translatedFields(document as Record<string, unknown>, texts, translatedKeys[kind]) as D;
}
