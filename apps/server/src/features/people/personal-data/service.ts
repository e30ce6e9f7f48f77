import { randomBytes } from 'node:crypto';
import { errorCodes } from '@showdesk/domain/common/errors';
import type { ListQuery, Page } from '@showdesk/domain/common/list-query';
import {
  type ErasePersonInput,
  erasedPersonId,
  type PlatformPerson,
  personalDataMessages,
  type platformPersonSorts,
  type Removal,
} from '@showdesk/domain/people/personal-data';
import { asc, desc, eq, sql } from 'drizzle-orm';
import type { AppDeps } from '../../../app-deps.ts';
import { noteAction } from '../../../db/audit-actor.ts';
import type { DbOrTx } from '../../../db/client.ts';
import { personalDataRemovals } from '../../../db/schema/events.ts';
import { members, userProfiles } from '../../../db/schema/users.ts';
import { AppError } from '../../../lib/app-error.ts';
import { isEventflowAdmin } from '../../../plugins/event-caller.ts';
import { countPlatformAdmins, lockPlatformAdmins } from '../../platform/queries.ts';
import { deleteStoredObjects } from '../../platform/uploads/service.ts';
import { type Anonymised, anonymisePerson, type Person } from './anonymise.ts';

type Deps = AppDeps;

/** A reference to quote for a removal: random, naming no one (e.g. `PD-7KQ2-M9XH-3TVA`). */
export function removalReference(): string {
  const alphabet = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
  const bytes = randomBytes(12);
  const chars = [...bytes].map((byte) => alphabet[byte % alphabet.length]).join('');
  return `PD-${chars.slice(0, 4)}-${chars.slice(4, 8)}-${chars.slice(8, 12)}`;
}

/** The person as the profile and every event know them; null when there is no such person. */
export async function personOf(db: DbOrTx, userId: string): Promise<Person | null> {
  const [profile] = await db.select().from(userProfiles).where(eq(userProfiles.id, userId));
  if (!profile) return null;
  const names = await db
    .select({ firstName: members.firstName, surname: members.surname })
    .from(members)
    .where(eq(members.userId, userId));
  return {
    id: profile.id,
    email: profile.email.toLowerCase(),
    names: [{ firstName: profile.firstName, surname: profile.surname }, ...names],
  };
}

/** Deletes the objects an anonymisation unlinked (after its transaction committed). */
export async function deleteUnlinkedFiles(deps: Deps, done: Anonymised) {
  await deleteStoredObjects(
    deps,
    done.storageKeys.map((file) => file.storageKey),
  );
}

/**
 * Erases a person (platform admin): their account, sessions, profile and memberships go;
 * their comments and submissions stay, anonymised; their files and the emails to them go
 * (anonymise.ts). One transaction, recorded in `personal_data_removals` with a random
 * reference and in the platform's activity by that reference alone (written before the removal,
 * so an admin erasing themself is anonymised in it too); the files' objects are deleted after
 * commit. The admin types the person's email
 * again; the last platform admin cannot be erased (not even by themself).
 */
export async function erasePerson(
  deps: Deps,
  performedBy: string,
  userId: string,
  input: ErasePersonInput,
): Promise<Removal> {
  const { removal, done } = await deps.db.transaction(async (tx) => {
    await lockPlatformAdmins(tx);
    const person = await personOf(tx, userId);
    if (!person) throw AppError.notFound(personalDataMessages.personNotFound);
    if (input.confirmEmail.trim().toLowerCase() !== person.email) {
      throw new AppError(errorCodes.validation, 400, personalDataMessages.confirmEmailMismatch, [
        { path: 'confirmEmail', message: personalDataMessages.confirmEmailMismatch },
      ]);
    }
    if ((await isEventflowAdmin(tx, userId)) && (await countPlatformAdmins(tx)) <= 1) {
      throw AppError.conflict(personalDataMessages.lastPlatformAdmin);
    }
    const reference = removalReference();
    await noteAction(tx, {
      eventId: null,
      area: 'platform',
      kind: 'person',
      id: reference,
      name: reference,
      action: 'erased',
    });
    const done = await anonymisePerson(tx, person, { kind: 'all' });
    await tx.insert(personalDataRemovals).values({
      id: reference,
      kind: 'erasure',
      eventId: null,
      // Someone erasing themself is not named in the record either.
      performedBy: performedBy === userId ? erasedPersonId : performedBy,
      counts: done.counts,
    });
    return { removal: { reference, counts: done.counts }, done };
  });
  await deleteUnlinkedFiles(deps, done);
  deps.log.info({ reference: removal.reference, counts: removal.counts }, 'person erased');
  return removal;
}

const personSort = {
  firstName: [userProfiles.firstName, userProfiles.surname],
  surname: [userProfiles.surname, userProfiles.firstName],
  email: [userProfiles.email],
} as const;

/** Everyone with a profile, for the platform admins' people search (list convention). */
export async function platformPeoplePage(
  deps: Deps,
  query: Pick<ListQuery<(typeof platformPersonSorts)[number]>, 'page' | 'pageSize' | 'sort' | 'q'>,
): Promise<Page<PlatformPerson>> {
  const q = query.q.trim().toLowerCase();
  const like = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const where = q
    ? sql`lower(${userProfiles.firstName} || ' ' || ${userProfiles.surname} || ' ' || ${userProfiles.email}) like ${like}`
    : undefined;
  const order = query.sort.desc ? desc : asc;
  const rows = await deps.db
    .select({
      id: userProfiles.id,
      email: userProfiles.email,
      firstName: userProfiles.firstName,
      surname: userProfiles.surname,
      eventCount:
        sql<number>`(select count(*) from ${members} m where m.user_id = ${userProfiles.id})`.mapWith(
          Number,
        ),
      isPlatformAdmin: sql<boolean>`exists (select 1 from ${members} m where m.user_id = ${userProfiles.id}
        and m.permissions = 'eventflowAdmin' and m.status = 'active')`,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(userProfiles)
    .where(where)
    .orderBy(
      ...personSort[query.sort.key].map((column) => order(sql`lower(${column})`)),
      asc(userProfiles.id),
    )
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const total =
    rows[0]?.total ??
    (query.page > 1
      ? (
          await deps.db
            .select({ n: sql<number>`count(*)`.mapWith(Number) })
            .from(userProfiles)
            .where(where)
        )[0]!.n
      : 0);
  return {
    items: rows.map(({ total: _, ...row }) => ({
      ...row,
      isPlatformAdmin: Boolean(row.isPlatformAdmin),
    })),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}
