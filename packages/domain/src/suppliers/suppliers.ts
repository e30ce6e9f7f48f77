import { z } from 'zod';
import { booleanFilter, idFilter, listQuerySchema, pageSchema } from '../common/list-query.ts';
import { text } from '../common/text.ts';
import type { ContentReader } from '../content/content.ts';
import {
  archiveRecordsInputSchema,
  recordIdSchema,
  stampFields,
  trimmedText,
} from '../forms/records.ts';

/**
 * Suppliers (spec section 3, Supplier; calls document 7.1, 7.2 and 8): the companies an event
 * recommends to its exhibitors (stand builders, AV hire, catering …), with their contacts,
 * shown to members by team type.
 */

/** The spec's messages (calls document, section 8) and ours where it has none. */
export const supplierMessages = {
  invalidSupplier: /*i18n*/ 'Invalid supplier',
  invalidGroup: /*i18n*/ 'Invalid group',
  logoFailed: /*i18n*/ 'Failed to upload logo',
  supplierNotFound: /*i18n*/ 'Supplier not found',
  groupNotFound: /*i18n*/ 'Supplier group not found',
  teamTypeNotInEvent: /*i18n*/ 'This team type is not in the event',
  groupNotInEvent: /*i18n*/ 'This supplier group is not in the event',
  groupArchived: /*i18n*/ 'This supplier group is archived',
  supplierNotInEvent: /*i18n*/ 'This supplier is not in the event',
  supplierTwice: /*i18n*/ 'This supplier is in the list twice',
  shownAndHidden: /*i18n*/ 'A team type cannot be both shown and hidden',
  website: /*i18n*/ 'Enter a website address starting with https://',
  email: /*i18n*/ 'Enter an email address such as name@example.com',
} as const;

/** "Supplier logo 256x256 PNG quality 80" (calls document, section 9). */
export const supplierLogoSize = { width: 256, height: 256 } as const;
export const supplierLogoQuality = 80;
/** A logo is a small picture: 10MB is far above any real one. */
export const supplierLogoLimitBytes = 10 * 1024 * 1024;

const company = text(/*i18n*/ 'Enter the company name')
  .trim()
  .min(1, /*i18n*/ 'Enter the company name')
  .max(200, /*i18n*/ 'Use at most 200 characters');

const website = trimmedText(500).refine(
  (link) => link === '' || /^https?:\/\/[^\s.]+\.[^\s]+$/i.test(link),
  supplierMessages.website,
);

const email = trimmedText(254).refine(
  (value) => value === '' || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value),
  supplierMessages.email,
);

/** One person to contact at the supplier; every part may be empty but not all of them. */
export const supplierContactSchema = z
  .strictObject({
    firstName: trimmedText(100).default(''),
    surname: trimmedText(100).default(''),
    phone: trimmedText(50).default(''),
    email: email.default(''),
    jobTitle: trimmedText(100).default(''),
  })
  .refine((contact) => Object.values(contact).some((value) => value !== ''), {
    message: /*i18n*/ 'Enter a name, phone or email for the contact',
    path: ['firstName'],
  });
export type SupplierContact = z.output<typeof supplierContactSchema>;

const teamTypeIds = z.array(recordIdSchema).max(200);

/** What an organiser sets on a supplier. */
const supplierSettings = {
  company,
  /** Rich text (sanitised HTML). */
  description: trimmedText(20_000),
  website,
  isFeatured: z.boolean(),
  contacts: z.array(supplierContactSchema).max(20, /*i18n*/ 'A supplier takes at most 20 contacts'),
  /** Empty: every team type (less those hidden). */
  showToTeamTypeIds: teamTypeIds,
  /** Team types that never see it, whatever showToTeamTypeIds says. */
  hideFromTeamTypeIds: teamTypeIds,
};

export const supplierSchema = z.strictObject({
  id: recordIdSchema,
  /** The URL of its 256x256 PNG logo; '' for none. */
  logo: text(),
  ...supplierSettings,
  isArchived: z.boolean(),
  ...stampFields,
});
export type Supplier = z.infer<typeof supplierSchema>;

/** A type both shown and hidden is a contradiction: refused at its place in hideFromTeamTypeIds. */
export function supplierVisibilityIssues(
  supplier: Partial<Pick<Supplier, 'showToTeamTypeIds' | 'hideFromTeamTypeIds'>>,
): { path: string; message: string }[] {
  const shown = new Set(supplier.showToTeamTypeIds ?? []);
  return (supplier.hideFromTeamTypeIds ?? []).flatMap((id, index) =>
    shown.has(id)
      ? [{ path: `hideFromTeamTypeIds.${index}`, message: supplierMessages.shownAndHidden }]
      : [],
  );
}

const withVisibilityCheck = <T extends z.ZodType<Partial<Supplier>>>(schema: T) =>
  schema.superRefine((supplier, ctx) => {
    for (const issue of supplierVisibilityIssues(supplier))
      ctx.addIssue({ code: 'custom', path: issue.path.split('.'), message: issue.message });
  });

/** Body of "add supplier", optionally into chosen groups (calls, 7.1). The logo is uploaded after. */
export const createSupplierInputSchema = withVisibilityCheck(
  z.strictObject({
    company,
    description: supplierSettings.description.default(''),
    website: supplierSettings.website.default(''),
    isFeatured: supplierSettings.isFeatured.default(false),
    contacts: supplierSettings.contacts.default([]),
    showToTeamTypeIds: supplierSettings.showToTeamTypeIds.default([]),
    hideFromTeamTypeIds: supplierSettings.hideFromTeamTypeIds.default([]),
    /** Supplier groups the new supplier joins (at the end of their lists). */
    supplierGroupIds: z.array(recordIdSchema).max(50).default([]),
  }),
);
export type CreateSupplierInput = z.input<typeof createSupplierInputSchema>;

/**
 * Body of "update supplier": any settings, the archive flag, and the groups it is in (joins
 * the ones added at the end, leaves the ones missing).
 */
export const updateSupplierInputSchema = withVisibilityCheck(
  z
    .strictObject({
      ...supplierSettings,
      isArchived: z.boolean(),
      supplierGroupIds: z.array(recordIdSchema).max(50),
    })
    .partial(),
).refine((input) => Object.keys(input).length > 0, { message: /*i18n*/ 'Send at least one field' });
export type UpdateSupplierInput = z.infer<typeof updateSupplierInputSchema>;

/** A supplier with the groups it is in (the organisers' list and record screen). */
export const supplierDetailSchema = supplierSchema.extend({
  supplierGroupIds: z.array(recordIdSchema),
});
export type SupplierDetail = z.infer<typeof supplierDetailSchema>;

export const supplierSorts = ['company', 'updatedAt'] as const;
export type SupplierSort = (typeof supplierSorts)[number];

/**
 * Query of the organisers' suppliers list: q matches the company; filters isArchived (default
 * false: the active list), isFeatured, supplierGroupId.
 */
export const supplierListQuerySchema = listQuerySchema({
  sorts: supplierSorts,
  defaultSort: 'company',
  filters: {
    isArchived: booleanFilter,
    isFeatured: booleanFilter,
    supplierGroupId: idFilter,
  },
});
export type SupplierListQuery = z.output<typeof supplierListQuerySchema>;
export const supplierPageSchema = pageSchema(supplierDetailSchema);
export type SupplierPage = z.infer<typeof supplierPageSchema>;

/** Body of bulk archive and unarchive. */
export const archiveSuppliersInputSchema = archiveRecordsInputSchema;
export type ArchiveSuppliersInput = z.infer<typeof archiveSuppliersInputSchema>;

/**
 * Whether a reader sees an active supplier (spec section 6, as for downloads): organisers see
 * every one; others not when hidden from their team type, and when it is shown only to some
 * types, only if theirs is one. The server applies the same rule in SQL (features/suppliers/queries.ts).
 */
export function isSupplierVisible(
  supplier: Pick<Supplier, 'isArchived' | 'showToTeamTypeIds' | 'hideFromTeamTypeIds'>,
  reader: ContentReader,
): boolean {
  if (supplier.isArchived) return false;
  if (reader.isOrganiser) return true;
  const type = reader.teamTypeId;
  if (type !== null && supplier.hideFromTeamTypeIds.includes(type)) return false;
  return (
    supplier.showToTeamTypeIds.length === 0 ||
    (type !== null && supplier.showToTeamTypeIds.includes(type))
  );
}

/** A supplier as members see it. */
export const memberSupplierSchema = supplierSchema.pick({
  id: true,
  logo: true,
  company: true,
  description: true,
  website: true,
  isFeatured: true,
  contacts: true,
});
export type MemberSupplier = z.infer<typeof memberSupplierSchema>;

/** The heading of the suppliers in no active group. */
export const otherSuppliersTitle = 'Other suppliers';

/**
 * The members' suppliers page: active groups by title, each with its visible suppliers
 * (featured first, then in the group's order), then the suppliers in no active group.
 */
export const memberSupplierListSchema = z.strictObject({
  groups: z.array(
    z.strictObject({
      /** null: the suppliers in no active group ('Other suppliers'). */
      id: recordIdSchema.nullable(),
      title: z.string(),
      suppliers: z.array(memberSupplierSchema),
    }),
  ),
});
export type MemberSupplierList = z.infer<typeof memberSupplierListSchema>;

export const memberSupplierListQuerySchema = z.object({
  /** Matches the company or the description. */
  q: text().trim().max(200).default(''),
});

/**
 * Groups visible suppliers for the members' page: each active group in its given order with
 * its suppliers featured first, then in the group's order; suppliers in no group under
 * 'Other suppliers', featured first, then by company. Empty groups are left out.
 */
export function groupSuppliersForMembers<
  S extends { id: string; company: string; isFeatured: boolean },
>(
  groups: readonly { id: string; title: string; supplierIds: readonly string[] }[],
  suppliers: readonly S[],
): { id: string | null; title: string; suppliers: S[] }[] {
  const byId = new Map(suppliers.map((supplier) => [supplier.id, supplier]));
  const placed = new Set<string>();
  const featuredFirst = (list: S[]) =>
    list
      .map((supplier, index) => ({ supplier, index }))
      .sort(
        (a, b) =>
          Number(b.supplier.isFeatured) - Number(a.supplier.isFeatured) || a.index - b.index,
      )
      .map(({ supplier }) => supplier);
  const result: { id: string | null; title: string; suppliers: S[] }[] = [];
  for (const group of groups) {
    const members = group.supplierIds.flatMap((id) => {
      const supplier = byId.get(id);
      if (!supplier) return [];
      placed.add(id);
      return [supplier];
    });
    if (members.length)
      result.push({ id: group.id, title: group.title, suppliers: featuredFirst(members) });
  }
  const others = suppliers
    .filter((supplier) => !placed.has(supplier.id))
    .sort((a, b) => a.company.localeCompare(b.company, 'en-GB', { sensitivity: 'base' }));
  if (others.length)
    result.push({ id: null, title: otherSuppliersTitle, suppliers: featuredFirst(others) });
  return result;
}
