import { describe, expect, it } from 'vitest';
import { activityExportQuerySchema, activityListQuerySchema } from './activity.ts';
import { activityChangesText, activityValueText } from './change-text.ts';
import { fieldLabel, isShownField } from './field-labels.ts';
import { isBlankValue, isMemberVisibleField } from './member-history.ts';

const formats = { day: (day: string) => `day ${day}`, moment: (iso: string) => `at ${iso}` };

describe('field labels', () => {
  it('names the columns people know by another name', () => {
    expect(fieldLabel('task', 'due_date')).toBe('Due date');
    expect(fieldLabel('task_status', 'is_complete')).toBe('Complete');
    expect(fieldLabel('team', 'owner_id')).toBe('Owner');
  });

  it('makes any other column readable: no is_, no _id, ids as a plural', () => {
    expect(fieldLabel('card', 'is_visible_to_guests')).toBe('Visible to guests');
    expect(fieldLabel('card', 'parent_id')).toBe('Parent');
    expect(fieldLabel('card', 'team_type_ids')).toBe('Team types');
    expect(fieldLabel('settings', 'data.primaryColour')).toBe('Primary colour');
  });

  it("never shows a record's own key", () => {
    expect(isShownField('task', 'id')).toBe(false);
    expect(isShownField('user', 'user_id')).toBe(false);
    expect(isShownField('team_member', 'user_id')).toBe(true);
  });
});

describe("what a team's members see of their history", () => {
  const shown = (id: string) => id === 'size';

  it('shows the listed fields, the custom fields the team sees and every submission value', () => {
    expect(isMemberVisibleField('team', 'name', shown)).toBe(true);
    expect(isMemberVisibleField('team', 'custom_fields.size', shown)).toBe(true);
    expect(isMemberVisibleField('submission', 'values.anything', shown)).toBe(true);
    expect(isMemberVisibleField('task_status', 'approval_note', shown)).toBe(true);
  });

  it('hides organiser flags, hidden custom fields and kinds a team does not see', () => {
    expect(isMemberVisibleField('team', 'is_organiser', shown)).toBe(false);
    expect(isMemberVisibleField('team', 'custom_fields.rating', shown)).toBe(false);
    expect(isMemberVisibleField('notification', 'title', shown)).toBe(false);
    expect(isMemberVisibleField('task', 'title', shown)).toBe(false);
  });

  it('reads nothing into a change from nothing to nothing', () => {
    for (const value of [null, undefined, '', false, [], {}])
      expect(isBlankValue(value)).toBe(true);
    for (const value of [0, 'x', true, ['a'], { a: 1 }]) expect(isBlankValue(value)).toBe(false);
  });
});

describe('values as text', () => {
  it('writes empty, yes/no, days, moments, lists and rich text', () => {
    expect(activityValueText(null, formats)).toBe('—');
    expect(activityValueText(true, formats)).toBe('Yes');
    expect(activityValueText('2027-03-01', formats)).toBe('day 2027-03-01');
    expect(activityValueText('2027-03-01T10:00:00+00:00', formats)).toBe(
      'at 2027-03-01T10:00:00+00:00',
    );
    expect(activityValueText(['a', 'b'], formats)).toBe('a, b');
    expect(activityValueText('<p>Hello&nbsp;<b>you</b></p>', formats)).toBe('Hello you');
  });

  it('writes an entry on one line', () => {
    expect(
      activityChangesText(
        [
          { label: 'Due date', before: '2027-03-01', after: '2027-04-15' },
          { label: 'Title', before: 'A', after: 'B' },
        ],
        formats,
      ),
    ).toBe('Due date: day 2027-03-01 → day 2027-04-15; Title: A → B');
  });
});

describe('the Activity list query', () => {
  it('reads its filters, newest first by default', () => {
    const query = activityListQuerySchema.parse({
      filter: ['actor:system', 'area:tasks', 'from:2027-03-01', 'to:2027-03-02'],
    });
    expect(query.sort).toEqual({ key: 'at', desc: true });
    expect(query.filter).toEqual({
      actor: 'system',
      area: 'tasks',
      from: '2027-03-01',
      to: '2027-03-02',
    });
  });

  it('refuses a day range backwards, an unknown area and an export without its format', () => {
    expect(
      activityListQuerySchema.safeParse({ filter: ['from:2027-03-02', 'to:2027-03-01'] }).success,
    ).toBe(false);
    expect(activityListQuerySchema.safeParse({ filter: 'area:nowhere' }).success).toBe(false);
    expect(activityExportQuerySchema.safeParse({}).success).toBe(false);
    expect(activityExportQuerySchema.parse({ format: 'csv' }).format).toBe('csv');
  });
});
