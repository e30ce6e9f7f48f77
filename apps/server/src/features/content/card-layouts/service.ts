import { errorCodes } from '@showdesk/domain/common/errors';
import {
  type CardLayout,
  type CardLayoutsResponse,
  cardMessages,
  defaultCards,
  layoutForTeamType,
  type SaveCardLayoutInput,
} from '@showdesk/domain/content/card-layouts';
import type { AppDeps, EventContext } from '../../../app-deps.ts';
import type { DbOrTx } from '../../../db/client.ts';
import { AppError } from '../../../lib/app-error.ts';
import { newId } from '../../../lib/ids.ts';
import { existingPageIds } from '../queries.ts';
import {
  type CardLayoutRow,
  deleteCards,
  deleteLayout,
  getLayoutRow,
  insertCards,
  insertLayout,
  listCards,
  listLayoutRows,
  listTeamTypeNames,
  updateLayout,
} from './queries.ts';

const defaultLayoutId = 'default';

/** The event's layouts; the default one (with the default cards) is made the first time. */
async function layoutRows(db: DbOrTx, eventId: string): Promise<CardLayoutRow[]> {
  const rows = await listLayoutRows(db, eventId);
  if (rows.some((row) => row.isDefault)) return rows;
  const cardIds = defaultCards.map(() => newId());
  await db.transaction(async (tx) => {
    await insertCards(
      tx,
      eventId,
      defaultCards.map((c, i) => ({ ...c, id: cardIds[i]! })),
      null,
    );
    await insertLayout(
      tx,
      { eventId, id: defaultLayoutId, name: 'Default', isDefault: true, cardIds, teamTypeIds: [] },
      null,
    );
  });
  return listLayoutRows(db, eventId);
}

async function withCards(db: DbOrTx, eventId: string, row: CardLayoutRow): Promise<CardLayout> {
  const found = await listCards(db, eventId, row.cardIds);
  const byId = new Map(found.map((card) => [card.id, card]));
  return {
    id: row.id,
    name: row.name,
    isDefault: row.isDefault,
    teamTypeIds: row.teamTypeIds,
    cards: row.cardIds.flatMap((id) => byId.get(id) ?? []),
  };
}

/** Every layout with its cards, and the team types to assign (admin). */
export async function listCardLayouts(
  deps: AppDeps,
  eventId: string,
): Promise<CardLayoutsResponse> {
  const rows = await layoutRows(deps.db, eventId);
  return {
    layouts: await Promise.all(rows.map((row) => withCards(deps.db, eventId, row))),
    teamTypes: await listTeamTypeNames(deps.db, eventId),
  };
}

/**
 * The layouts stored so far, with their cards, writing nothing: the default layout exists only
 * once a dashboard or the layouts page was opened (its cards are all the app's own words).
 */
export async function storedCardLayouts(deps: AppDeps, eventId: string): Promise<CardLayout[]> {
  const rows = await listLayoutRows(deps.db, eventId);
  return Promise.all(rows.map((row) => withCards(deps.db, eventId, row)));
}

/** One stored layout with its cards, or null; writing nothing (see `storedCardLayouts`). */
export async function storedCardLayout(
  deps: AppDeps,
  eventId: string,
  layoutId: string,
): Promise<CardLayout | null> {
  const row = await getLayoutRow(deps.db, eventId, layoutId);
  return row ? withCards(deps.db, eventId, row) : null;
}

/** The layout for a team type (the default otherwise), with its six cards: the member's dashboard. */
export async function layoutForDashboard(
  deps: AppDeps,
  eventId: string,
  teamTypeId: string | null,
): Promise<CardLayout | null> {
  const rows = await layoutRows(deps.db, eventId);
  const layout = layoutForTeamType(rows, teamTypeId);
  return layout ? withCards(deps.db, eventId, layout) : null;
}

/** Team types must be the event's own and on no other layout (spec section 5). */
async function checkTeamTypes(db: DbOrTx, eventId: string, layoutId: string | null, ids: string[]) {
  const known = new Map((await listTeamTypeNames(db, eventId)).map((t) => [t.id, t.name]));
  const unknown = ids.find((id) => !known.has(id));
  if (unknown) {
    throw new AppError(errorCodes.validation, 400, cardMessages.invalidLayout, [
      { path: 'teamTypeIds', message: /*i18n*/ 'Choose team types of this event' },
    ]);
  }
  const others = (await listLayoutRows(db, eventId)).filter((row) => row.id !== layoutId);
  const taken = ids.find((id) => others.some((row) => row.teamTypeIds.includes(id)));
  if (taken) {
    const message = cardMessages.teamTypeAssigned(known.get(taken) ?? taken);
    throw new AppError(errorCodes.conflict, 409, message, [{ path: 'teamTypeIds', message }]);
  }
}

/**
 * A content card must open a content page of this event: another event's page id would put a
 * link to it on this event's dashboard (and tell whether it exists).
 */
async function checkCards(db: DbOrTx, eventId: string, cards: SaveCardLayoutInput['cards']) {
  const ids = cards.flatMap((card) => (card.type === 'content' ? [card.pathId] : []));
  const known = await existingPageIds(db, eventId, ids);
  const issues = cards.flatMap((card, index) =>
    card.type === 'content' && !known.has(card.pathId)
      ? [{ path: `cards.${index}.pathId`, message: /*i18n*/ 'Choose a content page of this event' }]
      : [],
  );
  if (issues.length > 0) {
    throw new AppError(errorCodes.validation, 400, cardMessages.invalidCards, issues);
  }
}

/** Adds a layout with its six cards, in one transaction (admin). */
export async function addCardLayout(deps: AppDeps, ctx: EventContext, input: SaveCardLayoutInput) {
  await layoutRows(deps.db, ctx.eventId);
  const id = newId();
  await deps.db.transaction(async (tx) => {
    await checkTeamTypes(tx, ctx.eventId, null, input.teamTypeIds);
    await checkCards(tx, ctx.eventId, input.cards);
    const cardIds = input.cards.map(() => newId());
    await insertCards(
      tx,
      ctx.eventId,
      input.cards.map((c, i) => ({ ...c, id: cardIds[i]! })),
      ctx.userId,
    );
    await insertLayout(
      tx,
      {
        eventId: ctx.eventId,
        id,
        name: input.name,
        isDefault: false,
        cardIds,
        teamTypeIds: input.teamTypeIds,
      },
      ctx.userId,
    );
  });
  return getCardLayout(deps, ctx.eventId, id);
}

/** Replaces a layout's name, team types and cards (its old cards are deleted), in one transaction. */
export async function saveCardLayout(
  deps: AppDeps,
  ctx: EventContext,
  layoutId: string,
  input: SaveCardLayoutInput,
) {
  await deps.db.transaction(async (tx) => {
    const row = await getLayoutRow(tx, ctx.eventId, layoutId);
    if (!row) throw AppError.notFound(cardMessages.layoutNotFound);
    await checkTeamTypes(tx, ctx.eventId, layoutId, input.teamTypeIds);
    await checkCards(tx, ctx.eventId, input.cards);
    const cardIds = input.cards.map(() => newId());
    await deleteCards(tx, ctx.eventId, row.cardIds);
    await insertCards(
      tx,
      ctx.eventId,
      input.cards.map((c, i) => ({ ...c, id: cardIds[i]! })),
      ctx.userId,
    );
    await updateLayout(
      tx,
      ctx.eventId,
      layoutId,
      { name: input.name, cardIds, teamTypeIds: input.teamTypeIds },
      ctx.userId,
    );
  });
  return getCardLayout(deps, ctx.eventId, layoutId);
}

/** Deletes a layout and its cards; the default layout stays ("Can't delete the default layout"). */
export async function removeCardLayout(deps: AppDeps, ctx: EventContext, layoutId: string) {
  await deps.db.transaction(async (tx) => {
    const row = await getLayoutRow(tx, ctx.eventId, layoutId);
    if (!row) throw AppError.notFound(cardMessages.layoutNotFound);
    if (row.isDefault) throw AppError.badRequest(cardMessages.cantDeleteDefault);
    await deleteLayout(tx, ctx.eventId, layoutId);
    await deleteCards(tx, ctx.eventId, row.cardIds);
  });
}

async function getCardLayout(deps: AppDeps, eventId: string, layoutId: string) {
  const row = await getLayoutRow(deps.db, eventId, layoutId);
  if (!row) throw AppError.notFound(cardMessages.layoutNotFound);
  return withCards(deps.db, eventId, row);
}
