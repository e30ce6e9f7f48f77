import { describe, expect, it } from 'vitest';
import { mergeSettingsDocument } from './settings-kinds.ts';
import { defaultTipsSettings, maxTipLength, tipsAreaOf, tipTextFor } from './tips.ts';

describe('tips settings', () => {
  it("shows the spec's default text where no tip is written", () => {
    expect(tipTextFor(defaultTipsSettings, 'dashboard')).toBe('Tips and tricks coming soon!');
    expect(tipTextFor({ ...defaultTipsSettings, team: 'Add your stand builder.' }, 'team')).toBe(
      'Add your stand builder.',
    );
  });
  it('finds the area of a page by its path', () => {
    expect(tipsAreaOf('/')).toBe('dashboard');
    expect(tipsAreaOf('/my-team/add-team-member')).toBe('team');
    expect(tipsAreaOf('/time-table')).toBe('timeTable');
    expect(tipsAreaOf('/admin/teams/import')).toBe('admin');
    expect(tipsAreaOf('/unknown')).toBe('dashboard');
  });
  it("refuses a tip that is too long or an unknown area, with the kind's message", () => {
    const tooLong = mergeSettingsDocument('tips', defaultTipsSettings, {
      team: 'x'.repeat(maxTipLength + 1),
    });
    expect(tooLong).toMatchObject({ success: false, message: 'Invalid tips settings data.' });
    expect(mergeSettingsDocument('tips', defaultTipsSettings, { lobby: 'Hi' }).success).toBe(false);
    expect(mergeSettingsDocument('tips', defaultTipsSettings, { team: ' Hi ' })).toMatchObject({
      success: true,
      data: { team: 'Hi' },
    });
  });
});
