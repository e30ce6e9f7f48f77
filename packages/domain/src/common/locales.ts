/*
 * No zod here: the web app's entry imports this module (its first screen's language), and zod
 * belongs to the screens' chunks. The schema is in locale-schema.ts.
 */

/**
 * The languages the app itself speaks (its buttons, messages and emails' built-in text): en-GB,
 * the source, and the translations shipped with it (apps/web/src/locales, lingui.config.ts).
 */
export const appLocales = ['en-GB', 'de', 'fr'] as const;
export type AppLocale = (typeof appLocales)[number];
export const sourceLocale: AppLocale = 'en-GB';

/** Each language by its own name, as a language picker lists it. */
export const localeNames: Record<AppLocale, string> = {
  'en-GB': 'English',
  de: 'Deutsch',
  fr: 'Français',
};

/**
 * The first of the reader's languages (most wanted first, as a browser's `navigator.languages`
 * or an Accept-Language header lists them) that is among `offered`: an exact match, else the
 * same language (`de-AT` reads `de`, `en-US` reads `en-GB`); `fallback` when none is.
 */
export function negotiateLocale<L extends string>(
  wanted: readonly string[],
  offered: readonly L[],
  fallback: L,
): L {
  const lower = offered.map((locale) => locale.toLowerCase());
  for (const tag of wanted) {
    const exact = lower.indexOf(tag.toLowerCase());
    if (exact !== -1) return offered[exact]!;
    const language = tag.split('-')[0]!.toLowerCase();
    const same = lower.findIndex((locale) => locale.split('-')[0] === language);
    if (same !== -1) return offered[same]!;
  }
  return fallback;
}

/** The languages of an Accept-Language header, most wanted first (`q` weights honoured). */
export function acceptedLanguages(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, order) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { tag: tag.trim(), weight: q === undefined ? 1 : Number(q), order };
    })
    .filter((entry) => entry.tag !== '' && entry.tag !== '*' && entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.order - b.order)
    .map((entry) => entry.tag);
}

/**
 * The language a person reads an event's content in: the one they chose for the app, else the
 * first their browser asks for, among the event's languages; else the event's default.
 */
export function readerLanguage(reader: {
  profileLocale: string | null;
  acceptLanguage: string | undefined;
  languages: readonly string[];
  defaultLanguage: string;
}): string {
  if (reader.languages.length <= 1) return reader.defaultLanguage;
  const wanted = [
    ...(reader.profileLocale ? [reader.profileLocale] : []),
    ...acceptedLanguages(reader.acceptLanguage),
  ];
  return negotiateLocale(wanted, reader.languages, reader.defaultLanguage);
}

/** The language an email to a person is written in: the one they chose, if the event has it. */
export const recipientLanguage = (
  profileLocale: string | null | undefined,
  event: { languages: readonly string[]; defaultLanguage: string },
) =>
  profileLocale && event.languages.includes(profileLocale) ? profileLocale : event.defaultLanguage;
