import { z } from 'zod';
import { iconNames } from '../common/icons.ts';
import { booleanFilter, listQuerySchema, pageSchema } from '../common/list-query.ts';
import { say } from '../common/say.ts';
import { text } from '../common/text.ts';
import { youTubeShortcode } from './video.ts';

/** The ten section types a content page is built from (spec section 3, Content section). */
export const contentSectionTypes = [
  'richText',
  'button',
  'callout',
  'image',
  'googleMaps',
  'pdf',
  'youTube',
  'taskList',
  'resources',
  'table',
] as const;
export type ContentSectionType = (typeof contentSectionTypes)[number];

export const contentSectionTypeLabels: Record<ContentSectionType, string> = {
  richText: 'Rich text',
  button: 'Button',
  callout: 'Callout',
  image: 'Image',
  googleMaps: 'Google map',
  pdf: 'PDF files',
  youTube: 'YouTube video',
  taskList: 'Task list',
  resources: 'Resources',
  table: 'Table',
};

export const calloutVariants = ['default', 'info', 'success', 'warning', 'danger'] as const;
/**
 * What a resources section links to. A supplier opens inside the page
 * (/content/:contentId/supplier/:supplierId), its breadcrumbs leading back to the page.
 */
export const resourceTypes = ['task', 'form', 'content', 'download', 'supplier'] as const;
export type ResourceType = (typeof resourceTypes)[number];

export const contentMessages = {
  invalidContent: /*i18n*/ 'Invalid content data',
  invalidNewSections: /*i18n*/ 'Invalid new sections data',
  invalidUpdatedSections: /*i18n*/ 'Invalid updated sections data',
  invalidPdfSection: /*i18n*/ 'Invalid PDF section after upload',
  pdfUploadFailed: /*i18n*/ 'An unknown error occurred whilst processing PDF uploads',
  notFound: /*i18n*/ 'Content not found',
  sectionNotFound: /*i18n*/ 'Section not found',
  invalidOrder: /*i18n*/ 'Send every section id of the page once, in the new order',
} as const;

/** Limits of a page and its sections. */
export const contentLimits = {
  sectionsPerPage: 100,
  richTextChars: 200_000,
  tableColumns: 12,
  tableRows: 200,
  pdfFilesPerSection: 20,
  resourcesPerSection: 50,
} as const;

const trimmed = (max: number) =>
  text().trim().max(max, say(/*i18n*/ 'Use at most {max} characters', { max }));
/** A trimmed text that must not be empty; `enter` asks for it ("Enter a title"). */
const required = (enter: string, max: number) =>
  z
    .string(enter)
    .trim()
    .min(1, enter)
    .max(max, say(/*i18n*/ 'Use at most {max} characters', { max }));

/** A link a button may take: a web address, or a path inside the app (e.g. /downloads). */
export const sectionLinkSchema = z
  .string(/*i18n*/ 'Enter a link')
  .trim()
  .min(1, /*i18n*/ 'Enter a link')
  .max(2000, /*i18n*/ 'Use at most 2000 characters')
  .refine(
    (link) =>
      /^\/(?!\/)/.test(link) || /^https?:\/\/[^\s]+$/i.test(link) || /^mailto:\S+@\S+$/i.test(link),
    /*i18n*/ 'Enter a web address (https://…), an email link (mailto:…) or a path in the portal (/…)',
  );

/** A pasted YouTube link or a bare shortcode, stored as the shortcode (the part after watch?v=). */
export const youTubeDataSchema = z
  .string(/*i18n*/ 'Enter a YouTube link')
  .trim()
  .transform((value, ctx) => {
    const code = youTubeShortcode(value);
    if (!code) {
      ctx.addIssue({ code: 'custom', message: /*i18n*/ 'Enter a YouTube link or video code' });
      return z.NEVER;
    }
    return code;
  });

export const pdfFileSchema = z.strictObject({
  fileId: text().min(1),
  name: text().trim().min(1).max(200),
  url: text().min(1),
  size: z.number().int().min(0),
});
export type PdfFile = z.infer<typeof pdfFileSchema>;

/** The data of each section type (spec section 3). Rich text is HTML, sanitised by the server. */
export const sectionDataSchemas = {
  richText: text().max(contentLimits.richTextChars, /*i18n*/ 'This text is too long'),
  button: z.strictObject({
    text: required(/*i18n*/ 'Enter the button text', 80),
    link: sectionLinkSchema,
  }),
  callout: z.strictObject({
    variant: z.enum(calloutVariants).default('default'),
    text: required(/*i18n*/ 'Enter the callout text', 2000),
  }),
  /** An asset id of the asset library (an image). */
  image: text(/*i18n*/ 'Choose an image').trim().min(1, /*i18n*/ 'Choose an image'),
  /** A Google Maps link or an address. */
  googleMaps: required(/*i18n*/ 'Enter a Google Maps link or an address', 500),
  pdf: z.strictObject({
    fileName: trimmed(200).default(''),
    files: z.array(pdfFileSchema).max(contentLimits.pdfFilesPerSection).default([]),
  }),
  youTube: youTubeDataSchema,
  /** A task group id: members see its tasks, in the group's order. */
  taskList: text(/*i18n*/ 'Choose a task list').trim().min(1, /*i18n*/ 'Choose a task list'),
  resources: z
    .array(
      z.strictObject({
        id: text().trim().min(1, /*i18n*/ 'Choose a resource'),
        type: z.enum(resourceTypes).default('task'),
      }),
    )
    .min(1, /*i18n*/ 'Add at least one resource')
    .max(contentLimits.resourcesPerSection),
  table: z
    .strictObject({
      isFixedWidth: z.boolean().default(false),
      isFirstRowHeader: z.boolean().default(true),
      columnCount: z.coerce.number().int().min(1).max(contentLimits.tableColumns),
      rows: z
        .array(z.array(text().max(2000)))
        .min(1, /*i18n*/ 'Add at least one row')
        .max(contentLimits.tableRows),
    })
    .refine((table) => table.rows.every((row) => row.length === table.columnCount), {
      message: /*i18n*/ 'Every row needs one cell per column',
      path: ['rows'],
    }),
} satisfies Record<ContentSectionType, z.ZodType>;

const stampFields = {
  createdAt: z.iso.datetime(),
  createdBy: text().nullable(),
  updatedAt: z.iso.datetime(),
  updatedBy: text().nullable(),
};

const sectionCommon = {
  id: text().min(1),
  contentId: text().min(1),
  heading: text(),
  isNewSection: z.boolean(),
  isPublished: z.boolean(),
  ...stampFields,
};

/** A stored section: common fields, its type and that type's data. */
export const contentSectionSchema = z.discriminatedUnion('type', [
  z.strictObject({ ...sectionCommon, type: z.literal('richText'), data: text() }),
  z.strictObject({ ...sectionCommon, type: z.literal('button'), data: sectionDataSchemas.button }),
  z.strictObject({
    ...sectionCommon,
    type: z.literal('callout'),
    data: sectionDataSchemas.callout,
  }),
  z.strictObject({ ...sectionCommon, type: z.literal('image'), data: text() }),
  z.strictObject({ ...sectionCommon, type: z.literal('googleMaps'), data: text() }),
  z.strictObject({ ...sectionCommon, type: z.literal('pdf'), data: sectionDataSchemas.pdf }),
  z.strictObject({ ...sectionCommon, type: z.literal('youTube'), data: text() }),
  z.strictObject({ ...sectionCommon, type: z.literal('taskList'), data: text() }),
  z.strictObject({
    ...sectionCommon,
    type: z.literal('resources'),
    data: sectionDataSchemas.resources,
  }),
  z.strictObject({ ...sectionCommon, type: z.literal('table'), data: sectionDataSchemas.table }),
]);
export type ContentSection = z.infer<typeof contentSectionSchema>;

/** A content page (spec section 3): its settings and its sections' order. */
export const contentPageSchema = z.strictObject({
  id: text().min(1),
  title: text(),
  /** A short name for the page's address, e.g. "stand-build"; may be empty. */
  path: text(),
  description: text(),
  sectionIds: z.array(text()),
  isPublished: z.boolean(),
  isPublic: z.boolean(),
  isFeatured: z.boolean(),
  isArchived: z.boolean(),
  icon: z.enum(iconNames),
  /** Empty: every team type. */
  allowedTeamTypeIds: z.array(text()),
  assetId: text().nullable(),
  showToChildTeams: z.boolean(),
  ...stampFields,
});
export type ContentPage = z.infer<typeof contentPageSchema>;

export const contentSorts = ['title', 'path', 'sections', 'updatedAt'] as const;
export type ContentSort = (typeof contentSorts)[number];

/**
 * Query of the organisers' content list (the list convention): q matches the title or the path;
 * filters isArchived, isPublished and isFeatured (true|false; without isArchived, both).
 * Default sort: title.
 */
export const contentListQuerySchema = listQuerySchema({
  sorts: contentSorts,
  defaultSort: 'title',
  filters: { isArchived: booleanFilter, isPublished: booleanFilter, isFeatured: booleanFilter },
});
export type ContentListQuery = z.output<typeof contentListQuerySchema>;
export const contentPageListSchema = pageSchema(contentPageSchema);
export type ContentPageList = z.infer<typeof contentPageListSchema>;
export const contentPageDetailSchema = contentPageSchema.extend({
  sections: z.array(contentSectionSchema),
});
export type ContentPageDetail = z.infer<typeof contentPageDetailSchema>;

const pageFields = {
  title: required(/*i18n*/ 'Enter a title', 200),
  path: trimmed(200)
    .toLowerCase()
    .refine(
      (p) => p === '' || /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(p),
      /*i18n*/ 'Use lower-case letters, digits and hyphens',
    ),
  description: trimmed(2000),
  isPublished: z.boolean(),
  isPublic: z.boolean(),
  isFeatured: z.boolean(),
  icon: z.enum(iconNames, /*i18n*/ 'Choose an icon from the list'),
  allowedTeamTypeIds: z.array(text().trim().min(1)).max(500),
  assetId: text().trim().min(1).nullable(),
  showToChildTeams: z.boolean(),
};

/** Body of "add content": only a title is needed (spec section 5: booleans default false). */
export const createContentInputSchema = z.strictObject({
  title: pageFields.title,
  path: pageFields.path.default(''),
  description: pageFields.description.default(''),
  isPublished: pageFields.isPublished.default(false),
  isPublic: pageFields.isPublic.default(false),
  isFeatured: pageFields.isFeatured.default(false),
  icon: pageFields.icon.default('file-text'),
  allowedTeamTypeIds: pageFields.allowedTeamTypeIds.default([]),
  assetId: pageFields.assetId.default(null),
  showToChildTeams: pageFields.showToChildTeams.default(false),
});
export type CreateContentInput = z.input<typeof createContentInputSchema>;

/** Body of the page settings: any of them (archiving has its own calls). */
export const updateContentInputSchema = z
  .strictObject(pageFields)
  .partial()
  .refine((input) => Object.keys(input).length > 0, {
    message: /*i18n*/ 'Send at least one field',
  });
export type UpdateContentInput = z.infer<typeof updateContentInputSchema>;

const newSectionCommon = {
  heading: trimmed(200).default(''),
  isNewSection: z.boolean().default(false),
  isPublished: z.boolean().default(true),
};

/** Body of "add section": its type and data; it goes last on the page. */
export const createSectionInputSchema = z.discriminatedUnion(
  'type',
  contentSectionTypes.map((type) =>
    z.strictObject({ ...newSectionCommon, type: z.literal(type), data: sectionDataSchemas[type] }),
  ) as unknown as [z.ZodObject, ...z.ZodObject[]],
  { error: /*i18n*/ 'Choose a section type from the list' },
);
export type CreateSectionInput = {
  type: ContentSectionType;
  heading?: string;
  isNewSection?: boolean;
  isPublished?: boolean;
  data: unknown;
};

/** Body of "edit section": heading, flags and data (checked against the section's own type). */
export const updateSectionInputSchema = z
  .strictObject({
    heading: trimmed(200),
    isNewSection: z.boolean(),
    isPublished: z.boolean(),
    data: z.unknown(),
  })
  .partial()
  .refine((input) => Object.keys(input).length > 0, {
    message: /*i18n*/ 'Send at least one field',
  });
export type UpdateSectionInput = z.infer<typeof updateSectionInputSchema>;

export const reorderSectionsInputSchema = z.strictObject({
  ids: z.array(text().min(1)).max(contentLimits.sectionsPerPage),
});

// ——— What members and guests read ———

export const contentImageSchema = z.strictObject({
  large: text(),
  medium: text(),
  small: text(),
  thumb: text(),
  altText: text(),
});
export type ContentImage = z.infer<typeof contentImageSchema>;

/** A resource link as a member sees it (only resources they may see are listed). */
export const resourceLinkSchema = z.strictObject({
  id: text(),
  type: z.enum(resourceTypes),
  title: text(),
  /** Where it opens in the portal (a download opens its file). */
  href: text(),
});
export type ResourceLink = z.infer<typeof resourceLinkSchema>;

/** A task a page links to, as the reader may see it (their team's progress comes apart). */
export const contentTaskLinkSchema = z.strictObject({
  id: text(),
  title: text(),
  dueDate: text().nullable(),
  type: text(),
  /** The task inside the page: /content/:contentId/task/:taskId. */
  href: text(),
});
export type ContentTaskLink = z.infer<typeof contentTaskLinkSchema>;

/**
 * A published section as members and guests read it: no stamps; an image section carries its
 * image's sizes, a resources section the links the reader may open, a task list the tasks of
 * its group the reader may see (none for a guest).
 */
export const memberSectionSchema = z.strictObject({
  id: text(),
  type: z.enum(contentSectionTypes),
  heading: text(),
  isNewSection: z.boolean(),
  data: z.unknown(),
  image: contentImageSchema.nullable().optional(),
  links: z.array(resourceLinkSchema).optional(),
  tasks: z.array(contentTaskLinkSchema).optional(),
});
export type MemberSection = z.infer<typeof memberSectionSchema>;

/** A page in a member's list or on the dashboard. */
export const memberContentSummarySchema = z.strictObject({
  id: text(),
  title: text(),
  description: text(),
  icon: z.enum(iconNames),
  image: contentImageSchema.nullable(),
});
export type MemberContentSummary = z.infer<typeof memberContentSummarySchema>;

export const memberContentListSchema = z.strictObject({
  content: z.array(memberContentSummarySchema),
});

export const memberContentPageSchema = memberContentSummarySchema.extend({
  sections: z.array(memberSectionSchema),
});
export type MemberContentPage = z.infer<typeof memberContentPageSchema>;

/** Who reads content: their team's type and role, and whether they organise. */
export interface ContentReader {
  teamTypeId: string | null;
  isChildTeam: boolean;
  /** Moderators and up, and members of an organiser team: see every team type's content. */
  isOrganiser: boolean;
}

/**
 * Whether a reader sees a page (spec section 6): published, not archived, and no team type
 * limit or the reader's type; a child (stand-share) team only where showToChildTeams.
 * Organisers see every published page whatever its limits.
 */
export function isContentVisible(
  page: Pick<ContentPage, 'isPublished' | 'isArchived' | 'allowedTeamTypeIds' | 'showToChildTeams'>,
  reader: ContentReader,
): boolean {
  if (!page.isPublished || page.isArchived) return false;
  if (reader.isOrganiser) return true;
  if (reader.isChildTeam && !page.showToChildTeams) return false;
  return (
    page.allowedTeamTypeIds.length === 0 ||
    (reader.teamTypeId !== null && page.allowedTeamTypeIds.includes(reader.teamTypeId))
  );
}

/** A guest sees a page only when it is public, published and not archived. */
export function isContentPublic(
  page: Pick<ContentPage, 'isPublished' | 'isArchived' | 'isPublic'>,
) {
  return page.isPublic && page.isPublished && !page.isArchived;
}
