import { errorCodes } from '@showdesk/domain/common/errors';
import {
  type Asset,
  type AssetListQuery,
  type AssetPage,
  assetFileKinds,
  assetMessages,
  assetSchema,
  createAssetInputSchema,
  updateAssetInputSchema,
} from '@showdesk/domain/content/assets';
import type { z } from 'zod';
import type { AppDeps, EventContext } from '../../../app-deps.ts';
import { AppError } from '../../../lib/app-error.ts';
import { newId } from '../../../lib/ids.ts';
import { reportInvalidRecord } from '../../../lib/invalid-records.ts';
import { pageOf } from '../../../lib/paging.ts';
import { newRecordStamps } from '../../../lib/record-stamps.ts';
import { fieldIssue } from '../../../lib/validate.ts';
import { deleteFilesOfOwner } from '../../platform/uploads/queries.ts';
import type { ReceivedUpload } from '../../platform/uploads/receive-upload.ts';
import { baseName, deleteStoredObjects, storeUpload } from '../../platform/uploads/service.ts';
import {
  type AssetRow,
  deleteAsset,
  getAsset,
  insertAsset,
  listAssets,
  updateAsset,
} from './queries.ts';

type Deps = Pick<AppDeps, 'db' | 'storage' | 'log' | 'reporter'>;

/** Where an asset's files live (calls document, section 7.2). */
const assetFolder = (eventId: string, assetId: string) => `${eventId}/assets/${assetId}`;

const toCandidate = (row: AssetRow) => ({
  id: row.id,
  name: row.name,
  altText: row.altText,
  type: row.type,
  data: row.data,
  createdAt: row.createdAt.toISOString(),
  createdBy: row.createdBy,
  updatedAt: row.updatedAt.toISOString(),
  updatedBy: row.updatedBy,
});

/** A stored asset as the API shows it, or null (reported) when it fails its schema. */
function readAsset(deps: Deps, row: AssetRow): Asset | null {
  const parsed = assetSchema.safeParse(toCandidate(row));
  if (parsed.success) return parsed.data;
  reportInvalidRecord(deps, {
    entity: 'asset',
    eventId: row.eventId,
    id: row.id,
    issues: parsed.error.issues,
  });
  return null;
}

function invalid(error: z.ZodError, message: string = assetMessages.invalidAsset) {
  const details = error.issues.map((issue) => fieldIssue(issue));
  return new AppError(errorCodes.validation, 400, message, details);
}

/** The event's assets, sorted by name; a stored asset that fails its check is left out. */
/** One page of the asset library (the list convention). */
export async function listEventAssets(
  deps: Deps,
  eventId: string,
  query: AssetListQuery,
): Promise<AssetPage> {
  const { rows, total } = await listAssets(deps.db, eventId, query);
  return pageOf(
    rows.flatMap((row) => readAsset(deps, row) ?? []),
    total,
    query,
  );
}

export async function getEventAsset(deps: Deps, eventId: string, assetId: string): Promise<Asset> {
  const row = await getAsset(deps.db, eventId, assetId);
  const asset = row && readAsset(deps, row);
  if (!asset) throw AppError.notFound(assetMessages.notFound);
  return asset;
}

/**
 * Adds an asset from an upload: an image becomes four sizes under
 * {eventId}/assets/{assetId}/{large|medium|small|thumb}; a document (pdf, office, text, zip)
 * is stored once and its URL fills the four slots. Files and rows are written together: if the
 * record cannot be saved, the stored files are removed again.
 */
export async function addAsset(
  deps: Deps,
  ctx: EventContext,
  upload: ReceivedUpload,
): Promise<Asset> {
  const input = createAssetInputSchema.safeParse(upload.fields);
  if (!input.success) throw invalid(input.error);
  const assetId = newId();
  const { result } = await storeUpload(
    deps,
    {
      eventId: ctx.eventId,
      ownerType: 'asset',
      ownerId: assetId,
      folder: assetFolder(ctx.eventId, assetId),
      upload,
      accept: assetFileKinds,
      userId: ctx.userId,
    },
    async (tx, stored) => {
      const row = {
        eventId: ctx.eventId,
        id: assetId,
        name: input.data.name ?? baseName(upload.fileName),
        altText: input.data.altText,
        type: stored.type,
        data: stored.urls,
        ...newRecordStamps(ctx.userId),
      };
      const checked = assetSchema.safeParse(toCandidate(row));
      if (!checked.success) throw invalid(checked.error);
      return insertAsset(tx, row);
    },
  );
  return readAsset(deps, result)!;
}

/** Changes an asset's name and/or alt text ('Invalid asset' when the body is refused). */
export async function editAsset(
  deps: Deps,
  ctx: EventContext,
  assetId: string,
  body: unknown,
): Promise<Asset> {
  const input = updateAssetInputSchema.safeParse(body);
  if (!input.success) throw invalid(input.error);
  const row = await updateAsset(deps.db, ctx.eventId, assetId, input.data, ctx.userId);
  const asset = row && readAsset(deps, row);
  if (!asset) throw AppError.notFound(assetMessages.notFound);
  return asset;
}

/**
 * Deletes an asset, its file records and, once that is committed, its storage folder (calls
 * document, 7.1). A storage failure after the commit is logged and reported, not undone.
 */
export async function removeAsset(deps: Deps, ctx: EventContext, assetId: string) {
  const keys = await deps.db.transaction(async (tx) => {
    if (!(await deleteAsset(tx, ctx.eventId, assetId))) {
      throw AppError.notFound(assetMessages.notFound);
    }
    return deleteFilesOfOwner(tx, ctx.eventId, 'asset', assetId);
  });
  await deleteStoredObjects(deps, keys);
  await deps.storage.deletePrefix(assetFolder(ctx.eventId, assetId)).catch((error: unknown) => {
    deps.log.error({ err: error, assetId }, 'could not delete an asset folder');
    deps.reporter.capture(error, { eventId: ctx.eventId, assetId });
  });
}
