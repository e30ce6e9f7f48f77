import { describe, expect, it } from 'vitest';
import {
  audienceText,
  createNotificationInputSchema,
  notificationLink,
  parseNotificationLink,
} from './notifications.ts';

describe('notification links (targets content, form, task)', () => {
  it('reads the three targets and nothing else', () => {
    expect(parseNotificationLink('/content/abc-1')).toEqual({ target: 'content', id: 'abc-1' });
    expect(parseNotificationLink('/forms/f_2')).toEqual({ target: 'form', id: 'f_2' });
    expect(parseNotificationLink('/tasks/t3')).toEqual({ target: 'task', id: 't3' });
    for (const link of ['https://evil.example', '/content/', '/downloads/x', '/tasks/a/b', '//x'])
      expect(parseNotificationLink(link), link).toBeNull();
    expect(notificationLink('form', 'f_2')).toBe('/forms/f_2');
  });

  it('refuses team types and a team together, and a schedule without a time', () => {
    const parsed = createNotificationInputSchema.safeParse({
      title: 'x',
      teamId: 'team1',
      teamTypeIds: ['type1'],
      delivery: 'schedule',
    });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => issue.path.join('.')).sort()).toEqual([
      'scheduledAt',
      'teamId',
    ]);
  });

  it('says who it goes to in words', () => {
    const names = { teams: new Map([['t', 'Acme']]), teamTypes: new Map([['a', 'Sponsors']]) };
    expect(audienceText({ teamId: null, teamTypeIds: [] }, names)).toBe('Everyone');
    expect(audienceText({ teamId: 't', teamTypeIds: [] }, names)).toBe('Team: Acme');
    expect(audienceText({ teamId: null, teamTypeIds: ['a', 'b'] }, names)).toBe(
      'Sponsors, Unknown type',
    );
  });
});
