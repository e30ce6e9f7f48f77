import type { SupplierContact } from '@showdesk/domain/suppliers/suppliers';
import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { eventRecordKey, stamps } from './columns.ts';

/** A supplier (spec section 3, Supplier and supplier group). */
export const suppliers = pgTable(
  'suppliers',
  {
    ...eventRecordKey(),
    /** The URL of its 256x256 PNG logo (a stored file owned by the supplier); '' for none. */
    logo: text('logo').notNull().default(''),
    company: text('company').notNull(),
    description: text('description').notNull().default(''),
    website: text('website').notNull().default(''),
    isArchived: boolean('is_archived').notNull().default(false),
    isFeatured: boolean('is_featured').notNull().default(false),
    contacts: jsonb('contacts').$type<SupplierContact[]>().notNull().default([]),
    showToTeamTypeIds: text('show_to_team_type_ids').array().notNull().default(sql`'{}'::text[]`),
    hideFromTeamTypeIds: text('hide_from_team_type_ids')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    ...stamps,
  },
  (t) => [
    primaryKey({ columns: [t.eventId, t.id] }),
    // The lists: active or archived, by company (case-insensitively), then id.
    index('suppliers_list_idx').on(t.eventId, t.isArchived, sql`lower(${t.company})`, t.id),
  ],
);

/** A supplier group (spec section 3): its suppliers in the order members see them. */
export const supplierGroups = pgTable(
  'supplier_groups',
  {
    ...eventRecordKey(),
    title: text('title').notNull(),
    supplierIds: text('supplier_ids').array().notNull().default(sql`'{}'::text[]`),
    isArchived: boolean('is_archived').notNull().default(false),
    ...stamps,
  },
  (t) => [
    primaryKey({ columns: [t.eventId, t.id] }),
    index('supplier_groups_list_idx').on(t.eventId, t.isArchived, t.title),
  ],
);
