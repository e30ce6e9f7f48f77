import type { AppDeps, EventContext } from '../../../app-deps.ts';
import { addGroup } from '../../../lib/lists/record-groups.ts';
import { supplierGroupSpec } from '../../suppliers/groups.ts';
import { uploadSupplierLogo } from '../../suppliers/logo.ts';
import { addSupplier } from '../../suppliers/service.ts';
import { loadSharp } from '../uploads/resize-image.ts';
import { withDemoUploads } from './demo-files.ts';

interface DemoSupplier {
  company: string;
  initials: string;
  colour: string;
  group: 'build' | 'services';
  body: Record<string, unknown>;
}

const contact = (firstName: string, surname: string, jobTitle: string, domain: string) => ({
  firstName,
  surname,
  jobTitle,
  email: `${firstName.toLowerCase()}@${domain}`,
  phone: `+44 20 7946 0${String(firstName.length * 137).padStart(3, '0')}`,
});

/** The demo's suppliers: what exhibitors book for a trade show, with a contact or two each. */
const demoSuppliers = (typeIds: { Exhibitor: string; Sponsor: string }): DemoSupplier[] => [
  {
    company: 'Brightbuild Exhibition Stands',
    initials: 'BB',
    colour: '#1971c2',
    group: 'build',
    body: {
      isFeatured: true,
      website: 'https://brightbuild.example.com',
      description:
        '<p>The official stand contractor: shell scheme upgrades, custom builds and graphics, built and taken down for you.</p>',
      contacts: [
        contact('Hannah', 'Price', 'Stand sales', 'brightbuild.example.com'),
        contact('Tom', 'Okafor', 'Project manager', 'brightbuild.example.com'),
      ],
    },
  },
  {
    company: 'Furnish Event Hire',
    initials: 'FE',
    colour: '#2f9e44',
    group: 'build',
    body: {
      website: 'https://furnish.example.com',
      description:
        '<p>Tables, chairs, counters, fridges and plants delivered to your stand before the doors open.</p>',
      contacts: [contact('Priya', 'Shah', 'Event hire', 'furnish.example.com')],
    },
  },
  {
    company: 'Spark Electrical Services',
    initials: 'SE',
    colour: '#f08c00',
    group: 'build',
    body: {
      website: 'https://spark-electrical.example.com',
      description:
        '<p>The venue’s appointed electrician: sockets, lighting and 24-hour power. Order before the deadline to avoid surcharges.</p>',
      contacts: [
        contact('Dan', 'Whitfield', 'Electrical coordinator', 'spark-electrical.example.com'),
      ],
    },
  },
  {
    company: 'Clearview AV Hire',
    initials: 'AV',
    colour: '#7048e8',
    group: 'services',
    body: {
      website: 'https://clearview-av.example.com',
      description: '<p>Screens, sound, lighting rigs and technicians for stands and seminars.</p>',
      contacts: [contact('Leo', 'Marsh', 'AV account manager', 'clearview-av.example.com')],
    },
  },
  {
    company: 'Harbour Freight Logistics',
    initials: 'HF',
    colour: '#0c8599',
    group: 'services',
    body: {
      website: 'https://harbour-freight.example.com',
      description:
        '<p>Official freight forwarder: delivery to your stand, empty case storage and return shipping.</p>',
      contacts: [contact('Grace', 'Bell', 'Show logistics', 'harbour-freight.example.com')],
      hideFromTeamTypeIds: [typeIds.Sponsor],
    },
  },
  {
    company: 'Premier Hospitality Catering',
    initials: 'PH',
    colour: '#c2255c',
    group: 'services',
    body: {
      website: 'https://premier-hospitality.example.com',
      description:
        '<p>Private dining, drinks receptions and stand catering for sponsors and their guests.</p>',
      contacts: [
        contact('Sophie', 'Laurent', 'Sponsor hospitality', 'premier-hospitality.example.com'),
      ],
      // Sponsors only: the demo team (exhibitors) does not see it, even by its address.
      showToTeamTypeIds: [typeIds.Sponsor],
    },
  },
  {
    company: 'Stand Clean Co',
    initials: 'SC',
    colour: '#5c940d',
    group: 'services',
    body: {
      description: '<p>Nightly stand cleaning and waste removal during the show.</p>',
      contacts: [contact('Ben', 'Carter', 'Bookings', 'standclean.example.com')],
    },
  },
];

/** A square PNG logo: the supplier's initials on its colour. */
async function logoImage(initials: string, colour: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256">
    <rect width="256" height="256" rx="40" fill="${colour}"/>
    <text x="128" y="158" font-family="DejaVu Sans, sans-serif" font-size="92" font-weight="700"
      fill="#ffffff" text-anchor="middle">${initials}</text></svg>`;
  const sharp = await loadSharp();
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/**
 * The demo's suppliers in two groups ("Stand build and furniture", "On-site services"), one
 * featured, one for sponsors only and one hidden from them, each with a generated logo;
 * written through the organisers' services. Returns their ids by company.
 */
export async function seedDemoSuppliers(
  deps: AppDeps,
  admin: EventContext,
  typeIds: { Exhibitor: string; Sponsor: string },
): Promise<Record<string, string>> {
  const ids: Record<string, string> = {};
  const groups = {
    build: await addGroup(deps, supplierGroupSpec, admin, { title: 'Stand build and furniture' }),
    services: await addGroup(deps, supplierGroupSpec, admin, { title: 'On-site services' }),
  };
  await withDemoUploads(async (upload) => {
    for (const entry of demoSuppliers(typeIds)) {
      const supplier = await addSupplier(deps, admin, {
        company: entry.company,
        ...entry.body,
        supplierGroupIds: [groups[entry.group].id],
      });
      ids[entry.company] = supplier.id;
      const logo = await logoImage(entry.initials, entry.colour);
      await uploadSupplierLogo(
        deps,
        admin,
        supplier.id,
        await upload(`${entry.company}.png`, logo),
      );
    }
  });
  return ids;
}
