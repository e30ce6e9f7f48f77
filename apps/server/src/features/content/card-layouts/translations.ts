import {
  type Card,
  type CardLayout,
  defaultCardDescriptions,
} from '@showdesk/domain/content/card-layouts';
import { isAreaWordTitle } from '@showdesk/domain/platform/terminology';
import { type SourceText, translatedText } from '@showdesk/domain/platform/translations';
import { registerTranslatable, sourceText } from '../../platform/translations/registry.ts';
import type { Texts } from '../../platform/translations/store.ts';
import { storedCardLayout, storedCardLayouts } from './service.ts';

const cardKey = (card: Pick<Card, 'id'>, part: 'title' | 'description') =>
  `cards.${card.id}.${part}`;

/**
 * A card's words the organisers wrote. A core page's card titled with its area's default word,
 * and a default card's description, are the app's own: the reader gets them in their language
 * without a translation (the web says them), so they are not asked for.
 */
function cardTexts(card: Card): SourceText[] {
  const isAreaWord = card.type === 'corePage' && isAreaWordTitle(card.title, card.pathId);
  return [
    ...(isAreaWord ? [] : sourceText(cardKey(card, 'title'), 'title', card.title)),
    ...(defaultCardDescriptions.has(card.description)
      ? []
      : sourceText(cardKey(card, 'description'), 'description', card.description, {
          context: card.title,
        })),
  ];
}

const layoutRecord = (layout: CardLayout) => ({
  recordId: layout.id,
  title: layout.name,
  texts: layout.cards.flatMap(cardTexts),
});

/** A dashboard layout's cards: their titles and descriptions, by card (admins'). */
registerTranslatable('card-layouts', {
  permission: 'admin',
  // A read: the layouts stored, never the default one made on the way.
  list: async (deps, eventId) => (await storedCardLayouts(deps, eventId)).map(layoutRecord),
  get: async (deps, eventId, recordId) => {
    const layout = await storedCardLayout(deps, eventId, recordId);
    return layout ? layoutRecord(layout) : null;
  },
});

/** A layout's cards in the reader's language, where translated. */
export function translatedCards(cards: Card[], texts: Texts | undefined): Card[] {
  if (!texts) return cards;
  return cards.map((card) => ({
    ...card,
    title: translatedText(texts, cardKey(card, 'title'), card.title),
    description: translatedText(texts, cardKey(card, 'description'), card.description),
  }));
}
