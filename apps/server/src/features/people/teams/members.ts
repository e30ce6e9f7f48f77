import {
  type AddTeamMemberInput,
  addTeamMemberInputSchema,
} from '@showdesk/domain/people/team-inputs';
import { isTeamFull } from '@showdesk/domain/people/team-rules';
import { teamMessages } from '@showdesk/domain/people/teams';
import type { AppDeps, EventContext } from '../../../app-deps.ts';
import type { DbOrTx } from '../../../db/client.ts';
import { AppError } from '../../../lib/app-error.ts';
import { parseInput } from '../../../lib/validate.ts';
import { readSettings } from '../../platform/settings/documents.ts';
import { queueWelcome } from '../invitations/service.ts';
import { type UpsertedMember, upsertMemberAccount } from '../users/accounts.ts';
import {
  addTeamMember,
  countTeamMembers,
  getTeamIdOfUser,
  lockTeam,
  removeTeamMember,
} from './queries.ts';
import { getTeamDetail } from './read.ts';
import { teamWrite } from './write.ts';

type Deps = Pick<AppDeps, 'db' | 'log' | 'reporter' | 'jobs' | 'config' | 'emailRenderer'>;

/** The most members a team of the event may have (variables settings, teamMemberLimit). */
export async function teamMemberLimitOf(deps: Deps, eventId: string): Promise<number> {
  return (await readSettings(deps, eventId, 'variables')).teamMemberLimit;
}

/**
 * Adds someone to a team inside the caller's transaction: found by email or created without a
 * password (then their names are needed), made a member of the event if they were not. The team
 * is locked while its members are counted, so two adds cannot pass the limit together; at the
 * limit the team is full ('(Team Full)'). A user is in at most one team per event.
 */
export async function addMemberToTeam(
  tx: DbOrTx,
  ctx: EventContext,
  teamId: string,
  person: AddTeamMemberInput,
  teamMemberLimit: number,
): Promise<UpsertedMember> {
  const team = await lockTeam(tx, ctx.eventId, teamId);
  if (!team) throw AppError.notFound(teamMessages.notFound);
  const memberCount = await countTeamMembers(tx, ctx.eventId, teamId);
  if (isTeamFull(memberCount, teamMemberLimit)) {
    throw AppError.conflict(teamMessages.teamFull, { memberCount, teamMemberLimit });
  }
  const member = await upsertMemberAccount(tx, ctx.eventId, person, {
    createdBy: ctx.userId,
    invalidMessage: teamMessages.invalidUser,
  });
  const currentTeamId = member.isNewAccount
    ? null
    : await getTeamIdOfUser(tx, ctx.eventId, member.userId);
  if (currentTeamId === teamId) {
    throw AppError.conflict(teamMessages.alreadyMember, [
      { path: 'email', message: teamMessages.alreadyMember },
    ]);
  }
  if (currentTeamId !== null) {
    throw AppError.conflict(teamMessages.inAnotherTeam, [
      { path: 'email', message: teamMessages.inAnotherTeam },
    ]);
  }
  await addTeamMember(tx, {
    eventId: ctx.eventId,
    teamId,
    userId: member.userId,
    createdBy: ctx.userId,
  });
  return member;
}

/** Adds a member to a team from the organisers' form, up to the team member limit. */
export async function addTeamMemberAsOrganiser(
  deps: Deps,
  ctx: EventContext,
  teamId: string,
  body: unknown,
) {
  const input = parseInput(addTeamMemberInputSchema, body, teamMessages.invalidUser);
  const limit = await teamMemberLimitOf(deps, ctx.eventId);
  return teamWrite(deps, async (tx) => {
    const member = await addMemberToTeam(tx, ctx, teamId, input, limit);
    const team = await getTeamDetail(deps, ctx.eventId, teamId, tx);
    await queueWelcome(tx, deps, ctx, member, { kind: 'member', teamName: team.name });
    return team;
  });
}

/**
 * Takes someone out of a team; they stay a member of the event. The owner cannot be removed:
 * the team needs another owner first.
 */
export async function removeMemberFromTeam(
  deps: Deps,
  ctx: EventContext,
  teamId: string,
  userId: string,
) {
  await deps.db.transaction(async (tx) => {
    const team = await lockTeam(tx, ctx.eventId, teamId);
    if (!team) throw AppError.notFound(teamMessages.notFound);
    if (team.ownerId === userId) throw AppError.conflict(teamMessages.removeOwner);
    if (!(await removeTeamMember(tx, ctx.eventId, teamId, userId))) {
      throw AppError.notFound(teamMessages.memberNotFound);
    }
  });
}
