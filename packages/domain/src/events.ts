import { z } from 'zod';

/** A tenant. One event per tenant; hostnames route the web app to it. */
export const eventSchema = z.strictObject({
  id: z.string().min(1),
  slug: z
    .string()
    .regex(/^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/, 'Use lower-case letters, digits and dashes'),
  name: z.string().trim().min(1),
  hostnames: z.array(z.string().toLowerCase()),
});
export type Event = z.infer<typeof eventSchema>;
