import { z } from 'zod';
import { appLocales } from './locales.ts';

/** One of the app's languages, as a person chooses it (their profile's language). */
export const appLocaleSchema = z.enum(appLocales, /*i18n*/ 'Choose one of the languages offered');
