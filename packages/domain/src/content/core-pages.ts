import { z } from 'zod';
import { text } from '../common/text.ts';
import { defaultTerminology, terminologyKeys } from '../platform/terminology.ts';

/** Every area whose words an event may rename is a core page. */
export const corePageIds = terminologyKeys;
export type CorePageId = (typeof corePageIds)[number];

/** A configurable core area of the member app (spec section 3, Core pages). */
export const corePageSchema = z.strictObject({
  id: z.enum(corePageIds),
  title: text().trim().min(1),
  icon: text().min(1),
  isPublished: z.boolean(),
  assetId: text().nullable(),
});
export type CorePage = z.infer<typeof corePageSchema>;

const corePageIcons: Record<CorePageId, string> = {
  dashboard: 'home',
  downloads: 'download',
  forms: 'forms',
  suppliers: 'building-store',
  tasks: 'checklist',
  timeTable: 'calendar',
  notifications: 'bell',
};

/** Paths of the member screens of each core page. */
export const corePagePaths: Record<CorePageId, string> = {
  dashboard: '/',
  downloads: '/downloads',
  forms: '/forms',
  suppliers: '/suppliers',
  tasks: '/tasks',
  timeTable: '/time-table',
  notifications: '/notifications',
};

/** The time table starts unpublished; every other core page starts published. */
export const defaultCorePages: CorePage[] = corePageIds.map((id) => ({
  id,
  title: defaultTerminology[id],
  icon: corePageIcons[id],
  isPublished: id !== 'timeTable',
  assetId: null,
}));

/** PUT /core-pages/:id: everything about a core page but its id. */
export const updateCorePageInputSchema = corePageSchema.omit({ id: true });
export type UpdateCorePageInput = z.infer<typeof updateCorePageInputSchema>;

export const corePagesResponseSchema = z.strictObject({ corePages: z.array(corePageSchema) });
export type CorePagesResponse = z.infer<typeof corePagesResponseSchema>;

export function isCorePageId(value: string): value is CorePageId {
  return (corePageIds as readonly string[]).includes(value);
}
