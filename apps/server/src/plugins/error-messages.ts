import { type AppLocale, sourceLocale } from '@showdesk/domain/common/locales';
import { z } from 'zod';
import { isServerMessage, sayIn } from '../lib/i18n.ts';
import { zodIssueOf } from '../lib/validate.ts';

const zodEnglish = z.locales.en().localeError;
const zodLocales: Partial<Record<AppLocale, typeof zodEnglish>> = {
  de: z.locales.de().localeError,
  fr: z.locales.fr().localeError,
};

const zodMessage = (say: typeof zodEnglish, issue: z.core.$ZodIssue) => {
  const said = say(issue as unknown as z.core.$ZodRawIssue);
  return typeof said === 'string' ? said : said?.message;
};

/**
 * An error body's words in `locale`: a message of the server's catalogues in its translation
 * (`sayIn`), a field's issue zod worded itself in zod's own translation of it; anything else (a
 * message naming what the caller sent, say) as it is.
 */
export function messagesIn(locale: AppLocale) {
  if (locale === sourceLocale) return { text: (text: string) => text, detail: (d: unknown) => d };
  const zodSay = zodLocales[locale];
  const text = (message: string) => sayIn(locale, message);
  const detail = (d: unknown) => {
    if (typeof d !== 'object' || d === null || !('message' in d)) return d;
    const { message } = d as { message: unknown };
    if (typeof message !== 'string') return d;
    if (isServerMessage(message)) return { ...d, message: sayIn(locale, message) };
    const issue = zodIssueOf(d as { path: string; message: string });
    if (issue && zodSay && zodMessage(zodEnglish, issue) === message) {
      return { ...d, message: zodMessage(zodSay, issue) ?? message };
    }
    return d;
  };
  return { text, detail };
}
