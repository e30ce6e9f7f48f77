import { errorCodes } from '@showdesk/domain/common/errors';
import { say } from '@showdesk/domain/common/say';
import {
  type ContentSection,
  contentLimits,
  contentMessages,
  isContentPublic,
  isContentVisible,
  type PdfFile,
  sectionDataSchemas,
} from '@showdesk/domain/content/content';
import { isModerator } from '@showdesk/domain/people/permissions';
import { uploadMessages } from '@showdesk/domain/platform/uploads';
import type { AppDeps, EventContext } from '../../app-deps.ts';
import { AppError } from '../../lib/app-error.ts';
import { newId } from '../../lib/ids.ts';
import { invalidInput } from '../../lib/validate.ts';
import { loadReader } from '../../plugins/caller-reader.ts';
import { registerFileAccess } from '../platform/uploads/file-access.ts';
import type { ReceivedUpload } from '../platform/uploads/receive-upload.ts';
import { baseName, storeUpload } from '../platform/uploads/service.ts';
import { getSectionAccess } from './member-queries.ts';
import { getSection, lockSection, updateSection } from './queries.ts';
import { readSection } from './read.ts';
import { filesOf } from './section-data.ts';
import { sectionFolder } from './section-storage.ts';
import { sectionNotFound } from './sections.ts';

type Deps = Pick<AppDeps, 'db' | 'storage' | 'log' | 'reporter'>;

const invalidPdfSection = (path: string, message: string) =>
  invalidInput(contentMessages.invalidPdfSection, [{ path, message }]);

/** A pdf section takes files until it holds contentLimits.pdfFilesPerSection. */
function checkTakesFile(row: { type: string; data: unknown }) {
  if (row.type !== 'pdf')
    throw invalidPdfSection('type', /*i18n*/ 'Only a PDF section takes files');
  if (filesOf(row.type, row.data).length >= contentLimits.pdfFilesPerSection) {
    throw invalidPdfSection(
      'data.files',
      say(/*i18n*/ 'A section holds at most {max} files', {
        max: contentLimits.pdfFilesPerSection,
      }),
    );
  }
}

/**
 * Stores an uploaded PDF (sniffed: nothing else is taken) for a pdf section and appends it to
 * data.files as { fileId, name (the upload's name without extension), url, size }. The file row
 * and the section are written in one transaction; if the section is no longer a valid pdf
 * section then, the stored file is removed again ('Invalid PDF section after upload').
 */
export async function addPdfFile(
  deps: Deps,
  ctx: EventContext,
  contentId: string,
  sectionId: string,
  upload: ReceivedUpload,
): Promise<ContentSection> {
  const section = await getSection(deps.db, ctx.eventId, contentId, sectionId);
  if (!section) throw sectionNotFound();
  checkTakesFile(section);
  const stored = await storeUpload(
    deps,
    {
      eventId: ctx.eventId,
      ownerType: 'section',
      ownerId: sectionId,
      // A folder of this upload's own, so a failed upload never touches a file in use.
      folder: `${sectionFolder(ctx.eventId, sectionId)}/${newId()}`,
      upload,
      accept: ['pdf'],
      userId: ctx.userId,
      invalidFileMessage: contentMessages.invalidPdfSection,
    },
    async (tx, { files, url }) => {
      const current = await lockSection(tx, ctx.eventId, contentId, sectionId);
      if (!current) throw sectionNotFound();
      checkTakesFile(current);
      const file: PdfFile = {
        fileId: files[0]!.id!,
        name: baseName(upload.fileName),
        url,
        size: files[0]!.size ?? upload.size,
      };
      const data = sectionDataSchemas.pdf.safeParse({
        ...(current.data as object),
        files: [...filesOf(current.type, current.data), file],
      });
      if (!data.success) {
        throw invalidInput(
          contentMessages.invalidPdfSection,
          data.error.issues.map((i) => ({
            path: ['data', ...i.path].join('.'),
            message: i.message,
          })),
        );
      }
      return updateSection(tx, ctx.eventId, contentId, sectionId, { data: data.data }, ctx.userId);
    },
  ).catch((error: unknown) => {
    // The spec's words for a storage failure of a PDF upload.
    if (error instanceof AppError && error.message === uploadMessages.storageFailed) {
      throw new AppError(errorCodes.internal, 500, contentMessages.pdfUploadFailed);
    }
    throw error;
  });
  const result = stored.result && readSection(deps, stored.result);
  if (!result) throw sectionNotFound();
  return result;
}

/**
 * Who may read a section's PDF: moderators and up always; anyone when the page is public; a
 * member who may see the page (isContentVisible). The section must be published too.
 */
registerFileAccess('section', async (deps, file, viewer) => {
  if (viewer && isModerator(viewer.permissions)) return true;
  const access = await getSectionAccess(deps.db, file.eventId, file.ownerId);
  if (!access?.isSectionPublished) return false;
  if (isContentPublic(access)) return true;
  if (!viewer) return false;
  const reader = await loadReader(deps.db, { eventId: file.eventId, ...viewer });
  return isContentVisible(access, reader);
});
