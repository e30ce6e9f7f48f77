import { defaultUploadLimitBytes } from '@showdesk/domain/platform/uploads';
import type { MemberTaskDetail } from '@showdesk/domain/tasks/member-tasks';
import { taskProgressMessages } from '@showdesk/domain/tasks/task-progress';
import type { FastifyRequest } from 'fastify';
import type { EventContext } from '../../../app-deps.ts';
import { AppError } from '../../../lib/app-error.ts';
import { newId } from '../../../lib/ids.ts';
import { deleteOwnedFile } from '../../platform/uploads/queries.ts';
import { withUpload } from '../../platform/uploads/receive-upload.ts';
import { deleteStoredObjects, storeUpload } from '../../platform/uploads/service.ts';
import { type Deps, taskNotFound, teamForChange } from './caller-team.ts';
import { getMemberTask } from './member-tasks.ts';
import {
  getTeamTask,
  lockStatus,
  lockVisibleTask,
  taskStatusOwnerId,
  taskStatusOwnerType,
  upsertStatus,
} from './queries.ts';
import { changeStatus, completed, wrongType } from './status-changes.ts';

/**
 * The team's files of an upload task: adding one completes the task, removing the last one
 * reopens it. The file's record and the status change share one transaction.
 */

export const notUploadTask = /*i18n*/ 'This task takes no uploads';
const fileNotFound = () => AppError.notFound(/*i18n*/ 'File not found');

/**
 * A file for an upload task: at most 50 MB (413), of a type the uploads take, read from its
 * bytes (415), kept as uploaded. The team's first file completes the task (waiting for
 * approval where needed); any later one completes it again if it was marked incomplete.
 */
export async function uploadTaskFile(
  deps: Deps,
  request: FastifyRequest,
  ctx: EventContext,
  taskId: string,
): Promise<MemberTaskDetail> {
  const { teamId, reader } = await teamForChange(deps, ctx);
  // Refused before the file is read; checked again under the locks as it is recorded.
  const before = await getTeamTask(deps.db, ctx.eventId, taskId, teamId, reader);
  if (!before) throw taskNotFound();
  if (before.type !== 'upload') throw wrongType(notUploadTask);
  await withUpload(
    request,
    async (upload) => {
      const fileId = newId();
      await storeUpload(
        deps,
        {
          eventId: ctx.eventId,
          ownerType: taskStatusOwnerType,
          ownerId: taskStatusOwnerId(taskId, teamId),
          folder: `${ctx.eventId}/task-statuses/${taskId}/${teamId}/${fileId}`,
          fileId,
          upload,
          images: 'original',
          userId: ctx.userId,
          invalidFileMessage: taskProgressMessages.invalidProgressData,
        },
        async (tx) => {
          const task = await lockVisibleTask(tx, ctx.eventId, taskId, reader);
          if (!task) throw taskNotFound();
          if (task.type !== 'upload') throw wrongType(notUploadTask);
          const current = await lockStatus(tx, ctx.eventId, taskId, teamId);
          await upsertStatus(
            tx,
            { eventId: ctx.eventId, taskId, teamId },
            { ...completed(task, current), fileIds: [...(current?.fileIds ?? []), fileId] },
            ctx.userId,
            new Date(),
          );
        },
      );
    },
    { maxBytes: defaultUploadLimitBytes },
  );
  return getMemberTask(deps, ctx, taskId);
}

/** Removes one of the team's files of an upload task; the last one gone, it is incomplete. */
export async function deleteTaskFile(
  deps: Deps,
  ctx: EventContext,
  taskId: string,
  fileId: string,
): Promise<MemberTaskDetail> {
  let key: string | null = null;
  await changeStatus(deps, ctx, taskId, async (task, current, tx, teamId) => {
    if (!current?.fileIds.includes(fileId)) throw fileNotFound();
    key = await deleteOwnedFile(
      tx,
      ctx.eventId,
      { type: taskStatusOwnerType, id: taskStatusOwnerId(taskId, teamId) },
      fileId,
    );
    const fileIds = current.fileIds.filter((id) => id !== fileId);
    if (fileIds.length || task.type !== 'upload') return { fileIds };
    return { fileIds, isComplete: false, approvalStatus: null };
  });
  if (key) await deleteStoredObjects(deps, [key]);
  return getMemberTask(deps, ctx, taskId);
}
