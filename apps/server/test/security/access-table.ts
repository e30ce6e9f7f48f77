import type { AccessClass } from '../../src/security/route-access.ts';

/**
 * Who the sweep calls every operation as. All but the stranger and the invitee belong to the
 * home event; the stranger is a member of another event only; the invitee is a member of a
 * third event, invited to the home event's team (not accepted yet), so for the home event they
 * are a stranger but for the invitation routes. The team's owner and member are at level user;
 * moderator, admin and platformAdmin (eventflowAdmin) are in no team.
 */
export const roles = [
  'anonymous',
  'stranger',
  'invitee',
  'member',
  'owner',
  'moderator',
  'admin',
  'platformAdmin',
] as const;
export type Role = (typeof roles)[number];

/**
 * What the guard of a route answers a role:
 * - unauthenticated: 401 'User is not authenticated'
 * - eventNotFound: 404, byte for byte what a missing event answers
 * - forbidden: 403 from the guard
 * - noTeam: 404 'No team found for user with ID …' (a team owner route, for someone in no team)
 * - noInvitation: 404 'No invitation found' (an invitation route, for anyone not invited)
 * - passed: the guard let the call through; what follows is the route's own business (and
 *   with another event's ids in it, the sweep expects a refusal and no data of that event)
 */
export type Outcome =
  | 'unauthenticated'
  | 'eventNotFound'
  | 'forbidden'
  | 'noTeam'
  | 'noInvitation'
  | 'passed';

const anyone: Record<Role, Outcome> = {
  anonymous: 'passed',
  stranger: 'passed',
  invitee: 'passed',
  member: 'passed',
  owner: 'passed',
  moderator: 'passed',
  admin: 'passed',
  platformAdmin: 'passed',
};
const signedIn: Record<Role, Outcome> = { ...anyone, anonymous: 'unauthenticated' };
/** An event route at the given rank: 0 user, 1 moderator, 2 admin, 3 eventflowAdmin. */
const eventLevel = (rank: number): Record<Role, Outcome> => {
  const at = (roleRank: number): Outcome => (roleRank >= rank ? 'passed' : 'forbidden');
  return {
    anonymous: 'unauthenticated',
    stranger: 'eventNotFound',
    invitee: 'eventNotFound',
    member: at(0),
    owner: at(0),
    moderator: at(1),
    admin: at(2),
    platformAdmin: at(3),
  };
};

/**
 * THE table: for each access class a route can declare (route-access.ts, shown as x-access in
 * the API document), what each role must get. An operation whose class is not here fails the
 * sweep.
 */
export const expectedOutcomes: Record<AccessClass, Record<Role, Outcome>> = {
  public: anyone,
  publicContent: anyone,
  guestForm: anyone,
  // The file's owner rule decides; the sweep only ever asks for another event's files.
  fileRule: anyone,
  session: signedIn,
  eventflowAdmin: {
    ...signedIn,
    stranger: 'forbidden',
    invitee: 'forbidden',
    member: 'forbidden',
    owner: 'forbidden',
    moderator: 'forbidden',
    admin: 'forbidden',
  },
  'event:user': eventLevel(0),
  'event:moderator': eventLevel(1),
  'event:admin': eventLevel(2),
  'event:eventflowAdmin': eventLevel(3),
  'event:teamOwner': {
    ...eventLevel(0),
    member: 'forbidden',
    moderator: 'noTeam',
    admin: 'noTeam',
    platformAdmin: 'noTeam',
  },
  invitee: {
    anonymous: 'unauthenticated',
    stranger: 'noInvitation',
    invitee: 'passed',
    member: 'noInvitation',
    owner: 'noInvitation',
    moderator: 'noInvitation',
    admin: 'noInvitation',
    platformAdmin: 'noInvitation',
  },
};

/**
 * Classes whose answer may name other events: the platform admin's list of every event (their
 * ids and names, never their records).
 */
export const seesOtherEvents: ReadonlySet<AccessClass> = new Set(['eventflowAdmin']);

/**
 * Operations whose answer lists the people of every event (the platform admins' people search,
 * features/people/personal-data): their ids and names, never their records.
 */
export const seesEveryPerson: ReadonlySet<string> = new Set(['GET /api/v1/platform/people']);

/**
 * API tokens the sweep calls every operation with too (`Authorization: Bearer`, no cookie):
 * the home event admin's token reading every area, the one writing every area, and a token of
 * the other event (writing every area there).
 */
export const tokenRoles = ['readToken', 'writeToken', 'otherEventToken'] as const;
export type TokenRole = (typeof tokenRoles)[number];

/**
 * What the guard answers a token on an operation. Outside the tenancy guard a token is no
 * credential: the route answers as it does anyone without a session. Inside it:
 * - another event's token: 404 exactly as a missing event;
 * - a route about a person (`x-token-scope: person`), above admin level, or for team owners:
 *   403 (a token acts as an event admin in no team, never a platform admin);
 * - the read token: GET passes, any other method 403; the write token: passes.
 */
export function expectedTokenOutcome(
  access: AccessClass,
  op: { method: string; tokenScope: string | undefined },
  role: TokenRole,
): Outcome {
  if (!access.startsWith('event:')) return expectedOutcomes[access].anonymous;
  if (role === 'otherEventToken') return 'eventNotFound';
  const isPersonal = op.tokenScope === undefined || op.tokenScope === 'person';
  if (isPersonal || access === 'event:eventflowAdmin' || access === 'event:teamOwner') {
    return 'forbidden';
  }
  if (role === 'readToken' && op.method !== 'GET') return 'forbidden';
  return 'passed';
}
