import { sql } from 'drizzle-orm';
import { bigint, boolean, index, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { deletedWith, eventIdColumn, eventRecordKey, jsonValue, stamps } from './columns.ts';

/** A content page (spec section 3): settings, and its sections in `section_ids` order. */
export const contentPages = pgTable(
  'content_pages',
  {
    ...eventRecordKey(),
    title: text('title').notNull(),
    path: text('path').notNull().default(''),
    description: text('description').notNull().default(''),
    sectionIds: text('section_ids').array().notNull().default(sql`'{}'::text[]`),
    isPublished: boolean('is_published').notNull().default(false),
    isPublic: boolean('is_public').notNull().default(false),
    isFeatured: boolean('is_featured').notNull().default(false),
    isArchived: boolean('is_archived').notNull().default(false),
    icon: text('icon').notNull().default('file-text'),
    allowedTeamTypeIds: text('allowed_team_type_ids').array().notNull().default(sql`'{}'::text[]`),
    assetId: text('asset_id'),
    showToChildTeams: boolean('show_to_child_teams').notNull().default(false),
    ...stamps,
  },
  (t) => [primaryKey({ columns: [t.eventId, t.id] })],
);

/** One section of a content page; `data` holds its type's shape (domain content.ts). */
export const contentSections = pgTable(
  'content_sections',
  {
    eventId: eventIdColumn(),
    id: text('id').notNull(),
    contentId: text('content_id').notNull(),
    type: text('type').notNull(),
    heading: text('heading').notNull().default(''),
    isNewSection: boolean('is_new_section').notNull().default(false),
    isPublished: boolean('is_published').notNull().default(true),
    data: jsonValue('data').notNull(),
    ...stamps,
  },
  (t) => [
    primaryKey({ columns: [t.eventId, t.id] }),
    deletedWith(t.eventId, t.contentId, contentPages),
    index('content_sections_content_idx').on(t.eventId, t.contentId),
  ],
);

/** A file members download (spec section 3, Download); the file is a stored file it owns. */
export const downloads = pgTable(
  'downloads',
  {
    ...eventRecordKey(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** The file's URL; '' until a file is uploaded. */
    data: text('data').notNull().default(''),
    fileName: text('file_name').notNull().default(''),
    fileSize: bigint('file_size', { mode: 'number' }).notNull().default(0),
    fileType: text('file_type').notNull().default(''),
    showDownload: boolean('show_download').notNull().default(true),
    showToChildTeams: boolean('show_to_child_teams').notNull().default(false),
    showToTeamTypeIds: text('show_to_team_type_ids').array().notNull().default(sql`'{}'::text[]`),
    hideFromTeamTypeIds: text('hide_from_team_type_ids')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    ...stamps,
  },
  (t) => [primaryKey({ columns: [t.eventId, t.id] })],
);
