import { readFileSync } from 'node:fs';
import { type I18n, setupI18n } from '@lingui/core';
import { formatter } from '@lingui/format-po';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import {
  type AppLocale,
  acceptedLanguages,
  appLocales,
  negotiateLocale,
  sourceLocale,
} from '@showdesk/domain/common/locales';
import { messageMatcher } from '@showdesk/domain/common/say';

/**
 * The server's words in the app's languages (docs/decisions/006-lingui-for-translations.md):
 * the English is the message's id, in the code; `lingui extract` gathers it into
 * apps/server/src/locales/*.po (the domain's in packages/domain/src/locales), where German and
 * French stand beside it. A message is marked
 * where it is written, either as a call (`i18n._('Report')`, `i18n._('Hi {name},', { name })`)
 * or, for a constant said later, with `/*i18n*\/` before its English string; then said in a
 * person's language with `serverI18n(language)._(message)`. An id no catalogue knows is said
 * in English, placeholders filled.
 */
const po = formatter({ lineNumbers: false });

/** The catalogues the server speaks from: the domain's rules' messages, and its own. */
const catalogueFolders = [
  new URL('../../../../packages/domain/src/locales/', import.meta.url),
  new URL('../locales/', import.meta.url),
];

async function loadCatalogue(locale: AppLocale): Promise<I18n> {
  const catalogues = await Promise.all(
    catalogueFolders.map((folder) => {
      const file = new URL(`${locale}.po`, folder);
      return po.parse(readFileSync(file, 'utf8'), {
        locale,
        sourceLocale,
        filename: file.pathname,
      });
    }),
  );
  const messages = Object.fromEntries(
    catalogues.flatMap((entries) =>
      Object.entries(entries).flatMap(([id, entry]) => {
        const text = locale === sourceLocale ? (entry.message ?? id) : entry.translation;
        return text ? [[id, compileMessage(text)]] : [];
      }),
    ),
  );
  const i18n = setupI18n({ locale, messages: { [locale]: messages } });
  i18n.setMessagesCompiler(compileMessage);
  return i18n;
}

const catalogues = new Map<AppLocale, I18n>(
  await Promise.all(
    appLocales.map(async (locale) => [locale, await loadCatalogue(locale)] as const),
  ),
);

const knownIds = new Set(Object.keys(catalogues.get(sourceLocale)!.messages));
const matchSaid = messageMatcher(knownIds);

/**
 * A text of the server's (its English) in `language`: a message of the catalogues in its
 * translation, one said with values (`say`) in the translation of its template with the same
 * values; any other text (a message quoting what a caller sent) as it is.
 */
export function sayIn(language: string, text: string): string {
  const i18n = serverI18n(language);
  if (knownIds.has(text)) return i18n._(text);
  const said = matchSaid(text);
  return said ? i18n._(said.template, said.values) : text;
}

/** Whether `text` is one of the server's messages, as it is or said with values. */
export const isServerMessage = (text: string) => knownIds.has(text) || matchSaid(text) !== null;

const isAppLocale = (language: string): language is AppLocale =>
  (appLocales as readonly string[]).includes(language);

/** The server's words in `language` (one of the app's; English for any other). */
export function serverI18n(language: string | null | undefined): I18n {
  return catalogues.get(language && isAppLocale(language) ? language : sourceLocale)!;
}

/**
 * The app's language a request's messages are said in: the first of its Accept-Language the
 * app speaks (the web app sends the language it shows), else English, the spec's words.
 */
export const requestLocale = (acceptLanguage: string | undefined): AppLocale =>
  negotiateLocale(acceptedLanguages(acceptLanguage), appLocales, sourceLocale);
