import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formArbitrary } from '../../test/forms/arbitraries.ts';
import {
  dropdown,
  entry,
  field,
  formOf,
  groupOf,
  rule,
  templateField,
  textField,
} from '../../test/forms/builders.ts';
import { copyFields } from './copy-fields.ts';
import { checkFieldChanges, fieldChangesMessage } from './field-changes.ts';
import { fieldGroupListQuerySchema } from './field-groups.ts';
import { checkFieldSet } from './form-structure.ts';
import {
  archiveFormsInputSchema,
  createFormInputSchema,
  formListQuerySchema,
  isFormPublic,
  saveFormInputSchema,
} from './forms.ts';
import { loopTitle } from './layout.ts';
import { isLockActive, lockExpiry, lockState } from './locks.ts';
import { evaluateVisibility } from './logic.ts';
import { logicMapSchema } from './logic-map.ts';
import { createSubmissionInputSchema, submissionListQuerySchema } from './submissions.ts';

describe('form inputs', () => {
  it('makes a new form from a title, unpublished, not editable, not public, 60 guest sends', () => {
    expect(createFormInputSchema.parse({ title: ' Stand order ' })).toEqual({
      title: 'Stand order',
      description: '',
      isPublished: false,
      isEditable: false,
      isPublic: false,
      guestSendLimit: 60,
    });
    expect(createFormInputSchema.safeParse({ title: 'x', submissionsIds: [] }).success).toBe(false);
  });

  it('takes a builder save with fields, order, logic and the version it started from', () => {
    const save = saveFormInputSchema.parse({
      title: 'Order',
      fieldIds: ['a', 'b'],
      newFields: [{ id: 'b', type: 'text', label: 'B' }],
      updatedFields: [
        { id: 'a', type: 'dropdown', label: 'A', options: [{ label: 'Yes', value: 'Yes' }] },
      ],
      logicMap: {
        a: {
          rules: [{ sourceId: 'a', sourceType: 'dropdown', sourceValue: 'Yes' }],
          thenFieldId: 'b',
        },
      },
      expectedUpdatedAt: '2026-11-23T10:00:00.000Z',
    });
    expect(save.removedFieldIds).toEqual([]);
    expect(save.logicMap.a).toMatchObject({ operator: 'ANY', elseFieldId: null });
    expect(save.logicMap.a?.rules[0]).toMatchObject({
      condition: 'equals',
      loopOperator: 'ANY',
      loopIndex: null,
    });
  });

  it('answers a refused save with the spec’s message for where it failed', () => {
    const refused = saveFormInputSchema.safeParse({
      fieldIds: [],
      newFields: [{ id: 'x', type: 'text' }],
      logicMap: {},
      expectedUpdatedAt: '2026-11-23T10:00:00.000Z',
    });
    expect(refused.success).toBe(false);
    expect(fieldChangesMessage(refused.error!.issues[0]!.path, 'Invalid form')).toBe(
      'Invalid new fields',
    );
    expect(fieldChangesMessage(['updatedFields', 0], 'Invalid form')).toBe(
      'Invalid updated fields',
    );
    expect(fieldChangesMessage(['removedFieldIds'], 'Invalid form')).toBe('Invalid ids to remove');
    expect(fieldChangesMessage(['title'], 'Invalid field group')).toBe('Invalid field group');
  });

  it('archives several forms at once', () => {
    expect(archiveFormsInputSchema.safeParse({ ids: [], isArchived: true }).success).toBe(false);
    expect(archiveFormsInputSchema.parse({ ids: ['a', 'b'], isArchived: false }).ids).toHaveLength(
      2,
    );
  });

  it('shows a guest only a published, public, active form', () => {
    const form = { isPublished: true, isPublic: true, isArchived: false };
    expect(isFormPublic(form)).toBe(true);
    expect(isFormPublic({ ...form, isPublic: false })).toBe(false);
    expect(isFormPublic({ ...form, isPublished: false })).toBe(false);
    expect(isFormPublic({ ...form, isArchived: true })).toBe(false);
  });

  it('sorts by the spec’s defaults: field groups by title, submissions by updatedAt', () => {
    expect(fieldGroupListQuerySchema.parse({}).sort).toEqual({ key: 'title', desc: false });
    expect(formListQuerySchema.parse({}).sort).toEqual({ key: 'title', desc: false });
    const submissions = submissionListQuerySchema.parse({
      filter: ['isDraft:false', 'teamTypeId:t1', 'from:2026-01-01'],
    });
    expect(submissions.sort).toEqual({ key: 'updatedAt', desc: false });
    expect(submissions.filter).toEqual({ isDraft: false, teamTypeId: 't1', from: '2026-01-01' });
    expect(submissionListQuerySchema.safeParse({ filter: 'from:yesterday' }).success).toBe(false);
  });

  it('takes a submission’s values as an object by field id, a final one by default', () => {
    expect(createSubmissionInputSchema.parse({ values: { a: 1 } })).toEqual({
      values: { a: 1 },
      isDraft: false,
      taskId: null,
    });
    expect(createSubmissionInputSchema.safeParse({ values: { a: 1 }, isGuest: true }).success).toBe(
      false,
    );
  });
});

describe('checkFieldChanges', () => {
  it('accepts lists that agree with the stored fields', () => {
    expect(
      checkFieldChanges(['a', 'b'], {
        fieldIds: ['c', 'a'],
        newFields: [{ id: 'c' }],
        updatedFields: [{ id: 'a' }],
        removedFieldIds: ['b'],
      }),
    ).toEqual([]);
  });

  it('refuses taken ids, unknown ids, ids changed twice and an order that misses fields', () => {
    expect(
      checkFieldChanges(['a', 'b'], {
        fieldIds: ['a', 'a', 'z'],
        newFields: [{ id: 'a' }],
        updatedFields: [{ id: 'q' }],
        removedFieldIds: ['a'],
      }),
    ).toEqual([
      { path: 'newFields.0.id', message: 'This id is taken' },
      { path: 'updatedFields.0.id', message: 'This field is not on the form' },
      { path: 'removedFieldIds.0', message: 'This field is changed twice' },
      { path: 'fieldIds.1', message: 'List each field once' },
      { path: 'fieldIds.2', message: 'This field is not on the form' },
      { path: 'fieldIds', message: 'List every field of the form once, in order' },
    ]);
  });
});

describe('checkFieldSet and checkLogic', () => {
  const group = groupOf('g', ['role']);
  const fields = [
    dropdown('a', ['x']),
    dropdown('b', ['x']),
    textField('c'),
    templateField('t', 'g'),
  ];

  it('accepts sound logic', () => {
    const logicMap = logicMapSchema.parse({
      a: entry('b', [rule('a', 'x')]),
      t: entry('c', [
        rule('t', '', { sourceType: 'template', nestedId: 'role', nestedValue: 'x', loopIndex: 0 }),
      ]),
    });
    expect(checkFieldSet(fields, logicMap, { fieldGroups: [group], isFieldGroup: false })).toEqual(
      [],
    );
  });

  it('refuses logic naming fields that are not there, or reading what has no value', () => {
    const withLayout = [...fields, field({ id: 's', type: 'section' })];
    const logicMap = logicMapSchema.parse({
      gone: entry('b', [rule('a', 'x')]),
      a: entry('nope', [
        rule('s', 'x'),
        rule('a', 'x', { loopIndex: 1 }),
        rule('a', 'x', { nestedId: 'city' }),
      ]),
      t: entry('c', [rule('t', '', { nestedId: 'phone' }), rule('t', 'x')]),
      c: entry('b', [rule('total', '0')]),
    });
    const withTotal = [...withLayout, field({ id: 'total', type: 'grandTotal', label: 'Total' })];
    expect(
      checkFieldSet(withTotal, logicMap, { fieldGroups: [group], isFieldGroup: false }),
    ).toEqual([
      { path: 'logicMap.gone', message: 'This field is not on the form' },
      { path: 'logicMap.a.thenFieldId', message: 'This field is not on the form' },
      { path: 'logicMap.a.rules.0.sourceId', message: 'Choose a field that takes a value' },
      { path: 'logicMap.a.rules.1.loopIndex', message: 'Only a field group has loops' },
      {
        path: 'logicMap.a.rules.2.nestedId',
        message: 'Only a field group, an address or a name has values inside it',
      },
      { path: 'logicMap.t.rules.0.nestedId', message: 'This field is not in the field group' },
      { path: 'logicMap.t.rules.1.nestedId', message: 'Choose a field of the field group' },
      {
        path: 'logicMap.c.rules.0.sourceId',
        message: 'A grand total adds up what is shown, so it cannot decide what is shown',
      },
    ]);
  });

  it('refuses rules that depend on each other in a circle', () => {
    const logicMap = logicMapSchema.parse({
      a: entry('b', [rule('a', 'x')]),
      b: entry('a', [rule('b', 'x')]),
    });
    expect(checkFieldSet(fields, logicMap, { fieldGroups: [group], isFieldGroup: false })).toEqual([
      { path: 'logicMap.a', message: 'These rules depend on each other in a circle' },
      { path: 'logicMap.b', message: 'These rules depend on each other in a circle' },
    ]);
  });

  it('keeps templates and grand totals out of field groups, and needs a template’s group', () => {
    const inGroup = [
      templateField('t', 'missing'),
      field({ id: 'gt', type: 'grandTotal', label: 'Total' }),
    ];
    expect(checkFieldSet(inGroup, {}, { fieldGroups: [], isFieldGroup: true })).toEqual([
      { path: 'fields.t.type', message: 'A field group cannot hold a Field Group field' },
      { path: 'fields.t.fieldGroupId', message: 'Choose a field group' },
      { path: 'fields.gt.type', message: 'A field group cannot hold a Grand Total field' },
    ]);
  });
});

describe('copyFields', () => {
  it('gives every field a new id and keeps the logic working on the copy', () => {
    fc.assert(
      fc.property(formArbitrary(false), (g) => {
        let next = 0;
        const copy = copyFields(g.fields, g.logicMap, () => `copy${next++}`);
        const to = (id: string) => copy.idMap.get(id)!;
        const values = Object.fromEntries(Object.entries(g.values).map(([id, v]) => [to(id), v]));
        const before = evaluateVisibility(
          formOf(
            g.fields.map((f) => f.id),
            g.logicMap,
          ),
          g.fields,
          [],
          g.values,
        );
        const after = evaluateVisibility(
          formOf(
            copy.fields.map((f) => f.id),
            copy.logicMap,
          ),
          copy.fields,
          [],
          values,
        );
        expect([...after.visible].sort()).toEqual([...before.visible].map(to).sort());
        expect(copy.fields.every((f) => f.id.startsWith('copy'))).toBe(true);
      }),
      { numRuns: 200 },
    );
  });
});

describe('locks', () => {
  const now = new Date('2026-11-23T10:00:00.000Z');
  const lock = { createdBy: 'u1', expireAt: lockExpiry(now) };

  it('lives 5 minutes from when it was taken or refreshed', () => {
    expect(lock.expireAt).toBe('2026-11-23T10:05:00.000Z');
    expect(isLockActive(lock, new Date('2026-11-23T10:04:59.999Z'))).toBe(true);
    expect(isLockActive(lock, new Date('2026-11-23T10:05:00.000Z'))).toBe(false);
  });

  it('lets its holder edit, shows others who holds it, and frees itself when it expires', () => {
    expect(lockState(lock, 'u1', now)).toBe('mine');
    expect(lockState(lock, 'u2', now)).toBe('held');
    expect(lockState(lock, 'u2', new Date('2026-11-23T10:06:00.000Z'))).toBe('free');
    expect(lockState(null, 'u2', now)).toBe('free');
  });
});

describe('loop titles', () => {
  it('numbers loops after the group’s title or the template’s prefix', () => {
    const group = { title: 'Contact' };
    expect(loopTitle({ isUsingDefaultTitles: true, loopPrefix: 'Person' }, group, 1)).toBe(
      'Contact 2',
    );
    expect(loopTitle({ isUsingDefaultTitles: false, loopPrefix: 'Person' }, group, 0)).toBe(
      'Person 1',
    );
    expect(loopTitle({ isUsingDefaultTitles: false, loopPrefix: '' }, group, 2)).toBe('Contact 3');
  });
});
