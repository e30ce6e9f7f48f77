import { errorCodes } from '@showdesk/domain/common/errors';
import type { AppLocale } from '@showdesk/domain/common/locales';
import {
  type Branding,
  brandingImageFields,
  storedFileUrlPattern,
} from '@showdesk/domain/platform/branding';
import {
  mergeSettingsDocument,
  parseSettingsUpdate,
  readSettingsDocument,
  replaceSettingsDocument,
  type SettingsDocuments,
  type SettingsKind,
  type SettingsResult,
  settingsRules,
} from '@showdesk/domain/platform/settings-kinds';
import type { AppDeps, EventContext } from '../../../app-deps.ts';
import type { DbOrTx } from '../../../db/client.ts';
import { AppError } from '../../../lib/app-error.ts';
import { reportInvalidRecord } from '../../../lib/invalid-records.ts';
import { getAsset } from '../../content/assets/queries.ts';
import { forgetEvents } from '../events/event-cache.ts';
import { getEvent, updateEventRow } from '../events/queries.ts';
import { getStoredFile } from '../uploads/queries.ts';
import { syncFeaturedContent } from './featured.ts';
import { forgetFirstPaint } from './first-paint.ts';
import { getSettingsData, lockSettingsData, saveSettingsData } from './queries.ts';

type Deps = Pick<AppDeps, 'db' | 'log' | 'reporter'>;

/**
 * A stored document as the app uses it: the kind's defaults when it was never saved, and also
 * when what is stored fails its check (which is then reported).
 */
export function documentOrDefaults<K extends SettingsKind>(
  deps: Pick<AppDeps, 'log' | 'reporter'>,
  eventId: string,
  kind: K,
  stored: unknown,
): SettingsDocuments[K] {
  if (stored === undefined || stored === null) return settingsRules[kind].defaults;
  const result = readSettingsDocument(kind, stored);
  if (result.success) return result.data;
  reportInvalidRecord(deps, {
    entity: `settings:${kind}`,
    eventId,
    id: kind,
    issues: result.issues,
  });
  return settingsRules[kind].defaults;
}

/** One settings document of an event (its defaults until it is saved). */
export async function readSettings<K extends SettingsKind>(
  deps: Deps,
  eventId: string,
  kind: K,
): Promise<SettingsDocuments[K]> {
  const stored = await getSettingsData(deps.db, eventId, [kind]);
  return withEventRow(
    deps.db,
    eventId,
    kind,
    documentOrDefaults(deps, eventId, kind, stored.get(kind)),
  );
}

/**
 * The event document as the app keeps it: while its eventName was never set (defaults, or a
 * document saved before the name was required), the event's own name stands in for it, so the
 * form shows the name the app shows and a save keeps it; its time zone, reminder hour and
 * retention period are the event row's, which the app reads (and the events' own screens set).
 */
async function withEventRow<K extends SettingsKind>(
  db: DbOrTx,
  eventId: string,
  kind: K,
  document: SettingsDocuments[K],
): Promise<SettingsDocuments[K]> {
  if (kind !== 'event') return document;
  const settings = document as SettingsDocuments['event'];
  const event = await getEvent(db, eventId);
  return {
    ...settings,
    eventName: settings.eventName || (event?.name ?? ''),
    timeZone: event?.timeZone ?? settings.timeZone,
    reminderHour: event?.reminderHour ?? settings.reminderHour,
    retentionDays: event ? event.retentionDays : settings.retentionDays,
    auditRetentionDays: event ? event.auditRetentionDays : settings.auditRetentionDays,
    requireStaffSecondFactor: event
      ? event.requireStaffSecondFactor
      : settings.requireStaffSecondFactor,
    requireStaffSso: event ? event.requireStaffSso : settings.requireStaffSso,
    languages: event ? (event.languages as AppLocale[]) : settings.languages,
    defaultLanguage: event ? (event.defaultLanguage as AppLocale) : settings.defaultLanguage,
  } as SettingsDocuments[K];
}

function orThrow<T>(result: SettingsResult<T>): T {
  if (result.success) return result.data;
  throw new AppError(errorCodes.validation, 400, result.message, result.issues);
}

/** Replaces a settings document whole (admin). Nothing is written when the body is refused. */
export async function replaceSettings<K extends SettingsKind>(
  deps: Deps,
  ctx: EventContext,
  kind: K,
  body: unknown,
): Promise<SettingsDocuments[K]> {
  const document = orThrow(replaceSettingsDocument(kind, body));
  await deps.db.transaction(async (tx) => {
    await saveSettingsData(tx, ctx.eventId, kind, document, ctx.userId);
    await afterSave(tx, ctx, kind, document);
  });
  if (kind === 'event') forgetEvents();
  if (kind === 'branding') forgetFirstPaint(ctx.eventId);
  return document;
}

/**
 * Sets the given fields of a settings document over what is stored (admin), and checks the
 * result whole. Nothing is written when the body or the result is refused.
 */
export async function updateSettings<K extends SettingsKind>(
  deps: Deps,
  ctx: EventContext,
  kind: K,
  body: unknown,
): Promise<SettingsDocuments[K]> {
  orThrow(parseSettingsUpdate(kind, body));
  const document = await deps.db.transaction((tx) => updateSettingsIn(tx, deps, ctx, kind, body));
  if (kind === 'event') forgetEvents();
  if (kind === 'branding') forgetFirstPaint(ctx.eventId);
  return document;
}

/**
 * `updateSettings` inside the caller's transaction, for a write that changes a document as a
 * side effect (e.g. an uploaded logo sets branding.logo).
 */
export async function updateSettingsIn<K extends SettingsKind>(
  tx: DbOrTx,
  deps: Pick<AppDeps, 'log' | 'reporter'>,
  ctx: EventContext,
  kind: K,
  body: unknown,
): Promise<SettingsDocuments[K]> {
  const stored = await lockSettingsData(
    tx,
    ctx.eventId,
    kind,
    settingsRules[kind].defaults,
    ctx.userId,
  );
  const current = await withEventRow(
    tx,
    ctx.eventId,
    kind,
    documentOrDefaults(deps, ctx.eventId, kind, stored),
  );
  const merged = orThrow(mergeSettingsDocument(kind, current, body));
  await saveSettingsData(tx, ctx.eventId, kind, merged, ctx.userId);
  await afterSave(tx, ctx, kind, merged);
  if (kind === 'branding') forgetFirstPaint(ctx.eventId);
  return merged;
}

/**
 * The dashboard header's image must be an image of this event's asset library (another event's
 * id would show its file here). Checked in the saving transaction, so a refusal writes nothing.
 */
async function checkHeaderImage(tx: DbOrTx, eventId: string, assetId: string | null) {
  if (!assetId) return;
  const asset = await getAsset(tx, eventId, assetId);
  if (asset?.type === 'image') return;
  throw new AppError(errorCodes.validation, 400, settingsRules.dashboardHeader.invalidMessage, [
    { path: 'assetId', message: /*i18n*/ 'Choose an image from the asset library' },
  ]);
}

/**
 * Branding images must be files of this event (a URL of another event's file, or of any other
 * site, would show someone else's picture on the login page). Checked in the saving transaction.
 */
async function checkBrandingImages(tx: DbOrTx, eventId: string, branding: Branding) {
  for (const field of brandingImageFields) {
    const url = branding[field];
    if (!url) continue;
    const [, urlEventId, fileId] = storedFileUrlPattern.exec(url) ?? [];
    const file = urlEventId === eventId && fileId ? await getStoredFile(tx, eventId, fileId) : null;
    if (file?.contentType.startsWith('image/')) continue;
    throw new AppError(errorCodes.validation, 400, settingsRules.branding.invalidMessage, [
      { path: field, message: /*i18n*/ 'Upload the image, or choose one from the asset library' },
    ]);
  }
}

/**
 * What follows a saved document: the event's own name follows the event settings' eventName
 * (so the login page, the session and /my-events agree); the content pages' isFeatured flags
 * follow the featured list; the dashboard header's and branding's images must be the event's.
 */
async function afterSave<K extends SettingsKind>(
  tx: DbOrTx,
  ctx: EventContext,
  kind: K,
  document: SettingsDocuments[K],
) {
  if (kind === 'branding') {
    await checkBrandingImages(tx, ctx.eventId, document as SettingsDocuments['branding']);
    return;
  }
  if (kind === 'dashboardHeader') {
    await checkHeaderImage(
      tx,
      ctx.eventId,
      (document as SettingsDocuments['dashboardHeader']).assetId,
    );
    return;
  }
  if (kind === 'featured') {
    await syncFeaturedContent(
      tx,
      ctx.eventId,
      (document as SettingsDocuments['featured']).contentIds,
    );
    return;
  }
  if (kind !== 'event') return;
  const {
    eventName,
    timeZone,
    reminderHour,
    retentionDays,
    auditRetentionDays,
    requireStaffSecondFactor,
    requireStaffSso,
    languages,
    defaultLanguage,
  } = document as SettingsDocuments['event'];
  const row = {
    timeZone,
    reminderHour,
    retentionDays,
    auditRetentionDays,
    requireStaffSecondFactor,
    requireStaffSso,
    languages,
    defaultLanguage,
  };
  await updateEventRow(tx, ctx.eventId, eventName ? { name: eventName, ...row } : row);
}
