import { z } from 'zod';
import { pageSchema } from '../common/list-query.ts';
import { say } from '../common/say.ts';
import { text } from '../common/text.ts';
import { permissionSchema } from './permissions.ts';

export const standShareRoles = ['parent', 'child'] as const;
export type StandShareRole = (typeof standShareRoles)[number];

/** One custom field value of a team: a checkbox's boolean, or the text of any other type. */
export const customFieldValueSchema = z.union([
  text().max(5000, /*i18n*/ 'Use at most 5000 characters'),
  z.boolean(),
]);
/** A team's custom field values, by custom field id. */
export const customFieldValuesSchema = z.record(text().min(1), customFieldValueSchema);
export type CustomFieldValues = z.infer<typeof customFieldValuesSchema>;

/** An exhibitor team (spec section 3, Team). */
export const teamSchema = z.strictObject({
  id: text().min(1),
  name: text().trim().min(1),
  ownerId: text(),
  userIds: z.array(text()),
  customFields: customFieldValuesSchema,
  isOrganiser: z.boolean(),
  standShareRole: z.enum(standShareRoles).nullable(),
  childTeamIds: z.array(text()),
  parentTeamId: text().nullable(),
  teamTypeId: text().nullable(),
});
export type Team = z.infer<typeof teamSchema>;

/** A person as team screens show them. */
export const personSchema = z.strictObject({
  id: text().min(1),
  firstName: text(),
  surname: text(),
  email: text(),
});
export type Person = z.infer<typeof personSchema>;

/** A member of a team, as its team and organisers see them. */
export const teamMemberSchema = personSchema.extend({
  isOwner: z.boolean(),
  hasLoggedIn: z.boolean(),
  /** Invited from another event and not accepted yet (see userSchema.isInvited). */
  isInvited: z.boolean(),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

/** A team in the organisers' list: the team with its owner and how many members it has. */
export const teamSummarySchema = teamSchema.extend({
  owner: personSchema.nullable(),
  /** Members including the owner; compared with the variables' teamMemberLimit. */
  memberCount: z.number().int().min(0),
});
export type TeamSummary = z.infer<typeof teamSummarySchema>;

export const teamPageSchema = pageSchema(teamSummarySchema);
export type TeamPage = z.infer<typeof teamPageSchema>;

/** A team in short, for pick lists (every team of the event at once). */
export const teamOptionSchema = z.strictObject({
  id: text().min(1),
  name: text(),
  teamTypeId: text().nullable(),
  standShareRole: z.enum(['parent', 'child']).nullable(),
  memberCount: z.number().int().min(0),
});
export type TeamOption = z.infer<typeof teamOptionSchema>;
export const teamOptionListSchema = z.strictObject({ teams: z.array(teamOptionSchema) });
export type TeamOptionList = z.infer<typeof teamOptionListSchema>;

/** One team for organisers: the summary and its members (owner first, then by first name). */
export const teamDetailSchema = teamSummarySchema.extend({ members: z.array(teamMemberSchema) });
export type TeamDetail = z.infer<typeof teamDetailSchema>;

/** One member of a team, for /admin/teams/:teamId/:userId. */
export const teamMemberDetailSchema = teamMemberSchema.extend({
  teamId: text().min(1),
  teamName: text(),
  permissions: permissionSchema,
  lastLoginInTime: z.iso.datetime().nullable(),
});
export type TeamMemberDetail = z.infer<typeof teamMemberDetailSchema>;

/** Messages of teams and their members: the spec's catalogue where it has one. */
export const teamMessages = {
  invalidTeam: /*i18n*/ 'Invalid team',
  invalidTeamOwner: /*i18n*/ 'Invalid team owner',
  invalidUser: /*i18n*/ 'Invalid user',
  notFound: /*i18n*/ 'Team not found',
  memberNotFound: /*i18n*/ 'Team member not found',
  hasStandShares: /*i18n*/ "Can't delete a team with stand shares still in it",
  teamFull: /*i18n*/ 'This team is full (Team Full)',
  inAnotherTeam: /*i18n*/ 'This user is already in a team',
  alreadyMember: /*i18n*/ 'This user is already a member of this team',
  standShareOfChild: /*i18n*/ "A stand share can't have stand shares of its own",
  removeOwner: /*i18n*/ 'Choose another owner before removing the team owner',
  newOwnerNeedsName: /*i18n*/ 'Enter the first name and surname of a new owner',
  notOwner: /*i18n*/ 'Only the team owner can do that',
  savedMeanwhile: /*i18n*/ 'Someone else saved the same person at the same time; please try again',
  noTeam: (userId: string) => say(/*i18n*/ 'No team found for user with ID {id}', { id: userId }),
} as const;
