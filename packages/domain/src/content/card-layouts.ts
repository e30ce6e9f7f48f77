import { z } from 'zod';
import { say } from '../common/say.ts';
import { text } from '../common/text.ts';
import { corePageIds } from './core-pages.ts';

/** A layout shows exactly this many cards (spec section 9). */
export const cardsPerLayout = 6;

/**
 * What a card opens (the spec keeps its list private): a core page of the event, a content
 * page (once content exists) or a web address.
 */
export const cardTypes = ['corePage', 'content', 'link'] as const;
export type CardType = (typeof cardTypes)[number];

export const cardMessages = {
  invalidLayout: /*i18n*/ 'Invalid layout',
  invalidCards: /*i18n*/ 'Invalid cards',
  invalidCard: /*i18n*/ 'Invalid card',
  cantDeleteDefault: /*i18n*/ "Can't delete the default layout",
  layoutNotFound: /*i18n*/ 'Layout not found',
  teamTypeAssigned: (name: string) => say(/*i18n*/ '{name} is already on another layout', { name }),
} as const;

const cardFields = z.strictObject({
  type: z.enum(cardTypes),
  title: text().trim().min(1, /*i18n*/ 'Enter a title').max(80),
  isMini: z.boolean(),
  description: text().trim().max(300),
  /** A core page id, a content page id or an https address, by `type`. */
  pathId: text().trim().max(500),
});

/** A dashboard card (spec section 3, Card), checked by its type. */
export const cardInputSchema = cardFields.superRefine((card, ctx) => {
  if (card.type === 'corePage' && !(corePageIds as readonly string[]).includes(card.pathId)) {
    ctx.addIssue({ code: 'custom', path: ['pathId'], message: /*i18n*/ 'Choose a page' });
  }
  if (card.type === 'content' && !card.pathId) {
    ctx.addIssue({ code: 'custom', path: ['pathId'], message: /*i18n*/ 'Choose a content page' });
  }
  if (card.type === 'link' && !/^https?:\/\/\S+$/.test(card.pathId)) {
    ctx.addIssue({ code: 'custom', path: ['pathId'], message: /*i18n*/ 'Enter a web address' });
  }
});
export type CardInput = z.infer<typeof cardInputSchema>;

export const cardSchema = cardFields.extend({ id: text().min(1) });
export type Card = z.infer<typeof cardSchema>;

/** Add or replace a layout: a name, the team types it serves, and exactly six cards. */
export const saveCardLayoutInputSchema = z.strictObject({
  name: text().trim().min(1, /*i18n*/ 'Enter a name').max(100),
  teamTypeIds: z
    .array(text().min(1))
    .max(200)
    .refine((ids) => new Set(ids).size === ids.length, /*i18n*/ 'A team type can be chosen once'),
  cards: z
    .array(cardInputSchema)
    .length(
      cardsPerLayout,
      say(/*i18n*/ 'A layout has exactly {count} cards', { count: cardsPerLayout }),
    ),
});
export type SaveCardLayoutInput = z.infer<typeof saveCardLayoutInputSchema>;

/** A card layout with its cards in order (spec section 3, Card layout). */
export const cardLayoutSchema = z.strictObject({
  id: text().min(1),
  name: text(),
  isDefault: z.boolean(),
  teamTypeIds: z.array(text()),
  cards: z.array(cardSchema),
});
export type CardLayout = z.infer<typeof cardLayoutSchema>;

export const cardLayoutsResponseSchema = z.strictObject({
  layouts: z.array(cardLayoutSchema),
  /** The event's team types, for the pick list. */
  teamTypes: z.array(z.strictObject({ id: text(), name: text() })),
});
export type CardLayoutsResponse = z.infer<typeof cardLayoutsResponseSchema>;

/** The six cards a new event's default layout starts with: its main areas. */
export const defaultCards: CardInput[] = [
  {
    type: 'corePage',
    title: 'Tasks',
    isMini: false,
    description: /*i18n*/ 'What your team needs to do',
    pathId: 'tasks',
  },
  {
    type: 'corePage',
    title: 'Forms',
    isMini: false,
    description: /*i18n*/ 'Orders and information to send us',
    pathId: 'forms',
  },
  {
    type: 'corePage',
    title: 'Downloads',
    isMini: false,
    description: /*i18n*/ 'Manuals, plans and guides',
    pathId: 'downloads',
  },
  {
    type: 'corePage',
    title: 'Suppliers',
    isMini: true,
    description: /*i18n*/ 'Official contractors',
    pathId: 'suppliers',
  },
  {
    type: 'corePage',
    title: 'Notifications',
    isMini: true,
    description: /*i18n*/ 'News from the organisers',
    pathId: 'notifications',
  },
  {
    type: 'corePage',
    title: 'Time Table',
    isMini: true,
    description: /*i18n*/ 'What happens when',
    pathId: 'timeTable',
  },
];

/**
 * The pick-list state of a team type in a layout's editor: a type already on another layout
 * shows '(Assigned)' and cannot be chosen (spec section 5).
 */
export function teamTypeOption(
  teamType: { id: string; name: string },
  layoutId: string | null,
  layouts: Array<{ id: string; teamTypeIds: string[] }>,
): { value: string; label: string; disabled: boolean } {
  const elsewhere = layouts.some((l) => l.id !== layoutId && l.teamTypeIds.includes(teamType.id));
  return {
    value: teamType.id,
    label: elsewhere ? `${teamType.name} (Assigned)` : teamType.name,
    disabled: elsewhere,
  };
}

/** The layout a team sees: the one holding its team type, else the default. */
export function layoutForTeamType<L extends { isDefault: boolean; teamTypeIds: string[] }>(
  layouts: L[],
  teamTypeId: string | null,
): L | undefined {
  return (
    (teamTypeId ? layouts.find((l) => l.teamTypeIds.includes(teamTypeId)) : undefined) ??
    layouts.find((l) => l.isDefault)
  );
}

/**
 * The default cards' descriptions: the app's own words, which a reader gets in their language
 * (the organisers translate only the words they wrote).
 */
export const defaultCardDescriptions: ReadonlySet<string> = new Set(
  defaultCards.map((card) => card.description),
);
