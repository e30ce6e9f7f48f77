import { readerLanguage, sourceLocale } from '@showdesk/domain/common/locales';
import { type TranslatableKind, translationMessages } from '@showdesk/domain/platform/translations';
import type { EventContext } from '../../../app-deps.ts';
import type { DbOrTx } from '../../../db/client.ts';
import { AppError } from '../../../lib/app-error.ts';
import { getEvent } from '../events/queries.ts';
import { type Texts, textsInLanguage } from './store.ts';

/**
 * The reader's language's texts of a kind's records (all, or those of `recordIds`), by record;
 * null when they read the default language, where there is nothing to look up. A read that
 * is cached must name the reader's language in its key (`readerKey` does).
 */
export async function readerTexts(
  db: DbOrTx,
  ctx: Pick<EventContext, 'eventId' | 'language' | 'defaultLanguage'>,
  kind: TranslatableKind,
  recordIds?: readonly string[],
): Promise<Map<string, Texts> | null> {
  if (!ctx.language || ctx.language === ctx.defaultLanguage) return null;
  return textsInLanguage(db, ctx.eventId, kind, ctx.language, recordIds);
}

/**
 * A guest's reading of an event (no login, no profile): the first language their browser asks
 * for (Accept-Language) among the event's, else its default.
 */
export function guestReader(
  event: { id: string; languages: readonly string[]; defaultLanguage: string },
  acceptLanguage: string | undefined,
): Pick<EventContext, 'eventId' | 'language' | 'defaultLanguage'> {
  const { languages, defaultLanguage } = event;
  return {
    eventId: event.id,
    language: readerLanguage({ profileLocale: null, acceptLanguage, languages, defaultLanguage }),
    defaultLanguage,
  };
}

/**
 * The language an export is written in: the one asked for (its `language` parameter) when the
 * event offers it, else 400; the event's default when none is asked for.
 */
export async function exportLanguage(
  db: DbOrTx,
  ctx: Pick<EventContext, 'eventId' | 'defaultLanguage'>,
  asked: string | undefined,
): Promise<string> {
  const defaultLanguage = ctx.defaultLanguage ?? sourceLocale;
  if (!asked || asked === defaultLanguage) return defaultLanguage;
  const event = await getEvent(db, ctx.eventId);
  if (!event?.languages.includes(asked)) {
    throw AppError.badRequest(translationMessages.languageNotOffered);
  }
  return asked;
}
