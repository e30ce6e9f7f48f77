import { z } from 'zod';
import { recordIdSchema, stampFields } from '../forms/records.ts';
import { booleanFilter, listQuerySchema, pageSchema } from './list-query.ts';
import { text } from './text.ts';

const title = text(/*i18n*/ 'Enter a title')
  .trim()
  .min(1, /*i18n*/ 'Enter a title')
  .max(200, /*i18n*/ 'Use at most 200 characters');

const memberIds = z.array(recordIdSchema);

/**
 * The schemas of ordered groups of records (supplier groups, task groups): a title and the
 * members' ids under `memberKey`, in the order members see them; the organisers' list of them
 * by title or last change, active or archived (q matches the title). A feature names its
 * member key; the server's lists layer (lib/lists/record-groups.ts) does the rest. Bulk archive
 * takes `archiveRecordsInputSchema` (forms/records.ts).
 */
export function recordGroupSchemas<K extends string>(memberKey: K) {
  const members = <T>(ids: T) => ({ [memberKey]: ids }) as Record<K, T>;
  const schema = z.strictObject({
    id: recordIdSchema,
    title,
    ...members(memberIds),
    isArchived: z.boolean(),
    ...stampFields,
  });
  const sorts = ['title', 'updatedAt'] as const;
  return {
    schema,
    createInputSchema: z.strictObject({
      title,
      ...members(memberIds.max(500).default([])),
    }),
    /** Its title, its members in order, the archive flag. */
    updateInputSchema: z
      .strictObject({ title, ...members(memberIds.max(500)), isArchived: z.boolean() })
      .partial()
      .refine((input) => Object.keys(input).length > 0, {
        message: /*i18n*/ 'Send at least one field',
      }),
    sorts,
    listQuerySchema: listQuerySchema({
      sorts,
      defaultSort: 'title',
      filters: { isArchived: booleanFilter },
    }),
    pageSchema: pageSchema(schema),
  };
}

/** What the types of a kind of group are read from (`recordGroupSchemas`' answer). */
export interface RecordGroupSchemaSet {
  schema: z.ZodType<{ id: string }>;
  createInputSchema: z.ZodType;
  updateInputSchema: z.ZodType;
}

/**
 * The types of one kind of group, from its schemas:
 * `RecordGroupTypes<typeof taskGroupSchemas>['group']`.
 */
export interface RecordGroupTypes<S extends RecordGroupSchemaSet> {
  group: z.infer<S['schema']>;
  /** Body of "add group" as a form fills it (the members may be left out). */
  createInput: z.input<S['createInputSchema']>;
  updateInput: z.infer<S['updateInputSchema']>;
}
