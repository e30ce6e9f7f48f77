import { bigint, index, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { eventRecordKey, stamps } from './columns.ts';

/**
 * Every stored file of an event: where it lives in storage and which record owns it. Files are
 * served through the API under the access rules of their owner (`ownerType`, `ownerId`).
 */
export const storedFiles = pgTable(
  'stored_files',
  {
    ...eventRecordKey(),
    /** What owns the file: 'asset', 'branding', later 'download', 'submission', ... */
    ownerType: text('owner_type').notNull(),
    ownerId: text('owner_id').notNull(),
    /** The key in the storage adapter, e.g. {eventId}/assets/{assetId}/large. */
    storageKey: text('storage_key').notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    ...stamps,
  },
  (t) => [
    primaryKey({ columns: [t.eventId, t.id] }),
    index('stored_files_owner_idx').on(t.eventId, t.ownerType, t.ownerId),
  ],
);

/** An image or document of the asset library (spec section 3, Asset). */
export const assets = pgTable(
  'assets',
  {
    ...eventRecordKey(),
    name: text('name').notNull(),
    altText: text('alt_text').notNull().default(''),
    type: text('type', { enum: ['image', 'document'] }).notNull(),
    /** URLs of the four sizes (an image) or of the file in each slot (a document). */
    data: jsonb('data')
      .$type<{ large: string; medium: string; small: string; thumb: string }>()
      .notNull(),
    ...stamps,
  },
  (t) => [primaryKey({ columns: [t.eventId, t.id] })],
);
