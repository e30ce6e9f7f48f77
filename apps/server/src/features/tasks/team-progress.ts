import { errorCodes } from '@showdesk/domain/common/errors';
import { taskProgressMessages } from '@showdesk/domain/tasks/task-progress';
import {
  type ApprovalInput,
  approvalInputSchema,
  type OrganiserProgressInput,
  organiserProgressInputSchema,
} from '@showdesk/domain/tasks/task-report';
import { and, eq, inArray } from 'drizzle-orm';
import type { AppDeps, EventContext } from '../../app-deps.ts';
import type { Tx } from '../../db/client.ts';
import { taskStatuses, tasks } from '../../db/schema/tasks.ts';
import { teams } from '../../db/schema/teams.ts';
import { members, userProfiles } from '../../db/schema/users.ts';
import { AppError } from '../../lib/app-error.ts';
import { parseInput } from '../../lib/validate.ts';
import { queueEmail } from '../messaging/email/outbox.ts';
import { loadEmailTemplates } from '../messaging/email-templates/template-set.ts';
import { isActiveMember } from '../people/users/queries.ts';
import { getEvent } from '../platform/events/queries.ts';
import { canonicalOrigin } from '../platform/events/request-event.ts';
import { documentOrDefaults } from '../platform/settings/documents.ts';
import { getSettingsData } from '../platform/settings/queries.ts';
import { type TaskStatusPatch, upsertStatus } from './progress/queries.ts';
import { taskNotFound } from './service.ts';
import { taskTitleIn } from './translations.ts';
import { taskVisibleToJoinedTeam } from './visibility.ts';

type Deps = Pick<AppDeps, 'db' | 'jobs' | 'config' | 'log' | 'reporter' | 'emailRenderer'>;

export const taskStatusTemplate = 'taskStatus' as const;
const teamNotFound = () => AppError.notFound(/*i18n*/ 'Team not found');

/**
 * The task and the team, locked for the change: the team must be the event's and see the task
 * (spec section 6), else 404 — an organiser cannot record progress a team could never make.
 */
async function lockTaskAndTeam(tx: Tx, eventId: string, taskId: string, teamId: string) {
  const [task] = await tx
    .select({ id: tasks.id, title: tasks.title, isApprovalNeeded: tasks.isApprovalNeeded })
    .from(tasks)
    .where(and(eq(tasks.eventId, eventId), eq(tasks.id, taskId)))
    .for('share');
  if (!task) throw taskNotFound();
  const [team] = await tx
    .select({ id: teams.id, name: teams.name, ownerId: teams.ownerId })
    .from(teams)
    .innerJoin(tasks, and(eq(tasks.eventId, teams.eventId), eq(tasks.id, taskId)))
    .where(and(eq(teams.eventId, eventId), eq(teams.id, teamId), taskVisibleToJoinedTeam));
  if (!team) throw teamNotFound();
  const [status] = await tx
    .select()
    .from(taskStatuses)
    .where(
      and(
        eq(taskStatuses.eventId, eventId),
        eq(taskStatuses.taskId, taskId),
        eq(taskStatuses.teamId, teamId),
      ),
    )
    .for('update');
  return { task, team, status: status ?? null };
}

/**
 * An organiser sets a team's state: complete (on a task needing approval, that is approved
 * outright: an organiser did it), n/a, or incomplete again (any approval request is dropped).
 */
export async function setTeamProgress(
  deps: Deps,
  ctx: EventContext,
  taskId: string,
  teamId: string,
  body: unknown,
): Promise<void> {
  const { state }: OrganiserProgressInput = parseInput(
    organiserProgressInputSchema,
    body,
    taskProgressMessages.invalidProgress,
  );
  await deps.db.transaction(async (tx) => {
    const { task } = await lockTaskAndTeam(tx, ctx.eventId, taskId, teamId);
    const patch: TaskStatusPatch =
      state === 'complete'
        ? {
            isComplete: true,
            isNotApplicable: false,
            approvalStatus: task.isApprovalNeeded ? 'approved' : null,
          }
        : state === 'notApplicable'
          ? { isComplete: false, isNotApplicable: true, approvalStatus: null }
          : { isComplete: false, isNotApplicable: false, approvalStatus: null };
    await upsertStatus(tx, { eventId: ctx.eventId, taskId, teamId }, patch, ctx.userId, new Date());
  });
}

/**
 * Approves a team's "complete" or sends it back with a note, and queues the taskStatus email
 * to the team's owner (and to the member who asked, if someone else) in the same transaction.
 */
export async function decideApproval(
  deps: Deps,
  ctx: EventContext,
  taskId: string,
  teamId: string,
  body: unknown,
): Promise<void> {
  const input = parseInput(
    approvalInputSchema,
    body,
    taskProgressMessages.invalidProgress,
  ) as Required<ApprovalInput>;
  await deps.db.transaction(async (tx) => {
    const { task, team, status } = await lockTaskAndTeam(tx, ctx.eventId, taskId, teamId);
    if (!task.isApprovalNeeded)
      throw new AppError(errorCodes.conflict, 409, taskProgressMessages.notApprovalTask);
    if (!status?.isComplete || status.approvalStatus !== 'pending')
      throw new AppError(errorCodes.conflict, 409, taskProgressMessages.nothingToApprove);
    const approved = input.decision === 'approve';
    await upsertStatus(
      tx,
      { eventId: ctx.eventId, taskId, teamId },
      {
        isComplete: approved,
        approvalStatus: approved ? 'approved' : 'returned',
        approvalNote: input.note,
      },
      ctx.userId,
      new Date(),
    );
    const askedBy = status.updatedBy;
    const recipients = [...new Set([team.ownerId, askedBy].filter((id): id is string => !!id))];
    await queueTaskStatusEmails(tx, deps, ctx.eventId, recipients, {
      taskId,
      taskTitle: task.title,
      teamName: team.name,
      approved,
      note: input.note,
    });
  });
}

interface TaskStatusEmail {
  taskId: string;
  taskTitle: string;
  teamName: string;
  approved: boolean;
  note: string;
}

async function queueTaskStatusEmails(
  tx: Tx,
  deps: Deps,
  eventId: string,
  userIds: string[],
  email: TaskStatusEmail,
) {
  if (userIds.length === 0) return;
  // One query at a time: a transaction is one connection.
  const event = await getEvent(tx, eventId);
  if (!event) return;
  const people = await tx
    .select({
      userId: members.userId,
      firstName: members.firstName,
      email: userProfiles.email,
      locale: userProfiles.locale,
    })
    .from(members)
    .innerJoin(userProfiles, eq(userProfiles.id, members.userId))
    .where(and(eq(members.eventId, eventId), inArray(members.userId, userIds), isActiveMember));
  const stored = await getSettingsData(tx, eventId, ['branding']);
  const branding = documentOrDefaults(deps, eventId, 'branding', stored.get('branding'));
  const url = new URL(`/tasks/${email.taskId}`, canonicalOrigin(event, deps.config)).toString();
  const templates = await loadEmailTemplates(tx, deps, eventId);
  const titleIn = await taskTitleIn(tx, eventId, email.taskId, email.taskTitle);
  const layout = { eventName: event.name, navBgColor: branding.navBgColor };
  for (const person of people)
    await queueEmail(tx, deps.jobs, {
      eventId,
      template: taskStatusTemplate,
      to: person.email,
      from: deps.config.mailFrom,
      userId: person.userId,
      email: await templates.render(
        taskStatusTemplate,
        layout,
        {
          firstName: person.firstName,
          taskTitle: titleIn(templates.languageOf(person.locale)),
          teamName: email.teamName,
          isApproved: email.approved,
          note: email.note,
          taskUrl: url,
        },
        person.locale,
      ),
    });
}
