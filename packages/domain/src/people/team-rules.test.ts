import { describe, expect, it } from 'vitest';
import { canHaveStandShares, isTeamFull, teamPickState, teamRoleOf } from './team-rules.ts';

const team = (teamTypeId: string | null, memberCount = 1) => ({
  name: 'Acme',
  teamTypeId,
  memberCount,
});

describe('teamPickState', () => {
  it("disables a team already in another team type with '(Already In A Group)'", () => {
    expect(teamPickState(team('type-b'), { teamTypeId: 'type-a' })).toEqual({
      disabled: true,
      suffix: '(Already In A Group)',
      label: 'Acme (Already In A Group)',
    });
  });

  it('keeps teams of the type being edited, and teams in no type, pickable', () => {
    expect(teamPickState(team('type-a'), { teamTypeId: 'type-a' }).disabled).toBe(false);
    expect(teamPickState(team(null), { teamTypeId: 'type-a' })).toEqual({
      disabled: false,
      suffix: null,
      label: 'Acme',
    });
  });

  it('treats every typed team as in another group for a type not saved yet', () => {
    expect(teamPickState(team('type-b'), { teamTypeId: null }).disabled).toBe(true);
    expect(teamPickState(team(null), { teamTypeId: null }).disabled).toBe(false);
  });

  it('ignores team types when the list does not pick for a type', () => {
    expect(teamPickState(team('type-b'), {}).disabled).toBe(false);
  });

  it("disables a team whose member count reached teamMemberLimit with '(Team Full)'", () => {
    expect(teamPickState(team(null, 10), { teamMemberLimit: 10 })).toEqual({
      disabled: true,
      suffix: '(Team Full)',
      label: 'Acme (Team Full)',
    });
    expect(teamPickState(team(null, 9), { teamMemberLimit: 10 }).disabled).toBe(false);
  });

  it('names the group first when a team is both in another group and full', () => {
    const state = teamPickState(team('b', 10), { teamTypeId: 'a', teamMemberLimit: 10 });
    expect(state.suffix).toBe('(Already In A Group)');
  });
});

describe('team rules', () => {
  it('counts the owner among the members against the limit', () => {
    expect(isTeamFull(10, 10)).toBe(true);
    expect(isTeamFull(9, 10)).toBe(false);
  });

  it('lets parent and ordinary teams have stand shares, never a child', () => {
    expect(canHaveStandShares({ standShareRole: null })).toBe(true);
    expect(canHaveStandShares({ standShareRole: 'parent' })).toBe(true);
    expect(canHaveStandShares({ standShareRole: 'child' })).toBe(false);
  });

  it('tells the owner from a member', () => {
    expect(teamRoleOf({ ownerId: 'u1' }, 'u1')).toBe('owner');
    expect(teamRoleOf({ ownerId: 'u1' }, 'u2')).toBe('member');
  });
});
