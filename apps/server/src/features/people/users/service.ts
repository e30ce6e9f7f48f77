import { messages } from '@showdesk/domain/common/errors';
import { hasPermission } from '@showdesk/domain/people/permissions';
import { userMessages } from '@showdesk/domain/people/users';
import type { AppDeps, EventContext } from '../../../app-deps.ts';
import { AppError } from '../../../lib/app-error.ts';
import { invalidInput } from '../../../lib/validate.ts';
import { deleteAccount } from './accounts.ts';
import { countMemberships, deleteMember, getUser } from './queries.ts';
import { transferUserRecords } from './transfer.ts';

/**
 * Deletes a user from the event after handing what they own to another member (chosen in the
 * dialog). Their membership goes, and with it their team links; their login and profile go
 * too when they belong to no other event. Nobody deletes themselves, or someone above them.
 */
export async function deleteUser(
  deps: Pick<AppDeps, 'db' | 'auth'>,
  ctx: EventContext,
  userId: string,
  transferToUserId: string,
) {
  if (userId === ctx.userId) throw AppError.forbidden(userMessages.cantSelfDelete);
  const target = await getUser(deps.db, ctx.eventId, userId);
  if (!target) throw AppError.notFound(messages.userNotFound);
  if (!hasPermission(ctx.permissions, target.permissions)) throw AppError.forbidden();
  if (transferToUserId === userId) {
    throw invalidInput(userMessages.invalidUser, [
      { path: 'transferToUserId', message: userMessages.chooseAnotherUser },
    ]);
  }
  if (!(await getUser(deps.db, ctx.eventId, transferToUserId))) {
    throw invalidInput(userMessages.invalidUser, [
      { path: 'transferToUserId', message: messages.userNotFound },
    ]);
  }
  await deps.db.transaction(async (tx) => {
    await transferUserRecords(tx, ctx, userId, transferToUserId);
    await deleteMember(tx, ctx.eventId, userId);
    if ((await countMemberships(tx, userId)) === 0) await deleteAccount(tx, userId);
  });
}
