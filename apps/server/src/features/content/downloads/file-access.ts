import { isDownloadVisible } from '@showdesk/domain/content/downloads';
import { isModerator } from '@showdesk/domain/people/permissions';
import { loadReader } from '../../../plugins/caller-reader.ts';
import type { FileAccessRule } from '../../platform/uploads/file-access.ts';
import { getDownload } from './queries.ts';
import { readDownload } from './service.ts';

/**
 * Who may read a download's file: moderators and up always (they manage downloads, shown or
 * not); a member when the download is visible to them; a guest never.
 */
export const canReadDownloadFile: FileAccessRule = async (deps, file, viewer) => {
  if (!viewer) return false;
  if (isModerator(viewer.permissions)) return true;
  const row = await getDownload(deps.db, file.eventId, file.ownerId);
  const download = row && readDownload(deps, row);
  if (!download) return false;
  const reader = await loadReader(deps.db, { eventId: file.eventId, ...viewer });
  return isDownloadVisible(download, reader);
};
