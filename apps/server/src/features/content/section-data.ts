import {
  type ContentSectionType,
  contentMessages,
  type PdfFile,
  type ResourceType,
} from '@showdesk/domain/content/content';
import { downloadMessages } from '@showdesk/domain/content/downloads';
import { supplierMessages } from '@showdesk/domain/suppliers/suppliers';
import { taskMessages } from '@showdesk/domain/tasks/tasks';
import type { DbOrTx } from '../../db/client.ts';
import type { FieldIssue } from '../../lib/validate.ts';
import { existingActiveSupplierIds } from '../suppliers/queries.ts';
import { existingTaskIds } from '../tasks/queries.ts';
import { assetTypes, existingDownloadIds, existingPageIds } from './queries.ts';
import { sanitiseRichText } from './sanitise-rich-text.ts';
import { taskGroupExists } from './task-links.ts';

export interface CheckedData {
  data: unknown;
  issues: FieldIssue[];
  /** A pdf section's files that the new data leaves out (to delete). */
  removedFiles: PdfFile[];
}

/**
 * Checks a section's data (already parsed by its type's schema) against what the event holds,
 * and returns what to store: rich text sanitised; an image must be an image asset of the event;
 * content, download and task resources must exist, a supplier must be an active one of the event
 * (forms are checked by their own links), a
 * task list must name a task group of the event; a pdf section keeps only files it already has, with their
 * stored address and size (the name may change), so files only arrive through the upload route.
 */
export async function checkSectionData(
  db: DbOrTx,
  eventId: string,
  type: ContentSectionType,
  data: unknown,
  existingFiles: PdfFile[],
): Promise<CheckedData> {
  const ok = (value: unknown): CheckedData => ({ data: value, issues: [], removedFiles: [] });
  switch (type) {
    case 'richText':
      return ok(await sanitiseRichText(data as string));
    case 'image': {
      const types = await assetTypes(db, eventId, [data as string]);
      if (types.get(data as string) === 'image') return ok(data);
      return {
        ...ok(data),
        issues: [{ path: 'data', message: /*i18n*/ 'Choose an image from the asset library' }],
      };
    }
    case 'resources':
      return { ...ok(data), issues: await checkResources(db, eventId, data as Resource[]) };
    case 'taskList':
      if (await taskGroupExists(db, eventId, data as string)) return ok(data);
      return { ...ok(data), issues: [{ path: 'data', message: taskMessages.groupNotFound }] };
    case 'pdf':
      return checkPdfFiles(data as { fileName: string; files: PdfFile[] }, existingFiles);
    default:
      return ok(data);
  }
}

interface Resource {
  id: string;
  type: ResourceType;
}

async function checkResources(db: DbOrTx, eventId: string, resources: Resource[]) {
  const idsOf = (type: ResourceType) => resources.filter((r) => r.type === type).map((r) => r.id);
  // One query at a time: `db` may be a transaction.
  const pages = await existingPageIds(db, eventId, idsOf('content'));
  const downloads = await existingDownloadIds(db, eventId, idsOf('download'));
  const tasks = await existingTaskIds(db, eventId, idsOf('task'));
  const suppliers = await existingActiveSupplierIds(db, eventId, idsOf('supplier'));
  return resources.flatMap((resource, i): FieldIssue[] => {
    if (resource.type === 'content' && !pages.has(resource.id)) {
      return [{ path: `data.${i}.id`, message: contentMessages.notFound }];
    }
    if (resource.type === 'download' && !downloads.has(resource.id)) {
      return [{ path: `data.${i}.id`, message: downloadMessages.notFound }];
    }
    if (resource.type === 'task' && !tasks.has(resource.id)) {
      return [{ path: `data.${i}.id`, message: taskMessages.taskNotFound }];
    }
    if (resource.type === 'supplier' && !suppliers.has(resource.id)) {
      return [{ path: `data.${i}.id`, message: supplierMessages.supplierNotFound }];
    }
    return [];
  });
}

function checkPdfFiles(
  data: { fileName: string; files: PdfFile[] },
  existingFiles: PdfFile[],
): CheckedData {
  const existing = new Map(existingFiles.map((f) => [f.fileId, f]));
  const seen = new Set<string>();
  const issues: FieldIssue[] = [];
  const files = data.files.flatMap((file, i) => {
    const stored = existing.get(file.fileId);
    if (!stored) {
      issues.push({
        path: `data.files.${i}.fileId`,
        message: /*i18n*/ 'File not found: upload it first',
      });
      return [];
    }
    if (seen.has(file.fileId)) {
      issues.push({
        path: `data.files.${i}.fileId`,
        message: /*i18n*/ 'A file can appear only once',
      });
      return [];
    }
    seen.add(file.fileId);
    return [{ ...stored, name: file.name }];
  });
  return {
    data: { fileName: data.fileName, files },
    issues,
    removedFiles: existingFiles.filter((f) => !seen.has(f.fileId)),
  };
}

/** The files a stored pdf section holds (none for another type). */
export function filesOf(type: string, data: unknown): PdfFile[] {
  if (type !== 'pdf' || typeof data !== 'object' || data === null) return [];
  const files = (data as { files?: unknown }).files;
  return Array.isArray(files) ? (files as PdfFile[]) : [];
}
