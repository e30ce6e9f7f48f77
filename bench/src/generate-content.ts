import type { AppDeps } from '@showdesk/server/src/app-deps.ts';
import { contentPages, contentSections } from '@showdesk/server/src/db/schema/content.ts';
import { teamTypes } from '@showdesk/server/src/db/schema/team-types.ts';
import { teams } from '@showdesk/server/src/db/schema/teams.ts';
import { saveSettingsData } from '@showdesk/server/src/features/platform/settings/queries.ts';
import { newId } from '@showdesk/server/src/lib/ids.ts';
import { and, eq, inArray } from 'drizzle-orm';
import { idsByName } from './event-rows.ts';

export interface GeneratedContent {
  pages: number;
  sections: number;
  teamTypes: number;
  featured: number;
  /** A page the bench member may open, with every kind of section. */
  samplePageId: string;
}

const paragraph =
  '<p>Stand build opens at <strong>07:00</strong> on Monday. Bring your exhibitor pass and the ' +
  'vehicle permit; unloading bays are allocated by hall. See the <a href="/downloads">downloads</a> ' +
  'for the floor plan.</p><ul><li>Hall A: bays 1–12</li><li>Hall B: bays 13–20</li></ul>';

/** Eight sections of the kinds members read most. */
function sectionsFor(eventId: string, contentId: string) {
  const common = { eventId, contentId, isPublished: true };
  return [
    { ...common, id: newId(), type: 'richText', heading: 'Arrival', data: paragraph },
    {
      ...common,
      id: newId(),
      type: 'callout',
      heading: '',
      data: { variant: 'warning', text: 'Deadlines are strict.' },
    },
    {
      ...common,
      id: newId(),
      type: 'button',
      heading: '',
      data: { text: 'Book a slot', link: '/forms' },
    },
    { ...common, id: newId(), type: 'youTube', heading: 'Welcome video', data: 'dQw4w9WgXcQ' },
    { ...common, id: newId(), type: 'googleMaps', heading: 'Venue', data: 'ExCeL London' },
    {
      ...common,
      id: newId(),
      type: 'table',
      heading: 'Timings',
      data: {
        isFixedWidth: false,
        isFirstRowHeader: true,
        columnCount: 3,
        rows: [
          ['Day', 'Opens', 'Closes'],
          ['Mon', '07:00', '22:00'],
          ['Tue', '07:00', '20:00'],
        ],
      },
    },
    { ...common, id: newId(), type: 'richText', heading: 'Rules', data: paragraph },
    {
      ...common,
      id: newId(),
      type: 'richText',
      heading: 'Unpublished',
      data: paragraph,
      isPublished: false,
    },
  ];
}

/**
 * Content for the large event: five team types (the teams shared round-robin among them),
 * `pages` pages with eight sections each — a third limited to one team type, one in twenty
 * archived, one in ten unpublished — and six featured pages.
 */
export async function generateContent(
  deps: AppDeps,
  eventId: string,
  pages = 300,
): Promise<GeneratedContent> {
  const { db } = deps;
  const typeIds = Array.from({ length: 5 }, () => newId());
  await db
    .insert(teamTypes)
    .values(typeIds.map((id, i) => ({ eventId, id, name: `Type ${i + 1}` })));
  const teamIds = await idsByName(db, teams, eventId);
  for (let t = 0; t < typeIds.length; t++) {
    const ids = teamIds.filter((_, i) => i % typeIds.length === t);
    for (let i = 0; i < ids.length; i += 500) {
      await db
        .update(teams)
        .set({ teamTypeId: typeIds[t]! })
        .where(and(eq(teams.eventId, eventId), inArray(teams.id, ids.slice(i, i + 500))));
    }
  }

  let sections = 0;
  const pageIds: string[] = [];
  for (let p = 0; p < pages; p++) {
    const id = newId();
    const pageSections = sectionsFor(eventId, id);
    sections += pageSections.length;
    pageIds.push(id);
    await db.transaction(async (tx) => {
      await tx.insert(contentPages).values({
        eventId,
        id,
        title: `Guide ${String(p + 1).padStart(3, '0')}`,
        description: 'Everything exhibitors need to know about this part of the show.',
        sectionIds: pageSections.map((s) => s.id),
        isPublished: p % 10 !== 9,
        isArchived: p % 20 === 19,
        isFeatured: p < 6,
        allowedTeamTypeIds: p % 3 === 1 ? [typeIds[p % typeIds.length]!] : [],
        icon: 'file-text',
      });
      await tx.insert(contentSections).values(pageSections);
    });
  }
  await saveSettingsData(db, eventId, 'featured', { contentIds: pageIds.slice(0, 6) }, null);
  return {
    pages,
    sections,
    teamTypes: typeIds.length,
    featured: 6,
    samplePageId: pageIds[0]!,
  };
}
