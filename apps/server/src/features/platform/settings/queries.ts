import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { preparedPerDatabase } from '../../../db/prepared.ts';
import { events } from '../../../db/schema/events.ts';
import { corePages, eventSettings, sidebarSections } from '../../../db/schema/settings.ts';

/** The stored data of some settings documents of an event, by kind (missing kinds absent). */
export async function getSettingsData(
  db: DbOrTx,
  eventId: string,
  kinds: readonly string[],
): Promise<Map<string, unknown>> {
  const rows = await db
    .select({ kind: eventSettings.kind, data: eventSettings.data })
    .from(eventSettings)
    .where(and(eq(eventSettings.eventId, eventId), inArray(eventSettings.kind, [...kinds])));
  return new Map(rows.map((row) => [row.kind, row.data]));
}

/**
 * The stored data of one settings document, locked until the transaction ends so that two
 * merge-sets of the same document do not lose each other's fields. A document not yet stored
 * is created from `initial` first, so there is a row to lock; the caller's transaction
 * rolls that back if it fails.
 */
export async function lockSettingsData(
  tx: DbOrTx,
  eventId: string,
  kind: string,
  initial: object,
  userId: string | null,
): Promise<unknown> {
  await tx
    .insert(eventSettings)
    .values({
      eventId,
      kind,
      data: initial as Record<string, unknown>,
      createdBy: userId,
      updatedBy: userId,
    })
    .onConflictDoNothing();
  const [row] = await tx
    .select({ data: eventSettings.data })
    .from(eventSettings)
    .where(and(eq(eventSettings.eventId, eventId), eq(eventSettings.kind, kind)))
    .for('update');
  return row?.data;
}

/** Writes a whole settings document, creating it on first save. */
export async function saveSettingsData(
  db: DbOrTx,
  eventId: string,
  kind: string,
  data: object,
  userId: string | null,
) {
  const now = new Date();
  await db
    .insert(eventSettings)
    .values({
      eventId,
      kind,
      data: data as Record<string, unknown>,
      createdBy: userId,
      updatedBy: userId,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoUpdate({
      target: [eventSettings.eventId, eventSettings.kind],
      set: { data: sql`excluded.data`, updatedAt: now, updatedBy: userId },
    });
}

export interface CorePageRow {
  id: string;
  title: string;
  icon: string;
  isPublished: boolean;
  assetId: string | null;
}

const corePageColumns = {
  id: corePages.id,
  title: corePages.title,
  icon: corePages.icon,
  isPublished: corePages.isPublished,
  assetId: corePages.assetId,
};

export async function listCorePageRows(db: DbOrTx, eventId: string): Promise<CorePageRow[]> {
  return db.select(corePageColumns).from(corePages).where(eq(corePages.eventId, eventId));
}

/** Writes a core page, creating its row on first save. */
export async function saveCorePageRow(
  db: DbOrTx,
  eventId: string,
  page: CorePageRow,
  userId: string | null,
) {
  const now = new Date();
  const values = {
    title: page.title,
    icon: page.icon,
    isPublished: page.isPublished,
    assetId: page.assetId,
  };
  await db
    .insert(corePages)
    .values({ eventId, id: page.id, ...values, createdBy: userId, updatedBy: userId })
    .onConflictDoUpdate({
      target: [corePages.eventId, corePages.id],
      set: { ...values, updatedAt: now, updatedBy: userId },
    });
}

export interface SidebarSectionRow {
  id: string;
  heading: string;
  itemIds: string[];
  index: number;
  isCollapsable: boolean;
}

const sidebarColumns = {
  id: sidebarSections.id,
  heading: sidebarSections.heading,
  itemIds: sidebarSections.itemIds,
  index: sidebarSections.index,
  isCollapsable: sidebarSections.isCollapsable,
};

export async function listSidebarRows(db: DbOrTx, eventId: string): Promise<SidebarSectionRow[]> {
  return db
    .select(sidebarColumns)
    .from(sidebarSections)
    .where(eq(sidebarSections.eventId, eventId))
    .orderBy(asc(sidebarSections.index), asc(sidebarSections.id));
}

/**
 * Makes the stored sections exactly `sections`: each is written (keeping the creation stamps of
 * one that already existed) and every other section of the event is deleted.
 */
export async function replaceSidebarRows(
  tx: DbOrTx,
  eventId: string,
  sections: SidebarSectionRow[],
  userId: string | null,
) {
  const keep = sections.map((section) => section.id);
  await tx
    .delete(sidebarSections)
    .where(
      keep.length > 0
        ? and(eq(sidebarSections.eventId, eventId), notInArray(sidebarSections.id, keep))
        : eq(sidebarSections.eventId, eventId),
    );
  if (sections.length === 0) return;
  const now = new Date();
  await tx
    .insert(sidebarSections)
    .values(
      sections.map((section) => ({
        eventId,
        ...section,
        createdBy: userId,
        updatedBy: userId,
        createdAt: now,
        updatedAt: now,
      })),
    )
    .onConflictDoUpdate({
      target: [sidebarSections.eventId, sidebarSections.id],
      set: {
        heading: sql`excluded.heading`,
        itemIds: sql`excluded.item_ids`,
        index: sql`excluded.index`,
        isCollapsable: sql`excluded.is_collapsable`,
        updatedAt: now,
        updatedBy: userId,
      },
    });
}

/** Settings kinds the app shell needs on every page. */
export const appearanceKinds = ['branding', 'terminology'] as const;

export interface AppearanceRecord {
  settings: Array<{ kind: string; data: unknown }> | null;
  corePages: CorePageRow[] | null;
  sidebar: SidebarSectionRow[] | null;
}

/**
 * Branding, terminology, core pages and sidebar sections of an event in one round trip: the
 * session asks for them on every page load. Each part is null when nothing is stored.
 * Every subquery names the event itself, so each runs on the event's own shard.
 */
export async function getAppearanceRecord(db: DbOrTx, eventId: string): Promise<AppearanceRecord> {
  const [row] = await preparedFor(db).execute({ eventId });
  return row ?? { settings: null, corePages: null, sidebar: null };
}

function prepareAppearance(db: DbOrTx) {
  const eventId = sql.placeholder('eventId');
  const kinds = sql.join(
    appearanceKinds.map((kind) => sql`${kind}`),
    sql`, `,
  );
  return db
    .select({
      settings: sql<AppearanceRecord['settings']>`(select json_agg(json_build_object(
          'kind', s.kind, 'data', s.data))
        from event_settings s where s.event_id = ${eventId} and s.kind in (${kinds}))`,
      corePages: sql<AppearanceRecord['corePages']>`(select json_agg(json_build_object(
          'id', c.id, 'title', c.title, 'icon', c.icon, 'isPublished', c.is_published,
          'assetId', c.asset_id))
        from core_pages c where c.event_id = ${eventId})`,
      sidebar: sql<AppearanceRecord['sidebar']>`(select json_agg(json_build_object(
          'id', x.id, 'heading', x.heading, 'itemIds', x.item_ids, 'index', x.index,
          'isCollapsable', x.is_collapsable) order by x.index, x.id)
        from sidebar_sections x where x.event_id = ${eventId})`,
    })
    .from(events)
    .where(eq(events.id, eventId))
    .prepare('appearance_record');
}

const preparedFor = preparedPerDatabase(prepareAppearance);
