const team = (teamId: string) => `/admin/teams/${encodeURIComponent(teamId)}`;

/** Where the organisers' team screens live (spec section 2, Teams). */
export const teamPaths = {
  list: '/admin/teams',
  addTeam: '/admin/teams/add-team',
  team,
  edit: (teamId: string) => `${team(teamId)}/edit-team`,
  addMember: (teamId: string) => `${team(teamId)}/add-team-member`,
  member: (teamId: string, userId: string) => `${team(teamId)}/${encodeURIComponent(userId)}`,
  addStandShare: (parentId: string) =>
    `/admin/teams/add-stand-share/${encodeURIComponent(parentId)}`,
};

export const fullName = (person: { firstName: string; surname: string }) =>
  `${person.firstName} ${person.surname}`.trim();
