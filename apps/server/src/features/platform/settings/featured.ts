import { errorCodes } from '@showdesk/domain/common/errors';
import { settingsRules } from '@showdesk/domain/platform/settings-kinds';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { contentPages } from '../../../db/schema/content.ts';
import { AppError } from '../../../lib/app-error.ts';

/**
 * Keeps the content pages' isFeatured flags equal to the featured list, in the transaction that
 * saved it: every listed id must be a content page of the event that is not archived.
 */
export async function syncFeaturedContent(tx: DbOrTx, eventId: string, contentIds: string[]) {
  const found =
    contentIds.length === 0
      ? []
      : await tx
          .select({ id: contentPages.id })
          .from(contentPages)
          .where(
            and(
              eq(contentPages.eventId, eventId),
              inArray(contentPages.id, contentIds),
              eq(contentPages.isArchived, false),
            ),
          );
  const known = new Set(found.map((row) => row.id));
  const unknown = contentIds.flatMap((id, index) => (known.has(id) ? [] : [index]));
  if (unknown.length > 0) {
    throw new AppError(
      errorCodes.validation,
      400,
      settingsRules.featured.invalidMessage,
      unknown.map((index) => ({
        path: `contentIds.${index}`,
        message: /*i18n*/ 'Choose a content page that exists and is not archived',
      })),
    );
  }
  const listed =
    contentIds.length === 0
      ? sql`false`
      : sql`${contentPages.id} in (${sql.join(
          contentIds.map((id) => sql`${id}`),
          sql`, `,
        )})`;
  await tx
    .update(contentPages)
    .set({ isFeatured: listed })
    .where(and(eq(contentPages.eventId, eventId), ne(contentPages.isFeatured, listed)));
}
