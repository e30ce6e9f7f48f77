import type { AppDeps } from '../../app-deps.ts';

/** Where a section's PDF files live (calls document, 7.2: a sections folder). */
export const sectionFolder = (eventId: string, sectionId: string) =>
  `${eventId}/sections/${sectionId}`;

/**
 * Removes what is left in deleted sections' folders once their rows are gone. A failure leaves
 * an unreachable object behind, so it is logged and reported, never thrown.
 */
export async function deleteSectionFolders(
  deps: Pick<AppDeps, 'storage' | 'log' | 'reporter'>,
  eventId: string,
  sectionIds: string[],
) {
  for (const sectionId of sectionIds) {
    await deps.storage.deletePrefix(sectionFolder(eventId, sectionId)).catch((error: unknown) => {
      deps.log.error({ err: error, sectionId }, 'could not delete a section folder');
      deps.reporter.capture(error, { eventId, sectionId });
    });
  }
}
