import type { TranslatableKind } from '@showdesk/domain/platform/translations';
import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { recordTranslations } from '../../../db/schema/translations.ts';

export type Texts = Record<string, string>;

/** One language's texts of a kind's records (all of them, or those of `recordIds`), by record. */
export async function textsInLanguage(
  db: DbOrTx,
  eventId: string,
  kind: TranslatableKind,
  language: string,
  recordIds?: readonly string[],
): Promise<Map<string, Texts>> {
  if (recordIds && recordIds.length === 0) return new Map();
  const rows = await db
    .select({ recordId: recordTranslations.recordId, texts: recordTranslations.texts })
    .from(recordTranslations)
    .where(
      and(
        eq(recordTranslations.eventId, eventId),
        eq(recordTranslations.kind, kind),
        eq(recordTranslations.language, language),
        recordIds && recordIds.length === 1
          ? eq(recordTranslations.recordId, recordIds[0]!)
          : recordIds
            ? inArray(recordTranslations.recordId, [...recordIds])
            : undefined,
      ),
    );
  return new Map(rows.map((row) => [row.recordId, row.texts]));
}

/** Every language's texts of a kind's records, by record and language (the overview). */
export async function textsOfKind(
  db: DbOrTx,
  eventId: string,
  kind: TranslatableKind,
  recordId?: string,
): Promise<Map<string, Map<string, Texts>>> {
  const rows = await db
    .select({
      recordId: recordTranslations.recordId,
      language: recordTranslations.language,
      texts: recordTranslations.texts,
    })
    .from(recordTranslations)
    .where(
      and(
        eq(recordTranslations.eventId, eventId),
        eq(recordTranslations.kind, kind),
        recordId === undefined ? undefined : eq(recordTranslations.recordId, recordId),
      ),
    );
  const byRecord = new Map<string, Map<string, Texts>>();
  for (const row of rows) {
    const languages = byRecord.get(row.recordId) ?? new Map<string, Texts>();
    languages.set(row.language, row.texts);
    byRecord.set(row.recordId, languages);
  }
  return byRecord;
}

/** Saves one language's texts of a record whole; no texts removes the row. */
export async function writeTexts(
  db: DbOrTx,
  key: { eventId: string; kind: TranslatableKind; recordId: string; language: string },
  texts: Texts,
  userId: string | null,
) {
  const where = and(
    eq(recordTranslations.eventId, key.eventId),
    eq(recordTranslations.kind, key.kind),
    eq(recordTranslations.recordId, key.recordId),
    eq(recordTranslations.language, key.language),
  );
  if (Object.keys(texts).length === 0) {
    await db.delete(recordTranslations).where(where);
    return;
  }
  await db
    .insert(recordTranslations)
    .values({ ...key, texts, updatedBy: userId })
    .onConflictDoUpdate({
      target: [
        recordTranslations.eventId,
        recordTranslations.kind,
        recordTranslations.recordId,
        recordTranslations.language,
      ],
      set: { texts, updatedBy: userId, updatedAt: new Date() },
    });
}

/** A record's translations go with it (called in the transaction that deletes it). */
export async function deleteTranslations(
  db: DbOrTx,
  eventId: string,
  kind: TranslatableKind,
  recordIds: readonly string[],
) {
  if (recordIds.length === 0) return;
  await db
    .delete(recordTranslations)
    .where(
      and(
        eq(recordTranslations.eventId, eventId),
        eq(recordTranslations.kind, kind),
        inArray(recordTranslations.recordId, [...recordIds]),
      ),
    );
}
