import { z } from 'zod';
import { text } from '../common/text.ts';
import { corePageIds } from '../content/core-pages.ts';

/**
 * Items the sidebar can hold besides the core pages (spec section 2: core sections content,
 * downloads, myAccount, changePassword, suppliers, tasks, team, notifications; the core pages
 * are dashboard, downloads, forms, suppliers, tasks, timeTable, notifications). Other item ids
 * name content pages.
 */
export const sidebarCoreItemIds = [
  'content',
  'downloads',
  'myAccount',
  'changePassword',
  'suppliers',
  'tasks',
  'team',
  'notifications',
  'myEvents',
] as const;

export const sidebarMessages = { invalid: /*i18n*/ 'Invalid sidebar sections' } as const;

/** A core page or fixed screen; any other sidebar item names a content page of the event. */
export function isSidebarFixedItem(id: string): boolean {
  return (
    (corePageIds as readonly string[]).includes(id) ||
    (sidebarCoreItemIds as readonly string[]).includes(id)
  );
}

/** A heading over an ordered list of items (spec section 2, Sidebar and menu). */
export const sidebarSectionSchema = z.strictObject({
  id: text().trim().min(1).max(100),
  heading: text().trim().max(100),
  /** Core page ids, core section ids ('content', 'team', ...) or content page ids, in order. */
  itemIds: z
    .array(text().trim().min(1).max(100))
    .max(100)
    .refine((ids) => new Set(ids).size === ids.length, /*i18n*/ 'An item can appear only once'),
  /** Position of the section, lowest first. */
  index: z.number().int().min(0),
  isCollapsable: z.boolean(),
});
export type SidebarSection = z.infer<typeof sidebarSectionSchema>;

/**
 * PUT /sidebar: the whole ordered list of sections, as drag and drop leaves it. An empty list
 * goes back to the default sections.
 */
export const replaceSidebarInputSchema = z.strictObject({
  sections: z
    .array(sidebarSectionSchema)
    .max(50)
    .refine(
      (sections) => new Set(sections.map((s) => s.id)).size === sections.length,
      /*i18n*/ 'Each section needs its own id',
    ),
});
export type ReplaceSidebarInput = z.infer<typeof replaceSidebarInputSchema>;

export const sidebarResponseSchema = z.strictObject({ sections: z.array(sidebarSectionSchema) });
export type SidebarResponse = z.infer<typeof sidebarResponseSchema>;

/** The sections of an event that has not arranged its sidebar. */
export const defaultSidebarSections: SidebarSection[] = [
  {
    id: 'main',
    heading: 'Event',
    itemIds: [
      'dashboard',
      'content',
      'downloads',
      'forms',
      'tasks',
      'suppliers',
      'timeTable',
      'notifications',
    ],
    index: 0,
    isCollapsable: false,
  },
  {
    id: 'account',
    heading: 'Account',
    itemIds: ['team', 'myAccount', 'changePassword', 'myEvents'],
    index: 1,
    isCollapsable: true,
  },
];

/** Sections in display order: by index, then id. */
export function sortSidebarSections(sections: SidebarSection[]): SidebarSection[] {
  return [...sections].sort((a, b) => a.index - b.index || a.id.localeCompare(b.id));
}
