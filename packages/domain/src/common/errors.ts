import { z } from 'zod';

export * from './error-messages.ts';

/** The one error body every API failure answers with (DESIGN.md, API). */
export const errorBodySchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    /** Field paths and messages for bad input; null when there is nothing more to say. */
    details: z.unknown(),
  }),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
