import type { ContentReader } from '@showdesk/domain/content';
import {
  countSubmissionInputSchema,
  handCompletedTaskTypes,
  type MemberTaskDetail,
  type MemberTaskFilter,
  type MemberTaskGroup,
  type MemberTaskList,
  type MemberTaskStatus,
  type MemberTaskSummary,
  matchesTaskFilter,
  type SentSubmission,
  type TaskFile,
  type TaskPerson,
  type TaskProgressState,
  type TaskSummaryCard,
  taskAssigneesInputSchema,
  taskProgressInputSchema,
} from '@showdesk/domain/tasks/member-tasks';
import {
  type ApprovalStatus,
  isTaskDone,
  type StoredTaskStatus,
  taskProgressMessages,
  taskProgressOf,
} from '@showdesk/domain/tasks/task-progress';
import { type TaskType, taskMessages } from '@showdesk/domain/tasks/tasks';
import { defaultUploadLimitBytes } from '@showdesk/domain/uploads';
import type { FastifyRequest } from 'fastify';
import type { AppDeps, EventContext } from '../../app-deps.ts';
import type { Tx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { newId } from '../../lib/ids.ts';
import { invalidInput, parseInput } from '../../lib/validate.ts';
import { readSettings } from '../settings/documents.ts';
import { taskOwnerType } from '../tasks/queries.ts';
import { getTeamIdOfUser } from '../teams/queries.ts';
import { loadReader } from '../teams/reader.ts';
import { fileUrl } from '../uploads/file-url.ts';
import type { StoredFileRow } from '../uploads/queries.ts';
import { receiveUpload } from '../uploads/receive-upload.ts';
import { deleteStoredObjects, storeUpload } from '../uploads/service.ts';
import {
  deleteOwnedFile,
  getTeamTask,
  listActiveGroups,
  listTeamPeople,
  listTeamTasks,
  lockStatus,
  lockSubmissionShare,
  lockVisibleTask,
  openFormTitle,
  sentSubmissionsOf,
  storedFilesOf,
  type TaskStatusPatch,
  type TaskStatusRow,
  type TeamTaskRow,
  taskStatusOwnerId,
  taskStatusOwnerType,
  teamMemberIds,
  upsertStatus,
} from './queries.ts';

type Deps = Pick<AppDeps, 'db' | 'storage' | 'log' | 'reporter'>;

export const taskNotFound = () => AppError.notFound(taskMessages.taskNotFound);
const noTeam = () => AppError.forbidden(taskProgressMessages.noTeam);

/** The event's calendar day (the event keeps no time zone: the UTC day). */
export const eventToday = (now = new Date()) => now.toISOString().slice(0, 10);

/** The caller's team id (from the guard's context when it read it), or null. */
async function teamIdOf(deps: Deps, ctx: EventContext): Promise<string | null> {
  if (ctx.team !== undefined) return ctx.team?.id ?? null;
  return getTeamIdOfUser(deps.db, ctx.eventId, ctx.userId);
}

async function readerOf(deps: Deps, ctx: EventContext): Promise<ContentReader> {
  return loadReader(deps.db, ctx);
}

const parseJson = <T>(value: T | string): T =>
  typeof value === 'string' ? (JSON.parse(value) as T) : value;

function storedStatus(row: TeamTaskRow): StoredTaskStatus | null {
  if (row.statusTeamId === null) return null;
  return {
    isComplete: row.isComplete ?? false,
    isNotApplicable: row.isNotApplicable ?? false,
    approvalStatus: (row.approvalStatus as ApprovalStatus | null) ?? null,
  };
}

function shownStatus(row: TeamTaskRow, hasTeam: boolean): MemberTaskStatus | null {
  if (!hasTeam) return null;
  const stored = storedStatus(row);
  return {
    isComplete: stored?.isComplete ?? false,
    isNotApplicable: stored?.isNotApplicable ?? false,
    approvalStatus: stored?.approvalStatus ?? null,
    approvalNote: row.approvalNote ?? '',
    assignedTo: stored ? parseJson<TaskPerson[]>(row.assignees) : [],
    updatedAt: row.statusUpdatedAt?.toISOString() ?? null,
    updatedBy:
      row.statusUpdatedBy && stored
        ? { id: row.statusUpdatedBy, name: row.statusUpdatedByName ?? 'Someone' }
        : null,
  };
}

interface Day {
  today: string;
  dueSoonDays: number;
}

function summaryOf(row: TeamTaskRow, hasTeam: boolean, day: Day): MemberTaskSummary {
  return {
    id: row.id,
    title: row.title,
    type: row.type as TaskType,
    dueDate: row.dueDate,
    isTimeSensitive: row.isTimeSensitive,
    isApprovalNeeded: row.isApprovalNeeded,
    label: taskProgressOf(row, storedStatus(row), day.today, day.dueSoonDays),
    status: shownStatus(row, hasTeam),
  };
}

async function dayOf(deps: Deps, eventId: string): Promise<Day> {
  const { dueSoonDays } = await readSettings(deps, eventId, 'variables');
  return { today: eventToday(), dueSoonDays };
}

/** The visible tasks with the team's status and label, by due date (none last). */
async function teamTaskSummaries(deps: Deps, ctx: EventContext) {
  const [teamId, reader] = await Promise.all([teamIdOf(deps, ctx), readerOf(deps, ctx)]);
  // A member in no team sees no tasks; an organiser (moderator) sees them all, with no progress.
  if (!teamId && !reader.isOrganiser) return { teamId, rows: [], day: null };
  const [rows, day] = await Promise.all([
    listTeamTasks(deps.db, ctx.eventId, teamId, reader),
    dayOf(deps, ctx.eventId),
  ]);
  return { teamId, rows, day };
}

const countDone = (rows: TeamTaskRow[]) => ({
  done: rows.filter((row) => isTaskDone(row, storedStatus(row))).length,
  total: rows.length,
});

/**
 * The member task list: the visible tasks grouped by task group (the organisers' group order,
 * each group's own task order), those in no group last under "Other tasks" by due date, each
 * with the team's status and label; progress per group and for the team (every visible task
 * once); `filter` keeps the tasks with a matching label (groups left empty are left out).
 */
export async function listMemberTasks(
  deps: Deps,
  ctx: EventContext,
  filter: MemberTaskFilter | undefined,
): Promise<MemberTaskList> {
  const [{ teamId, rows, day }, groups] = await Promise.all([
    teamTaskSummaries(deps, ctx),
    listActiveGroups(deps.db, ctx.eventId),
  ]);
  if (!day) {
    return {
      hasTeam: false,
      today: eventToday(),
      dueSoonDays: 0,
      progress: { done: 0, total: 0 },
      groups: [],
    };
  }
  const hasTeam = teamId !== null;
  const byId = new Map(rows.map((row) => [row.id, row]));
  const grouped = new Set<string>();
  const sections: { id: string | null; title: string; rows: TeamTaskRow[] }[] = [];
  for (const group of groups) {
    const inGroup = group.taskIds.flatMap((id) => byId.get(id) ?? []);
    for (const row of inGroup) grouped.add(row.id);
    if (inGroup.length) sections.push({ id: group.id, title: group.title, rows: inGroup });
  }
  // `rows` come by due date (none last): the order of the tasks in no group.
  const ungrouped = rows.filter((row) => !grouped.has(row.id));
  if (ungrouped.length) sections.push({ id: null, title: 'Other tasks', rows: ungrouped });

  const shown: MemberTaskGroup[] = sections.flatMap((section) => {
    const tasks = section.rows
      .map((row) => summaryOf(row, hasTeam, day))
      .filter((task) => !filter || matchesTaskFilter(task.label, filter));
    if (filter && tasks.length === 0) return [];
    return [{ id: section.id, title: section.title, progress: countDone(section.rows), tasks }];
  });
  return { hasTeam, ...day, progress: countDone(rows), groups: shown };
}

/** The dashboard's task card: counts, and the first few overdue and due-soon tasks. */
export async function memberTaskSummary(
  deps: Deps,
  ctx: EventContext,
  limit = 5,
): Promise<TaskSummaryCard> {
  const { teamId, rows, day } = await teamTaskSummaries(deps, ctx);
  const hasTeam = teamId !== null;
  const tasks = day ? rows.map((row) => summaryOf(row, hasTeam, day)) : [];
  const overdue = hasTeam ? tasks.filter((task) => task.label === 'overdue') : [];
  const dueSoon = hasTeam ? tasks.filter((task) => task.label === 'dueSoon') : [];
  const incomplete = tasks.filter((task) => matchesTaskFilter(task.label, 'incomplete'));
  return {
    hasTeam,
    counts: {
      overdue: overdue.length,
      dueSoon: dueSoon.length,
      incomplete: hasTeam ? incomplete.length : 0,
      ...(hasTeam ? countDone(rows) : { done: 0, total: rows.length }),
    },
    overdue: overdue.slice(0, limit),
    dueSoon: dueSoon.slice(0, limit),
  };
}

const fileOf = (row: StoredFileRow): TaskFile => ({
  id: row.id,
  name: row.fileName,
  url: fileUrl(row.eventId, row.id, row.fileName),
  size: row.size,
  type: row.contentType,
});

/** One task the caller sees, with what its type needs and the team's status; 404 otherwise. */
export async function getMemberTask(
  deps: Deps,
  ctx: EventContext,
  taskId: string,
): Promise<MemberTaskDetail> {
  const [teamId, reader] = await Promise.all([teamIdOf(deps, ctx), readerOf(deps, ctx)]);
  if (!teamId && !reader.isOrganiser) throw taskNotFound();
  const [row, day] = await Promise.all([
    getTeamTask(deps.db, ctx.eventId, taskId, teamId, reader),
    dayOf(deps, ctx.eventId),
  ]);
  if (!row) throw taskNotFound();
  const hasTeam = teamId !== null;
  // A form task the team has not completed: its sent submissions it may count for it.
  const offersSubmissions =
    teamId !== null && row.type === 'form' && row.formId !== null && !row.isComplete;
  const [formTitle, attachments, files, people, sent] = await Promise.all([
    row.type === 'form' && row.formId ? openFormTitle(deps.db, ctx.eventId, row.formId) : null,
    storedFilesOf(deps.db, ctx.eventId, { type: taskOwnerType, id: row.id }, row.attachmentIds),
    teamId && row.fileIds?.length
      ? storedFilesOf(
          deps.db,
          ctx.eventId,
          { type: taskStatusOwnerType, id: taskStatusOwnerId(row.id, teamId) },
          row.fileIds,
        )
      : [],
    teamId ? listTeamPeople(deps.db, ctx.eventId, teamId) : [],
    offersSubmissions
      ? sentSubmissionsOf(deps.db, ctx.eventId, {
          formId: row.formId!,
          teamId: teamId!,
          exceptId: row.statusSubmissionId,
          limit: sentSubmissionsShown,
        })
      : [],
  ]);
  return {
    task: {
      ...summaryOf(row, hasTeam, day),
      description: row.description,
      externalLink: row.externalLink,
      disclaimer: row.disclaimer,
      form: formTitle !== null && row.formId ? { id: row.formId, title: formTitle } : null,
      attachments: attachments.map(fileOf),
    },
    files: files.map(fileOf),
    teamMembers: people,
    hasTeam,
    sentSubmissions: sent.map(
      (submission): SentSubmission => ({
        id: submission.id,
        sentAt: submission.sentAt.toISOString(),
        sentBy: submission.sentBy,
      }),
    ),
  };
}

/** How many of the team's sent submissions a form task offers to count (newest first). */
const sentSubmissionsShown = 3;

type LockedTask = NonNullable<Awaited<ReturnType<typeof lockVisibleTask>>>;

/** The status a "complete" leaves: waiting for approval where the task needs it. */
function completed(task: LockedTask, current: TaskStatusRow | null): TaskStatusPatch {
  // Already complete (approved, or waiting): stays as it is.
  if (current?.isComplete) return { isNotApplicable: false };
  return {
    isComplete: true,
    isNotApplicable: false,
    approvalStatus: task.isApprovalNeeded ? 'pending' : null,
  };
}

/**
 * One change of the team's status of a task the caller sees, in a transaction with the task
 * and the status row locked; 404 for a task the team does not see (like an unknown one).
 */
async function changeStatus(
  deps: Deps,
  ctx: EventContext,
  taskId: string,
  change: (
    task: LockedTask,
    current: TaskStatusRow | null,
    tx: Tx,
    teamId: string,
  ) => Promise<TaskStatusPatch> | TaskStatusPatch,
): Promise<void> {
  const [teamId, reader] = await Promise.all([teamIdOf(deps, ctx), readerOf(deps, ctx)]);
  if (!teamId) {
    // Tell an organiser why; a member in no team sees no task at all.
    if (reader.isOrganiser) throw noTeam();
    throw taskNotFound();
  }
  await deps.db.transaction(async (tx) => {
    const task = await lockVisibleTask(tx, ctx.eventId, taskId, reader);
    if (!task) throw taskNotFound();
    const current = await lockStatus(tx, ctx.eventId, taskId, teamId);
    const patch = await change(task, current, tx, teamId);
    await upsertStatus(tx, { eventId: ctx.eventId, taskId, teamId }, patch, ctx.userId, new Date());
  });
}

const selfCompleting: Partial<Record<TaskType, string>> = {
  form: taskProgressMessages.completedByForm,
  upload: taskProgressMessages.completedByUpload,
  disclaimer: taskProgressMessages.completedByAgreeing,
};

/** Complete, n/a or incomplete by hand (upload, disclaimer and form tasks complete themselves). */
export async function setMemberTaskProgress(
  deps: Deps,
  ctx: EventContext,
  taskId: string,
  body: unknown,
): Promise<MemberTaskDetail> {
  const { state } = parseInput(taskProgressInputSchema, body, taskProgressMessages.invalidProgress);
  await changeStatus(deps, ctx, taskId, (task, current) => stateChange(task, current, state));
  return getMemberTask(deps, ctx, taskId);
}

function stateChange(
  task: LockedTask,
  current: TaskStatusRow | null,
  state: TaskProgressState,
): TaskStatusPatch {
  if (state === 'complete') {
    const byHand = (handCompletedTaskTypes as readonly string[]).includes(task.type);
    if (!byHand) {
      const message = selfCompleting[task.type as TaskType] ?? taskProgressMessages.invalidProgress;
      throw invalidInput(message, [{ path: 'state', message }]);
    }
    return completed(task, current);
  }
  if (state === 'notApplicable')
    return { isComplete: false, isNotApplicable: true, approvalStatus: null };
  return { isComplete: false, isNotApplicable: false, approvalStatus: null };
}

/** Who of the team works on the task (members of this team only). */
export async function setMemberTaskAssignees(
  deps: Deps,
  ctx: EventContext,
  taskId: string,
  body: unknown,
): Promise<MemberTaskDetail> {
  const { userIds } = parseInput(
    taskAssigneesInputSchema,
    body,
    taskProgressMessages.invalidProgressData,
  );
  const wanted = [...new Set(userIds)];
  await changeStatus(deps, ctx, taskId, async (_task, _current, tx, teamId) => {
    const found = await teamMemberIds(tx, ctx.eventId, teamId, wanted);
    const strangers = userIds.flatMap((id, index) =>
      found.has(id)
        ? []
        : [{ path: `userIds.${index}`, message: taskProgressMessages.assigneeNotInTeam }],
    );
    if (strangers.length) throw invalidInput(taskProgressMessages.assigneeNotInTeam, strangers);
    return { assignedTo: wanted };
  });
  return getMemberTask(deps, ctx, taskId);
}

const wrongType = (message: string) => invalidInput(message, [{ path: 'taskId', message }]);

/** The team agrees to a disclaimer task's text: it is complete (waiting where approval is needed). */
export async function agreeToTask(
  deps: Deps,
  ctx: EventContext,
  taskId: string,
): Promise<MemberTaskDetail> {
  await changeStatus(deps, ctx, taskId, (task, current) => {
    if (task.type !== 'disclaimer') throw wrongType('This task has no disclaimer to agree to');
    return completed(task, current);
  });
  return getMemberTask(deps, ctx, taskId);
}

/**
 * Counts one of the team's sent submissions for a form task (a form the team sent before the
 * task was added): the task is complete with that submission, as if the team had sent it for
 * the task — waiting for approval where the task needs it, reopened or moved on when the
 * submission is deleted. One transaction that locks the submission, then the task and the
 * status (the order a submission's own save and delete take). Refused: a task that is not a
 * form task (400), a submission that is not the team's (404 'Submission not found', like an
 * unknown one), of another form or a draft (400, at `submissionId`).
 */
export async function countSentSubmission(
  deps: Deps,
  ctx: EventContext,
  taskId: string,
  body: unknown,
): Promise<MemberTaskDetail> {
  const { submissionId } = parseInput(
    countSubmissionInputSchema,
    body,
    taskProgressMessages.invalidProgressData,
  );
  const [teamId, reader] = await Promise.all([teamIdOf(deps, ctx), readerOf(deps, ctx)]);
  if (!teamId) {
    if (reader.isOrganiser) throw noTeam();
    throw taskNotFound();
  }
  const refuse = (message: string) => invalidInput(message, [{ path: 'submissionId', message }]);
  await deps.db.transaction(async (tx) => {
    const submission = await lockSubmissionShare(tx, ctx.eventId, submissionId);
    const task = await lockVisibleTask(tx, ctx.eventId, taskId, reader);
    if (!task) throw taskNotFound();
    if (task.type !== 'form' || !task.formId) throw wrongType(taskProgressMessages.notFormTask);
    if (!submission || submission.teamId !== teamId) {
      throw AppError.notFound(taskProgressMessages.submissionNotFound);
    }
    if (submission.formId !== task.formId) {
      throw refuse(taskProgressMessages.submissionOfAnotherForm);
    }
    if (submission.isDraft) throw refuse(taskProgressMessages.submissionIsDraft);
    const current = await lockStatus(tx, ctx.eventId, taskId, teamId);
    await upsertStatus(
      tx,
      { eventId: ctx.eventId, taskId, teamId },
      { ...completed(task, current), submissionId: submission.id },
      ctx.userId,
      new Date(),
    );
  });
  return getMemberTask(deps, ctx, taskId);
}

export const notUploadTask = 'This task takes no uploads';
const fileNotFound = () => AppError.notFound('File not found');

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
  const [teamId, reader] = await Promise.all([teamIdOf(deps, ctx), readerOf(deps, ctx)]);
  if (!teamId) {
    if (reader.isOrganiser) throw noTeam();
    throw taskNotFound();
  }
  // Refused before the file is read; checked again under the locks as it is recorded.
  const before = await getTeamTask(deps.db, ctx.eventId, taskId, teamId, reader);
  if (!before) throw taskNotFound();
  if (before.type !== 'upload') throw wrongType(notUploadTask);
  const upload = await receiveUpload(request, { maxBytes: defaultUploadLimitBytes });
  try {
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
  } finally {
    await upload.dispose();
  }
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
