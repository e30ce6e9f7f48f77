import { defaultFeaturedSettings } from '@showdesk/domain/platform/settings';
import type { AppDeps, EventContext } from '../../app-deps.ts';
import type { DbOrTx } from '../../db/client.ts';
import { documentOrDefaults, updateSettingsIn } from '../platform/settings/documents.ts';
import { getSettingsData, lockSettingsData } from '../platform/settings/queries.ts';

type Deps = Pick<AppDeps, 'log' | 'reporter'>;

/**
 * Puts a page in the featured settings' contentIds (last) or takes it out, inside the caller's
 * transaction. The document is locked before it is read, so two pages featured at once both
 * stay; taking out a page that is not there writes nothing (and creates no document).
 */
export async function setFeatured(
  tx: DbOrTx,
  deps: Deps,
  ctx: EventContext,
  contentId: string,
  isFeatured: boolean,
): Promise<void> {
  if (!isFeatured) {
    const stored = (await getSettingsData(tx, ctx.eventId, ['featured'])).get('featured');
    const current = documentOrDefaults(deps, ctx.eventId, 'featured', stored);
    if (!current.contentIds.includes(contentId)) return;
  }
  const locked = await lockSettingsData(
    tx,
    ctx.eventId,
    'featured',
    defaultFeaturedSettings,
    ctx.userId,
  );
  const { contentIds } = documentOrDefaults(deps, ctx.eventId, 'featured', locked);
  if (contentIds.includes(contentId) === isFeatured) return;
  await updateSettingsIn(tx, deps, ctx, 'featured', {
    contentIds: isFeatured
      ? [...contentIds, contentId]
      : contentIds.filter((id) => id !== contentId),
  });
}
