import { readerLanguage } from '@showdesk/domain/common/locales';
import type { TranslatableKind } from '@showdesk/domain/platform/translations';
import type { EventContext } from '../../../app-deps.ts';
import type { DbOrTx } from '../../../db/client.ts';
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
