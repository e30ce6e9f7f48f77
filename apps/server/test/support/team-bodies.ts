import { eq } from 'drizzle-orm';
import { teams } from '../../src/db/schema/teams.ts';
import type { EventRow } from '../../src/features/platform/events/queries.ts';
import type { TestApp } from './harness.ts';

/**
 * A maker of POST /teams bodies: each call a new team name and a new owner address (the owner
 * Olivia Owner), unless `over` says otherwise.
 */
export function teamBodies() {
  let counter = 0;
  return (over: Record<string, unknown> = {}) => ({
    name: `Team ${counter++}`,
    ownerEmail: `owner-${counter++}@example.test`,
    ownerFirstName: 'Olivia',
    ownerSurname: 'Owner',
    ...over,
  });
}

/** A POST /teams (or stand-shares) body: a team called `name`, owned by the person at `ownerEmail`. */
export const teamOwnedBy = (
  name: string,
  ownerEmail: string,
  [ownerFirstName, ownerSurname]: [firstName: string, surname: string],
) => ({ name, ownerEmail, ownerFirstName, ownerSurname });

/** Where the team import tests' sheets hold each team field: name, owner, type, organiser flag. */
export const teamImportColumns = {
  name: 0,
  ownerEmail: 1,
  ownerFirstName: 2,
  ownerSurname: 3,
  teamType: 4,
  isOrganiser: 5,
};

/** How many teams the event has in the database. */
export const countTeams = async (t: TestApp, ev: EventRow) =>
  (await t.deps.db.select().from(teams).where(eq(teams.eventId, ev.id))).length;
