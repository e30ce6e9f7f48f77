import {
  type Download,
  type DownloadListQuery,
  type DownloadPage,
  downloadMessages,
  downloadSchema,
  downloadSettingsInputSchema,
  isDownloadVisible,
  updateDownloadInputSchema,
} from '@showdesk/domain/content/downloads';
import { translatedFields } from '@showdesk/domain/platform/translations';
import { uploadMimeTypes } from '@showdesk/domain/platform/uploads';
import type { AppDeps, EventContext } from '../../../app-deps.ts';
import type { DbOrTx, Tx } from '../../../db/client.ts';
import { AppError } from '../../../lib/app-error.ts';
import { newId } from '../../../lib/ids.ts';
import { checkStoredRecord } from '../../../lib/invalid-records.ts';
import { pageOf } from '../../../lib/paging.ts';
import { newRecordStamps } from '../../../lib/record-stamps.ts';
import { type FieldIssue, invalidInput, parseInput } from '../../../lib/validate.ts';
import { loadReader } from '../../../plugins/caller-reader.ts';
import { existingTeamTypeIds } from '../../people/team-types/queries.ts';
import { readerTexts } from '../../platform/translations/reader.ts';
import { deleteFilesOfOwner } from '../../platform/uploads/queries.ts';
import type { ReceivedUpload } from '../../platform/uploads/receive-upload.ts';
import {
  baseName,
  deleteStoredObjects,
  type StoredUpload,
  storeUpload,
} from '../../platform/uploads/service.ts';
import { downloadSettingsFromFields } from './form-fields.ts';
import {
  type DownloadPatch,
  type DownloadRow,
  deleteDownload,
  deleteOtherFilesOfDownload,
  getDownload,
  insertDownload,
  listDownloadPage,
  listDownloads,
  lockDownload,
  updateDownload,
} from './queries.ts';

type Deps = Pick<AppDeps, 'db' | 'storage' | 'log' | 'reporter'>;

/** What owns a download's stored files (and decides who may read them). */
export const downloadOwnerType = 'download';

/** Where a download's files live (calls document, 7.2: a downloads folder). */
const downloadFolder = (eventId: string, downloadId: string) =>
  `${eventId}/downloads/${downloadId}`;

const notFound = () => AppError.notFound(downloadMessages.notFound);

const toCandidate = (row: DownloadRow) => ({
  id: row.id,
  name: row.name,
  description: row.description,
  data: row.data,
  fileName: row.fileName,
  fileSize: row.fileSize,
  fileType: row.fileType,
  showDownload: row.showDownload,
  showToChildTeams: row.showToChildTeams,
  showToTeamTypeIds: row.showToTeamTypeIds,
  hideFromTeamTypeIds: row.hideFromTeamTypeIds,
  createdAt: row.createdAt.toISOString(),
  createdBy: row.createdBy,
  updatedAt: row.updatedAt.toISOString(),
  updatedBy: row.updatedBy,
});

/** A stored download as the API shows it, or null (reported) when it fails its schema. */
export function readDownload(deps: Pick<Deps, 'log' | 'reporter'>, row: DownloadRow) {
  return checkStoredRecord(deps, downloadSchema, toCandidate(row), {
    entity: 'download',
    eventId: row.eventId,
    id: row.id,
  });
}

/** The single file of an upload as a download holds it (spec: its URL, size and type). */
function fileFields(stored: StoredUpload): DownloadPatch {
  const file = stored.files[0]!;
  return {
    data: stored.url,
    fileName: file.fileName,
    fileSize: file.size ?? 0,
    fileType: uploadMimeTypes[stored.kind],
  };
}

/** The event's downloads by name, for organisers; a stored one that fails its check is left out. */
/** One page of the organisers' downloads list (the list convention). */
export async function listDownloadsPage(
  deps: Deps,
  eventId: string,
  query: DownloadListQuery,
): Promise<DownloadPage> {
  const { rows, total } = await listDownloadPage(deps.db, eventId, query);
  return pageOf(
    rows.flatMap((row) => readDownload(deps, row) ?? []),
    total,
    query,
  );
}

export async function listEventDownloads(deps: Deps, eventId: string): Promise<Download[]> {
  const rows = await listDownloads(deps.db, eventId);
  return rows.flatMap((row) => readDownload(deps, row) ?? []);
}

/** The downloads the caller may see (spec section 6 rules, `isDownloadVisible`), by name. */
export async function listMemberDownloads(deps: Deps, ctx: EventContext): Promise<Download[]> {
  const [reader, downloads, texts] = await Promise.all([
    loadReader(deps.db, ctx),
    listEventDownloads(deps, ctx.eventId),
    readerTexts(deps.db, ctx, 'downloads'),
  ]);
  return downloads
    .filter((download) => isDownloadVisible(download, reader))
    .map((download) =>
      translatedFields(download, texts?.get(download.id), ['name', 'description']),
    );
}

export async function getEventDownload(
  deps: Deps,
  eventId: string,
  downloadId: string,
): Promise<Download> {
  const row = await getDownload(deps.db, eventId, downloadId);
  const download = row && readDownload(deps, row);
  if (!download) throw notFound();
  return download;
}

type TeamTypeLists = Pick<DownloadRow, 'showToTeamTypeIds' | 'hideFromTeamTypeIds'>;

/**
 * Checks the team type lists being set: every id must be a team type of the event. Ids the
 * download already had are let through but dropped if their type was deleted since, so an
 * old limit never blocks an edit. Returns the lists without repeats.
 */
async function checkTeamTypes(
  db: DbOrTx,
  eventId: string,
  input: Partial<TeamTypeLists>,
  previous: TeamTypeLists | null,
): Promise<Partial<TeamTypeLists>> {
  const keys = (['showToTeamTypeIds', 'hideFromTeamTypeIds'] as const).filter(
    (key) => input[key] !== undefined,
  );
  const existing = await existingTeamTypeIds(
    db,
    eventId,
    keys.flatMap((key) => input[key]!),
  );
  const checked: Partial<TeamTypeLists> = {};
  const issues: FieldIssue[] = [];
  for (const key of keys) {
    const ids = [...new Set(input[key])];
    if (ids.some((id) => !existing.has(id) && !previous?.[key].includes(id))) {
      issues.push({ path: key, message: /*i18n*/ 'Team type not found' });
    }
    checked[key] = ids.filter((id) => existing.has(id));
  }
  if (issues.length > 0) throw invalidInput(downloadMessages.invalidDownload, issues);
  return checked;
}

/**
 * Stores a download's file in a folder of its own under the download's (the file as uploaded),
 * with the writes of `write` in the same transaction.
 */
function storeDownloadFile<T>(
  deps: Deps,
  ctx: EventContext,
  downloadId: string,
  upload: ReceivedUpload,
  write: (tx: Tx, stored: StoredUpload) => Promise<T>,
) {
  return storeUpload(
    deps,
    {
      eventId: ctx.eventId,
      ownerType: downloadOwnerType,
      ownerId: downloadId,
      folder: `${downloadFolder(ctx.eventId, downloadId)}/${newId()}`,
      upload,
      images: 'original',
      userId: ctx.userId,
    },
    write,
  );
}

/**
 * Adds a download from an upload and its settings (multipart text fields, see
 * `downloadSettingsFromFields`). The file is stored as uploaded (an image is not resized; an
 * SVG is sanitised) under {eventId}/downloads/{downloadId}/…, and the download takes its URL,
 * name, size and type. The name defaults to the file's name without its extension.
 */
export async function addDownload(
  deps: Deps,
  ctx: EventContext,
  upload: ReceivedUpload,
): Promise<Download> {
  const input = parseInput(
    downloadSettingsInputSchema,
    downloadSettingsFromFields(upload.fields),
    downloadMessages.invalidDownload,
  );
  const lists = await checkTeamTypes(deps.db, ctx.eventId, input, null);
  const downloadId = newId();
  const { result } = await storeDownloadFile(deps, ctx, downloadId, upload, async (tx, stored) => {
    const row = {
      eventId: ctx.eventId,
      id: downloadId,
      name: input.name ?? baseName(upload.fileName),
      description: input.description,
      data: '',
      fileName: '',
      fileSize: 0,
      fileType: '',
      showDownload: input.showDownload,
      showToChildTeams: input.showToChildTeams,
      showToTeamTypeIds: lists.showToTeamTypeIds ?? [],
      hideFromTeamTypeIds: lists.hideFromTeamTypeIds ?? [],
      ...fileFields(stored),
      ...newRecordStamps(ctx.userId),
    };
    parseInput(downloadSchema, toCandidate(row), downloadMessages.invalidDownload);
    return insertDownload(tx, row);
  });
  return readDownload(deps, result)!;
}

/** Changes a download's settings ('Invalid download values' with the fields refused). */
export async function editDownload(
  deps: Deps,
  ctx: EventContext,
  downloadId: string,
  body: unknown,
): Promise<Download> {
  const input = parseInput(updateDownloadInputSchema, body, downloadMessages.invalidDownload);
  const current = await getDownload(deps.db, ctx.eventId, downloadId);
  if (!current) throw notFound();
  const lists = await checkTeamTypes(deps.db, ctx.eventId, input, current);
  const row = await updateDownload(
    deps.db,
    ctx.eventId,
    downloadId,
    { ...input, ...lists },
    ctx.userId,
  );
  const download = row && readDownload(deps, row);
  if (!download) throw notFound();
  return download;
}

/**
 * Replaces a download's file: the new file is stored in a folder of its own, the download
 * takes its URL, name, size and type, and the old file's records go in the same transaction
 * (the download row locked, so two replacements in a row leave exactly one file). The old
 * objects are deleted from storage once that has committed.
 */
export async function replaceDownloadFile(
  deps: Deps,
  ctx: EventContext,
  downloadId: string,
  upload: ReceivedUpload,
): Promise<Download> {
  if (!(await getDownload(deps.db, ctx.eventId, downloadId))) throw notFound();
  const { result } = await storeDownloadFile(deps, ctx, downloadId, upload, async (tx, stored) => {
    if (!(await lockDownload(tx, ctx.eventId, downloadId))) throw notFound();
    const oldKeys = await deleteOtherFilesOfDownload(
      tx,
      ctx.eventId,
      downloadId,
      stored.files.map((file) => file.id!),
    );
    const row = await updateDownload(tx, ctx.eventId, downloadId, fileFields(stored), ctx.userId);
    return { row: row!, oldKeys };
  });
  await deleteStoredObjects(deps, result.oldKeys);
  return readDownload(deps, result.row)!;
}

/**
 * Deletes a download, its file records and, once that is committed, its storage folder. A
 * storage failure after the commit is logged and reported, not undone.
 */
export async function removeDownload(deps: Deps, ctx: EventContext, downloadId: string) {
  const keys = await deps.db.transaction(async (tx) => {
    if (!(await deleteDownload(tx, ctx.eventId, downloadId))) throw notFound();
    return deleteFilesOfOwner(tx, ctx.eventId, downloadOwnerType, downloadId);
  });
  await deleteStoredObjects(deps, keys);
  await deps.storage
    .deletePrefix(downloadFolder(ctx.eventId, downloadId))
    .catch((error: unknown) => {
      deps.log.error({ err: error, downloadId }, 'could not delete a download folder');
      deps.reporter.capture(error, { eventId: ctx.eventId, downloadId });
    });
}
