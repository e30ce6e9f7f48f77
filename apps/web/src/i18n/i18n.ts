import { i18n, type Messages } from '@lingui/core';
import {
  type AppLocale,
  appLocales,
  negotiateLocale,
  sourceLocale,
} from '@showdesk/domain/common/locales';
import { messageMatcher } from '@showdesk/domain/common/say';
import { useEffect } from 'react';

/**
 * The app's language at run time (docs/decisions/006): Lingui's one `i18n` instance, each
 * language's catalogue compiled at build time and loaded, once, when it is first used.
 */
export { i18n };

/**
 * Every area's catalogue (the shell's in src/locales, each feature's beside it), and the
 * domain's (its rules' messages, which a screen shows when it checks a form itself), by path.
 */
const catalogueFiles = import.meta.glob<{ messages: Messages }>([
  '../locales/*.po',
  '../features/*/locales/*.po',
  '../../../../packages/domain/src/locales/*.po',
]);

/**
 * The catalogues the first screen may need before it draws: the shell's and the people area's
 * (the login, password and account screens, which are in the entry or open straight after it).
 */
const isFirstScreen = (file: string) =>
  file.startsWith('../locales/') || file.startsWith('../features/people/');

/** A language's messages from the catalogues `which` picks, loaded together and merged. */
async function messagesOf(
  locale: AppLocale,
  which: (file: string) => boolean = () => true,
): Promise<Messages> {
  const loads = Object.entries(catalogueFiles)
    .filter(([file]) => file.endsWith(`/${locale}.po`) && which(file))
    .map(([, load]) => load());
  const catalogues = await Promise.all(loads);
  return Object.assign({}, ...catalogues.map((catalogue) => catalogue.messages));
}

/**
 * A message of the domain's rules (English, its id) in the app's language: a form checked on
 * the screen says its problems as the server would. Any other text is returned as it is.
 */
export function said(message: string): string {
  if (message in i18n.messages) return i18n._(message);
  const found = saidMessages().match(message);
  return found ? i18n._(found.template, found.values) : message;
}

/** The templates of the active language's messages said with values, found again by their words. */
let matcher: { messages: Messages; match: ReturnType<typeof messageMatcher> } | null = null;
function saidMessages() {
  const { messages } = i18n;
  if (matcher?.messages !== messages)
    matcher = { messages, match: messageMatcher(Object.keys(messages)) };
  return matcher;
}

/**
 * Whether the API answered with the domain's `english` message: in English, or in the app's
 * language (the server says its messages in the language the app sends).
 */
export const isMessage = (received: unknown, english: string): boolean =>
  received === english || received === said(english);

/** Settles once every area's catalogue of the active language is loaded. */
let allCatalogues: Promise<unknown> = Promise.resolve();

/**
 * Waits for every area's catalogue (a lazy page awaits it beside its own code, lib/lazy-route.ts),
 * so no screen draws before its messages are there.
 */
export const cataloguesLoaded = () => allCatalogues;

/** Where the last language chosen is kept, so the next visit starts in it before any call. */
const storageKey = 'showdesk.locale';

function storedLocale(): AppLocale | null {
  try {
    const stored = window.localStorage.getItem(storageKey);
    return (appLocales as readonly string[]).includes(stored ?? '') ? (stored as AppLocale) : null;
  } catch {
    return null;
  }
}

/** The browser's own choice among the app's languages (en-GB when it wants none of them). */
export const browserLocale = (): AppLocale =>
  negotiateLocale(navigator.languages ?? [navigator.language], appLocales, sourceLocale);

/** The language to start in: the one last used here, else the browser's. */
export const initialLocale = (): AppLocale => storedLocale() ?? browserLocale();

/** The language the app speaks now. */
export const currentLocale = (): AppLocale => (i18n.locale || sourceLocale) as AppLocale;

/**
 * Speaks `locale` from now on: loads its catalogue (once), switches every `<Trans>` and `t`,
 * and marks the document's language for screen readers and hyphenation.
 */
export async function activateLocale(locale: AppLocale): Promise<void> {
  if (i18n.locale === locale) return;
  if (!i18n.locale) {
    // The first language of the page: the first screen's catalogues before it draws, the other
    // areas' (40 kB or so in all) while it does.
    i18n.loadAndActivate({ locale, messages: await messagesOf(locale, isFirstScreen) });
    allCatalogues = messagesOf(locale, (file) => !isFirstScreen(file)).then(
      (messages) => i18n.load(locale, messages),
      () => {}, // offline: the lazy page's own load fails and says so
    );
  } else {
    // A switch: every catalogue of the new language, then the switch, all at once.
    const loading = messagesOf(locale);
    allCatalogues = loading;
    i18n.loadAndActivate({ locale, messages: await loading });
  }
  document.documentElement.lang = locale;
  try {
    window.localStorage.setItem(storageKey, locale);
  } catch {
    // Private browsing without storage: the browser's language is used next time.
  }
}

/**
 * Speaks the logged-in person's language: the one on their profile, or their browser's when
 * they chose none (`null`); nothing before the session is read (`undefined`). A choice saved
 * on the account page updates the session, and the app switches at once.
 */
export function useProfileLocale(chosen: AppLocale | null | undefined): void {
  useEffect(() => {
    if (chosen !== undefined) void activateLocale(chosen ?? browserLocale());
  }, [chosen]);
}
