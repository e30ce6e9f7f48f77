import { z } from 'zod';
import { permissionSchema } from './permissions.ts';

export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.email('Enter a valid email address'));

/** The global user profile, shared by all events the user belongs to. */
export const userProfileSchema = z.strictObject({
  id: z.string().min(1),
  firstName: z.string(),
  surname: z.string(),
  email: z.string(),
  eventIds: z.array(z.string()),
});
export type UserProfile = z.infer<typeof userProfileSchema>;

/** A user's membership of one event (spec section 3, User). */
export const memberSchema = z.strictObject({
  userId: z.string().min(1),
  eventId: z.string().min(1),
  permissions: permissionSchema,
  hasLoggedIn: z.boolean(),
  lastLoginInTime: z.iso.datetime().nullable(),
  notificationIds: z.array(z.string()),
  isOnboarded: z.boolean(),
  emailResponseIds: z.array(z.string()),
});
export type Member = z.infer<typeof memberSchema>;

/** A member as listed to organisers: profile and membership together. */
export const userSchema = z.strictObject({
  id: z.string().min(1),
  firstName: z.string(),
  surname: z.string(),
  email: z.string(),
  permissions: permissionSchema,
  hasLoggedIn: z.boolean(),
  lastLoginInTime: z.iso.datetime().nullable(),
  notificationIds: z.array(z.string()),
  isOnboarded: z.boolean(),
  emailResponseIds: z.array(z.string()),
});
export type User = z.infer<typeof userSchema>;

export const updatePermissionsInputSchema = z.strictObject({ permissions: permissionSchema });
export type UpdatePermissionsInput = z.infer<typeof updatePermissionsInputSchema>;

export const updateProfileInputSchema = z.strictObject({
  firstName: z.string().trim().min(1, 'Enter a first name').max(100),
  surname: z.string().trim().min(1, 'Enter a surname').max(100),
});
export type UpdateProfileInput = z.infer<typeof updateProfileInputSchema>;

/** Query of the users list: search first name, surname or email. */
export const userListQuerySchema = z.object({ search: z.string().trim().max(200).optional() });
export type UserListQuery = z.infer<typeof userListQuerySchema>;

/**
 * Query of "delete user": the member who receives what the deleted user owned (their team's
 * ownership today; comments, replies, submissions and task statuses as those features arrive).
 */
export const deleteUserQuerySchema = z.object({
  transferToUserId: z.string('User ID is empty').trim().min(1, 'User ID is empty'),
});
export type DeleteUserQuery = z.infer<typeof deleteUserQuerySchema>;

export const userMessages = {
  invalidUser: 'Invalid user',
  cantSelfDelete: "Can't self delete",
  chooseAnotherUser: 'Choose another user to receive their records',
} as const;
