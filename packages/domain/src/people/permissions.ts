import { z } from 'zod';

/** Permission levels of a member within an event, lowest first (spec section 6). */
export const permissionLevels = ['user', 'moderator', 'admin', 'eventflowAdmin'] as const;
export const permissionSchema = z.enum(permissionLevels);
export type Permission = z.infer<typeof permissionSchema>;

export const permissionRank: Record<Permission, number> = {
  user: 0,
  moderator: 1,
  admin: 2,
  eventflowAdmin: 3,
};

/** A check passes when the member's level is at least the required one. */
export function hasPermission(
  actual: Permission | null | undefined,
  required: Permission,
): boolean {
  if (!actual) return false;
  return permissionRank[actual] >= permissionRank[required];
}

export const isModerator = (p: Permission | null | undefined) => hasPermission(p, 'moderator');
export const isAdmin = (p: Permission | null | undefined) => hasPermission(p, 'admin');
