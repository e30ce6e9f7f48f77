import { z } from 'zod';
import { listQuerySchema, pageSchema } from '../common/list-query.ts';
import { text } from '../common/text.ts';
import { teamIdSchema } from './team-inputs.ts';

/** A group of teams (spec section 3, Team type); a team belongs to at most one. */
export const teamTypeSchema = z.strictObject({
  id: text().min(1),
  name: text().trim().min(1),
  /** Its teams, by team name. */
  teamIds: z.array(text()),
  createdAt: z.iso.datetime(),
  createdBy: text().nullable(),
  updatedAt: z.iso.datetime(),
  updatedBy: text().nullable(),
});
export type TeamType = z.infer<typeof teamTypeSchema>;

/** Every team type by name, for the forms that choose one. */
export const teamTypeListSchema = z.strictObject({ teamTypes: z.array(teamTypeSchema) });
export type TeamTypeList = z.infer<typeof teamTypeListSchema>;

export const teamTypeSorts = ['name', 'teams', 'updatedAt'] as const;
export type TeamTypeSort = (typeof teamTypeSorts)[number];

/** Query of the team types list (the list convention): q matches the name. Default sort: name. */
export const teamTypeListQuerySchema = listQuerySchema({
  sorts: teamTypeSorts,
  defaultSort: 'name',
});
export type TeamTypeListQuery = z.output<typeof teamTypeListQuerySchema>;
export const teamTypePageSchema = pageSchema(teamTypeSchema);
export type TeamTypePage = z.infer<typeof teamTypePageSchema>;

const teamTypeName = z
  .string(/*i18n*/ 'Enter a name')
  .trim()
  .min(1, /*i18n*/ 'Enter a name')
  .max(200, /*i18n*/ 'Use at most 200 characters');
const teamIds = z.array(teamIdSchema).max(100_000);

/** Body of "add team type": its name and the teams in it (none in another type). */
export const createTeamTypeInputSchema = z.strictObject({
  name: teamTypeName,
  teamIds: teamIds.default([]),
});
export type CreateTeamTypeInput = z.input<typeof createTeamTypeInputSchema>;

/** Body of "edit team type"; teamIds, when sent, replaces the type's teams. */
export const updateTeamTypeInputSchema = z
  .strictObject({ name: teamTypeName, teamIds })
  .partial()
  .refine((input) => input.name !== undefined || input.teamIds !== undefined, {
    message: /*i18n*/ 'Send a name or team ids',
  });
export type UpdateTeamTypeInput = z.infer<typeof updateTeamTypeInputSchema>;

export const teamTypeMessages = {
  invalidTeamType: /*i18n*/ 'Invalid team type',
  notFound: /*i18n*/ 'Team type not found',
  teamNotFound: /*i18n*/ 'Team not found',
  alreadyInAGroup: /*i18n*/ 'A team can be in one team type only (Already In A Group)',
} as const;
