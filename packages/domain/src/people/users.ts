import { z } from 'zod';
import { booleanFilter, idFilter, listQuerySchema, pageSchema } from '../common/list-query.ts';
import { appLocaleSchema } from '../common/locale-schema.ts';
import { text } from '../common/text.ts';
import { permissionSchema } from './permissions.ts';

export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.email(/*i18n*/ 'Enter a valid email address'));

/** The global user profile, shared by all events the user belongs to. */
export const userProfileSchema = z.strictObject({
  id: text().min(1),
  firstName: text(),
  surname: text(),
  email: text(),
  eventIds: z.array(text()),
  /** The language they chose for the app; null: their browser's (the app negotiates it). */
  locale: appLocaleSchema.nullable(),
});
export type UserProfile = z.infer<typeof userProfileSchema>;

/** What a user's membership of an event records: their permission level and their progress. */
const membershipFields = {
  permissions: permissionSchema,
  hasLoggedIn: z.boolean(),
  lastLoginInTime: z.iso.datetime().nullable(),
  notificationIds: z.array(text()),
  isOnboarded: z.boolean(),
  emailResponseIds: z.array(text()),
};

/** A user's membership of one event (spec section 3, User). */
export const memberSchema = z.strictObject({
  userId: text().min(1),
  eventId: text().min(1),
  ...membershipFields,
});
export type Member = z.infer<typeof memberSchema>;

/** A member as listed to organisers: profile and membership together. */
export const userSchema = z.strictObject({
  id: text().min(1),
  firstName: text(),
  surname: text(),
  email: text(),
  ...membershipFields,
  /**
   * An account from another event that was added here and has not accepted the invitation
   * yet: not a member until they do (no access, no event emails but the invitation).
   */
  isInvited: z.boolean(),
});
export type User = z.infer<typeof userSchema>;

export const updatePermissionsInputSchema = z.strictObject({ permissions: permissionSchema });
export type UpdatePermissionsInput = z.infer<typeof updatePermissionsInputSchema>;

/**
 * PATCH /me: the caller's names, their language, or both. The names go together and are
 * required unless the request sets only the language; `locale` null goes back to the browser's.
 */
export const updateProfileInputSchema = z
  .strictObject({
    firstName: text().trim().min(1, /*i18n*/ 'Enter a first name').max(100).optional(),
    surname: text().trim().min(1, /*i18n*/ 'Enter a surname').max(100).optional(),
    locale: appLocaleSchema.nullable().optional(),
  })
  .superRefine((input, ctx) => {
    const onlyLocale =
      input.locale !== undefined && input.firstName === undefined && input.surname === undefined;
    if (onlyLocale) return;
    if (input.firstName === undefined)
      ctx.addIssue({ code: 'custom', path: ['firstName'], message: /*i18n*/ 'Enter a first name' });
    if (input.surname === undefined)
      ctx.addIssue({ code: 'custom', path: ['surname'], message: /*i18n*/ 'Enter a surname' });
  });
export type UpdateProfileInput = z.infer<typeof updateProfileInputSchema>;

/** Query of the users list: search first name, surname or email. */
/** A member in the organisers' users list: with the team they belong to in this event. */
export const userListItemSchema = userSchema.extend({
  teamId: text().nullable(),
  teamName: text().nullable(),
});
export type UserListItem = z.infer<typeof userListItemSchema>;

export const userSorts = [
  'firstName',
  'surname',
  'email',
  'permissions',
  'team',
  'lastLogin',
] as const;
export type UserSort = (typeof userSorts)[number];

/**
 * Query of the users list (the list convention): q matches first name, surname, full name or
 * email; filters hasLoggedIn (true/false), isInvited (true/false: invited and not accepted yet),
 * permissions (a level) and teamId ('none' for users in no team). Default sort: firstName.
 */
export const userListQuerySchema = listQuerySchema({
  sorts: userSorts,
  defaultSort: 'firstName',
  filters: {
    hasLoggedIn: booleanFilter,
    isInvited: booleanFilter,
    permissions: permissionSchema,
    teamId: idFilter,
  },
});
export type UserListQuery = z.output<typeof userListQuerySchema>;
export const userPageSchema = pageSchema(userListItemSchema);
export type UserPage = z.infer<typeof userPageSchema>;

/**
 * Query of "delete user": the member who receives what the deleted user owned (their team's
 * ownership today; comments, replies, submissions and task statuses as those features arrive).
 */
export const deleteUserQuerySchema = z.object({
  transferToUserId: text(/*i18n*/ 'User ID is empty').trim().min(1, /*i18n*/ 'User ID is empty'),
});
export type DeleteUserQuery = z.infer<typeof deleteUserQuerySchema>;

export const userMessages = {
  invalidUser: /*i18n*/ 'Invalid user',
  cantSelfDelete: /*i18n*/ "Can't self delete",
  chooseAnotherUser: /*i18n*/ 'Choose another user to receive their records',
} as const;
