import { isModerator } from '@showdesk/domain/people/permissions';
import { rasterImageKinds } from '@showdesk/domain/platform/uploads';
import {
  supplierLogoQuality,
  supplierLogoSize,
  supplierMessages,
} from '@showdesk/domain/suppliers/suppliers';
import { and, eq } from 'drizzle-orm';
import type { AppDeps, EventContext } from '../../app-deps.ts';
import { suppliers } from '../../db/schema/suppliers.ts';
import { newId } from '../../lib/ids.ts';
import { loadReader } from '../../plugins/caller-reader.ts';
import type { FileAccessRule } from '../platform/uploads/file-access.ts';
import { deleteFilesOfOwner } from '../platform/uploads/queries.ts';
import type { ReceivedUpload } from '../platform/uploads/receive-upload.ts';
import { deleteStoredObjects, storeUpload } from '../platform/uploads/service.ts';
import {
  getVisibleSupplier,
  lockSupplierRow,
  supplierOwnerType,
  updateSupplierRow,
} from './queries.ts';
import { getSupplierDetail, supplierNotFound } from './service.ts';

type Deps = Pick<AppDeps, 'db' | 'storage' | 'log' | 'reporter'>;

/** The spec's "per-id folders" for supplier logos (calls document, 7.2); a new one per upload. */
const logoFolder = (eventId: string, supplierId: string) =>
  `${eventId}/suppliers/${supplierId}/${newId()}`;

/**
 * Stores a supplier's logo: a jpeg, png or webp (sniffed from its bytes; SVG and anything else
 * refused with 415 'Failed to upload logo', nothing changed) fitted into 256x256 as PNG. The
 * supplier takes its URL and its earlier logo is deleted, in the same transaction.
 */
export async function uploadSupplierLogo(
  deps: Deps,
  ctx: EventContext,
  supplierId: string,
  upload: ReceivedUpload,
) {
  const [exists] = await deps.db
    .select({ id: suppliers.id })
    .from(suppliers)
    .where(and(eq(suppliers.eventId, ctx.eventId), eq(suppliers.id, supplierId)));
  if (!exists) throw supplierNotFound();
  await storeUpload(
    deps,
    {
      eventId: ctx.eventId,
      ownerType: supplierOwnerType,
      ownerId: supplierId,
      folder: logoFolder(ctx.eventId, supplierId),
      upload,
      accept: rasterImageKinds,
      images: { ...supplierLogoSize, quality: supplierLogoQuality },
      userId: ctx.userId,
      replaceOwnerFiles: true,
      invalidFileMessage: supplierMessages.logoFailed,
    },
    async (tx, stored) => {
      const row = await lockSupplierRow(tx, ctx.eventId, supplierId);
      // Deleted while the file was being stored: the rollback removes the file again.
      if (!row) throw supplierNotFound();
      await updateSupplierRow(tx, ctx.eventId, supplierId, {
        logo: stored.url,
        updatedAt: new Date(),
        updatedBy: ctx.userId,
      });
    },
  );
  return getSupplierDetail(deps, ctx.eventId, supplierId);
}

/** Takes the logo off a supplier and deletes its file. */
export async function removeSupplierLogo(deps: Deps, ctx: EventContext, supplierId: string) {
  const keys = await deps.db.transaction(async (tx) => {
    const row = await lockSupplierRow(tx, ctx.eventId, supplierId);
    if (!row) throw supplierNotFound();
    await updateSupplierRow(tx, ctx.eventId, supplierId, {
      logo: '',
      updatedAt: new Date(),
      updatedBy: ctx.userId,
    });
    return deleteFilesOfOwner(tx, ctx.eventId, supplierOwnerType, supplierId);
  });
  await deleteStoredObjects(deps, keys);
  return getSupplierDetail(deps, ctx.eventId, supplierId);
}

/**
 * Who may read a supplier's logo: moderators and up; a member who sees the supplier (active,
 * their team type allowed: the same query as the members' list). Guests never.
 */
export const canReadSupplierLogo: FileAccessRule = async (deps, file, viewer) => {
  if (!viewer) return false;
  if (isModerator(viewer.permissions)) return true;
  const reader = await loadReader(deps.db, { eventId: file.eventId, ...viewer });
  return (await getVisibleSupplier(deps.db, file.eventId, file.ownerId, reader)) !== null;
};
