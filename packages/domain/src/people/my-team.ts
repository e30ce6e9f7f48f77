import { z } from 'zod';
import { text } from '../common/text.ts';
import { customFieldSchema } from './custom-fields.ts';
import { createStandShareInputSchema } from './team-inputs.ts';
import {
  customFieldValuesSchema,
  personSchema,
  standShareRoles,
  teamMemberSchema,
} from './teams.ts';

/** A custom field as the team's own screens show it (no organiser settings). */
export const teamFacingCustomFieldSchema = customFieldSchema.pick({
  id: true,
  label: true,
  type: true,
  placeholder: true,
  description: true,
  index: true,
  isRequired: true,
  /** Whether a stand share of this team sees the field too (for the add stand share form). */
  showToChildTeams: true,
});
export type TeamFacingCustomField = z.infer<typeof teamFacingCustomFieldSchema>;

/** A stand share of the caller's team, as /my-team lists it. */
export const myStandShareSchema = z.strictObject({
  id: text().min(1),
  name: text(),
  owner: personSchema.nullable(),
  memberCount: z.number().int().min(0),
});

/**
 * GET /my-team: the caller's team with its members, its stand shares and the custom fields it
 * sees (child teams only those with showToChildTeams; hidden fields never).
 */
export const myTeamSchema = z.strictObject({
  id: text().min(1),
  name: text(),
  ownerId: text(),
  isOrganiser: z.boolean(),
  standShareRole: z.enum(standShareRoles).nullable(),
  parentTeamId: text().nullable(),
  teamTypeId: text().nullable(),
  /** The team type's name, for screens whose users cannot read the team types. */
  teamTypeName: text().nullable(),
  /** For a stand share: the team whose stand it shares. */
  parentTeamName: text().nullable(),
  /** The caller's role in the team: an owner adds members and stand shares. */
  role: z.enum(['owner', 'member']),
  members: z.array(teamMemberSchema),
  standShares: z.array(myStandShareSchema),
  customFields: z.array(teamFacingCustomFieldSchema),
  /** Values of the fields above only. */
  customFieldValues: customFieldValuesSchema,
  teamMemberLimit: z.number().int().min(0),
  /** The team reached teamMemberLimit: '(Team Full)'. */
  isFull: z.boolean(),
  /** The caller owns a parent or ordinary team. */
  canAddStandShare: z.boolean(),
});
export type MyTeam = z.infer<typeof myTeamSchema>;

/** Body of PATCH /my-team: values of the custom fields the team sees. */
export const updateMyTeamInputSchema = z.strictObject({ customFields: customFieldValuesSchema });
export type UpdateMyTeamInput = z.infer<typeof updateMyTeamInputSchema>;

/** Body of POST /my-team/stand-shares: a team owner cannot choose a team type. */
export const createMyStandShareInputSchema = createStandShareInputSchema.omit({
  teamTypeId: true,
});
export type CreateMyStandShareInput = z.input<typeof createMyStandShareInputSchema>;
