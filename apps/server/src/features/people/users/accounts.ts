import type { Permission } from '@showdesk/domain/people/permissions';
import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../../app-deps.ts';
import type { DbOrTx } from '../../../db/client.ts';
import { authUsers } from '../../../db/schema/auth.ts';
import { newId } from '../../../lib/ids.ts';
import { invalidInput } from '../../../lib/validate.ts';
import { getMember } from '../../../plugins/event-caller.ts';
import { getProfileByEmail, insertMember, insertProfile } from './queries.ts';

export interface NewPerson {
  email: string;
  firstName: string;
  surname: string;
}

export interface NewAccount extends NewPerson {
  /** Without one, the account cannot log in until its owner sets a password from a link. */
  password?: string;
}

/**
 * Creates a person with no password yet, inside the caller's transaction: better-auth's user
 * row and our profile. With no 'credential' account nobody can log in as them; the set-password
 * link (a better-auth reset-password token, `resetPassword`) creates that account when they
 * choose a password.
 */
export async function insertInvitedAccount(db: DbOrTx, person: NewPerson): Promise<string> {
  const id = newId();
  const email = person.email.trim().toLowerCase();
  const name = `${person.firstName} ${person.surname}`.trim() || email;
  await db.insert(authUsers).values({ id, name, email, emailVerified: false });
  await insertProfile(db, { id, firstName: person.firstName, surname: person.surname, email });
  return id;
}

/** Creates a login (auth user with password) and its global profile. */
export async function createAccount(
  deps: AppDeps,
  input: NewPerson & { password: string },
): Promise<string> {
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

/**
 * Creates an account and makes it a member of an event at the given level. Without a password
 * the account is an invited one (`insertInvitedAccount`), written in one transaction.
 */
export async function createMemberAccount(
  deps: AppDeps,
  eventId: string,
  input: NewAccount & { permissions: Permission },
  createdBy: string | null = null,
): Promise<string> {
  const { password, permissions } = input;
  if (password === undefined) {
    return deps.db.transaction(async (tx) => {
      const userId = await insertInvitedAccount(tx, input);
      await insertMember(tx, { eventId, userId, permissions, createdBy });
      return userId;
    });
  }
  const userId = await createAccount(deps, { ...input, password });
  await insertMember(deps.db, { eventId, userId, permissions, createdBy });
  return userId;
}

export interface UpsertedMember {
  userId: string;
  /** No account had this email: one was created, without a password. */
  isNewAccount: boolean;
  /**
   * The person was not in this event before: a new account (a member at once), or an account
   * from another event (invited: a member only once they accept).
   */
  isNewMember: boolean;
}

export interface UpsertMemberOptions {
  createdBy: string | null;
  /** The spec's message when a new person has no name ('Invalid team owner', 'Invalid user'). */
  invalidMessage: string;
  /** Where the names are in the caller's body, for the field errors. */
  namePaths?: { firstName: string; surname: string };
}

/**
 * The person of an event with this email, made so if needed, inside the caller's transaction.
 * Someone who is not yet in this event must be named by the caller (first name and surname),
 * whether or not an account with that email exists elsewhere: the answer never tells the caller
 * that an account exists, and an account from another event is known here by the names the
 * caller typed, never by its profile (see `members.firstName`).
 *
 * No account joins an event unasked: an account that exists already (from another event) is
 * INVITED (`members.status` 'invited', told by the existing* welcome email) and becomes a member
 * only when its holder accepts after logging in. A new account (no account had the email) is a
 * member at once and gets its set-password link. Someone already here, invited or a member,
 * stays as they are (one invitation, one email). Used by team, member, stand-share and import
 * writes.
 */
export async function upsertMemberAccount(
  db: DbOrTx,
  eventId: string,
  person: { email: string; firstName?: string | undefined; surname?: string | undefined },
  options: UpsertMemberOptions,
): Promise<UpsertedMember> {
  const email = person.email.trim().toLowerCase();
  const profile = await getProfileByEmail(db, email);
  if (profile && (await getMember(db, eventId, profile.id))) {
    return { userId: profile.id, isNewAccount: false, isNewMember: false };
  }
  const firstName = person.firstName?.trim() ?? '';
  const surname = person.surname?.trim() ?? '';
  if (!firstName || !surname) {
    const paths = options.namePaths ?? { firstName: 'firstName', surname: 'surname' };
    throw invalidInput(options.invalidMessage, [
      ...(firstName ? [] : [{ path: paths.firstName, message: /*i18n*/ 'Enter a first name' }]),
      ...(surname ? [] : [{ path: paths.surname, message: /*i18n*/ 'Enter a surname' }]),
    ]);
  }
  if (profile) {
    await insertMember(db, {
      eventId,
      userId: profile.id,
      permissions: 'user',
      createdBy: options.createdBy,
      firstName,
      surname,
      status: 'invited',
    });
    return { userId: profile.id, isNewAccount: false, isNewMember: true };
  }
  const userId = await insertInvitedAccount(db, { email, firstName, surname });
  await insertMember(db, { eventId, userId, permissions: 'user', createdBy: options.createdBy });
  return { userId, isNewAccount: true, isNewMember: true };
}

/** Deletes a login everywhere: the auth user, and with it its profile, sessions and accounts. */
export async function deleteAccount(db: DbOrTx, userId: string) {
  await db.delete(authUsers).where(eq(authUsers.id, userId));
}
