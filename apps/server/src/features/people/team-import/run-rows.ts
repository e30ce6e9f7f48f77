import { say } from '@showdesk/domain/common/say';
import type { CustomField } from '@showdesk/domain/people/custom-fields';
import { type ImportCheckRecord, teamImportMessages } from '@showdesk/domain/people/team-import';
import { teamMessages } from '@showdesk/domain/people/teams';
import type { AppDeps, EventContext } from '../../../app-deps.ts';
import type { Tx } from '../../../db/client.ts';
import { processId } from '../../../db/liveness.ts';
import { AppError } from '../../../lib/app-error.ts';
import {
  type EmailTemplateSet,
  loadEmailTemplates,
} from '../../messaging/email-templates/template-set.ts';
import { listEventCustomFields } from '../custom-fields/service.ts';
import { queueWelcome } from '../invitations/service.ts';
import { getTeamIdOfUser, listTeamsOwnedBy, lockTeam, updateTeam } from '../teams/queries.ts';
import { createTeamWithOwner, mergeCustomFieldValues } from '../teams/service.ts';
import { getProfileByEmail } from '../users/queries.ts';
import { checkImportRows, type ImportContext } from './check-rows.ts';
import { type ImportRowRecord, loadImportContext, recordRowOutcome } from './queries.ts';
import {
  claimImport,
  finishImport,
  releaseImport,
  requeueImport,
  takeNextReadyRow,
  touchImport,
} from './run-queries.ts';
import { emptyCheck, type TeamImportJob, teamImportQueue } from './service.ts';

type Deps = Pick<AppDeps, 'db' | 'log' | 'reporter' | 'jobs' | 'config' | 'emailRenderer'>;

/** The part of a row's check that needs no database: its values, read through the mapping. */
function rowValues(row: ImportRowRecord, mapping: Record<string, number>, fields: CustomField[]) {
  const none: Omit<ImportContext, 'fields'> = {
    teamTypeIdsByName: new Map(),
    teamOwners: new Map(),
    teamMembers: new Set(),
    accounts: new Set(),
    teamNames: new Map(),
  };
  return checkImportRows([row], mapping, { fields, ...none })[0]!.values;
}

/**
 * Runs one checked row inside the runner's transaction for it, in the spec's order: create or
 * upsert the user (with their set-password link), add the team and its team type link, queue
 * the welcome email. A row whose owner already owns a team updates that team instead. The work
 * runs in a savepoint: any failure rolls the whole row back (user, team, team type link) and is
 * recorded as the row's outcome in the same transaction, which still holds the row's lock.
 */
async function runRow(
  deps: Deps,
  outer: Tx,
  ctx: EventContext,
  row: ImportRowRecord,
  mapping: Record<string, number>,
  fields: CustomField[],
  teamTypeIdsByName: ReadonlyMap<string, string>,
  templates: EmailTemplateSet,
) {
  const values = rowValues(row, mapping, fields);
  const typeName = mapping.teamType === undefined ? undefined : (row.cells[mapping.teamType] ?? '');
  const teamTypeId =
    typeName === undefined
      ? undefined
      : typeName.trim() === ''
        ? null
        : (teamTypeIdsByName.get(typeName.trim().toLowerCase()) ?? null);
  const check = emptyCheck();
  try {
    if (typeName?.trim() && teamTypeId === null) {
      throw AppError.badRequest(
        say(/*i18n*/ 'Team type: unknown team type "{name}"', { name: typeName.trim() }),
      );
    }
    await outer.transaction(async (tx: Tx) => {
      const profile = await getProfileByEmail(tx, values.ownerEmail);
      const owned = profile ? await listTeamsOwnedBy(tx, ctx.eventId, profile.id) : [];
      if (profile && owned[0]) {
        check.upsertUser = true;
        const team = await lockTeam(tx, ctx.eventId, owned[0].id);
        if (!team) throw AppError.conflict(teamMessages.notFound);
        const applicable = fields.filter(
          (f) => team.standShareRole !== 'child' || f.showToChildTeams,
        );
        const customFields = mergeCustomFieldValues(
          applicable,
          team.customFields,
          Object.fromEntries(
            Object.entries(values.customFields).filter(([id]) =>
              applicable.some((f) => f.id === id),
            ),
          ),
          false,
        );
        await updateTeam(
          tx,
          ctx.eventId,
          team.id,
          {
            name: values.name,
            customFields,
            ...(teamTypeId === undefined ? {} : { teamTypeId }),
            ...(values.isOrganiser === undefined ? {} : { isOrganiser: values.isOrganiser }),
          },
          ctx.userId,
        );
        check.addTeam = true;
        await recordRowOutcome(tx, ctx.eventId, row.importId, row.rowNumber, {
          status: 'updated',
          check,
          teamId: team.id,
          userId: profile.id,
        });
        return;
      }
      if (profile && (await getTeamIdOfUser(tx, ctx.eventId, profile.id))) {
        throw AppError.conflict(teamMessages.inAnotherTeam);
      }
      const { teamId, owner } = await createTeamWithOwner(
        tx,
        ctx,
        {
          name: values.name,
          ownerEmail: values.ownerEmail,
          ownerFirstName: values.ownerFirstName || undefined,
          ownerSurname: values.ownerSurname || undefined,
          isOrganiser: values.isOrganiser ?? false,
          teamTypeId: teamTypeId ?? null,
          customFields: values.customFields,
        },
        {
          fields,
          audience: 'organiser',
          enforceRequired: false,
          onStep: (step) => {
            check[step] = true;
          },
        },
      );
      await queueWelcome(tx, deps, ctx, owner, {
        kind: 'owner',
        teamName: values.name,
        templates,
      });
      check.sendEmail = true;
      await recordRowOutcome(tx, ctx.eventId, row.importId, row.rowNumber, {
        status: 'imported',
        check,
        teamId,
        userId: owner.userId,
      });
    });
  } catch (error) {
    const message = error instanceof AppError ? reasonOf(error) : 'Something went wrong';
    if (!(error instanceof AppError)) {
      deps.log.error(
        { err: error, importId: row.importId, row: row.rowNumber },
        'import row failed',
      );
      deps.reporter.capture(error, { eventId: ctx.eventId, importId: row.importId });
    }
    const failed: ImportCheckRecord = {
      ...check,
      error: message,
      rollback: true,
      rollbackMessage: teamImportMessages.rolledBack,
    };
    await recordRowOutcome(outer, ctx.eventId, row.importId, row.rowNumber, {
      status: 'failed',
      check: failed,
      problems: [message],
    });
  }
}

/** An error's message with its field messages, e.g. 'Invalid team owner: Enter a surname'. */
function reasonOf(error: AppError): string {
  const details = Array.isArray(error.details)
    ? (error.details as Array<{ message?: string }>).flatMap((d) => d.message ?? [])
    : [];
  const extra = details.filter((d) => d !== error.message);
  return extra.length > 0 ? `${error.message}: ${extra.join('; ')}` : error.message;
}

/**
 * The job of one import. It claims the import as its runner (`<process id>/<job id>`), then runs
 * the ready rows in file order, one transaction per row: heartbeat (which also checks the import
 * is still this runner's), take the next ready row with `FOR UPDATE SKIP LOCKED`, run it, record
 * its outcome. A crash loses at most the row in progress, which rolls back and stays ready;
 * recovery (recovery.ts) queues the import again and the next runner carries on from there.
 */
export async function runImportJob(deps: Deps, job: TeamImportJob, runner: string): Promise<void> {
  const current = await claimImport(deps.db, job.eventId, job.importId, runner);
  if (!current) return; // finished, or another runner has it
  const ctx: EventContext = {
    eventId: job.eventId,
    userId: current.createdBy ?? '',
    permissions: 'admin',
  };
  try {
    const fields = await listEventCustomFields(deps, job.eventId);
    const { teamTypeIdsByName } = await loadImportContext(deps.db, job.eventId, []);
    // Read once for the whole import: every row's welcome renders from them.
    const templates = await loadEmailTemplates(deps.db, deps, job.eventId);
    for (;;) {
      const step = await deps.db.transaction(async (tx) => {
        if (!(await touchImport(tx, job.eventId, job.importId, runner))) return 'taken over';
        if (deps.jobs.stopping.aborted) {
          // Shutting down: hand the rest back, queued again with letting go of it, so the next
          // process (or this one restarted) carries on from the next ready row.
          await requeueImport(tx, job.eventId, job.importId, runner);
          await deps.jobs.sendInTransaction(tx, teamImportQueue, job);
          return 'handed back';
        }
        const row = await takeNextReadyRow(tx, job.eventId, job.importId);
        if (!row) {
          await finishImport(tx, job.eventId, job.importId, runner, current.createdBy);
          return 'finished';
        }
        await runRow(deps, tx, ctx, row, current.mapping, fields, teamTypeIdsByName, templates);
        return 'ran';
      });
      if (step === 'ran') continue;
      if (step === 'taken over') {
        deps.log.warn({ importId: job.importId, runner }, 'import taken over by another runner');
      }
      if (step === 'handed back') {
        deps.log.info({ importId: job.importId, runner }, 'shutting down: import queued again');
      }
      return;
    }
  } catch (error) {
    // Let go, so that pg-boss's retry (in any process) can claim it again.
    await releaseImport(deps.db, job.eventId, job.importId, runner).catch(() => {});
    throw error;
  }
}

/** Registers the worker of the team import queue. */
export async function registerTeamImport(deps: Deps, pollingIntervalSeconds = 1) {
  await deps.jobs.boss.createQueue(teamImportQueue, {
    retryLimit: 3,
    retryDelay: 5,
    expireInSeconds: 60 * 60,
  });
  await deps.jobs.boss.work<TeamImportJob>(
    teamImportQueue,
    { batchSize: 1, pollingIntervalSeconds },
    async ([job]) => {
      if (job) await runImportJob(deps, job.data, `${processId}/${job.id}`);
    },
  );
}
