import type { Permission } from '@showdesk/domain/permissions';
import type { AppDeps } from '../../app-deps.ts';
import { insertMember, insertProfile } from './queries.ts';

export interface NewAccount {
  email: string;
  password: string;
  firstName: string;
  surname: string;
}

/** Creates a login (auth user with password) and its global profile. */
export async function createAccount(deps: AppDeps, input: NewAccount): Promise<string> {
  const email = input.email.trim().toLowerCase();
  const { user } = await deps.auth.api.signUpEmail({
    body: { name: `${input.firstName} ${input.surname}`.trim(), email, password: input.password },
  });
  await insertProfile(deps.db, {
    id: user.id,
    firstName: input.firstName,
    surname: input.surname,
    email,
  });
  return user.id;
}

/** Creates an account and makes it a member of an event at the given level. */
export async function createMemberAccount(
  deps: AppDeps,
  eventId: string,
  input: NewAccount & { permissions: Permission },
  createdBy: string | null = null,
): Promise<string> {
  const userId = await createAccount(deps, input);
  await insertMember(deps.db, { eventId, userId, permissions: input.permissions, createdBy });
  return userId;
}
