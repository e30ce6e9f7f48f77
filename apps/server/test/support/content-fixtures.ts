import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { teamTypes } from '../../src/db/schema/team-types.ts';
import { teams } from '../../src/db/schema/teams.ts';
import type { EventRow } from '../../src/features/platform/events/queries.ts';
import { getSettingsData } from '../../src/features/platform/settings/queries.ts';
import { newId } from '../../src/lib/ids.ts';
import type { Caller } from './caller.ts';
import type { TestApp } from './harness.ts';
import { multipart } from './multipart.ts';

/** Test data for the content tests: team types, teams of a type, pages, uploads. */
export function contentFixtures(t: TestApp) {
  return {
    async buildTeamType(event: EventRow, name = `Type ${newId().slice(0, 6)}`) {
      const id = newId();
      await t.deps.db.insert(teamTypes).values({ eventId: event.id, id, name });
      return id;
    },

    /** A member in a team of the given type (or none), optionally a stand share or organisers. */
    async buildMemberOfTeam(
      event: EventRow,
      team: { teamTypeId?: string | null; isChild?: boolean; isOrganiser?: boolean } = {},
    ) {
      const user = await t.buildUser(event.id);
      const teamId = await t.buildTeam(event.id, user.userId);
      let parentTeamId: string | null = null;
      if (team.isChild) {
        const parentOwner = await t.buildUser(event.id);
        parentTeamId = await t.buildTeam(event.id, parentOwner.userId);
      }
      await t.deps.db
        .update(teams)
        .set({
          teamTypeId: team.teamTypeId ?? null,
          isOrganiser: team.isOrganiser ?? false,
          standShareRole: team.isChild ? 'child' : null,
          parentTeamId,
        })
        .where(and(eq(teams.eventId, event.id), eq(teams.id, teamId)));
      return user;
    },

    async featuredIds(event: EventRow): Promise<string[]> {
      const stored = (await getSettingsData(t.deps.db, event.id, ['featured'])).get('featured');
      return (stored as { contentIds?: string[] } | undefined)?.contentIds ?? [];
    },

    /** Adds a page through the API and returns it. */
    async addPage(caller: Caller, body: Record<string, unknown>) {
      const response = await caller.post('/content', body);
      expect(response.statusCode, response.body).toBe(201);
      return response.json() as { id: string; sectionIds: string[] } & Record<string, unknown>;
    },

    async addSection(caller: Caller, contentId: string, body: Record<string, unknown>) {
      const response = await caller.post(`/content/${contentId}/sections`, body);
      expect(response.statusCode, response.body).toBe(201);
      return response.json() as { id: string; data: unknown } & Record<string, unknown>;
    },

    /** Uploads one file to a section as `cookie`'s user. */
    async upload(
      event: EventRow,
      cookie: string,
      contentId: string,
      sectionId: string,
      file: { fileName: string; data: Buffer },
    ) {
      const body = multipart({}, file);
      return t.app.inject({
        method: 'POST',
        url: `/api/v1/events/${event.id}/content/${contentId}/sections/${sectionId}/files`,
        headers: { host: event.hostnames[0]!, cookie, ...body.headers },
        payload: body.payload,
      });
    },
  };
}
