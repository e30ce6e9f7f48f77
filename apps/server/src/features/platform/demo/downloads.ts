import type { AppDeps, EventContext } from '../../../app-deps.ts';
import { xlsxFile } from '../../../lib/xlsx-writer.ts';
import { addDownload } from '../../content/downloads/service.ts';
import { withDemoUploads } from './demo-files.ts';
import { floorPlanImage, pdfDocument } from './documents.ts';

const exhibitorManual = () =>
  pdfDocument('Showdesk Demo Expo: exhibitor manual', [
    {
      heading: 'Key dates',
      paragraphs: [
        'Build-up: Saturday 13 and Sunday 14 November, 08:00 to 20:00. Show days: Monday 15 and Tuesday 16 November, 09:00 to 17:30. Breakdown: Tuesday 16 November from 18:00 until 23:00.',
        'Deadlines for orders, forms and tasks are listed in the portal under Tasks: each one shows its due date and turns Due Soon, then Overdue, if it is not done in time.',
      ],
    },
    {
      heading: 'Build-up and breakdown',
      paragraphs: [
        'Every stand builder must be registered through the portal before build-up begins. Wristbands are collected from the organisers’ office at the loading bay.',
        'Nothing may leave the halls before 18:00 on the last show day. Stands must be cleared by 23:00; what is left behind is removed at the exhibitor’s cost.',
      ],
    },
    {
      heading: 'Stand rules',
      paragraphs: [
        'Shell scheme stands are 2.5 m high with a fascia board. Space-only stands may be built to 4 m; anything higher, any double-decker or any hanging sign needs the organisers’ written approval, asked for through the stand plan form.',
        'Walls facing another stand or an aisle must be finished on both sides. Open sides must stay at least 50% open.',
      ],
    },
    {
      heading: 'Deliveries',
      paragraphs: [
        'Deliveries are accepted at the loading bay during build-up only, labelled with your company name and stand number. Harbour Freight Logistics, the official forwarder, stores empty cases and ships them back after the show.',
      ],
    },
    {
      heading: 'Health and safety',
      paragraphs: [
        'Each exhibitor sends a risk assessment and its public liability insurance certificate (at least £5 million) before the deadline in Tasks. Hard hats and high-visibility vests are worn in the halls during build-up and breakdown.',
        'All materials must be flame-retardant. Electrical work on stands is done by the appointed contractor only: order sockets and lighting with the electrical order form.',
      ],
    },
    {
      heading: 'Contacts',
      paragraphs: [
        'Organisers’ office: during build-up and the show, at the loading bay, or through the portal’s comments on any task. Suppliers and their contacts are listed under Suppliers.',
      ],
    },
  ]);

const sponsorGuidelines = () =>
  pdfDocument('Sponsor brand guidelines', [
    {
      heading: 'Your logo',
      paragraphs: [
        'Send your logo as an SVG or a PNG of at least 2000 pixels across, on a transparent background, with the sponsorship form. It appears on the website, the entrance banners, the show guide and the seminar theatre screens.',
      ],
    },
    {
      heading: 'Hospitality',
      paragraphs: [
        'Sponsors’ receptions are booked with Premier Hospitality Catering by the deadline in Tasks. Guest lists are sent to the organisers 48 hours before the reception.',
      ],
    },
  ]);

const safetyDeclaration = () =>
  pdfDocument('Health and safety declaration', [
    {
      heading: 'Declaration',
      paragraphs: [
        'We confirm that our stand and its contents comply with the exhibitor manual, that our contractors hold valid insurance, and that a risk assessment for build-up, the show and breakdown has been made and shared with everyone working on the stand.',
        'Company: ______________________   Stand: ________   Name: ______________________',
        'Signed: ______________________   Date: ____________',
      ],
    },
  ]);

/** The electrical order form: what can be ordered, its price, and a quantity to fill in. */
async function electricalOrderForm(): Promise<Buffer> {
  const items: [string, number][] = [
    ['500 W socket (show days)', 68],
    ['1 kW socket (24 hours)', 115],
    ['3 kW socket (show days)', 160],
    ['Spotlight, 150 W LED, on the fascia', 52],
    ['Floodlight, 300 W LED, on a stand', 74],
    ['Distribution board, 6 ways', 98],
  ];
  const chunks: Buffer[] = [];
  for await (const chunk of xlsxFile({
    name: 'Electrical order',
    columns: [
      { heading: 'Item', width: 40 },
      { heading: 'Price (GBP, plus VAT)', width: 22 },
      { heading: 'Quantity', width: 12 },
    ],
    batches: (async function* () {
      yield items.map(([item, price]) => [
        item,
        { amount: price, currency: 'GBP', text: `£${price}.00` },
        '',
      ]);
    })(),
  })) {
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/**
 * The demo's downloads, uploaded through the organisers' service: the exhibitor manual (PDF),
 * the hall plan (PNG) and a health and safety declaration for every team (stand shares too),
 * the electrical order form (XLSX) hidden from sponsors, the brand guidelines for sponsors only.
 */
export async function seedDemoDownloads(
  deps: AppDeps,
  admin: EventContext,
  typeIds: { Sponsor: string },
) {
  const downloads: { fileName: string; data: Buffer; fields: Record<string, string> }[] = [
    {
      fileName: 'exhibitor-manual.pdf',
      data: exhibitorManual(),
      fields: {
        name: 'Exhibitor manual',
        description: 'Key dates, build-up and breakdown, stand rules, deliveries and safety.',
      },
    },
    {
      fileName: 'hall-plan.png',
      data: await floorPlanImage(),
      fields: {
        name: 'Hall plan',
        description: 'Both halls with every stand number, the entrances and the loading bay.',
      },
    },
    {
      fileName: 'electrical-order-form.xlsx',
      data: await electricalOrderForm(),
      fields: {
        name: 'Electrical order form',
        description:
          'Sockets and lighting for your stand: fill in the quantities and send it back.',
        hideFromTeamTypeIds: typeIds.Sponsor,
      },
    },
    {
      fileName: 'health-and-safety-declaration.pdf',
      data: safetyDeclaration(),
      fields: {
        name: 'Health and safety declaration',
        description: 'Print, sign and upload it with your risk assessment.',
        showToChildTeams: 'true',
      },
    },
    {
      fileName: 'sponsor-brand-guidelines.pdf',
      data: sponsorGuidelines(),
      fields: {
        name: 'Sponsor brand guidelines',
        description: 'How your logo is used, and booking your hospitality.',
        showToTeamTypeIds: typeIds.Sponsor,
      },
    },
  ];
  await withDemoUploads(async (upload) => {
    for (const { fileName, data, fields } of downloads) {
      await addDownload(deps, admin, await upload(fileName, data, fields));
    }
  });
}
