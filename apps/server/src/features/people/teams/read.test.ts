import { describe, expect, it } from 'vitest';
import type { TeamMemberRow } from './queries.ts';
import { toTeamMembers } from './read.ts';

const row = (id: string, firstName: string, surname = 'Smith'): TeamMemberRow => ({
  id,
  firstName,
  surname,
  email: `${id}@example.com`,
  hasLoggedIn: false,
  isInvited: false,
  permissions: 'user',
  lastLoginInTime: null,
});

describe('toTeamMembers', () => {
  it('puts the owner first, then the others by name as people read numbers', () => {
    const members = toTeamMembers(
      [row('a', 'Member 10'), row('b', 'member 3'), row('o', 'Zed'), row('c', 'Member 3', 'Adams')],
      'o',
    );
    expect(members.map((m) => m.id)).toEqual(['o', 'c', 'b', 'a']);
  });
});
