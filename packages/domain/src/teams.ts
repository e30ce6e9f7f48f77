import { z } from 'zod';

export const standShareRoles = ['parent', 'child'] as const;

/** An exhibitor team (spec section 3, Team). */
export const teamSchema = z.strictObject({
  id: z.string().min(1),
  name: z.string().trim().min(1),
  ownerId: z.string(),
  userIds: z.array(z.string()),
  customFields: z.record(z.string(), z.union([z.string(), z.boolean()])),
  isOrganiser: z.boolean(),
  standShareRole: z.enum(standShareRoles).nullable(),
  childTeamIds: z.array(z.string()),
  parentTeamId: z.string().nullable(),
  teamTypeId: z.string().nullable(),
});
export type Team = z.infer<typeof teamSchema>;
