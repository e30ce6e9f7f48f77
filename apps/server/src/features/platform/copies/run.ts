import { daysBetween, type EventCopySummary } from '@showdesk/domain/platform/event-copy';
import type { EventSettings } from '@showdesk/domain/platform/settings';
import { isTranslatableSetting } from '@showdesk/domain/platform/translations';
import { and, eq, inArray, isNotNull, notInArray, sql } from 'drizzle-orm';
import type { AppDeps, EventContext } from '../../../app-deps.ts';
import { noteAction, withActor, withoutAudit } from '../../../db/audit-actor.ts';
import type { Tx } from '../../../db/client.ts';
import { processId } from '../../../db/liveness.ts';
import { storedFiles } from '../../../db/schema/files.ts';
import { corePages, eventSettings } from '../../../db/schema/settings.ts';
import { teams } from '../../../db/schema/teams.ts';
import { recordTranslations } from '../../../db/schema/translations.ts';
import { members, userProfiles } from '../../../db/schema/users.ts';
import { formWebhooks } from '../../../db/schema/webhooks.ts';
import { newId } from '../../../lib/ids.ts';
import { newWebhookSecret } from '../../../lib/webhooks/send.ts';
import { queueWelcome } from '../../people/invitations/service.ts';
import { addTeamMember, getTeamIdOfUser } from '../../people/teams/queries.ts';
import { upsertMemberAccount } from '../../people/users/accounts.ts';
import { forgetEvents } from '../events/event-cache.ts';
import { getEvent, updateEventRow } from '../events/queries.ts';
import { eventSettingsOf } from '../events/service.ts';
import { getSettingsData, saveSettingsData } from '../settings/queries.ts';
import { journalStorageKeys, takeJournaledKeys } from '../uploads/queries.ts';
import { deleteStoredObjects } from '../uploads/service.ts';
import { type CopyContext, copyRows, movedDatesOf } from './copy-sql.ts';
import { type CopyStep, copiedTables, copySteps, fileOwnerParts, tableName } from './plan.ts';
import {
  claimCopy,
  type EventCopyRow,
  failCopy,
  finishCopy,
  getCopy,
  insertCopy,
  recordStep,
  releaseCopy,
  requeueCopy,
  touchCopy,
} from './queries.ts';
import { type EventCopyJob, eventCopyQueue, type StoredCopyOptions } from './service.ts';

type Deps = Pick<
  AppDeps,
  'db' | 'log' | 'reporter' | 'jobs' | 'config' | 'emailRenderer' | 'storage'
>;

/** Which settings documents each part brings (the others keep the new event's defaults). */
const settingsKindsOf = {
  settings: ['emails', 'variables', 'welcomeEmail', 'tips'],
  branding: ['branding'],
  terminology: ['terminology'],
  onboarding: ['onboarding'],
  layouts: ['featured', 'dashboardHeader'],
} as const;

/** How many files one transaction of the files step copies. */
const filesPerBatch = 50;

interface StepRun {
  tx: Tx;
  ctx: CopyContext;
  options: StoredCopyOptions;
  summary: EventCopySummary;
}

const count = (summary: EventCopySummary, kind: string, n: number) => {
  if (n > 0) summary.counts[kind] = (summary.counts[kind] ?? 0) + n;
};

/** The plain steps: each chosen table copied whole, and its dates listed. */
async function copyTablesOf(step: CopyStep, run: StepRun) {
  for (const entry of copiedTables[step] ?? []) {
    if (!run.options.parts[entry.part]) continue;
    const n = await copyRows(run.tx, run.ctx, entry.table, {
      set: entry.set ?? {},
      ...(entry.where ? { where: entry.where } : {}),
    });
    count(run.summary, tableName(entry.table), n);
    run.summary.dates.push(
      ...(await movedDatesOf(
        run.tx,
        run.ctx,
        entry.table,
        entry.kind,
        entry.nameColumn,
        entry.dateColumns,
      )),
    );
  }
}

/** The settings documents chosen, and the event document made the new event's. */
async function copySettings(deps: Deps, { tx, ctx, options, summary }: StepRun) {
  const kinds = (Object.keys(settingsKindsOf) as Array<keyof typeof settingsKindsOf>).flatMap(
    (part) => (options.parts[part] ? [...settingsKindsOf[part]] : []),
  );
  if (kinds.length > 0) {
    const n = await copyRows(tx, ctx, eventSettings, {
      where: inArray(sql`kind`, kinds),
      onConflict: ['event_id', 'kind'],
    });
    count(summary, 'event_settings', n);
    // The translations of the documents that came, with them.
    const translated = kinds.filter(isTranslatableSetting);
    if (translated.length > 0) {
      const copied = await copyRows(tx, ctx, recordTranslations, {
        where: and(
          eq(recordTranslations.kind, 'settings'),
          inArray(recordTranslations.recordId, translated),
        ),
      });
      count(summary, 'record_translations', copied);
    }
  }
  if (options.parts.settings) {
    const stored = await getSettingsData(tx, ctx.sourceEventId, ['event']);
    const source: EventSettings = eventSettingsOf(
      { ...deps, db: tx },
      ctx.sourceEventId,
      stored.get('event'),
    );
    const document: EventSettings = {
      ...source,
      eventName: options.name,
      shortName: options.name.slice(0, 100),
      longName: options.name,
      startDate: options.startDate,
      endDate: options.endDate,
      timeZone: options.timeZone,
    };
    await saveSettingsData(tx, ctx.targetEventId, 'event', document, ctx.userId);
    await updateEventRow(tx, ctx.targetEventId, {
      timeZone: options.timeZone,
      reminderHour: source.reminderHour,
      retentionDays: source.retentionDays,
      auditRetentionDays: source.auditRetentionDays,
      requireStaffSecondFactor: source.requireStaffSecondFactor,
      requireStaffSso: source.requireStaffSso,
      languages: source.languages,
      defaultLanguage: source.defaultLanguage,
    });
    count(summary, 'event_settings', 1);
  }
  summary.dates.push(
    {
      kind: 'event',
      record: options.name,
      field: 'start date',
      before: options.sourceStartDate,
      after: options.startDate,
    },
    {
      kind: 'event',
      record: options.name,
      field: 'end date',
      before: options.sourceEndDate,
      after: options.endDate,
    },
  );
}

/** The sidebar entries replace the new event's defaults; then the layout tables. */
async function copyLayouts(run: StepRun) {
  if (run.options.parts.layouts) {
    const n = await copyRows(run.tx, run.ctx, corePages, { onConflict: ['event_id', 'id'] });
    count(run.summary, 'core_pages', n);
  }
  await copyTablesOf('layouts', run);
}

/** Forms with their records; every copied webhook gets a secret of its own (never copied). */
async function copyForms(run: StepRun) {
  await copyTablesOf('forms', run);
  if (!run.options.parts.forms) return;
  const hooks = await run.tx
    .select({ id: formWebhooks.id })
    .from(formWebhooks)
    .where(eq(formWebhooks.eventId, run.ctx.targetEventId));
  for (const hook of hooks) {
    await run.tx
      .update(formWebhooks)
      .set({ secret: newWebhookSecret() })
      .where(and(eq(formWebhooks.eventId, run.ctx.targetEventId), eq(formWebhooks.id, hook.id)));
  }
}

/**
 * The chosen teams, without their people: no owner, no members, no custom field values (theirs).
 * Each owner is invited to the new event through the invitations flow (an account from the
 * source event joins only by accepting) and placed as their team's owner again.
 */
async function copyTeams(deps: Deps, run: StepRun) {
  if (!run.options.parts.teams) return;
  const { tx, ctx } = run;
  const n = await copyRows(tx, ctx, teams, {
    set: {
      owner_id: 'null',
      custom_fields: "'{}'::jsonb",
      member_count: '0',
      ...(run.options.parts.teamTypes ? {} : { team_type_id: 'null' }),
    },
  });
  count(run.summary, 'teams', n);
  const owners = await tx
    .select({
      teamId: teams.id,
      teamName: teams.name,
      standShareRole: teams.standShareRole,
      email: userProfiles.email,
      firstName: members.firstName,
      surname: members.surname,
    })
    .from(teams)
    .innerJoin(members, and(eq(members.eventId, teams.eventId), eq(members.userId, teams.ownerId)))
    .innerJoin(userProfiles, eq(userProfiles.id, members.userId))
    .where(and(eq(teams.eventId, ctx.sourceEventId), isNotNull(teams.ownerId)))
    .orderBy(teams.id);
  const eventCtx: EventContext = {
    eventId: ctx.targetEventId,
    userId: ctx.userId ?? '',
    permissions: 'admin',
  };
  for (const owner of owners) {
    const invitee = await upsertMemberAccount(
      tx,
      ctx.targetEventId,
      // Names this event knew them by (an empty one, from an old import, reads as a placeholder).
      {
        email: owner.email,
        firstName: owner.firstName.trim() || 'Team',
        surname: owner.surname.trim() || 'Owner',
      },
      { createdBy: ctx.userId, invalidMessage: /*i18n*/ 'Invalid team owner' },
    );
    // One team per person and event: someone already placed keeps their first team.
    if (await getTeamIdOfUser(tx, ctx.targetEventId, invitee.userId)) continue;
    await tx
      .update(teams)
      .set({ ownerId: invitee.userId })
      .where(and(eq(teams.eventId, ctx.targetEventId), eq(teams.id, owner.teamId)));
    await addTeamMember(tx, {
      eventId: ctx.targetEventId,
      teamId: owner.teamId,
      userId: invitee.userId,
      createdBy: ctx.userId,
    });
    await queueWelcome(tx, deps, eventCtx, invitee, {
      kind: owner.standShareRole === 'child' ? 'standShare' : 'owner',
      teamName: owner.teamName,
    });
    if (invitee.isNewMember) run.summary.invited += 1;
  }
}

/** The target's key of a copied object: the source event's folder becomes the target's. */
const targetKey = (key: string, ctx: CopyContext) =>
  key.startsWith(`${ctx.sourceEventId}/`)
    ? `${ctx.targetEventId}/${key.slice(ctx.sourceEventId.length + 1)}`
    : `${ctx.targetEventId}/copied/${key}`;

/**
 * One batch of the files step: the next files of copied records not in the target yet. Their
 * objects are copied to new keys first (journalled, so a crash leaves nothing unowned: the
 * sweeper removes them), then their rows are inserted in the step's transaction, which takes
 * the keys out of the journal. True when a batch was copied, false when none is left.
 */
async function copyFileBatch(deps: Deps, copyId: string, runner: string, run: Omit<StepRun, 'tx'>) {
  const { ctx, options } = run;
  const owners = Object.entries(fileOwnerParts)
    .filter(([, part]) => options.parts[part])
    .map(([owner]) => owner);
  if (owners.length === 0) return false;
  const copied = deps.db
    .select({ id: storedFiles.id })
    .from(storedFiles)
    .where(eq(storedFiles.eventId, ctx.targetEventId));
  const files = await deps.db
    .select()
    .from(storedFiles)
    .where(
      and(
        eq(storedFiles.eventId, ctx.sourceEventId),
        inArray(storedFiles.ownerType, owners),
        notInArray(storedFiles.id, copied),
      ),
    )
    .orderBy(storedFiles.id)
    .limit(filesPerBatch);
  if (files.length === 0) return false;
  const keys = files.map((file) => targetKey(file.storageKey, ctx));
  await journalStorageKeys(deps.db, ctx.targetEventId, keys);
  try {
    for (const [i, file] of files.entries()) {
      const object = await deps.storage.get(file.storageKey);
      // A file whose object is gone is copied as a row still (served as missing, like the source).
      if (object) await deps.storage.put(keys[i]!, object.body, object.contentType);
    }
    const step = await deps.db.transaction(async (tx) => {
      await withoutAudit(tx);
      if (!(await touchCopy(tx, copyId, runner))) return 'taken over';
      if (!(await takeJournaledKeys(tx, ctx.targetEventId, keys))) {
        throw new Error('Recovery removed the copied files before they were recorded');
      }
      const n = await copyRows(tx, ctx, storedFiles, {
        where: inArray(
          sql`id`,
          files.map((f) => f.id),
        ),
        set: {
          storage_key: `case ${files
            .map((f, i) => `when id = ${quote(f.id)} then ${quote(keys[i]!)}`)
            .join(' ')} end`,
        },
      });
      count(run.summary, 'stored_files', n);
      await recordStep(tx, copyId, {
        step: 'files',
        done: copySteps.indexOf('files'),
        summary: run.summary as unknown as Record<string, unknown>,
      });
      return 'copied';
    });
    if (step === 'taken over') throw new TakenOver();
  } catch (error) {
    if (!(error instanceof TakenOver)) await deleteStoredObjects(deps, keys);
    throw error;
  }
  return true;
}

/** An SQL string literal (ids and keys are plain segments; quotes doubled all the same). */
const quote = (value: string) => `'${value.replaceAll("'", "''")}'`;

class TakenOver extends Error {}

/**
 * The job of one copy. It claims the copy as its runner (`<process id>/<job id>`), then runs
 * the steps from the first not done, one transaction each (the files step one per batch):
 * heartbeat (which also checks the copy is still this runner's), the step's inserts, progress
 * and summary so far. A crash loses at most the step in progress, which rolls back; recovery
 * (recovery.ts) queues the copy again and the next runner carries on from that step.
 */
export async function runCopyJob(deps: Deps, job: EventCopyJob, runner: string): Promise<void> {
  const current = await claimCopy(deps.db, job.copyId, runner);
  if (!current) return;
  const options = current.options as unknown as StoredCopyOptions;
  const ctx: CopyContext = {
    sourceEventId: current.sourceEventId,
    targetEventId: current.targetEventId,
    days: options.days,
    userId: current.requestedBy,
    sourceTimeZone: options.sourceTimeZone,
    targetTimeZone: options.timeZone,
  };
  const summary: EventCopySummary = {
    days: options.days,
    counts: {},
    invited: 0,
    dates: [],
    ...((current.summary ?? {}) as Partial<EventCopySummary>),
  };
  try {
    for (let index = current.done; index < copySteps.length; index++) {
      const step = copySteps[index]!;
      if (step === 'files') {
        while (await copyFileBatch(deps, current.id, runner, { ctx, options, summary })) {}
      }
      const outcome = await deps.db.transaction(async (tx) => {
        // A copy is one platform entry (below), not one per copied row.
        await withoutAudit(tx);
        if (!(await touchCopy(tx, current.id, runner))) return 'taken over';
        if (deps.jobs.stopping.aborted) {
          await requeueCopy(tx, current.id, runner);
          await deps.jobs.sendInTransaction(tx, eventCopyQueue, job);
          return 'handed back';
        }
        const run: StepRun = { tx, ctx, options, summary };
        if (step === 'settings') await copySettings(deps, run);
        else if (step === 'layouts') await copyLayouts(run);
        else if (step === 'forms') await copyForms(run);
        else if (step === 'teams') await copyTeams(deps, run);
        else if (step !== 'files') await copyTablesOf(step, run);
        await recordStep(tx, current.id, {
          step: copySteps[index + 1] ?? null,
          done: index + 1,
          summary: summary as unknown as Record<string, unknown>,
        });
        if (index === copySteps.length - 1) {
          await finishCopy(tx, current.id, runner);
          await noteCopied(tx, ctx, options.name);
        }
        return 'done';
      });
      // The new event's zone may have changed: every process reads the event afresh.
      if (step === 'settings') forgetEvents();
      if (outcome === 'taken over') {
        deps.log.warn({ copyId: current.id, runner }, 'event copy taken over by another runner');
        return;
      }
      if (outcome === 'handed back') return;
    }
  } catch (error) {
    if (error instanceof TakenOver) return;
    await failOrRelease(deps, current, runner, error);
    throw error;
  }
}

/**
 * The platform's entry of a finished copy, by whoever asked for it: the new event (whose
 * creation is an entry of its own) copied from the source, named as it is now.
 */
async function noteCopied(tx: Tx, ctx: CopyContext, name: string) {
  const source = await getEvent(tx, ctx.sourceEventId);
  const requester = ctx.userId;
  await withActor({ actor: () => (requester ? `person:${requester}` : null) }, () =>
    noteAction(tx, {
      eventId: null,
      area: 'platform',
      kind: 'event',
      id: ctx.targetEventId,
      name,
      action: 'copied',
      // The source's name then: it outlives a rename or the source's deletion.
      changes: { source: [null, source?.name ?? ctx.sourceEventId] },
    }),
  );
}

/** A copy into an event that exists already, run at once: what `runCopyNow` needs. */
export interface CopyNowInput {
  sourceEventId: string;
  targetEventId: string;
  /** Who copies: the new records' creator. */
  userId: string;
  /** The target's name, slug, host names, dates and zone (the settings step writes them). */
  target: Pick<
    StoredCopyOptions,
    'name' | 'slug' | 'hostnames' | 'startDate' | 'endDate' | 'timeZone'
  >;
  parts: StoredCopyOptions['parts'];
}

/**
 * A copy run to the end at once, without its job, into an event the caller has just made and
 * left empty (the demo seed's current edition, which must stay the installation's first event):
 * the copy's record is written as `startEventCopy` writes it (the days from the two start dates)
 * and its steps run through `runCopyJob`, the job's own code, on `deps.db`. Given the caller's
 * transaction as `deps.db`, each step is a savepoint of it and the whole copy commits with the
 * caller's work. Answers the copy's id; throws when a step fails (the copy is left unfinished).
 */
export async function runCopyNow(deps: Deps, input: CopyNowInput): Promise<string> {
  const stored = await getSettingsData(deps.db, input.sourceEventId, ['event']);
  const source = eventSettingsOf(deps, input.sourceEventId, stored.get('event'));
  const options: StoredCopyOptions = {
    ...input.target,
    parts: input.parts,
    days: daysBetween(source.startDate, input.target.startDate),
    sourceStartDate: source.startDate,
    sourceEndDate: source.endDate,
    sourceTimeZone: (await getEvent(deps.db, input.sourceEventId))?.timeZone ?? source.timeZone,
  };
  const copyId = newId();
  await insertCopy(deps.db, {
    id: copyId,
    sourceEventId: input.sourceEventId,
    targetEventId: input.targetEventId,
    requestedBy: input.userId,
    options: options as unknown as Record<string, unknown>,
    status: 'queued',
    step: copySteps[0],
    done: 0,
    total: copySteps.length,
  });
  await runCopyJob(deps, { copyId }, `${processId}/now/${copyId}`);
  const done = await getCopy(deps.db, copyId);
  if (done?.status !== 'finished') throw new Error(`Event copy ${copyId} did not finish`);
  return copyId;
}

/** A failed step: the copy lets go for pg-boss's retry, or fails on the last attempt. */
async function failOrRelease(deps: Deps, current: EventCopyRow, runner: string, error: unknown) {
  deps.log.error({ err: error, copyId: current.id }, 'event copy step failed');
  deps.reporter.capture(error, { copyId: current.id });
  await releaseCopy(deps.db, current.id, runner).catch(() => {});
}

const copyRetries = 2;

/** Registers the worker of the event copy queue. */
export async function registerEventCopy(deps: Deps, pollingIntervalSeconds = 1) {
  await deps.jobs.boss.createQueue(eventCopyQueue, {
    retryLimit: copyRetries,
    retryDelay: 5,
    expireInSeconds: 60 * 60,
  });
  await deps.jobs.boss.work<EventCopyJob>(
    eventCopyQueue,
    { batchSize: 1, pollingIntervalSeconds, includeMetadata: true as const },
    async ([job]) => {
      if (!job) return;
      try {
        await runCopyJob(deps, job.data, `${processId}/${job.id}`);
      } catch (error) {
        // The last attempt: the copy is marked failed (the new event keeps what was copied).
        const { retryCount = 0, retryLimit = copyRetries } = job as {
          retryCount?: number;
          retryLimit?: number;
        };
        if (retryCount >= retryLimit) {
          await failCopy(deps.db, job.data.copyId, String((error as Error).message ?? error));
        }
        throw error;
      }
    },
  );
}
