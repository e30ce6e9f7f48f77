import { translatedFields } from '@showdesk/domain/platform/translations';
import {
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
  type TaskSummaryCard,
} from '@showdesk/domain/tasks/member-tasks';
import {
  type ApprovalStatus,
  isTaskDone,
  type StoredTaskStatus,
  taskProgressOf,
} from '@showdesk/domain/tasks/task-progress';
import type { TaskType } from '@showdesk/domain/tasks/tasks';
import type { EventContext } from '../../../app-deps.ts';
import { eventToday } from '../../platform/events/calendar.ts';
import { readSettings } from '../../platform/settings/documents.ts';
import { readerTexts } from '../../platform/translations/reader.ts';
import { fileUrl } from '../../platform/uploads/file-url.ts';
import { type StoredFileRow, storedFilesOf } from '../../platform/uploads/queries.ts';
import { taskOwnerType } from '../queries.ts';
import { type Deps, readerOf, taskNotFound, teamIdOf } from './caller-team.ts';
import { openFormTitle, sentSubmissionsOf } from './form-task-queries.ts';
import {
  getTeamTask,
  listActiveGroups,
  listTeamPeople,
  listTeamTasks,
  type TeamTaskRow,
  taskStatusOwnerId,
  taskStatusOwnerType,
} from './queries.ts';

/**
 * What a member reads of their team's tasks: the task list, the dashboard's card and one task,
 * each with the team's status and its label for the event's day.
 */

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
  return { today: await eventToday(deps.db, eventId), dueSoonDays };
}

/** The visible tasks with the team's status and label, by due date (none last). */
async function teamTaskSummaries(deps: Deps, ctx: EventContext) {
  const [teamId, reader] = await Promise.all([teamIdOf(deps, ctx), readerOf(deps, ctx)]);
  // A member in no team sees no tasks; an organiser (moderator) sees them all, with no progress.
  if (!teamId && !reader.isOrganiser) return { teamId, rows: [], day: null };
  const [rows, day, texts] = await Promise.all([
    listTeamTasks(deps.db, ctx.eventId, teamId, reader),
    dayOf(deps, ctx.eventId),
    readerTexts(deps.db, ctx, 'tasks'),
  ]);
  const shown = texts
    ? rows.map((row) => translatedFields(row, texts.get(row.id), ['title']))
    : rows;
  return { teamId, rows: shown, day };
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
  const [{ teamId, rows, day }, ownGroups, groupTexts] = await Promise.all([
    teamTaskSummaries(deps, ctx),
    listActiveGroups(deps.db, ctx.eventId),
    readerTexts(deps.db, ctx, 'task-groups'),
  ]);
  const groups = ownGroups.map((group) =>
    translatedFields(group, groupTexts?.get(group.id), ['title']),
  );
  if (!day) {
    return {
      hasTeam: false,
      today: await eventToday(deps.db, ctx.eventId),
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
  const [ownRow, day, texts] = await Promise.all([
    getTeamTask(deps.db, ctx.eventId, taskId, teamId, reader),
    dayOf(deps, ctx.eventId),
    readerTexts(deps.db, ctx, 'tasks', [taskId]),
  ]);
  if (!ownRow) throw taskNotFound();
  const row = translatedFields(ownRow, texts?.get(taskId), ['title', 'description', 'disclaimer']);
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
