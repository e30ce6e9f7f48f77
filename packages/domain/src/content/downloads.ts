import { z } from 'zod';
import { booleanFilter, listQuerySchema, pageSchema } from '../common/list-query.ts';
import { text } from '../common/text.ts';
import type { ContentReader } from './content.ts';

export const downloadMessages = {
  invalidDownload: /*i18n*/ 'Invalid download values',
  notFound: /*i18n*/ 'Download not found',
} as const;

/** A file members download (spec section 3, Download). `data` is the file's URL. */
export const downloadSchema = z.strictObject({
  id: text().min(1),
  name: text(),
  description: text(),
  /** The file's URL ('' before a file is uploaded). */
  data: text(),
  fileName: text(),
  fileSize: z.number().int().min(0),
  fileType: text(),
  showDownload: z.boolean(),
  showToChildTeams: z.boolean(),
  /** Empty: every team type. */
  showToTeamTypeIds: z.array(text()),
  hideFromTeamTypeIds: z.array(text()),
  createdAt: z.iso.datetime(),
  createdBy: text().nullable(),
  updatedAt: z.iso.datetime(),
  updatedBy: text().nullable(),
});
export type Download = z.infer<typeof downloadSchema>;

/** What members see (their downloads page): every download they may see, by name. */
export const downloadListSchema = z.strictObject({ downloads: z.array(downloadSchema) });

export const downloadSorts = ['name', 'fileType', 'fileSize', 'updatedAt'] as const;
export type DownloadSort = (typeof downloadSorts)[number];

/**
 * Query of the organisers' downloads list (the list convention): q matches the name, the
 * description or the file name; filter showDownload:true|false. Default sort: name.
 */
export const downloadListQuerySchema = listQuerySchema({
  sorts: downloadSorts,
  defaultSort: 'name',
  filters: { showDownload: booleanFilter },
});
export type DownloadListQuery = z.output<typeof downloadListQuerySchema>;
export const downloadPageSchema = pageSchema(downloadSchema);
export type DownloadPage = z.infer<typeof downloadPageSchema>;

const fields = {
  name: z
    .string(/*i18n*/ 'Enter a name')
    .trim()
    .min(1, /*i18n*/ 'Enter a name')
    .max(200, /*i18n*/ 'Use at most 200 characters'),
  description: text().trim().max(2000, /*i18n*/ 'Use at most 2000 characters'),
  showDownload: z.boolean(),
  showToChildTeams: z.boolean(),
  showToTeamTypeIds: z.array(text().trim().min(1)).max(500),
  hideFromTeamTypeIds: z.array(text().trim().min(1)).max(500),
};

/** The settings of a download (sent with its file on add, or alone on edit). */
export const downloadSettingsInputSchema = z.strictObject({
  name: fields.name.optional(),
  description: fields.description.default(''),
  showDownload: fields.showDownload.default(true),
  showToChildTeams: fields.showToChildTeams.default(false),
  showToTeamTypeIds: fields.showToTeamTypeIds.default([]),
  hideFromTeamTypeIds: fields.hideFromTeamTypeIds.default([]),
});

export const updateDownloadInputSchema = z
  .strictObject(fields)
  .partial()
  .refine((input) => Object.keys(input).length > 0, {
    message: /*i18n*/ 'Send at least one field',
  });
export type UpdateDownloadInput = z.infer<typeof updateDownloadInputSchema>;

/**
 * Whether a reader sees a download: shown, not hidden from their team type, limited to types
 * that include theirs (none: every type), and for a child team only with showToChildTeams.
 * Organisers see every shown download.
 */
export function isDownloadVisible(
  download: Pick<
    Download,
    'showDownload' | 'showToChildTeams' | 'showToTeamTypeIds' | 'hideFromTeamTypeIds' | 'data'
  >,
  reader: ContentReader,
): boolean {
  if (!download.showDownload || download.data === '') return false;
  if (reader.isOrganiser) return true;
  if (reader.isChildTeam && !download.showToChildTeams) return false;
  const type = reader.teamTypeId;
  if (type !== null && download.hideFromTeamTypeIds.includes(type)) return false;
  return (
    download.showToTeamTypeIds.length === 0 ||
    (type !== null && download.showToTeamTypeIds.includes(type))
  );
}

/**
 * A file size as the downloads list shows it (spec): over 1,000,000 bytes in MB, over 1,000 in
 * KB, with one decimal; otherwise in bytes.
 */
export function formatDownloadSize(bytes: number): string {
  if (bytes > 1_000_000) return `${(bytes / 1_000_000).toFixed(1)} MB`;
  if (bytes > 1_000) return `${(bytes / 1_000).toFixed(1)} KB`;
  return `${bytes} bytes`;
}
