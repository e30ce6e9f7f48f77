import { acceptedMimeTypes, uploadLimitBytes } from '@showdesk/domain/forms/check-value';
import type { FieldOf } from '@showdesk/domain/forms/fields';
import { fillingMessages } from '@showdesk/domain/forms/filling';
import { layOutForm } from '@showdesk/domain/forms/layout';
import { formMessages } from '@showdesk/domain/forms/messages';
import type { FileValue } from '@showdesk/domain/forms/values';
import { isModerator } from '@showdesk/domain/people/permissions';
import { uploadKinds, uploadMimeTypes } from '@showdesk/domain/platform/uploads';
import type { FastifyRequest } from 'fastify';
import type { Tx } from '../../../db/client.ts';
import { AppError } from '../../../lib/app-error.ts';
import { newId } from '../../../lib/ids.ts';
import { getTeamIdOfUser } from '../../people/teams/queries.ts';
import type { FileAccessRule } from '../../platform/uploads/file-access.ts';
import { isTooLarge, receiveUpload } from '../../platform/uploads/receive-upload.ts';
import { type StoredUpload, storeUpload } from '../../platform/uploads/service.ts';
import type { FormBundle } from '../bundle.ts';
import { bundleFields, type Deps } from './core.ts';
import {
  getSubmission,
  lockSubmission,
  type SubmissionRow,
  submissionOwnerType,
} from './queries.ts';

/**
 * The upload field a file is sent for: one of the form's, or a field of a group a template
 * places (a loop's field is named by its group field id, the last part of its loop path).
 */
export function uploadFieldOf(bundle: FormBundle, fieldId: string): FieldOf<'upload'> {
  const layout = layOutForm(bundle.form, bundleFields(bundle), bundle.fieldGroups);
  const candidates = [
    ...layout.fields,
    ...[...layout.templates.values()].flatMap((placed) => placed.fields),
  ];
  const field = candidates.find((f) => f.id === fieldId);
  if (field?.type !== 'upload') throw AppError.notFound(fillingMessages.notUploadField);
  return field as FieldOf<'upload'>;
}

export interface UploadOptions {
  eventId: string;
  bundle: FormBundle;
  submissionId: string;
  fieldId: string;
  userId: string | null;
  /**
   * Room left under a quota (a guest's hourly bytes), when tighter than the field's limit: the
   * upload is cut off once it crosses it, and refused with `refuse()` rather than a 413.
   */
  quota?: { roomBytes: number; refuse(): Promise<Error> };
  /**
   * Runs in the transaction that records the file, the submission row locked (null: none yet),
   * with the file as stored; throwing refuses it and nothing is kept.
   */
  check(tx: Tx, row: SubmissionRow | null, stored: StoredUpload): Promise<void>;
}

/**
 * Stores one file for an upload field of a submission: at most the field's size limit (413),
 * of a type its accept classes take, read from the bytes (415), kept as uploaded under
 * `{eventId}/submissions/{submissionId}/{fieldId}/{fileId}/file`. The submission's values
 * name it once saved; a file they never name is deleted by the next save.
 */
export async function uploadSubmissionFile(
  deps: Deps,
  request: FastifyRequest,
  options: UploadOptions,
): Promise<FileValue> {
  const { eventId, submissionId, fieldId } = options;
  const field = uploadFieldOf(options.bundle, fieldId);
  const accepted = acceptedMimeTypes(field);
  const fieldLimit = uploadLimitBytes(field);
  const { quota } = options;
  const upload = await receiveUpload(request, {
    maxBytes: quota ? Math.min(fieldLimit, quota.roomBytes) : fieldLimit,
  }).catch(async (error: unknown) => {
    const overQuota = quota && quota.roomBytes < fieldLimit && isTooLarge(error);
    throw overQuota ? await quota.refuse() : error;
  });
  try {
    const fileId = newId();
    const stored = await storeUpload(
      deps,
      {
        eventId,
        ownerType: submissionOwnerType,
        ownerId: submissionId,
        folder: `${eventId}/submissions/${submissionId}/${fieldId}/${fileId}`,
        fileId,
        upload,
        accept: uploadKinds.filter((kind) => accepted.has(uploadMimeTypes[kind])),
        images: 'original',
        userId: options.userId,
        invalidFileMessage: formMessages.invalidSubmissionAfterUpload,
      },
      async (tx, stored) =>
        options.check(tx, await lockSubmission(tx, eventId, submissionId), stored),
    );
    const file = stored.files[0]!;
    return {
      fileId: file.id!,
      name: file.fileName,
      url: stored.url,
      size: file.size ?? 0,
      type: uploadMimeTypes[stored.kind],
    };
  } finally {
    await upload.dispose();
  }
}

/**
 * Who may read a submission's file: moderators and up; the members of the submission's team. A
 * guest's files are for organisers only.
 */
export const canReadSubmissionFile: FileAccessRule = async (deps, file, viewer) => {
  if (!viewer) return false;
  if (isModerator(viewer.permissions)) return true;
  const row = await getSubmission(deps.db, file.eventId, file.ownerId);
  if (!row?.teamId) return false;
  return (await getTeamIdOfUser(deps.db, file.eventId, viewer.userId)) === row.teamId;
};
