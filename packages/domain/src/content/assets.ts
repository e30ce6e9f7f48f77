import { z } from 'zod';
import { listQuerySchema, pageSchema } from '../common/list-query.ts';
import { text } from '../common/text.ts';
import { type UploadKind, uploadAcceptClasses } from '../platform/uploads.ts';

export const assetTypes = ['image', 'document'] as const;
export type AssetType = (typeof assetTypes)[number];

/**
 * The URLs of an asset's files: an image's four sizes, or a document's (or SVG's) one file in
 * every slot, so every screen can show `data.thumb` or link `data.large` without asking which.
 */
export const assetDataSchema = z.strictObject({
  large: text().min(1),
  medium: text().min(1),
  small: text().min(1),
  thumb: text().min(1),
});
export type AssetData = z.infer<typeof assetDataSchema>;

/** An image or document of the asset library (spec section 3, Asset). */
export const assetSchema = z.strictObject({
  id: text().min(1),
  name: text(),
  /** Describes an image to people who cannot see it; empty for a document. */
  altText: text(),
  type: z.enum(assetTypes),
  data: assetDataSchema,
  createdAt: z.iso.datetime(),
  createdBy: text().nullable(),
  updatedAt: z.iso.datetime(),
  updatedBy: text().nullable(),
});
export type Asset = z.infer<typeof assetSchema>;

export const assetSorts = ['name', 'type', 'createdAt', 'updatedAt'] as const;
export type AssetSort = (typeof assetSorts)[number];

/**
 * Query of the asset library (the list convention): q matches the name or the alt text; filter
 * type:image|document. Default sort: name.
 */
export const assetListQuerySchema = listQuerySchema({
  sorts: assetSorts,
  defaultSort: 'name',
  filters: { type: z.enum(assetTypes) },
});
export type AssetListQuery = z.output<typeof assetListQuerySchema>;
export const assetPageSchema = pageSchema(assetSchema);
export type AssetPage = z.infer<typeof assetPageSchema>;

const assetName = text()
  .trim()
  .min(1, /*i18n*/ 'Enter a name')
  .max(200, /*i18n*/ 'Use at most 200 characters');
const altText = text().trim().max(500, /*i18n*/ 'Use at most 500 characters');

/**
 * The text fields sent with the file when an asset is added (multipart form fields). Without a
 * name the asset takes the file's name, less its extension.
 */
export const createAssetInputSchema = z.strictObject({
  name: assetName.optional(),
  altText: altText.default(''),
});
export type CreateAssetInput = z.input<typeof createAssetInputSchema>;

/** Body of an asset edit: its name and alt text (its file is replaced by adding a new asset). */
export const updateAssetInputSchema = z
  .strictObject({ name: assetName, altText })
  .partial()
  .refine((input) => input.name !== undefined || input.altText !== undefined, {
    message: /*i18n*/ 'Send a name or an alt text',
  });
export type UpdateAssetInput = z.infer<typeof updateAssetInputSchema>;

/** What the asset library takes: images and documents (pdf, office, text, zip). */
export const assetFileKinds = [
  ...uploadAcceptClasses.image,
  ...uploadAcceptClasses.docs,
  'txt',
  'zip',
] as const satisfies readonly UploadKind[];

/** Messages of the asset library: the spec's catalogue (calls document, section 8). */
export const assetMessages = {
  invalidAsset: /*i18n*/ 'Invalid asset',
  invalidFileAsset: /*i18n*/ 'Invalid fileasset',
  invalidAssetsData: /*i18n*/ 'Invalid assets data',
  notFound: /*i18n*/ 'Asset not found',
} as const;
