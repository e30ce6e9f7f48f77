import { z } from 'zod';
import { say } from '../common/say.ts';
import { text } from '../common/text.ts';

/**
 * The id of a form, field, field group or submission. Field ids appear in submission values and
 * in error paths (`values.<fieldId>.<part>`), so they hold no dots: letters, digits, - and _
 * (the server's UUIDs, or ids the builder makes for new fields before they are saved).
 */
export const recordIdSchema = text(/*i18n*/ 'No ID')
  .min(1, /*i18n*/ 'No ID')
  .max(100, /*i18n*/ 'Use at most 100 characters')
  .regex(/^[A-Za-z0-9_-]+$/, /*i18n*/ 'Use letters, digits, - and _ in an id')
  // Ids become keys of plain objects (values by field id, logic by owner).
  .refine((id) => id !== '__proto__', /*i18n*/ 'Use letters, digits, - and _ in an id');

/** Body of bulk archive and unarchive of a list's records (forms, tasks, suppliers, groups). */
export const archiveRecordsInputSchema = z.strictObject({
  ids: z.array(recordIdSchema).min(1, /*i18n*/ 'No ID').max(500),
  isArchived: z.boolean(/*i18n*/ 'Invalid status'),
});
export type ArchiveRecordsInput = z.infer<typeof archiveRecordsInputSchema>;

/** Every record carries who made and last changed it, and when (DESIGN.md, data rules). */
export const stampFields = {
  createdAt: z.iso.datetime(),
  createdBy: text().nullable(),
  updatedAt: z.iso.datetime(),
  updatedBy: text().nullable(),
};

/** A short trimmed text of at most `max` characters (may be empty). */
export const trimmedText = (max: number) =>
  text().trim().max(max, say(/*i18n*/ 'Use at most {max} characters', { max }));

/** A trimmed text that must not be empty; `enter` asks for it ("Enter a name"). */
export const requiredText = (enter: string, max: number) =>
  text(enter).trim().min(1, enter).max(max, say(/*i18n*/ 'Use at most {max} characters', { max }));

/** A problem with one input, at its path (`values.<fieldId>…`, `logicMap.<id>…`), as the API reports it. */
export interface FieldIssue {
  path: string;
  message: string;
}
