import { z } from 'zod';
import { appLocales } from './locales.ts';

/** One of the app's languages, as a person chooses it (their profile's language). */
export const appLocaleSchema = z.enum(appLocales, /*i18n*/ 'Choose one of the languages offered');

/**
 * An export's `language` query parameter: the language of its headings, built-in words and
 * translated records (one of the event's); left out, the event's default.
 */
export const exportLanguageQuery = {
  language: appLocaleSchema.optional(),
};
