import type { ContentReader } from '@showdesk/domain/content/content';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { teams } from '../../../db/schema/teams.ts';
import {
  latestFinalSubmission,
  relinkSubmissionStatuses,
  statusesOfSubmission,
  visibleFormTasks,
} from './form-task-queries.ts';
import { upsertStatus } from './queries.ts';

/**
 * Form tasks complete themselves (spec section 4, "Adding a submission links it to its form
 * and creates or updates task progress. Deleting one marks the task not complete again"). Both
 * run inside the submission's own transaction.
 */

/**
 * A team's final submission of a form completes every unarchived form task of that form the
 * team sees (waiting for approval where the task needs it), remembering the submission.
 */
export async function completeFormTasks(
  tx: DbOrTx,
  input: {
    eventId: string;
    formId: string;
    teamId: string;
    submissionId: string;
    reader: ContentReader;
    userId: string | null;
  },
): Promise<string[]> {
  const found = await visibleFormTasks(tx, input.eventId, input.formId, input.reader);
  const now = new Date();
  for (const task of found) {
    await upsertStatus(
      tx,
      { eventId: input.eventId, taskId: task.id, teamId: input.teamId },
      {
        isComplete: true,
        isNotApplicable: false,
        approvalStatus: task.isApprovalNeeded ? 'pending' : null,
        submissionId: input.submissionId,
      },
      input.userId,
      now,
    );
  }
  return found.map((task) => task.id);
}

/**
 * The submission is being deleted: the tasks it completed follow the team's newest other final
 * submission of the form when there is one, and become incomplete again otherwise.
 */
export async function reopenFormTasks(
  tx: DbOrTx,
  input: {
    eventId: string;
    submissionId: string;
    formId: string;
    teamId: string | null;
    userId: string | null;
  },
): Promise<void> {
  const linked = await statusesOfSubmission(tx, input.eventId, input.submissionId);
  if (linked.length === 0) return;
  const next = input.teamId
    ? await latestFinalSubmission(tx, input.eventId, input.formId, input.teamId, input.submissionId)
    : null;
  await relinkSubmissionStatuses(
    tx,
    input.eventId,
    input.submissionId,
    next,
    input.userId,
    new Date(),
  );
}

/** What a team sees (spec section 6), read from its row: for a change made by an organiser. */
export async function readerOfTeam(
  db: DbOrTx,
  eventId: string,
  teamId: string,
): Promise<ContentReader | null> {
  const [team] = await db
    .select({
      teamTypeId: teams.teamTypeId,
      standShareRole: teams.standShareRole,
      isOrganiser: teams.isOrganiser,
    })
    .from(teams)
    .where(and(eq(teams.eventId, eventId), eq(teams.id, teamId)));
  if (!team) return null;
  return {
    teamTypeId: team.teamTypeId,
    isChildTeam: team.standShareRole === 'child',
    isOrganiser: team.isOrganiser,
  };
}

/**
 * An organiser's save of a team's submission: sent now (it was a draft), it completes the
 * team's form tasks; made a draft again, the tasks it completed follow the team's other final
 * submission of the form or reopen.
 */
export async function followDraftChange(
  tx: DbOrTx,
  input: {
    eventId: string;
    formId: string;
    teamId: string | null;
    submissionId: string;
    wasDraft: boolean;
    isDraft: boolean;
    userId: string | null;
  },
): Promise<void> {
  if (!input.teamId || input.wasDraft === input.isDraft) return;
  if (input.isDraft) {
    await reopenFormTasks(tx, input);
    return;
  }
  const reader = await readerOfTeam(tx, input.eventId, input.teamId);
  if (!reader) return;
  await completeFormTasks(tx, { ...input, teamId: input.teamId, reader });
}
