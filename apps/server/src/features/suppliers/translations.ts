import { eq } from 'drizzle-orm';
import { supplierGroups, suppliers } from '../../db/schema/suppliers.ts';
import { registerColumnsTranslatable } from '../platform/translations/registry.ts';

/** A supplier's description in the event's other languages (its company name is its own). */
registerColumnsTranslatable('suppliers', {
  permission: 'moderator',
  table: suppliers,
  title: suppliers.company,
  texts: { description: { column: suppliers.description, part: 'description', format: 'html' } },
  active: eq(suppliers.isArchived, false),
});

/** A supplier group's title: members find suppliers under it. */
registerColumnsTranslatable('supplier-groups', {
  permission: 'moderator',
  table: supplierGroups,
  title: supplierGroups.title,
  texts: { title: { column: supplierGroups.title, part: 'title' } },
  active: eq(supplierGroups.isArchived, false),
});
