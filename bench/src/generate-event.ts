import type { AppDeps } from '@showdesk/server/src/app-deps.ts';
import { authAccounts, authUsers } from '@showdesk/server/src/db/schema/auth.ts';
import { teamMembers, teams } from '@showdesk/server/src/db/schema/teams.ts';
import { members, userProfiles } from '@showdesk/server/src/db/schema/users.ts';
import { createMemberAccount } from '@showdesk/server/src/features/people/users/accounts.ts';
import {
  type EventRow,
  insertEvent,
} from '@showdesk/server/src/features/platform/events/queries.ts';
import { newId } from '@showdesk/server/src/lib/ids.ts';
import { count, eq } from 'drizzle-orm';
import { quietly } from './quiet-writes.ts';

export interface GenerateEventOptions {
  teams: number;
  users: number;
  /** Rows per INSERT statement (one transaction per batch). */
  batchSize?: number;
}

export interface GeneratedEvent {
  event: EventRow;
  /** The member the load run logs in as: in a team, not its owner. */
  member: { email: string; password: string };
  counts: { members: number; teams: number; teamMembers: number };
  seconds: number;
}

const firstNames = ['Ada', 'Ben', 'Chloe', 'Dev', 'Emma', 'Farah', 'Gus', 'Hana', 'Ivo', 'Jade'];
const surnames = ['Smith', 'Okafor', 'Nguyen', 'Müller', 'Rossi', 'Kowalski', 'Silva', 'Patel'];

const generatedEmail = (index: number) =>
  `user-${String(index).padStart(5, '0')}@bench.showdesk.test`;

/**
 * The email of generated user `index` (see `generateEvent`: users 0..teams-1 own team `index`,
 * the others are members of team `index % teams`). Every one logs in with `member.password`.
 */
export function benchAccountEmail(generated: GeneratedEvent, index: number): string {
  return index === generated.counts.teams ? generated.member.email : generatedEmail(index);
}

function chunks<T>(rows: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size));
  return out;
}

/**
 * A large event: `users` members split evenly into `teams` teams, each with an owner. One
 * member gets a real account (argon2 through the auth library); the others are written in
 * batches through the Drizzle schema and reuse that member's password hash, so every row is a
 * complete account that can log in, without hashing thousands of passwords.
 */
export async function generateEvent(
  deps: AppDeps,
  options: GenerateEventOptions,
): Promise<GeneratedEvent> {
  const started = performance.now();
  const { db } = deps;
  const batchSize = options.batchSize ?? 500;
  if (options.users <= options.teams) throw new Error('Need more users than teams');
  const event = await insertEvent(db, {
    id: newId(),
    slug: 'bench',
    name: 'Benchmark Expo',
    hostnames: ['bench.localhost'],
  });
  const eventId = event.id;

  const member = { email: 'member@bench.showdesk.test', password: 'bench-member-password' };
  const memberId = await createMemberAccount(deps, eventId, {
    ...member,
    firstName: 'Bench',
    surname: 'Member',
    permissions: 'user',
  });
  const [credential] = await db
    .select({ providerId: authAccounts.providerId, password: authAccounts.password })
    .from(authAccounts)
    .where(eq(authAccounts.userId, memberId));
  if (!credential?.password) throw new Error('The benchmark member has no password account');

  // User i is in team i % teams; users 0..teams-1 own their team. The real account is user
  // `teams`: a plain member of the first team.
  const memberIndex = options.teams;
  const userIds = Array.from({ length: options.users }, (_, i) =>
    i === memberIndex ? memberId : newId(),
  );
  const generated = userIds
    .map((id, i) => ({
      id,
      firstName: firstNames[i % firstNames.length]!,
      surname: surnames[Math.floor(i / firstNames.length) % surnames.length]!,
      email: generatedEmail(i),
    }))
    .filter((u) => u.id !== memberId);

  for (const batch of chunks(generated, batchSize)) {
    await db.transaction(async (tx) => {
      await tx
        .insert(authUsers)
        .values(
          batch.map((u) => ({ id: u.id, name: `${u.firstName} ${u.surname}`, email: u.email })),
        );
      await tx.insert(authAccounts).values(
        batch.map((u) => ({
          id: newId(),
          accountId: u.id,
          providerId: credential.providerId,
          userId: u.id,
          password: credential.password,
        })),
      );
      await tx
        .insert(userProfiles)
        .values(
          batch.map(({ id, firstName, surname, email }) => ({ id, firstName, surname, email })),
        );
      await tx.insert(members).values(
        batch.map(({ id, firstName, surname }) => ({
          eventId,
          userId: id,
          firstName,
          surname,
          permissions: 'user' as const,
        })),
      );
    });
  }

  const teamRows = Array.from({ length: options.teams }, (_, t) => ({
    eventId,
    id: newId(),
    name: `Exhibitor ${String(t + 1).padStart(4, '0')} Ltd`,
    ownerId: userIds[t]!,
  }));
  const teamMemberRows = userIds.map((userId, i) => ({
    eventId,
    teamId: teamRows[i % options.teams]!.id,
    userId,
  }));
  for (const batch of chunks(teamRows, batchSize)) {
    await quietly(db, (tx) => tx.insert(teams).values(batch));
  }
  for (const batch of chunks(teamMemberRows, batchSize)) {
    await quietly(db, (tx) => tx.insert(teamMembers).values(batch));
  }

  return {
    event,
    member,
    counts: await countRows(deps, eventId),
    seconds: (performance.now() - started) / 1000,
  };
}

/** Counts what was written, so the report states what the database holds, not what was asked. */
async function countRows(deps: AppDeps, eventId: string) {
  const { db } = deps;
  const [m] = await db.select({ n: count() }).from(members).where(eq(members.eventId, eventId));
  const [t] = await db.select({ n: count() }).from(teams).where(eq(teams.eventId, eventId));
  const [tm] = await db
    .select({ n: count() })
    .from(teamMembers)
    .where(eq(teamMembers.eventId, eventId));
  return { members: m?.n ?? 0, teams: t?.n ?? 0, teamMembers: tm?.n ?? 0 };
}
