import type { StandShareRole } from './teams.ts';

/** The suffixes a team pick list adds to a team it disables (spec section 5). */
export const teamPickSuffixes = {
  alreadyInAGroup: '(Already In A Group)',
  teamFull: '(Team Full)',
} as const;
export type TeamPickSuffix = (typeof teamPickSuffixes)[keyof typeof teamPickSuffixes];

/** A team is full once its members (owner included) reach the variables' teamMemberLimit. */
export function isTeamFull(memberCount: number, teamMemberLimit: number): boolean {
  return memberCount >= teamMemberLimit;
}

export interface TeamPickContext {
  /**
   * The team type the list picks teams for (null for a type not saved yet): a team in another
   * type is disabled. Leave it out when the list does not pick for a type.
   */
  teamTypeId?: string | null;
  /** When the list picks a team to add someone to: a full team is disabled. */
  teamMemberLimit?: number;
}

export interface TeamPickState {
  disabled: boolean;
  suffix: TeamPickSuffix | null;
  /** The team's name followed by the suffix, as the option reads. */
  label: string;
}

/**
 * How a team shows in a pick list: disabled with '(Already In A Group)' when it is in another
 * team type, or with '(Team Full)' when its member count reached the limit.
 */
export function teamPickState(
  team: { name: string; teamTypeId: string | null; memberCount: number },
  context: TeamPickContext,
): TeamPickState {
  let suffix: TeamPickSuffix | null = null;
  if (
    context.teamTypeId !== undefined &&
    team.teamTypeId !== null &&
    team.teamTypeId !== context.teamTypeId
  ) {
    suffix = teamPickSuffixes.alreadyInAGroup;
  } else if (
    context.teamMemberLimit !== undefined &&
    isTeamFull(team.memberCount, context.teamMemberLimit)
  ) {
    suffix = teamPickSuffixes.teamFull;
  }
  return {
    disabled: suffix !== null,
    suffix,
    label: suffix ? `${team.name} ${suffix}` : team.name,
  };
}

/** A parent or ordinary team can have stand shares; a stand share (child) cannot. */
export function canHaveStandShares(team: { standShareRole: StandShareRole | null }): boolean {
  return team.standShareRole !== 'child';
}

/** Who a member is in their team. */
export function teamRoleOf(team: { ownerId: string }, userId: string): 'owner' | 'member' {
  return team.ownerId === userId ? 'owner' : 'member';
}
