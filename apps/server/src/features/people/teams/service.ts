import {
  type CustomFieldAudience,
  checkCustomFieldValues,
  missingRequiredCustomFields,
  visibleCustomFields,
} from '@showdesk/domain/people/custom-field-rules';
import { type CustomField, emptyCustomFieldValue } from '@showdesk/domain/people/custom-fields';
import {
  type CreateTeamData,
  createStandShareInputSchema,
  createTeamInputSchema,
  updateTeamInputSchema,
} from '@showdesk/domain/people/team-inputs';
import { canHaveStandShares } from '@showdesk/domain/people/team-rules';
import {
  type CustomFieldValues,
  type StandShareRole,
  teamMessages,
} from '@showdesk/domain/people/teams';
import type { AppDeps, EventContext } from '../../../app-deps.ts';
import type { DbOrTx } from '../../../db/client.ts';
import { AppError } from '../../../lib/app-error.ts';
import { newId } from '../../../lib/ids.ts';
import { type FieldIssue, invalidInput, parseInput } from '../../../lib/validate.ts';
import { listEventCustomFields } from '../custom-fields/service.ts';
import { queueWelcome } from '../invitations/service.ts';
import { teamTypeExists } from '../team-types/queries.ts';
import { type UpsertedMember, upsertMemberAccount } from '../users/accounts.ts';
import {
  addTeamMember,
  countChildTeams,
  deleteTeam,
  getTeamIdOfUser,
  insertTeam,
  lockTeam,
  type TeamPatch,
  updateTeam,
} from './queries.ts';
import { getTeamDetail } from './read.ts';
import { teamWrite } from './write.ts';

type Deps = Pick<AppDeps, 'db' | 'log' | 'reporter' | 'jobs' | 'config' | 'emailRenderer'>;

export interface NewTeamOptions {
  /** The event's custom fields (loaded once by a caller that creates many teams). */
  fields: CustomField[];
  /** Organisers may fill every field; a team owner only the fields their screens show. */
  audience: CustomFieldAudience;
  /** Refuse the team when a required field it can see is empty (the team forms). */
  enforceRequired: boolean;
  /** Makes the new team a stand share (child) of this team. */
  parentTeamId?: string | null;
  /** Told as each step is done (the team import records the steps of each row). */
  onStep?: (step: 'upsertUser' | 'addTeam') => void;
}

export interface CreatedTeam {
  teamId: string;
  owner: UpsertedMember;
}

/**
 * Checks custom field values sent for a team whose fields are `applicable`, merged over what it
 * has; throws 'Invalid team' with the field paths, or returns the values to store.
 */
export function mergeCustomFieldValues(
  applicable: CustomField[],
  stored: CustomFieldValues,
  sent: CustomFieldValues,
  enforceRequired: boolean,
): CustomFieldValues {
  const issues: FieldIssue[] = checkCustomFieldValues(applicable, sent);
  const merged = { ...stored, ...sent };
  if (issues.length === 0 && enforceRequired) {
    issues.push(...missingRequiredCustomFields(applicable, merged));
  }
  if (issues.length > 0) throw invalidInput(teamMessages.invalidTeam, issues);
  return merged;
}

async function checkTeamType(tx: DbOrTx, eventId: string, teamTypeId: string | null) {
  if (teamTypeId !== null && !(await teamTypeExists(tx, eventId, teamTypeId))) {
    throw invalidInput(teamMessages.invalidTeam, [
      { path: 'teamTypeId', message: /*i18n*/ 'Team type not found' },
    ]);
  }
}

/**
 * Creates a team and its owner inside the caller's transaction: the owner's account (found by
 * email, or created without a password), their membership of the event, the team (with every
 * custom field, empty unless given) and the owner as its first member. For a stand share the
 * parent becomes a 'parent'. Nothing is left behind when it throws: the caller's transaction
 * rolls back. Add team, add stand share, my team and the team import all create teams here.
 */
export async function createTeamWithOwner(
  tx: DbOrTx,
  ctx: EventContext,
  input: CreateTeamData,
  options: NewTeamOptions,
): Promise<CreatedTeam> {
  const parentTeamId = options.parentTeamId ?? null;
  let parentRole: StandShareRole | null = null;
  if (parentTeamId !== null) {
    const parent = await lockTeam(tx, ctx.eventId, parentTeamId);
    if (!parent) throw AppError.notFound(teamMessages.notFound);
    if (!canHaveStandShares(parent)) throw AppError.conflict(teamMessages.standShareOfChild);
    parentRole = parent.standShareRole;
  }
  await checkTeamType(tx, ctx.eventId, input.teamTypeId);
  const standShareRole = parentTeamId === null ? null : 'child';
  const applicable = visibleCustomFields(options.fields, { standShareRole }, options.audience);
  const empty = Object.fromEntries(
    options.fields.map((f) => [f.id, emptyCustomFieldValue(f.type)]),
  );
  const customFields = mergeCustomFieldValues(
    applicable,
    empty,
    input.customFields,
    options.enforceRequired,
  );

  const owner = await upsertMemberAccount(
    tx,
    ctx.eventId,
    { email: input.ownerEmail, firstName: input.ownerFirstName, surname: input.ownerSurname },
    {
      createdBy: ctx.userId,
      invalidMessage: teamMessages.invalidTeamOwner,
      namePaths: { firstName: 'ownerFirstName', surname: 'ownerSurname' },
    },
  );
  if (!owner.isNewAccount && (await getTeamIdOfUser(tx, ctx.eventId, owner.userId))) {
    throw AppError.conflict(teamMessages.inAnotherTeam, [
      { path: 'ownerEmail', message: teamMessages.inAnotherTeam },
    ]);
  }
  options.onStep?.('upsertUser');
  const teamId = newId();
  await insertTeam(tx, {
    eventId: ctx.eventId,
    id: teamId,
    name: input.name,
    ownerId: owner.userId,
    customFields,
    isOrganiser: input.isOrganiser,
    standShareRole,
    parentTeamId,
    teamTypeId: input.teamTypeId,
    createdBy: ctx.userId,
  });
  await addTeamMember(tx, {
    eventId: ctx.eventId,
    teamId,
    userId: owner.userId,
    createdBy: ctx.userId,
  });
  if (parentTeamId !== null && parentRole !== 'parent') {
    await updateTeam(tx, ctx.eventId, parentTeamId, { standShareRole: 'parent' }, ctx.userId);
  }
  options.onStep?.('addTeam');
  return { teamId, owner };
}

/** Adds a team from the organisers' form (required custom fields enforced). */
export async function addTeam(deps: Deps, ctx: EventContext, body: unknown) {
  const input = parseInput(createTeamInputSchema, body, teamMessages.invalidTeam);
  const fields = await listEventCustomFields(deps, ctx.eventId);
  return teamWrite(deps, async (tx) => {
    const { teamId, owner } = await createTeamWithOwner(tx, ctx, input, {
      fields,
      audience: 'organiser',
      enforceRequired: true,
    });
    await queueWelcome(tx, deps, ctx, owner, { kind: 'owner', teamName: input.name });
    return getTeamDetail(deps, ctx.eventId, teamId, tx);
  });
}

/** Adds a stand share (a child team) under a parent or ordinary team, from the organisers' form. */
export async function addStandShare(
  deps: Deps,
  ctx: EventContext,
  parentTeamId: string,
  body: unknown,
) {
  const input = parseInput(createStandShareInputSchema, body, teamMessages.invalidTeam);
  const fields = await listEventCustomFields(deps, ctx.eventId);
  return teamWrite(deps, async (tx) => {
    const { teamId, owner } = await createTeamWithOwner(
      tx,
      ctx,
      { ...input, isOrganiser: false },
      { fields, audience: 'organiser', enforceRequired: true, parentTeamId },
    );
    await queueWelcome(tx, deps, ctx, owner, { kind: 'standShare', teamName: input.name });
    return getTeamDetail(deps, ctx.eventId, teamId, tx);
  });
}

/**
 * Changes a team. A new owner must be one of its members; custom field values are merged over
 * the stored ones and the team's required fields checked.
 */
export async function editTeam(deps: Deps, ctx: EventContext, teamId: string, body: unknown) {
  const input = parseInput(updateTeamInputSchema, body, teamMessages.invalidTeam);
  const fields = input.customFields ? await listEventCustomFields(deps, ctx.eventId) : [];
  return teamWrite(deps, async (tx) => {
    const team = await lockTeam(tx, ctx.eventId, teamId);
    if (!team) throw AppError.notFound(teamMessages.notFound);
    const { customFields, ownerId, ...rest } = input;
    const patch: TeamPatch = { ...rest };
    if (input.teamTypeId !== undefined) await checkTeamType(tx, ctx.eventId, input.teamTypeId);
    if (ownerId !== undefined && ownerId !== team.ownerId) {
      if ((await getTeamIdOfUser(tx, ctx.eventId, ownerId)) !== teamId) {
        throw invalidInput(teamMessages.invalidTeamOwner, [
          { path: 'ownerId', message: /*i18n*/ 'Choose a member of this team' },
        ]);
      }
      patch.ownerId = ownerId;
    }
    if (customFields) {
      const applicable = visibleCustomFields(fields, team, 'organiser');
      patch.customFields = mergeCustomFieldValues(
        applicable,
        team.customFields,
        customFields,
        true,
      );
    }
    await updateTeam(tx, ctx.eventId, teamId, patch, ctx.userId);
    return getTeamDetail(deps, ctx.eventId, teamId, tx);
  });
}

/**
 * Deletes a team and its member links (the people stay members of the event). A team with
 * stand shares is refused; a parent left with none stops being a parent.
 */
export async function removeTeam(deps: Deps, ctx: EventContext, teamId: string) {
  await deps.db.transaction(async (tx) => {
    const team = await lockTeam(tx, ctx.eventId, teamId);
    if (!team) throw AppError.notFound(teamMessages.notFound);
    if ((await countChildTeams(tx, ctx.eventId, teamId)) > 0) {
      throw AppError.conflict(teamMessages.hasStandShares);
    }
    await deleteTeam(tx, ctx.eventId, teamId);
    const parentId = team.parentTeamId;
    if (parentId && (await lockTeam(tx, ctx.eventId, parentId))) {
      if ((await countChildTeams(tx, ctx.eventId, parentId)) === 0) {
        await updateTeam(tx, ctx.eventId, parentId, { standShareRole: null }, ctx.userId);
      }
    }
  });
}
