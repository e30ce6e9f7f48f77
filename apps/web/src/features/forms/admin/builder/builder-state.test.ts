import { formFieldInputSchema } from '@showdesk/domain/forms/fields';
import { checkLogic } from '@showdesk/domain/forms/logic-checks';
import { logicRuleSchema } from '@showdesk/domain/forms/logic-map';
import { describe, expect, it } from 'vitest';
import {
  addField,
  type BuilderDraft,
  buildSaveBody,
  draftOf,
  isDraftChanged,
  moveField,
  placeIssues,
  removeField,
  setShowWhen,
} from './builder-state.ts';

const field = (id: string, type: string, extra: object = {}) =>
  formFieldInputSchema.parse({ id, type, label: id, ...extra });
const stamps = {
  createdAt: '2027-01-01T00:00:00.000Z',
  createdBy: 'u1',
  updatedAt: '2027-01-01T00:00:00.000Z',
  updatedBy: 'u1',
};
const yesNo = field('attending', 'dropdown', {
  options: [
    { label: 'Yes', value: 'Yes' },
    { label: 'No', value: 'No' },
  ],
});
const loaded = (): BuilderDraft =>
  draftOf({
    fields: [
      { ...yesNo, ...stamps },
      { ...field('guests', 'number'), ...stamps },
      { ...field('notes', 'area'), ...stamps },
    ],
    logicMap: {},
  });
const rule = (sourceId: string, sourceValue: string) =>
  logicRuleSchema.parse({ sourceId, sourceType: 'dropdown', sourceValue });
const label = (id: string) => id;

describe('the builder state', () => {
  it('drops the stamps of stored fields, so they can be sent back as input', () => {
    expect(loaded().fields[0]).not.toHaveProperty('createdAt');
    expect(formFieldInputSchema.safeParse(loaded().fields[0]).success).toBe(true);
  });

  it('adds a field after the selected one and moves fields up and down within the list', () => {
    const { draft, field: added } = addField(loaded(), 'upload', 'attending');
    expect(draft.fields.map((f) => f.id)).toEqual(['attending', added.id, 'guests', 'notes']);
    expect(moveField(draft, 'attending', -1)).toBe(draft);
    expect(
      moveField(draft, 'notes', -1)
        .fields.map((f) => f.id)
        .slice(2),
    ).toEqual(['notes', 'guests']);
  });

  it('sends new, updated and removed fields with the order, and nothing when unchanged', () => {
    const start = loaded();
    expect(isDraftChanged(start, draftOf(start))).toBe(false);
    const added = addField(start, 'text', null);
    let draft = removeField(added.draft, 'notes');
    draft = {
      ...draft,
      fields: draft.fields.map((f) => (f.id === 'guests' ? { ...f, label: 'Guests' } : f)),
    };
    const result = buildSaveBody(start, draft, stamps.updatedAt);
    if (!('body' in result)) throw new Error('refused');
    expect(result.body.newFields.map((f) => f.id)).toEqual([added.field.id]);
    expect(result.body.updatedFields.map((f) => f.id)).toEqual(['guests']);
    expect(result.body.removedFieldIds).toEqual(['notes']);
    expect(result.body.fieldIds).toEqual(['attending', 'guests', added.field.id]);
    expect(result.body.expectedUpdatedAt).toBe(stamps.updatedAt);
  });

  it('refuses a save with a field the schema refuses, keyed by field and setting', () => {
    const start = loaded();
    const draft = {
      ...start,
      fields: start.fields.map((f) => (f.id === 'guests' ? { ...f, label: ' ' } : f)),
    };
    expect(buildSaveBody(start, draft, stamps.updatedAt)).toEqual({
      errors: { guests: { label: 'Enter a label' } },
    });
  });

  it('shows a field only on Yes with an entry owned by the question, which checkLogic accepts', () => {
    const result = setShowWhen(loaded(), 'guests', 'ANY', [rule('attending', 'Yes')], label);
    if (!('draft' in result)) throw new Error(result.error);
    expect(result.draft.logicMap).toEqual({
      attending: {
        operator: 'ANY',
        rules: [rule('attending', 'Yes')],
        thenFieldId: 'guests',
        elseFieldId: null,
      },
    });
    expect(checkLogic(result.draft.fields, result.draft.logicMap)).toEqual([]);
    // No rules: always shown again.
    const cleared = setShowWhen(result.draft, 'guests', 'ANY', [], label);
    expect('draft' in cleared && cleared.draft.logicMap).toEqual({});
  });

  it('says so when every source already decides for another field', () => {
    const first = setShowWhen(loaded(), 'guests', 'ANY', [rule('attending', 'Yes')], label);
    if (!('draft' in first)) throw new Error(first.error);
    const second = setShowWhen(first.draft, 'notes', 'ANY', [rule('attending', 'No')], label);
    expect(second).toMatchObject({ sourceId: 'attending' });
    // Another source is free: it owns the second entry.
    const third = setShowWhen(
      first.draft,
      'notes',
      'ALL',
      [
        rule('attending', 'No'),
        logicRuleSchema.parse({ sourceId: 'guests', sourceType: 'number', sourceValue: '2' }),
      ],
      label,
    );
    expect('draft' in third && third.draft.logicMap.guests?.thenFieldId).toBe('notes');
  });

  it('removes the logic about a removed field', () => {
    const shown = setShowWhen(loaded(), 'guests', 'ANY', [rule('attending', 'Yes')], label);
    if (!('draft' in shown)) throw new Error(shown.error);
    expect(removeField(shown.draft, 'guests').logicMap).toEqual({});
    expect(removeField(shown.draft, 'attending').logicMap).toEqual({});
  });

  it('places a refused save’s problems on the field, its logic, or the whole form', () => {
    const newField = field('fresh', 'text');
    const placed = placeIssues(
      [
        { path: 'newFields.0.label', message: 'Enter a label' },
        { path: 'fields.guests.max', message: 'The maximum is below the minimum' },
        { path: 'logicMap.attending.rules.0.sourceId', message: 'This field is not on the form' },
        { path: 'title', message: 'Enter a title' },
      ],
      {
        newFields: [newField],
        updatedFields: [],
        logicMap: {
          attending: { operator: 'ANY', rules: [], thenFieldId: 'notes', elseFieldId: null },
        },
      },
    );
    expect(placed).toEqual({
      fields: {
        fresh: { label: 'Enter a label' },
        guests: { max: 'The maximum is below the minimum' },
      },
      logic: { notes: 'This field is not on the form' },
      general: ['Enter a title'],
    });
  });
});
