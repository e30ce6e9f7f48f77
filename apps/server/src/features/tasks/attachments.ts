import { isModerator } from '@showdesk/domain/people/permissions';
import {
  type TaskAttachment,
  taskAttachmentKinds,
  taskAttachmentMessages,
} from '@showdesk/domain/tasks/task-report';
import { taskMessages } from '@showdesk/domain/tasks/tasks';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { AppDeps, EventContext } from '../../app-deps.ts';
import type { DbOrTx } from '../../db/client.ts';
import { storedFiles } from '../../db/schema/files.ts';
import { tasks } from '../../db/schema/tasks.ts';
import { teamMembers, teams } from '../../db/schema/teams.ts';
import { AppError } from '../../lib/app-error.ts';
import { newId } from '../../lib/ids.ts';
import { invalidInput } from '../../lib/validate.ts';
import type { FileAccessRule } from '../platform/uploads/file-access.ts';
import { fileUrl } from '../platform/uploads/file-url.ts';
import { filesOf, journalStorageKeys } from '../platform/uploads/queries.ts';
import type { ReceivedUpload } from '../platform/uploads/receive-upload.ts';
import { deleteStoredObjects, storeUpload } from '../platform/uploads/service.ts';
import { lockTaskRow, taskOwnerType, updateTaskRow } from './queries.ts';
import { taskVisibleToJoinedTeam } from './visibility.ts';

type Deps = Pick<AppDeps, 'db' | 'storage' | 'log' | 'reporter'>;

// Not service.ts's: it imports this module (the pdfForm check), and a cycle is best avoided.
const taskNotFound = () => AppError.notFound(taskMessages.taskNotFound);

/** The spec's "per-id folders" for task attachments (calls document, 7.2). */
const attachmentFolder = (eventId: string, taskId: string) =>
  `${eventId}/tasks/${taskId}/${newId()}`;

const pdfType = 'application/pdf';

function toAttachment(row: {
  id: string;
  eventId: string;
  fileName: string;
  contentType: string;
  size: number;
}): TaskAttachment {
  return {
    id: row.id,
    fileName: row.fileName,
    contentType: row.contentType,
    size: row.size,
    url: fileUrl(row.eventId, row.id, row.fileName),
  };
}

async function taskFiles(db: DbOrTx, eventId: string, taskId: string, ids?: string[]) {
  return db
    .select()
    .from(storedFiles)
    .where(
      and(filesOf(eventId, taskOwnerType, taskId), ids ? inArray(storedFiles.id, ids) : undefined),
    )
    .orderBy(asc(storedFiles.createdAt), asc(storedFiles.id));
}

/** A task's attachments in the task's order (files uploaded but not listed are left out). */
export async function listTaskAttachments(
  deps: Pick<AppDeps, 'db'>,
  eventId: string,
  taskId: string,
): Promise<TaskAttachment[]> {
  const [task] = await deps.db
    .select({ attachmentIds: tasks.attachmentIds })
    .from(tasks)
    .where(and(eq(tasks.eventId, eventId), eq(tasks.id, taskId)));
  if (!task) throw taskNotFound();
  if (task.attachmentIds.length === 0) return [];
  const files = new Map(
    (await taskFiles(deps.db, eventId, taskId, task.attachmentIds)).map((f) => [f.id, f]),
  );
  return task.attachmentIds.flatMap((id) => {
    const file = files.get(id);
    return file ? [toAttachment(file)] : [];
  });
}

/**
 * Stores a file for a task (PDF, document or image, kept as uploaded; its type sniffed from
 * its bytes) and adds it at the end of the task's attachments in the same transaction.
 */
export async function addTaskAttachment(
  deps: Deps,
  ctx: EventContext,
  taskId: string,
  upload: ReceivedUpload,
): Promise<TaskAttachment> {
  const [exists] = await deps.db
    .select({ id: tasks.id })
    .from(tasks)
    .where(and(eq(tasks.eventId, ctx.eventId), eq(tasks.id, taskId)));
  if (!exists) throw taskNotFound();
  const stored = await storeUpload(
    deps,
    {
      eventId: ctx.eventId,
      ownerType: taskOwnerType,
      ownerId: taskId,
      folder: attachmentFolder(ctx.eventId, taskId),
      upload,
      accept: taskAttachmentKinds,
      images: 'original',
      userId: ctx.userId,
    },
    async (tx, { files }) => {
      const row = await lockTaskRow(tx, ctx.eventId, taskId);
      // Deleted while the file was being stored: the rollback removes the file again.
      if (!row) throw taskNotFound();
      if (row.attachmentIds.length >= 20)
        throw invalidInput(taskMessages.invalidTask, [
          { path: 'attachmentIds', message: /*i18n*/ 'A task takes at most 20 files' },
        ]);
      await updateTaskRow(tx, ctx.eventId, taskId, {
        attachmentIds: [...row.attachmentIds, ...files.map((file) => file.id!)],
        updatedAt: new Date(),
        updatedBy: ctx.userId,
      });
    },
  );
  const file = stored.files[0]!;
  return toAttachment({
    id: file.id!,
    eventId: ctx.eventId,
    fileName: file.fileName,
    contentType: file.contentType,
    size: file.size ?? 0,
  });
}

/**
 * Takes a file off a task and deletes it. A PDF form task keeps at least one PDF
 * ('A PDF form task needs its PDF').
 */
export async function removeTaskAttachment(
  deps: Deps,
  ctx: EventContext,
  taskId: string,
  fileId: string,
): Promise<void> {
  const keys = await deps.db.transaction(async (tx) => {
    const row = await lockTaskRow(tx, ctx.eventId, taskId);
    if (!row) throw taskNotFound();
    const [file] = await taskFiles(tx, ctx.eventId, taskId, [fileId]);
    if (!file) throw AppError.notFound(taskAttachmentMessages.fileNotFound);
    const remaining = row.attachmentIds.filter((id) => id !== fileId);
    if (row.type === 'pdfForm' && file.contentType === pdfType) {
      const others = await taskFiles(tx, ctx.eventId, taskId, remaining);
      if (!others.some((other) => other.contentType === pdfType))
        throw invalidInput(taskMessages.invalidTask, [
          { path: 'attachmentIds', message: taskAttachmentMessages.pdfNeeded },
        ]);
    }
    await updateTaskRow(tx, ctx.eventId, taskId, {
      attachmentIds: remaining,
      updatedAt: new Date(),
      updatedBy: ctx.userId,
    });
    await tx
      .delete(storedFiles)
      .where(and(eq(storedFiles.eventId, ctx.eventId), eq(storedFiles.id, fileId)));
    await journalStorageKeys(tx, ctx.eventId, [file.storageKey]);
    return [file.storageKey];
  });
  await deleteStoredObjects(deps, keys);
}

/** Whether the files with these ids include a PDF (a pdfForm task's check). */
export async function hasPdfAmong(db: DbOrTx, eventId: string, taskId: string, ids: string[]) {
  if (ids.length === 0) return false;
  const files = await taskFiles(db, eventId, taskId, ids);
  return files.some((file) => file.contentType === pdfType);
}

/**
 * Who may read a task's attachment: moderators and up; a member whose team sees the task
 * (spec section 6, the same rule as the task lists) while it is active and lists the file.
 * Someone in no team, a team that does not see the task, or a guest: never.
 */
export const canReadTaskFile: FileAccessRule = async (deps, file, viewer) => {
  if (!viewer) return false;
  if (isModerator(viewer.permissions)) return true;
  const [found] = await deps.db
    .select({ id: tasks.id })
    .from(teamMembers)
    .innerJoin(teams, and(eq(teams.eventId, teamMembers.eventId), eq(teams.id, teamMembers.teamId)))
    .innerJoin(tasks, and(eq(tasks.eventId, teamMembers.eventId), eq(tasks.id, file.ownerId)))
    .where(
      and(
        eq(teamMembers.eventId, file.eventId),
        eq(teamMembers.userId, viewer.userId),
        eq(tasks.isArchived, false),
        sql`${file.id} = any(${tasks.attachmentIds})`,
        taskVisibleToJoinedTeam,
      ),
    )
    .limit(1);
  return Boolean(found);
};
