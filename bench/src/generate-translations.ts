import type { AppDeps } from '@showdesk/server/src/app-deps.ts';
import { events } from '@showdesk/server/src/db/schema/events.ts';
import { recordTranslations } from '@showdesk/server/src/db/schema/translations.ts';
import { translatableKind } from '@showdesk/server/src/features/platform/translations/registry.ts';
import { eq } from 'drizzle-orm';
import '@showdesk/server/src/features/translatable-kinds.ts';

const memberKinds = [
  'content',
  'downloads',
  'forms',
  'tasks',
  'suppliers',
  'notifications',
] as const;

export interface GeneratedTranslations {
  records: number;
  texts: number;
}

/**
 * The large event in English and German, every text of every record members read translated:
 * the bench's German reader (Accept-Language: de) reads each of them through its translation.
 */
export async function generateTranslations(
  deps: AppDeps,
  eventId: string,
): Promise<GeneratedTranslations> {
  await deps.db
    .update(events)
    .set({ languages: ['en-GB', 'de'], defaultLanguage: 'en-GB' })
    .where(eq(events.id, eventId));
  let records = 0;
  let texts = 0;
  for (const kind of memberKinds) {
    const definition = translatableKind(kind);
    if (!definition) throw new Error(`${kind} is not registered as translatable`);
    const rows = (await definition.list(deps, eventId)).map((record) => {
      records += 1;
      texts += record.texts.length;
      return {
        eventId,
        kind,
        recordId: record.recordId,
        language: 'de',
        texts: Object.fromEntries(
          record.texts.map((text) => [
            text.key,
            text.format === 'html' ? `<p>DE</p>${text.text}` : `DE ${text.text}`,
          ]),
        ),
      };
    });
    for (let i = 0; i < rows.length; i += 500) {
      await deps.db.insert(recordTranslations).values(rows.slice(i, i + 500));
    }
  }
  return { records, texts };
}
