import { say } from '@showdesk/domain/common/say';
import { teamMessages } from '@showdesk/domain/people/teams';
import type { EventContext } from '../../../app-deps.ts';
import type { DbOrTx } from '../../../db/client.ts';
import { AppError } from '../../../lib/app-error.ts';
import { transferSubmissionStamps } from '../../forms/submissions/queries.ts';
import { transferTaskRecords } from '../../tasks/comments/queries.ts';
import {
  addTeamMember,
  getTeamIdOfUser,
  listTeamsOwnedBy,
  reassignTeamOwner,
} from '../teams/queries.ts';

/**
 * Hands everything a user owns in an event to another member, inside the caller's transaction,
 * before the user is removed from the event. This is the one place that knows what a user owns:
 * team ownership, the submissions they made or last changed (createdBy, updatedBy), and their
 * task comments, replies, likes and task statuses (stamps and assignments).
 *
 * Team ownership: the receiver must be in that team, or in no team (then they join it); someone
 * in another team cannot own this one, since a user is in at most one team per event.
 */
export async function transferUserRecords(
  tx: DbOrTx,
  ctx: EventContext,
  fromId: string,
  toId: string,
) {
  for (const team of await listTeamsOwnedBy(tx, ctx.eventId, fromId)) {
    const receiverTeamId = await getTeamIdOfUser(tx, ctx.eventId, toId);
    if (receiverTeamId === null) {
      await addTeamMember(tx, {
        eventId: ctx.eventId,
        teamId: team.id,
        userId: toId,
        createdBy: ctx.userId,
      });
    } else if (receiverTeamId !== team.id) {
      throw AppError.conflict(teamMessages.invalidTeamOwner, [
        {
          path: 'transferToUserId',
          message: say(
            /*i18n*/ 'They are in another team; choose a member of {name} or someone in no team',
            {
              name: team.name,
            },
          ),
        },
      ]);
    }
  }
  await reassignTeamOwner(tx, ctx.eventId, fromId, toId, ctx.userId);
  await transferSubmissionStamps(tx, ctx.eventId, fromId, toId);
  await transferTaskRecords(tx, ctx.eventId, fromId, toId);
}
