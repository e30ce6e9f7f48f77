import { describe, expect, it } from 'vitest';
import {
  cardInputSchema,
  defaultCards,
  layoutForTeamType,
  saveCardLayoutInputSchema,
  teamTypeOption,
} from './card-layouts.ts';

describe('card layouts', () => {
  const layouts = [
    { id: 'default', isDefault: true, teamTypeIds: [] },
    { id: 'hall-a', isDefault: false, teamTypeIds: ['type-a'] },
  ];

  it('needs exactly six cards', () => {
    const five = { name: 'Five', teamTypeIds: [], cards: defaultCards.slice(0, 5) };
    const result = saveCardLayoutInputSchema.safeParse(five);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('A layout has exactly 6 cards');
    expect(
      saveCardLayoutInputSchema.safeParse({ name: 'Six', teamTypeIds: [], cards: defaultCards })
        .success,
    ).toBe(true);
  });

  it('checks what a card opens by its type', () => {
    const card = { type: 'link', title: 'Venue', isMini: false, description: '', pathId: 'x' };
    expect(cardInputSchema.safeParse(card).error?.issues[0]?.message).toBe('Enter a web address');
    expect(cardInputSchema.safeParse({ ...card, pathId: 'https://venue.example' }).success).toBe(
      true,
    );
    expect(cardInputSchema.safeParse({ ...card, type: 'corePage', pathId: 'nope' }).success).toBe(
      false,
    );
  });

  it("shows a team type on another layout as '(Assigned)' and disabled", () => {
    expect(teamTypeOption({ id: 'type-a', name: 'Hall A' }, 'default', layouts)).toEqual({
      value: 'type-a',
      label: 'Hall A (Assigned)',
      disabled: true,
    });
    expect(teamTypeOption({ id: 'type-a', name: 'Hall A' }, 'hall-a', layouts).disabled).toBe(
      false,
    );
  });

  it("gives a team its type's layout, else the default", () => {
    expect(layoutForTeamType(layouts, 'type-a')?.id).toBe('hall-a');
    expect(layoutForTeamType(layouts, 'type-b')?.id).toBe('default');
    expect(layoutForTeamType(layouts, null)?.id).toBe('default');
  });
});
