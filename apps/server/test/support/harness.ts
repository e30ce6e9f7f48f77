import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { errorCodes } from '@showdesk/domain/common/errors';
import type { Permission } from '@showdesk/domain/people/permissions';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { giveAuthenticatorApp } from '../../src/features/people/auth/authenticator-seed.ts';
import { addTeamMember, insertTeam } from '../../src/features/people/teams/queries.ts';
import { createMemberAccount } from '../../src/features/people/users/accounts.ts';
import { insertMember } from '../../src/features/people/users/queries.ts';
import { insertEvent } from '../../src/features/platform/events/queries.ts';
import { newId } from '../../src/lib/ids.ts';
import { startRuntime } from '../../src/runtime.ts';
import {
  createPostgresDatabase,
  migratedPgliteSnapshot,
  type TestDatabaseKind,
} from './databases.ts';
import { startSmtpServer } from './smtp.ts';
import { testTotpSecret, totpCode } from './totp.ts';

export interface TestAppOptions {
  smtpUrl?: string;
  /**
   * Deliver emails to an SMTP server of the test's own (`t.mailbox`): the only place a test can
   * read a secret link, since the email log hides them.
   */
  mailbox?: boolean;
  /**
   * PostgreSQL only: run on this existing database (another test app's `databaseUrl`) instead
   * of a new one, as a second app process behind the same load balancer would.
   */
  sharedDatabaseUrl?: string;
  env?: Record<string, string>;
}

/**
 * A whole app on a fresh database of the given kind (in-memory PGlite, or a new PostgreSQL
 * database), with background jobs running. Call `close()` in afterAll.
 */
export async function createTestApp(kind: TestDatabaseKind, options: TestAppOptions = {}) {
  const postgres =
    kind === 'postgres' && !options.sharedDatabaseUrl ? await createPostgresDatabase() : null;
  const databaseUrl = options.sharedDatabaseUrl ?? postgres?.url;
  const mailbox = options.mailbox ? await startSmtpServer() : null;
  const smtpUrl = options.smtpUrl ?? mailbox?.url;
  // Stored files go to a folder of this test file's own (the database is in memory).
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'showdesk-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    PUBLIC_URL: 'http://showdesk.test',
    AUTH_RATE_LIMIT_MAX: '1000',
    AUTH_ADDRESS_RATE_LIMIT_MAX: '10000',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl, DATABASE_POOL_SIZE: '4' } : {}),
    ...(smtpUrl ? { SMTP_URL: smtpUrl } : {}),
    ...options.env,
  });
  const runtime = await startRuntime(config, {
    inMemory: true,
    databaseSnapshot: databaseUrl ? undefined : await migratedPgliteSnapshot(),
    jobPollingIntervalSeconds: 0.5,
    emailRetryDelaySeconds: 1,
    webhookRetryDelaySeconds: 1,
  });
  const app = await buildApp(runtime.deps);
  await app.ready();
  const deps = runtime.deps;
  let counter = 0;
  const unique = () => `${Date.now().toString(36)}${(counter++).toString(36)}`;

  const factories = {
    async buildEvent(input: { slug?: string; name?: string } = {}) {
      const slug = input.slug ?? `event-${unique()}`;
      return insertEvent(deps.db, {
        id: newId(),
        slug,
        name: input.name ?? `Event ${slug}`,
        hostnames: [`${slug}.showdesk.test`],
      });
    },
    /** A member of `eventId` with a known password. */
    async buildUser(
      eventId: string,
      input: {
        permissions?: Permission;
        email?: string;
        firstName?: string;
        surname?: string;
      } = {},
    ) {
      const email = input.email ?? `user-${unique()}@example.com`;
      const password = 'correct-horse-battery';
      const userId = await createMemberAccount(deps, eventId, {
        email,
        password,
        firstName: input.firstName ?? 'Test',
        surname: input.surname ?? 'User',
        permissions: input.permissions ?? 'user',
      });
      // Every platform admin has a second factor: the test rigs' one (`login` answers it).
      if (input.permissions === 'eventflowAdmin') {
        await giveAuthenticatorApp(deps, userId, testTotpSecret);
      }
      return { userId, email: email.toLowerCase(), password };
    },
    async addMembership(eventId: string, userId: string, permissions: Permission = 'user') {
      await insertMember(deps.db, { eventId, userId, permissions });
      if (permissions === 'eventflowAdmin') {
        await giveAuthenticatorApp(deps, userId, testTotpSecret);
      }
    },
    /** Gives an account the test rigs' authenticator app (a platform admin made otherwise). */
    async giveSecondFactor(userId: string) {
      await giveAuthenticatorApp(deps, userId, testTotpSecret);
    },
    async buildTeam(eventId: string, ownerId: string, memberIds: string[] = []) {
      const id = newId();
      await insertTeam(deps.db, {
        eventId,
        id,
        name: `Team ${unique()}`,
        ownerId,
        createdBy: null,
      });
      for (const userId of [ownerId, ...memberIds]) {
        await addTeamMember(deps.db, { eventId, teamId: id, userId, createdBy: null });
      }
      return id;
    },
  };

  /**
   * Posts a login on the event's host; returns the answer as it is (its status and cookies). An
   * account with the test rigs' second factor is answered its second step with the app's code.
   */
  const postLogin = async (
    event: { hostnames: string[] },
    user: { email: string; password: string },
  ) => {
    const host = event.hostnames[0];
    const first = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { host },
      payload: { email: user.email, password: user.password },
    });
    if (first.statusCode !== 401 || first.json().error?.code !== errorCodes.secondFactorRequired) {
      return first;
    }
    return app.inject({
      method: 'POST',
      url: '/api/v1/auth/login/second-factor',
      headers: { host, cookie: cookieHeader(first.headers['set-cookie']) },
      payload: { method: 'totp', code: totpCode(testTotpSecret) },
    });
  };

  /**
   * Logs in through the API on the event's host and returns the session cookie header (also for
   * an account only invited there: it logs in to answer its invitation).
   */
  async function login(event: { hostnames: string[] }, user: { email: string; password: string }) {
    const response = await postLogin(event, user);
    const isInvited =
      response.statusCode === 403 && response.json().error?.code === errorCodes.invitationPending;
    if (response.statusCode !== 200 && !isInvited)
      throw new Error(`login failed: ${response.statusCode} ${response.body}`);
    return cookieHeader(response.headers['set-cookie']);
  }

  return {
    app,
    deps,
    config,
    ...factories,
    postLogin,
    login,
    /** The PostgreSQL database this app runs on (undefined on PGlite). */
    databaseUrl,
    /** The test's SMTP server, when created with `mailbox: true`. */
    get mailbox() {
      if (!mailbox) throw new Error('createTestApp was called without mailbox: true');
      return mailbox;
    },
    async close() {
      await app.close();
      await runtime.close();
      await mailbox?.close();
      await postgres?.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/**
 * A test app for the describe this is called in: created before its tests (ahead of the
 * describe's own beforeAll hooks, which may use it) and closed after them. The returned value
 * stands for the app; read it only inside hooks and tests.
 */
export function useTestApp(kind: TestDatabaseKind, options: TestAppOptions = {}): TestApp {
  let current: TestApp | undefined;
  beforeAll(async () => {
    current = await createTestApp(kind, options);
  });
  afterAll(() => current?.close());
  return new Proxy({} as TestApp, {
    get(_, key) {
      if (!current) throw new Error('useTestApp: the app exists only inside hooks and tests');
      return Reflect.get(current, key);
    },
  });
}

/** Turns Set-Cookie headers into a Cookie request header. */
export function cookieHeader(setCookie: string | string[] | undefined): string {
  const list = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  return list.map((c) => c.split(';')[0]).join('; ');
}
