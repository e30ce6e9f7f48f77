import { pageInMemory } from '@showdesk/domain/common/list-query';
import { say } from '@showdesk/domain/common/say';
import {
  createTeamTypeInputSchema,
  type TeamType,
  type TeamTypeListQuery,
  type TeamTypePage,
  teamTypeMessages,
  teamTypeSchema,
  updateTeamTypeInputSchema,
} from '@showdesk/domain/people/team-types';
import type { AppDeps, EventContext } from '../../../app-deps.ts';
import type { DbOrTx } from '../../../db/client.ts';
import { AppError } from '../../../lib/app-error.ts';
import { newId } from '../../../lib/ids.ts';
import { checkStoredRecord } from '../../../lib/invalid-records.ts';
import { invalidInput, parseInput } from '../../../lib/validate.ts';
import {
  assignTeams,
  deleteTeamType,
  getTeamsByIds,
  getTeamType,
  insertTeamType,
  listTeamTypes,
  lockTeamType,
  removeTypeFromCardLayouts,
  renameTeamType,
  type TeamTypeWithTeams,
  unassignTeams,
} from './queries.ts';

type Deps = Pick<AppDeps, 'db' | 'log' | 'reporter'>;

function readTeamType(deps: Deps, row: TeamTypeWithTeams): TeamType | null {
  return checkStoredRecord(
    deps,
    teamTypeSchema,
    {
      id: row.id,
      name: row.name,
      teamIds: row.teamIds,
      createdAt: row.createdAt.toISOString(),
      createdBy: row.createdBy,
      updatedAt: row.updatedAt.toISOString(),
      updatedBy: row.updatedBy,
    },
    { entity: 'teamType', eventId: row.eventId, id: row.id },
  );
}

/** The event's team types by name with their teams; an invalid stored one is left out. */
export async function listEventTeamTypes(deps: Deps, eventId: string): Promise<TeamType[]> {
  const rows = await listTeamTypes(deps.db, eventId);
  return rows.flatMap((row) => readTeamType(deps, row) ?? []);
}

/**
 * One page of the team types list: they are few and organiser-made, so the page is cut from
 * the whole set in memory.
 */
export async function pageEventTeamTypes(
  deps: Deps,
  eventId: string,
  query: TeamTypeListQuery,
): Promise<TeamTypePage> {
  return pageInMemory(await listEventTeamTypes(deps, eventId), query, {
    sortValue: {
      name: (type) => type.name,
      teams: (type) => type.teamIds.length,
      updatedAt: (type) => type.updatedAt,
    },
    searchText: (type) => type.name,
  });
}

export async function getEventTeamType(
  deps: Deps,
  eventId: string,
  teamTypeId: string,
  db: DbOrTx = deps.db,
): Promise<TeamType> {
  const row = await getTeamType(db, eventId, teamTypeId);
  const teamType = row && readTeamType(deps, row);
  if (!teamType) throw AppError.notFound(teamTypeMessages.notFound);
  return teamType;
}

/**
 * Makes `teamIds` the teams of the type: teams left out leave it, and every listed team must be
 * one of the event's, in no other type (a team belongs to at most one: '(Already In A Group)').
 */
async function placeTeams(tx: DbOrTx, ctx: EventContext, teamTypeId: string, teamIds: string[]) {
  const ids = [...new Set(teamIds)];
  const found = new Map((await getTeamsByIds(tx, ctx.eventId, ids)).map((t) => [t.id, t]));
  const missing = teamIds.flatMap((id, i) =>
    found.has(id) ? [] : [{ path: `teamIds.${i}`, message: teamTypeMessages.teamNotFound }],
  );
  if (missing.length > 0) throw invalidInput(teamTypeMessages.invalidTeamType, missing);
  const taken = teamIds.flatMap((id, i) => {
    const team = found.get(id)!;
    return team.teamTypeId !== null && team.teamTypeId !== teamTypeId
      ? [
          {
            path: `teamIds.${i}`,
            message: say(/*i18n*/ '{name} (Already In A Group)', { name: team.name }),
          },
        ]
      : [];
  });
  if (taken.length > 0) throw AppError.conflict(teamTypeMessages.alreadyInAGroup, taken);
  await unassignTeams(tx, ctx.eventId, teamTypeId, ids, ctx.userId);
  // Another type may have claimed a team since it was read: then fewer are set, and none are.
  if ((await assignTeams(tx, ctx.eventId, teamTypeId, ids, ctx.userId)) !== ids.length) {
    throw AppError.conflict(teamTypeMessages.alreadyInAGroup);
  }
}

/** Adds a team type with its teams, in one transaction. */
export async function addTeamType(deps: Deps, ctx: EventContext, body: unknown) {
  const input = parseInput(createTeamTypeInputSchema, body, teamTypeMessages.invalidTeamType);
  const id = newId();
  return deps.db.transaction(async (tx) => {
    await insertTeamType(tx, { eventId: ctx.eventId, id, name: input.name, createdBy: ctx.userId });
    await placeTeams(tx, ctx, id, input.teamIds);
    return getEventTeamType(deps, ctx.eventId, id, tx);
  });
}

/** Renames a team type and/or replaces its teams. */
export async function editTeamType(
  deps: Deps,
  ctx: EventContext,
  teamTypeId: string,
  body: unknown,
) {
  const input = parseInput(updateTeamTypeInputSchema, body, teamTypeMessages.invalidTeamType);
  return deps.db.transaction(async (tx) => {
    if (!(await lockTeamType(tx, ctx.eventId, teamTypeId))) {
      throw AppError.notFound(teamTypeMessages.notFound);
    }
    await renameTeamType(tx, ctx.eventId, teamTypeId, input.name, ctx.userId);
    if (input.teamIds) await placeTeams(tx, ctx, teamTypeId, input.teamIds);
    return getEventTeamType(deps, ctx.eventId, teamTypeId, tx);
  });
}

/** Deletes a team type: its teams are left in no type and card layouts forget it. */
export async function removeTeamType(deps: Deps, ctx: EventContext, teamTypeId: string) {
  await deps.db.transaction(async (tx) => {
    if (!(await lockTeamType(tx, ctx.eventId, teamTypeId))) {
      throw AppError.notFound(teamTypeMessages.notFound);
    }
    await unassignTeams(tx, ctx.eventId, teamTypeId, [], ctx.userId);
    await removeTypeFromCardLayouts(tx, ctx.eventId, teamTypeId);
    await deleteTeamType(tx, ctx.eventId, teamTypeId);
  });
}
