import { z } from 'zod';
import { idFilter, listQuerySchema } from '../common/list-query.ts';
import { text } from '../common/text.ts';
import { customFieldValuesSchema } from './teams.ts';
import { emailSchema } from './users.ts';

export const teamNameSchema = z
  .string(/*i18n*/ 'Enter a team name')
  .trim()
  .min(1, /*i18n*/ 'Enter a team name')
  .max(200, /*i18n*/ 'Use at most 200 characters');

const personName = text().trim().max(100, /*i18n*/ 'Use at most 100 characters');

/** A team id sent in a body or query: never empty ('Team ID is empty'). */
export const teamIdSchema = text(/*i18n*/ 'Team ID is empty')
  .trim()
  .min(1, /*i18n*/ 'Team ID is empty');
/** A user id sent in a body or query: never empty ('User ID is empty'). */
export const userIdSchema = text(/*i18n*/ 'User ID is empty')
  .trim()
  .min(1, /*i18n*/ 'User ID is empty');

/**
 * Body of "add team". The owner is found by email (lower-cased); with no account yet, one is
 * created from ownerFirstName and ownerSurname, which are then required.
 */
export const createTeamInputSchema = z.strictObject({
  name: teamNameSchema,
  ownerEmail: emailSchema,
  ownerFirstName: personName.optional(),
  ownerSurname: personName.optional(),
  isOrganiser: z.boolean().default(false),
  teamTypeId: text().trim().min(1, /*i18n*/ 'Choose a team type').nullable().default(null),
  /** Values by custom field id; fields left out start empty. */
  customFields: customFieldValuesSchema.default({}),
});
export type CreateTeamInput = z.input<typeof createTeamInputSchema>;
export type CreateTeamData = z.output<typeof createTeamInputSchema>;

/** Body of "add stand share": a child team under a parent team (no organiser flag). */
export const createStandShareInputSchema = createTeamInputSchema.omit({ isOrganiser: true });
export type CreateStandShareInput = z.input<typeof createStandShareInputSchema>;

/** Body of "edit team": any of its fields. A new owner must already be a member of the team. */
export const updateTeamInputSchema = z
  .strictObject({
    name: teamNameSchema,
    ownerId: userIdSchema,
    isOrganiser: z.boolean(),
    teamTypeId: text().trim().min(1, /*i18n*/ 'Choose a team type').nullable(),
    /** Values to set, by custom field id; fields left out keep their value. */
    customFields: customFieldValuesSchema,
  })
  .partial()
  .refine((input) => Object.keys(input).length > 0, {
    message: /*i18n*/ 'Send at least one field',
  });
export type UpdateTeamInput = z.infer<typeof updateTeamInputSchema>;

/**
 * Body of "add team member": someone found by email (lower-cased), or a new account made from
 * the names, which are then required.
 */
export const addTeamMemberInputSchema = z.strictObject({
  email: emailSchema,
  firstName: personName.optional(),
  surname: personName.optional(),
});
export type AddTeamMemberInput = z.infer<typeof addTeamMemberInputSchema>;

export const teamSorts = ['name', 'owner', 'members', 'standShare'] as const;
export type TeamSort = (typeof teamSorts)[number];

/**
 * Query of the teams list (the list convention): q matches the team name or the owner's name
 * or email; filters teamTypeId (an id, or 'none') and standShareRole (parent, child or none).
 * Default sort: name.
 */
export const teamListQuerySchema = listQuerySchema({
  sorts: teamSorts,
  defaultSort: 'name',
  filters: {
    teamTypeId: idFilter,
    standShareRole: z.enum(['parent', 'child', 'none']),
  },
});
export type TeamListQuery = z.output<typeof teamListQuerySchema>;
