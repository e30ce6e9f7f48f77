import { messages } from '@showdesk/domain/common/errors';
import type { Permission } from '@showdesk/domain/people/permissions';
import {
  daysBetween,
  type EventCopy,
  type EventCopyInput,
  type EventCopyOptions,
  eventCopyInputSchema,
  eventCopyMessages,
  eventCopySummarySchema,
} from '@showdesk/domain/platform/event-copy';
import type { AppDeps } from '../../../app-deps.ts';
import { AppError } from '../../../lib/app-error.ts';
import { newId } from '../../../lib/ids.ts';
import { forgetEvents } from '../events/event-cache.ts';
import { getEvent, updateEventRow } from '../events/queries.ts';
import {
  eventSettingsOf,
  insertEventWithDefaults,
  isUniqueViolation,
  slugInUse,
} from '../events/service.ts';
import { getSettingsData, saveSettingsData } from '../settings/queries.ts';
import { copySteps } from './plan.ts';
import { type EventCopyRow, getCopy, insertCopy } from './queries.ts';

type Deps = Pick<AppDeps, 'db' | 'log' | 'reporter' | 'jobs'>;

export const eventCopyQueue = 'event-copy';

export interface EventCopyJob {
  copyId: string;
}

/** What a copy's record keeps in `options`: the new event, the parts, and the days moved. */
export interface StoredCopyOptions {
  name: string;
  slug: string;
  hostnames: string[];
  startDate: string;
  endDate: string;
  timeZone: string;
  parts: EventCopyOptions;
  days: number;
  sourceStartDate: string;
  /** The source's zone when the copy started: a scheduled time keeps its wall-clock time. */
  sourceTimeZone: string;
  sourceEndDate: string;
}

/**
 * Starts a copy of `sourceEventId`: in one transaction, the new event is made as the platform
 * makes one (slug and host names free, the same messages; the defaults; the requester its admin
 * at `creatorPermission`) with its time zone, the copy's record, and its job. The job copies
 * what was chosen (run.ts). Answers the copy's id.
 */
export async function startEventCopy(
  deps: Deps,
  userId: string,
  sourceEventId: string,
  body: EventCopyInput,
  creatorPermission: Permission = 'eventflowAdmin',
): Promise<{ id: string; targetEventId: string }> {
  const input = eventCopyInputSchema.parse(body);
  const source = await getEvent(deps.db, sourceEventId);
  if (!source) throw AppError.notFound(messages.eventNotFound);
  const stored = await getSettingsData(deps.db, sourceEventId, ['event']);
  const sourceDocument = eventSettingsOf(deps, sourceEventId, stored.get('event'));
  const options: StoredCopyOptions = {
    name: input.name,
    slug: input.slug,
    hostnames: input.hostnames,
    startDate: input.startDate,
    endDate: input.endDate,
    timeZone: input.timeZone,
    parts: input.options,
    days: daysBetween(sourceDocument.startDate, input.startDate),
    sourceStartDate: sourceDocument.startDate,
    sourceTimeZone: source.timeZone,
    sourceEndDate: sourceDocument.endDate,
  };
  const id = newId();
  try {
    return await deps.db.transaction(async (tx) => {
      const { event, settings } = await insertEventWithDefaults(
        tx,
        userId,
        {
          name: input.name,
          shortName: input.name.slice(0, 100),
          longName: input.name,
          slug: input.slug,
          hostnames: input.hostnames,
          startDate: input.startDate,
          endDate: input.endDate,
        },
        creatorPermission,
      );
      await updateEventRow(tx, event.id, {
        timeZone: input.timeZone,
        reminderHour: event.reminderHour,
        retentionDays: event.retentionDays,
        auditRetentionDays: event.auditRetentionDays,
        requireStaffSecondFactor: event.requireStaffSecondFactor,
        requireStaffSso: event.requireStaffSso,
        languages: event.languages,
        defaultLanguage: event.defaultLanguage,
      });
      await saveSettingsData(
        tx,
        event.id,
        'event',
        { ...settings, timeZone: input.timeZone },
        userId,
      );
      await insertCopy(tx, {
        id,
        sourceEventId,
        targetEventId: event.id,
        requestedBy: userId,
        options: options as unknown as Record<string, unknown>,
        status: 'queued',
        step: copySteps[0],
        done: 0,
        total: copySteps.length,
      });
      await deps.jobs.sendInTransaction(tx, eventCopyQueue, { copyId: id } satisfies EventCopyJob);
      return { id, targetEventId: event.id };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw slugInUse();
    throw error;
  } finally {
    forgetEvents();
  }
}

export function describeCopy(row: EventCopyRow): EventCopy {
  const options = row.options as unknown as StoredCopyOptions;
  const summary = row.status === 'finished' ? eventCopySummarySchema.safeParse(row.summary) : null;
  return {
    id: row.id,
    sourceEventId: row.sourceEventId,
    targetEventId: row.targetEventId,
    status: row.status,
    step: row.status === 'finished' || row.status === 'failed' ? null : row.step,
    done: row.done,
    total: row.total,
    name: options.name,
    timeZone: options.timeZone,
    sourceTimeZone: options.sourceTimeZone,
    options: options.parts,
    summary: summary?.success ? summary.data : null,
    error: row.error,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}

/** A copy's progress and, once finished, its summary; 404 'Copy not found'. */
export async function getEventCopy(deps: Pick<AppDeps, 'db'>, copyId: string): Promise<EventCopy> {
  const row = await getCopy(deps.db, copyId);
  if (!row) throw AppError.notFound(eventCopyMessages.notFound);
  return describeCopy(row);
}

/** A copy of this event (its admins' view); another event's copy answers 404 like a missing one. */
export async function getEventCopyOf(
  deps: Pick<AppDeps, 'db'>,
  eventId: string,
  copyId: string,
): Promise<EventCopy> {
  const row = await getCopy(deps.db, copyId);
  if (!row || row.sourceEventId !== eventId) throw AppError.notFound(eventCopyMessages.notFound);
  return describeCopy(row);
}
