import type { AppDeps } from '@showdesk/server/src/app-deps.ts';
import { supplierGroups, suppliers } from '@showdesk/server/src/db/schema/suppliers.ts';
import { teamTypes } from '@showdesk/server/src/db/schema/team-types.ts';
import { newId } from '@showdesk/server/src/lib/ids.ts';
import { idsByName } from './event-rows.ts';
import { quietly } from './quiet-writes.ts';

export interface GeneratedSuppliers {
  suppliers: number;
  groups: number;
}

const trades = ['Stand build', 'Furniture', 'Electrics', 'AV hire', 'Catering', 'Freight'];

/**
 * The large event's suppliers: `count` companies with three contacts each and a description,
 * in eight groups (one in ten in no group), one in eight featured, one in five shown to one
 * team type only and one in seven hidden from one, a few archived: what the member's list
 * filters in its query.
 */
export async function generateSuppliers(
  deps: AppDeps,
  eventId: string,
  count = 300,
): Promise<GeneratedSuppliers> {
  const { db } = deps;
  const typeIds = await idsByName(db, teamTypes, eventId);
  const typeAt = (i: number) => (typeIds.length ? [typeIds[i % typeIds.length]!] : []);
  const ids = Array.from({ length: count }, () => newId());
  await quietly(db, (tx) =>
    tx.insert(suppliers).values(
      ids.map((id, i) => ({
        eventId,
        id,
        company: `${trades[i % trades.length]} Supplier ${String(i + 1).padStart(3, '0')} Ltd`,
        description: `<p>${trades[i % trades.length]} for exhibitors: ordering, delivery to the stand and collection after the show.</p>`,
        website: `https://supplier-${i + 1}.example.com`,
        isFeatured: i % 8 === 0,
        isArchived: i % 50 === 49,
        contacts: [1, 2, 3].map((n) => ({
          firstName: `Contact${n}`,
          surname: `Supplier${i + 1}`,
          phone: `+44 20 7946 ${String(1000 + i).slice(-4)}`,
          email: `contact${n}@supplier-${i + 1}.example.com`,
          jobTitle: n === 1 ? 'Sales' : n === 2 ? 'Operations' : 'Accounts',
        })),
        showToTeamTypeIds: i % 5 === 4 ? typeAt(i) : [],
        hideFromTeamTypeIds: i % 7 === 6 && i % 5 !== 4 ? typeAt(i + 1) : [],
      })),
    ),
  );
  const groupCount = 8;
  await quietly(db, (tx) =>
    tx.insert(supplierGroups).values(
      Array.from({ length: groupCount }, (_, g) => ({
        eventId,
        id: newId(),
        title: `Supplier group ${g + 1}`,
        supplierIds: ids.filter((_, i) => i % groupCount === g && i % 10 !== 9),
      })),
    ),
  );
  return { suppliers: count, groups: groupCount };
}
