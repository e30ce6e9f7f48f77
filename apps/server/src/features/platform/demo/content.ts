import type { AppDeps, EventContext } from '../../../app-deps.ts';
import { addSection } from '../../content/sections.ts';
import { addContent } from '../../content/service.ts';

/**
 * The demo's content pages: what an exhibitor reads first (two of them featured on the
 * dashboard), a page for sponsors only, and a public one that guests can read without logging
 * in. Written through the content service, so they are checked as an organiser's would be.
 * Returns the build-up page's id (its contractors are linked once the suppliers exist).
 */
export async function seedDemoContent(
  deps: AppDeps,
  ctx: EventContext,
  typeIds: { Exhibitor: string; Sponsor: string },
) {
  const page = async (settings: Record<string, unknown>, sections: Record<string, unknown>[]) => {
    const { id } = await addContent(deps, ctx, { isPublished: true, ...settings });
    for (const section of sections) {
      await addSection(deps, ctx, id, { isPublished: true, isNewSection: false, ...section });
    }
    return id;
  };

  const buildUpId = await page(
    {
      title: 'Build-up and breakdown',
      path: 'build-up',
      icon: 'clock',
      isFeatured: true,
      description: 'When you can get in, set up your stand and leave again.',
    },
    [
      {
        type: 'richText',
        heading: 'Before you arrive',
        data: '<p>Every vehicle needs a <strong>delivery slot</strong>: book yours with the logistics team at least a week before build-up. Bring your stand number and the name of your contractor.</p>',
      },
      {
        type: 'table',
        heading: 'Timetable',
        data: {
          isFirstRowHeader: true,
          columnCount: 3,
          rows: [
            ['Day', 'Time', 'What happens'],
            ['Saturday 13 November', '08:00 – 20:00', 'Space-only stands build'],
            ['Sunday 14 November', '08:00 – 22:00', 'Shell schemes open; all stands dressed'],
            [
              'Tuesday 16 November',
              '17:30 – 23:00',
              'Breakdown (no trolleys in the halls before 17:45)',
            ],
          ],
        },
      },
      {
        type: 'callout',
        heading: '',
        data: {
          variant: 'warning',
          text: 'Vehicles must leave the loading bays within 30 minutes of unloading.',
        },
      },
    ],
  );

  await page(
    {
      title: 'Health and safety',
      path: 'health-and-safety',
      icon: 'info-circle',
      isFeatured: true,
      description: 'The rules on site during build-up, the show and breakdown.',
    },
    [
      {
        type: 'richText',
        heading: 'On site',
        data: '<ul><li>Hard hats and high-visibility vests in the halls during build-up and breakdown.</li><li>No work at height without a risk assessment.</li><li>Keep gangways and fire exits clear at all times.</li></ul>',
      },
      {
        type: 'callout',
        heading: '',
        data: {
          variant: 'danger',
          text: 'In an emergency call the control room on +31 20 000 0000 or tell a steward.',
        },
      },
    ],
  );

  await page(
    {
      title: 'Sponsor benefits',
      path: 'sponsor-benefits',
      icon: 'star',
      allowedTeamTypeIds: [typeIds.Sponsor],
      description: 'What your sponsorship includes, and when to send us your logos.',
    },
    [
      {
        type: 'richText',
        heading: 'Your package',
        data: '<p>Your logo on the show guide, the website and the entrance banners; four extra exhibitor passes; a table at the opening reception.</p><p>Send your logos as SVG or high-resolution PNG by <strong>1 October</strong>.</p>',
      },
    ],
  );

  await page(
    {
      title: 'Getting here',
      path: 'getting-here',
      icon: 'map-pin',
      isPublic: true,
      description: 'The venue, parking and public transport.',
    },
    [
      {
        type: 'googleMaps',
        heading: 'The venue',
        data: 'RAI Amsterdam, Europaplein 24, 1078 GZ Amsterdam',
      },
      {
        type: 'richText',
        heading: 'Parking',
        data: '<p>Exhibitor parking is in the RAI car park P1; show your exhibitor pass at the barrier. Trains and metro line 52 stop at Amsterdam RAI station, next to the entrance.</p>',
      },
    ],
  );
  return { buildUpId };
}

/**
 * The build-up page's official contractors: a resources section linking two suppliers, which
 * members open inside the page (/content/:contentId/supplier/:supplierId).
 */
export async function seedDemoContractorLinks(
  deps: AppDeps,
  ctx: EventContext,
  buildUpId: string,
  supplierIds: Record<string, string>,
) {
  const companies = ['Brightbuild Exhibition Stands', 'Harbour Freight Logistics'];
  await addSection(deps, ctx, buildUpId, {
    type: 'resources',
    heading: 'Official contractors',
    data: companies.map((company) => ({ id: supplierIds[company], type: 'supplier' })),
    isPublished: true,
    isNewSection: false,
  });
}

/**
 * A page of the exhibitors' checklist: each task group as a task list, so members see their
 * tasks with their team's progress inside the content too.
 */
export async function seedDemoChecklistPage(deps: AppDeps, ctx: EventContext, groupIds: string[]) {
  const { id } = await addContent(deps, ctx, {
    isPublished: true,
    title: 'Your exhibitor checklist',
    path: 'checklist',
    icon: 'checklist',
    description: 'Everything your team needs to do before and during the show.',
  });
  const headings = ['Before the show', 'Build-up and on site'];
  for (const [index, groupId] of groupIds.entries()) {
    await addSection(deps, ctx, id, {
      type: 'taskList',
      heading: headings[index] ?? '',
      data: groupId,
      isPublished: true,
      isNewSection: false,
    });
  }
}
