import type { DbOrTx } from '../../../db/client.ts';
import { newId } from '../../../lib/ids.ts';
import { insertTeamType } from '../../people/team-types/queries.ts';
import { addTeamMember, insertTeam } from '../../people/teams/queries.ts';
import { insertInvitedAccount } from '../../people/users/accounts.ts';
import { insertMember } from '../../people/users/queries.ts';

/**
 * The demo's exhibitors: enough teams for the organisers' lists to page, search and filter
 * (two team types, a stand share), each with an invited owner who has not logged in yet, so the
 * users list and its welcome reminders have someone to show.
 */
const exhibitors: Array<{ team: string; owner: [string, string]; type: 'Exhibitor' | 'Sponsor' }> =
  [
    { team: 'Northwind Displays', owner: ['Nadia', 'Okafor'], type: 'Sponsor' },
    { team: 'Brightline Lighting', owner: ['Tom', 'Hargreaves'], type: 'Exhibitor' },
    { team: 'Harbour Print Co', owner: ['Priya', 'Desai'], type: 'Exhibitor' },
    { team: 'Orchard Coffee Carts', owner: ['Ben', 'Whitaker'], type: 'Exhibitor' },
    { team: 'Kestrel AV Hire', owner: ['Lena', 'Fischer'], type: 'Sponsor' },
    { team: 'Meridian Flooring', owner: ['Omar', 'Haddad'], type: 'Exhibitor' },
    { team: 'Bluebell Florists', owner: ['Grace', 'Lindqvist'], type: 'Exhibitor' },
    { team: 'Copperfield Signs', owner: ['Jack', 'Morrison'], type: 'Exhibitor' },
    { team: 'Summit Staging', owner: ['Aisha', 'Bello'], type: 'Exhibitor' },
    { team: 'Tidewater Furniture', owner: ['Marco', 'Rossi'], type: 'Exhibitor' },
    { team: 'Lumen Screens', owner: ['Hana', 'Sato'], type: 'Sponsor' },
    { team: 'Fernhill Catering', owner: ['Callum', 'Reid'], type: 'Exhibitor' },
    { team: 'Greystone Security', owner: ['Sofia', 'Nowak'], type: 'Exhibitor' },
    { team: 'Rivet Robotics', owner: ['Daniel', 'Kim'], type: 'Exhibitor' },
    { team: 'Saffron Events', owner: ['Imogen', 'Clarke'], type: 'Exhibitor' },
    { team: 'Waypoint Wayfinding', owner: ['Kwame', 'Mensah'], type: 'Exhibitor' },
    { team: 'Hollow Oak Joinery', owner: ['Ruth', 'Adeyemi'], type: 'Exhibitor' },
    { team: 'Nimbus Wi-Fi', owner: ['Felix', 'Bauer'], type: 'Sponsor' },
    { team: 'Quayside Badges', owner: ['Elena', 'Popescu'], type: 'Exhibitor' },
    { team: 'Redwing Logistics', owner: ['Sam', "O'Neill"], type: 'Exhibitor' },
    { team: 'Silverbirch Print', owner: ['Maya', 'Patel'], type: 'Exhibitor' },
    { team: 'Thistle Water Co', owner: ['Euan', 'Fraser'], type: 'Exhibitor' },
    { team: 'Upland Outdoor Gear', owner: ['Zara', 'Hussain'], type: 'Exhibitor' },
    { team: 'Vantage Photo Booths', owner: ['Leo', 'Martin'], type: 'Exhibitor' },
    { team: 'Willow Textiles', owner: ['Chloe', 'Dubois'], type: 'Exhibitor' },
    { team: 'Yardarm Marine', owner: ['Oscar', 'Jensen'], type: 'Exhibitor' },
    { team: 'Zenith Audio', owner: ['Amara', 'Nwosu'], type: 'Sponsor' },
    { team: 'Ashgrove Plants', owner: ['Hugo', 'Lambert'], type: 'Exhibitor' },
    { team: 'Beacon Charging', owner: ['Isla', 'Campbell'], type: 'Exhibitor' },
    { team: 'Cobalt Exhibits', owner: ['Ravi', 'Menon'], type: 'Exhibitor' },
  ];

/** Shares the stand of the first exhibitor (a child team with its own invited owner). */
const standShare = { team: 'Northwind Partners', owner: ['Ellis', 'Grant'] as [string, string] };

const emailOf = ([first, surname]: [string, string]) =>
  `${`${first}.${surname}`.toLowerCase().replace(/[^a-z.]/g, '')}@exhibitor.showdesk.demo`;

/** The demo's two team types (organisers' content: the copy brings them, ids kept). */
export async function seedTeamTypes(
  tx: DbOrTx,
  eventId: string,
  adminId: string,
): Promise<{ Exhibitor: string; Sponsor: string }> {
  const typeIds = { Exhibitor: newId(), Sponsor: newId() };
  for (const [name, id] of Object.entries(typeIds)) {
    await insertTeamType(tx, { eventId, id, name, createdBy: adminId });
  }
  return typeIds;
}

/** Adds the exhibitor teams in the two team types; returns the id of each team by name. */
export async function seedExhibitors(
  tx: DbOrTx,
  eventId: string,
  adminId: string,
  typeIds: { Exhibitor: string; Sponsor: string },
): Promise<{ teamIds: Map<string, string> }> {
  const teamIds = new Map<string, string>();
  const addTeam = async (
    entry: { team: string; owner: [string, string] },
    kind: Partial<Parameters<typeof insertTeam>[1]>,
  ) => {
    const [firstName, surname] = entry.owner;
    const ownerId = await insertInvitedAccount(tx, {
      email: emailOf(entry.owner),
      firstName,
      surname,
    });
    await insertMember(tx, { eventId, userId: ownerId, permissions: 'user', createdBy: adminId });
    const id = newId();
    await insertTeam(tx, { eventId, id, name: entry.team, ownerId, createdBy: adminId, ...kind });
    await addTeamMember(tx, { eventId, teamId: id, userId: ownerId, createdBy: adminId });
    teamIds.set(entry.team, id);
    return id;
  };
  let parentId: string | null = null;
  for (const entry of exhibitors) {
    const id = await addTeam(entry, {
      teamTypeId: typeIds[entry.type],
      ...(parentId === null ? { standShareRole: 'parent' } : {}),
    });
    parentId ??= id;
  }
  await addTeam(standShare, {
    teamTypeId: typeIds.Exhibitor,
    standShareRole: 'child',
    parentTeamId: parentId,
  });
  return { teamIds };
}
