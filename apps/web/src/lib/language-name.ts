import { currentLocale } from '../i18n/i18n.ts';

/**
 * A language's name in the language the app speaks now: "German" to an English reader,
 * "Deutsch" to a German one, "allemand" to a French one (capitalised with `isAlone`, for a
 * heading or a choice, where a French name starts what it labels). From the browser's own
 * list (`Intl.DisplayNames`), so no catalogue has to name them.
 */
export function languageName(
  locale: string,
  { isAlone = false, inLocale = currentLocale() }: { isAlone?: boolean; inLocale?: string } = {},
): string {
  // The language alone: en-GB is "English" beside "German", not "British English".
  const language = locale.split('-')[0] || locale;
  let name = language;
  try {
    name = new Intl.DisplayNames([inLocale], { type: 'language' }).of(language) ?? language;
  } catch {
    // A browser without the list: the code stays.
  }
  return isAlone ? name.charAt(0).toLocaleUpperCase(inLocale) + name.slice(1) : name;
}
