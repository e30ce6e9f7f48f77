import {
  pickCustomFieldValues,
  visibleCustomFields,
} from '@showdesk/domain/people/custom-field-rules';
import {
  createMyStandShareInputSchema,
  type MyTeam,
  updateMyTeamInputSchema,
} from '@showdesk/domain/people/my-team';
import { addTeamMemberInputSchema } from '@showdesk/domain/people/team-inputs';
import { canHaveStandShares, isTeamFull, teamRoleOf } from '@showdesk/domain/people/team-rules';
import { teamMessages } from '@showdesk/domain/people/teams';
import type { AppDeps, EventContext } from '../../../app-deps.ts';
import type { DbOrTx } from '../../../db/client.ts';
import { AppError } from '../../../lib/app-error.ts';
import { parseInput } from '../../../lib/validate.ts';
import { listEventCustomFields } from '../custom-fields/service.ts';
import { queueWelcome } from '../invitations/service.ts';
import { getTeamTypeName } from '../team-types/queries.ts';
import { addMemberToTeam, teamMemberLimitOf } from '../teams/members.ts';
import {
  getTeamIdOfUser,
  getTeamName,
  getTeamSummary,
  listTeamMembers,
  listTeamSummaries,
  lockTeam,
  updateTeam,
} from '../teams/queries.ts';
import { readTeamSummary, toTeamMembers } from '../teams/read.ts';
import { createTeamWithOwner, mergeCustomFieldValues } from '../teams/service.ts';
import { teamWrite } from '../teams/write.ts';

type Deps = Pick<AppDeps, 'db' | 'log' | 'reporter' | 'jobs' | 'config' | 'emailRenderer'>;

const noTeam = (ctx: EventContext) => AppError.notFound(teamMessages.noTeam(ctx.userId));

/**
 * The caller's team as its own screens show it: members, stand shares, and only the custom
 * fields the team sees (a child team those with showToChildTeams; hidden fields never).
 */
export async function getMyTeam(deps: Deps, ctx: EventContext): Promise<MyTeam> {
  const teamId = await getTeamIdOfUser(deps.db, ctx.eventId, ctx.userId);
  const row = teamId && (await getTeamSummary(deps.db, ctx.eventId, teamId));
  const team = row && readTeamSummary(deps, row);
  if (!team) throw noTeam(ctx);
  const [memberRows, shares, fields, teamMemberLimit, teamTypeName, parentTeamName] =
    await Promise.all([
      listTeamMembers(deps.db, ctx.eventId, team.id),
      listTeamSummaries(deps.db, ctx.eventId, { parentTeamId: team.id }),
      listEventCustomFields(deps, ctx.eventId),
      teamMemberLimitOf(deps, ctx.eventId),
      team.teamTypeId ? getTeamTypeName(deps.db, ctx.eventId, team.teamTypeId) : null,
      team.parentTeamId ? getTeamName(deps.db, ctx.eventId, team.parentTeamId) : null,
    ]);
  const visible = visibleCustomFields(fields, team, 'team');
  const role = teamRoleOf(team, ctx.userId);
  return {
    id: team.id,
    name: team.name,
    ownerId: team.ownerId,
    isOrganiser: team.isOrganiser,
    standShareRole: team.standShareRole,
    parentTeamId: team.parentTeamId,
    teamTypeId: team.teamTypeId,
    teamTypeName,
    parentTeamName,
    role,
    members: toTeamMembers(memberRows, team.ownerId),
    standShares: shares.map((share) => ({
      id: share.team.id,
      name: share.team.name,
      owner: share.owner,
      memberCount: share.userIds.length,
    })),
    customFields: visible.map(
      ({ id, label, type, placeholder, description, index, isRequired, showToChildTeams }) => ({
        id,
        label,
        type,
        placeholder,
        description,
        index,
        isRequired,
        showToChildTeams,
      }),
    ),
    customFieldValues: pickCustomFieldValues(visible, team.customFields),
    teamMemberLimit,
    isFull: isTeamFull(team.memberCount, teamMemberLimit),
    canAddStandShare: role === 'owner' && canHaveStandShares(team),
  };
}

/** The caller's team, locked, when they own it; members get 403, people with no team 404. */
async function lockOwnTeam(tx: DbOrTx, ctx: EventContext) {
  const teamId = await getTeamIdOfUser(tx, ctx.eventId, ctx.userId);
  const team = teamId && (await lockTeam(tx, ctx.eventId, teamId));
  if (!team) throw noTeam(ctx);
  if (team.ownerId !== ctx.userId) throw AppError.forbidden(teamMessages.notOwner);
  return team;
}

/** A team owner adds a member, up to the team member limit ('(Team Full)'). */
export async function addMyTeamMember(deps: Deps, ctx: EventContext, body: unknown) {
  const input = parseInput(addTeamMemberInputSchema, body, teamMessages.invalidUser);
  const limit = await teamMemberLimitOf(deps, ctx.eventId);
  await teamWrite(deps, async (tx) => {
    const team = await lockOwnTeam(tx, ctx);
    const member = await addMemberToTeam(tx, ctx, team.id, input, limit);
    await queueWelcome(tx, deps, ctx, member, { kind: 'member', teamName: team.name });
  });
  return getMyTeam(deps, ctx);
}

/**
 * The owner of a parent or ordinary team adds a stand share under it. The new team's own owner
 * fills in its required custom fields later, on their my-team page.
 */
export async function addMyStandShare(deps: Deps, ctx: EventContext, body: unknown) {
  const input = parseInput(createMyStandShareInputSchema, body, teamMessages.invalidTeam);
  const fields = await listEventCustomFields(deps, ctx.eventId);
  await teamWrite(deps, async (tx) => {
    const team = await lockOwnTeam(tx, ctx);
    if (!canHaveStandShares(team)) throw AppError.conflict(teamMessages.standShareOfChild);
    const { owner } = await createTeamWithOwner(
      tx,
      ctx,
      { ...input, isOrganiser: false, teamTypeId: null },
      { fields, audience: 'team', enforceRequired: false, parentTeamId: team.id },
    );
    await queueWelcome(tx, deps, ctx, owner, { kind: 'standShare', teamName: input.name });
  });
  return getMyTeam(deps, ctx);
}

/** A team owner fills in the custom fields the team sees; its required ones must be filled. */
export async function updateMyTeam(deps: Deps, ctx: EventContext, body: unknown) {
  const input = parseInput(updateMyTeamInputSchema, body, teamMessages.invalidTeam);
  const fields = await listEventCustomFields(deps, ctx.eventId);
  await teamWrite(deps, async (tx) => {
    const team = await lockOwnTeam(tx, ctx);
    const applicable = visibleCustomFields(fields, team, 'team');
    const customFields = mergeCustomFieldValues(
      applicable,
      team.customFields,
      input.customFields,
      true,
    );
    await updateTeam(tx, ctx.eventId, team.id, { customFields }, ctx.userId);
  });
  return getMyTeam(deps, ctx);
}
