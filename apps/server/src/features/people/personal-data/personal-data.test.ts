import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { erasedPersonName } from '@showdesk/domain/people/personal-data';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type ApiCaller, apiCallerFor, type Caller } from '../../../../test/support/caller.ts';
import { addTask, callersFor } from '../../../../test/support/cast.ts';
import { testDatabases } from '../../../../test/support/databases.ts';
import { type TestApp, useTestApp } from '../../../../test/support/harness.ts';
import { sendMultipart } from '../../../../test/support/multipart.ts';
import { pdfDocument } from '../../../../test/support/sample-files.ts';
import { insertSimpleForm } from '../../../../test/support/test-forms.ts';
import { personalDataRemovals } from '../../../db/schema/events.ts';
import { storedFiles } from '../../../db/schema/files.ts';
import { submissions } from '../../../db/schema/forms.ts';
import { taskComments } from '../../../db/schema/tasks.ts';
import { members, userProfiles } from '../../../db/schema/users.ts';
import type { EventRow } from '../../platform/events/queries.ts';
import { openZipEntry, readZipDirectory } from '../team-import/zip-entries.ts';
import { runRetention } from './retention.ts';

type User = { userId: string; email: string; password: string };

/** The archive's entries, read with the team import's own zip reader. */
async function unzip(bytes: Buffer): Promise<Map<string, Buffer>> {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'personal-data-'));
  const file = path.join(folder, 'archive.zip');
  try {
    await writeFile(file, bytes);
    const out = new Map<string, Buffer>();
    const budget = { remaining: 64 * 1024 * 1024 };
    for (const [name, entry] of await readZipDirectory(file)) {
      const chunks: Buffer[] = [];
      for await (const chunk of await openZipEntry(file, entry, budget)) chunks.push(chunk);
      out.set(name, Buffer.concat(chunks));
    }
    return out;
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/**
 * Every place in the database (every schema but the catalogs: tables, text, jsonb and array
 * columns read from information_schema) where one of `needles` appears, as `table.column`
 * (`except`: texts that hold a needle but are someone else's, such as a longer address).
 */
async function tracesOf(t: TestApp, needles: string[], except: string[] = []): Promise<string[]> {
  const result = (await t.deps.db.execute(sql`
    select c.table_schema, c.table_name, c.column_name from information_schema.columns c
    join information_schema.tables t
      on t.table_schema = c.table_schema and t.table_name = c.table_name
    where c.table_schema not in ('pg_catalog', 'information_schema')
      and t.table_type = 'BASE TABLE'
      and c.data_type in ('text', 'character varying', 'jsonb', 'json', 'ARRAY')`)) as unknown as {
    rows: { table_schema: string; table_name: string; column_name: string }[];
  };
  const found: string[] = [];
  for (const { table_schema, table_name, column_name } of result.rows) {
    const column = sql`${sql.identifier(table_schema)}.${sql.identifier(table_name)}`;
    for (const needle of needles) {
      const hit = (await t.deps.db.execute(sql`
        select 1 from ${column} where strpos(${except.reduce(
          (value, text) => sql`replace(${value}, ${text.toLowerCase()}, '')`,
          sql`lower(${sql.identifier(column_name)}::text)`,
        )}, ${needle.toLowerCase()}) > 0
        limit 1`)) as unknown as { rows: unknown[] };
      if (hit.rows.length > 0)
        found.push(`${table_schema}.${table_name}.${column_name}: ${needle}`);
    }
  }
  return found;
}

/** The stored objects under the app's files folder, as keys. */
async function storedObjects(t: TestApp): Promise<string[]> {
  const root = path.join(t.config.dataDir, 'files');
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
}

describe.each(testDatabases)('personal data on request on %s', (kind) => {
  const t = useTestApp(kind);
  let event: EventRow;
  let otherEvent: EventRow;
  let admin: User;
  let person: User;
  let teammate: User;
  let lookalike: User;
  let moderator: User;
  let asPerson: Caller;
  let asTeammate: Caller;
  let asModerator: Caller;
  let personApi: ApiCaller;
  let teammateApi: ApiCaller;
  let adminApi: ApiCaller;
  let moderatorApi: ApiCaller;
  let formId: string;
  let draftId: string;
  let sentId: string;
  let commentId: string;
  let resetToken: string;
  const first = 'Zephyrine';
  const surname = 'Quillfeather';

  const archiveOf = async (api: ApiCaller) => {
    const response = await api.get('/api/v1/account/personal-data');
    expect(response.statusCode, response.body).toBe(200);
    return { response, entries: await unzip(response.rawPayload) };
  };
  const jsonOf = (entries: Map<string, Buffer>, name: string) =>
    JSON.parse(entries.get(name)!.toString('utf8'));

  beforeAll(async () => {
    event = await t.buildEvent();
    otherEvent = await t.buildEvent();
    admin = await t.buildUser(event.id, { permissions: 'eventflowAdmin' });
    person = await t.buildUser(event.id, {
      email: 'Zephyrine.Quill@example.com',
      firstName: first,
      surname,
    });
    await t.addMembership(otherEvent.id, person.userId);
    teammate = await t.buildUser(event.id, { firstName: 'Tom', surname: 'Mate' });
    // Someone whose address holds theirs: it must come through whole.
    lookalike = await t.buildUser(event.id, {
      email: 'other.zephyrine.quill@example.com',
      firstName: 'Olga',
      surname: 'Lookalike',
    });
    moderator = await t.buildUser(event.id, { permissions: 'moderator' });
    await t.buildTeam(event.id, person.userId, [teammate.userId]);
    [asPerson, asTeammate, asModerator] = await callersFor(t, event, [person, teammate, moderator]);
    personApi = await apiCallerFor(t, event, person);
    teammateApi = await apiCallerFor(t, event, teammate);
    adminApi = await apiCallerFor(t, event, admin);
    moderatorApi = await apiCallerFor(t, event, moderator);
    const language = await asPerson.patch('/me', { locale: 'fr' });
    expect(language.statusCode, language.body).toBe(200);

    // A sent submission that names them, and a draft holding a file they uploaded.
    formId = await insertSimpleForm(t.deps.db, event.id, { title: 'Power order' });
    const sent = await asPerson.post(`/member/forms/${formId}/submissions`, {
      values: { name: `${first} ${surname} (zephyrine.quill@example.com)`, needsPower: 'No' },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    sentId = sent.json().submission.id;
    const draft = await asPerson.post(`/member/forms/${formId}/submissions`, {
      values: { name: 'Stand 12' },
      isDraft: true,
    });
    expect(draft.statusCode, draft.body).toBe(201);
    draftId = draft.json().submission.id;
    const uploaded = await sendMultipart(
      t,
      {
        url: `/api/v1/events/${event.id}/member/forms/${formId}/submissions/${draftId}/files/docs`,
        headers: personApi.headers,
      },
      { fileName: 'Quillfeather stand plan.pdf', data: pdfDocument },
    );
    expect(uploaded.statusCode, uploaded.body).toBe(200);

    // A comment of theirs, a teammate's mention of them (an email to them), likes, a reply.
    const taskId = await addTask(asModerator, { title: 'Risk assessment' });
    const mine = await asPerson.post(`/member/tasks/${taskId}/comments`, {
      text: `Done — regards, ${first}`,
    });
    expect(mine.statusCode, mine.body).toBe(201);
    commentId = mine.json().comments.at(-1).id;
    const theirs = await asTeammate.post(`/member/tasks/${taskId}/comments`, {
      text: `Thanks @[${first} ${surname}](user:${person.userId})!`,
    });
    expect(theirs.statusCode, theirs.body).toBe(201);
    const teammateCommentId = theirs.json().comments.at(-1).id;
    await asTeammate.post(`/member/tasks/${taskId}/comments/${commentId}/like`, { liked: true });
    await asPerson.post(`/member/tasks/${taskId}/comments/${teammateCommentId}/like`, {
      liked: true,
    });
    const reply = await asPerson.post(
      `/member/tasks/${taskId}/comments/${teammateCommentId}/replies`,
      { text: 'You are welcome' },
    );
    expect(reply.statusCode, reply.body).toBe(201);

    // A password reset: an email to them with a secret link.
    const forgot = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/forgot-password',
      headers: { host: event.hostnames[0]! },
      payload: { email: person.email },
    });
    expect(forgot.statusCode, forgot.body).toBeLessThan(300);
    const verification = (await t.deps.db.execute(sql`
      select identifier from auth_verifications where value = ${person.userId}
        and identifier like 'reset-password:%'`)) as unknown as {
      rows: { identifier: string }[];
    };
    resetToken = verification.rows[0]!.identifier.slice('reset-password:'.length);
    expect(resetToken.length).toBeGreaterThan(10);
  });

  describe('their archive', () => {
    it('is a zip of their profile, memberships, submissions, comments, emails and files', async () => {
      const { response, entries } = await archiveOf(personApi);
      expect(response.headers['content-type']).toBe('application/zip');
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.headers['content-disposition']).toContain('my-personal-data.zip');
      expect([...entries.keys()]).toEqual(
        expect.arrayContaining([
          'README.txt',
          'profile.json',
          'memberships.json',
          'submissions.json',
          'comments.json',
          'emails.json',
          'files.json',
          'activity.json',
        ]),
      );

      const profile = jsonOf(entries, 'profile.json');
      expect(profile.profile).toMatchObject({
        id: person.userId,
        email: 'zephyrine.quill@example.com',
        firstName: first,
        surname,
        locale: 'fr',
      });
      expect(profile.sessions.length).toBeGreaterThan(0);

      const memberships = jsonOf(entries, 'memberships.json');
      expect(memberships.map((m: { eventId: string }) => m.eventId).sort()).toEqual(
        [event.id, otherEvent.id].sort(),
      );
      expect(memberships.find((m: { eventId: string }) => m.eventId === event.id)).toMatchObject({
        level: 'user',
        isTeamOwner: true,
      });

      const sent = jsonOf(entries, 'submissions.json').find((s: { id: string }) => s.id === sentId);
      expect(sent.formTitle).toBe('Power order');
      expect(sent.answers).toContainEqual(
        expect.objectContaining({ fieldId: 'name', value: expect.stringContaining(surname) }),
      );

      const comments = jsonOf(entries, 'comments.json');
      expect(comments.comments.map((c: { text: string }) => c.text)).toEqual([
        `Done — regards, ${first}`,
      ]);
      expect(comments.replies.map((r: { text: string }) => r.text)).toEqual(['You are welcome']);

      const emails = jsonOf(entries, 'emails.json');
      expect(emails.length).toBeGreaterThanOrEqual(2);
      expect(emails.every((e: { to: string }) => e.to === 'zephyrine.quill@example.com')).toBe(
        true,
      );

      const files = jsonOf(entries, 'files.json');
      expect(files).toHaveLength(1);
      expect(entries.get(files[0].path)).toEqual(pdfDocument);

      // What they changed, as the event's activity recorded it: their own actions only.
      const activity = jsonOf(entries, 'activity.json');
      expect(activity.events).toContainEqual(
        expect.objectContaining({
          eventId: event.id,
          recordKind: 'submission',
          recordId: sentId,
          action: 'created',
        }),
      );
      expect(activity.events).toContainEqual(
        expect.objectContaining({ recordKind: 'comment', recordId: commentId, action: 'created' }),
      );
      expect(
        activity.events.every((e: { recordKind: string }) => e.recordKind !== 'task'),
        'the moderator’s task is not theirs',
      ).toBe(true);
    });

    it('holds no secret: no password hash, session token or secret link', async () => {
      const { entries } = await archiveOf(personApi);
      const everything = [...entries.values()].map((b) => b.toString('latin1')).join('\n');
      expect(everything).not.toContain(resetToken);
      const secrets = (await t.deps.db.execute(sql`
        select s.token, a.password from auth_sessions s
        left join auth_accounts a on a.user_id = s.user_id
        where s.user_id = ${person.userId}`)) as unknown as {
        rows: { token: string; password: string | null }[];
      };
      expect(secrets.rows.length).toBeGreaterThan(0);
      for (const row of secrets.rows) {
        expect(everything).not.toContain(row.token);
        if (row.password) expect(everything).not.toContain(row.password);
      }
      expect(everything).not.toMatch(/"(password|token|accessToken|refreshToken|idToken)"/);
    });

    it('is only ever the caller’s own, and needs a session', async () => {
      const { entries } = await archiveOf(teammateApi);
      expect(jsonOf(entries, 'profile.json').profile.id).toBe(teammate.userId);
      const everything = [...entries.values()].map((b) => b.toString('utf8')).join('\n');
      expect(everything).not.toContain('zephyrine.quill@example.com');
      expect(jsonOf(entries, 'files.json')).toEqual([]);
      const anonymous = await t.app.inject({
        method: 'GET',
        url: '/api/v1/account/personal-data',
        headers: { host: event.hostnames[0]! },
      });
      expect(anonymous.statusCode).toBe(401);
    });
  });

  describe('erasing a person', () => {
    const erase = (api: ApiCaller, userId: string, confirmEmail: string) =>
      api.post(`/api/v1/platform/people/${userId}/erase`, { confirmEmail });

    it('is for platform admins only: members and organisers get 403, nothing is written', async () => {
      for (const api of [teammateApi, moderatorApi]) {
        expect((await erase(api, person.userId, person.email)).statusCode).toBe(403);
        expect((await api.get('/api/v1/platform/people')).statusCode).toBe(403);
      }
      expect(await t.deps.db.select().from(personalDataRemovals)).toHaveLength(0);
    });

    it('finds people by name or email for the platform admin', async () => {
      const page = await adminApi.get('/api/v1/platform/people?q=quillfeather');
      expect(page.statusCode, page.body).toBe(200);
      expect(page.json().items).toEqual([
        expect.objectContaining({ id: person.userId, eventCount: 2, isPlatformAdmin: false }),
      ]);
    });

    it('asks for their email again, and never erases the last platform admin', async () => {
      const wrong = await erase(adminApi, person.userId, 'someone@example.com');
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().error.details).toEqual([
        { path: 'confirmEmail', message: 'Type the email address of the person you are erasing' },
      ]);
      const self = await erase(adminApi, admin.userId, admin.email);
      expect(self.statusCode).toBe(409);
      expect(self.json().error.message).toBe('The last platform admin cannot be erased');
      expect(await t.deps.db.select().from(personalDataRemovals)).toHaveLength(0);
    });

    it('leaves nothing of them in any table or the file store, and keeps their records anonymised', async () => {
      const filesBefore = await t.deps.db
        .select()
        .from(storedFiles)
        .where(eq(storedFiles.createdBy, person.userId));
      expect(filesBefore.length).toBeGreaterThan(0);
      const objectsBefore = await storedObjects(t);
      for (const file of filesBefore) expect(objectsBefore).toContain(file.storageKey);
      const needles = [person.userId, 'zephyrine.quill@example.com', first, surname];
      const before = await tracesOf(t, needles);
      // The audit trail holds them (what they did, their membership): the scan covers it.
      expect(before).toEqual(
        expect.arrayContaining([
          `public.audit_entries.actor_name: ${first}`,
          `public.audit_entries.record_name: ${surname}`,
          `public.audit_entries.changes: ${first}`,
          `public.audit_entries.actor_id: ${person.userId}`,
        ]),
      );
      const entryCount = async () =>
        Number(
          (
            (await t.deps.db.execute(
              sql`select count(*) as n from audit_entries where event_id = ${event.id}`,
            )) as unknown as { rows: { n: string }[] }
          ).rows[0]!.n,
        );
      const entriesBefore = await entryCount();

      const response = await erase(adminApi, person.userId, 'ZEPHYRINE.QUILL@example.com ');
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      const { reference, counts } = response.json();
      expect(reference).toMatch(/^PD-[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}$/);
      expect(counts).toMatchObject({
        files: filesBefore.length,
        submissions: 2,
        comments: 1,
        replies: 1,
        memberships: 2,
        accounts: 1,
        teamsUnowned: 1,
      });
      expect(counts.emails).toBeGreaterThanOrEqual(2);

      expect(await tracesOf(t, needles, [lookalike.email])).toEqual([]);

      // The erasure's own changes write no entry; the platform's activity names its reference.
      expect(await entryCount()).toBe(entriesBefore);
      const noted = (await t.deps.db.execute(sql`
        select actor_id, record_kind, record_id, record_name, changes from platform_audit_entries
        where action = 'erased'`)) as unknown as { rows: Record<string, unknown>[] };
      expect(noted.rows).toEqual([
        {
          actor_id: admin.userId,
          record_kind: 'person',
          record_id: reference,
          record_name: reference,
          changes: {},
        },
      ]);
      // What they did is still there, by "Erased person".
      const theirs = (await t.deps.db.execute(sql`
        select actor_name, record_kind from audit_entries
        where event_id = ${event.id} and actor_id = 'erased'`)) as unknown as {
        rows: { actor_name: string; record_kind: string }[];
      };
      expect(theirs.rows.map((row) => row.record_kind)).toEqual(
        expect.arrayContaining(['submission', 'comment', 'reply']),
      );
      expect(theirs.rows.every((row) => row.actor_name === erasedPersonName)).toBe(true);
      const [kept] = await t.deps.db
        .select()
        .from(userProfiles)
        .where(eq(userProfiles.id, lookalike.userId));
      expect(kept!.email).toBe('other.zephyrine.quill@example.com');
      expect((await t.postLogin(event, lookalike)).statusCode).toBe(200);
      const objectsAfter = await storedObjects(t);
      for (const file of filesBefore) expect(objectsAfter).not.toContain(file.storageKey);

      const [record] = await t.deps.db
        .select()
        .from(personalDataRemovals)
        .where(eq(personalDataRemovals.id, reference));
      expect(record).toMatchObject({ kind: 'erasure', performedBy: admin.userId, counts });

      // Their submissions and comments stay, shown as the erased person's.
      expect(
        await t.deps.db.select().from(submissions).where(eq(submissions.id, sentId)),
      ).toHaveLength(1);
      const table = await asModerator.get(`/forms/${formId}/submissions`);
      expect(table.statusCode, table.body).toBe(200);
      expect(table.json().items.find((s: { id: string }) => s.id === sentId).submittedBy).toBe(
        erasedPersonName,
      );
      const [comment] = await t.deps.db
        .select()
        .from(taskComments)
        .where(and(eq(taskComments.eventId, event.id), eq(taskComments.id, commentId)));
      expect(comment!.text).toBe(`Done — regards, ${erasedPersonName}`);
      const thread = await asTeammate.get(`/member/tasks/${comment!.taskId}/comments`);
      const authors = thread.json().comments.map((c: { authorName: string }) => c.authorName);
      expect(authors).toContain(erasedPersonName);

      // They can no longer sign in; their old session is gone.
      expect((await personApi.get('/api/v1/account/personal-data')).statusCode).toBe(401);
      expect((await t.postLogin(event, person)).statusCode).toBe(401);
    });
  });
});

describe.each(testDatabases)('retention on %s', (kind) => {
  const t = useTestApp(kind);
  const now = new Date('2026-06-01T12:00:00Z');

  /** An event that ended on `endDate`, keeping personal data `retentionDays`, with members. */
  async function buildEndedEvent(endDate: string, retentionDays: number, tag: string) {
    const event = await t.buildEvent();
    const organiser = await t.buildUser(event.id, { permissions: 'admin' });
    const [asOrganiser] = await callersFor(t, event, [organiser]);
    const saved = await asOrganiser.patch('/settings/event', {
      startDate: endDate,
      endDate,
      retentionDays,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const only = await t.buildUser(event.id, { firstName: `Only${tag}`, surname: 'Person' });
    const both = await t.buildUser(event.id, { firstName: `Two${tag}`, surname: 'Person' });
    await t.buildTeam(event.id, only.userId);
    await t.buildTeam(event.id, both.userId);
    const formId = await insertSimpleForm(t.deps.db, event.id);
    const [asOnly, asBoth] = await callersFor(t, event, [only, both]);
    for (const [caller, name] of [
      [asOnly, `Only${tag}`],
      [asBoth, `Two${tag}`],
    ] as const) {
      const sent = await caller.post(`/member/forms/${formId}/submissions`, {
        values: { name: `${name}'s stand`, needsPower: 'No' },
      });
      expect(sent.statusCode, sent.body).toBe(201);
    }
    return { event, organiser, only, both, formId };
  }

  let past: Awaited<ReturnType<typeof buildEndedEvent>>;
  let recent: Awaited<ReturnType<typeof buildEndedEvent>>;
  let elsewhere: EventRow;

  beforeAll(async () => {
    past = await buildEndedEvent('2026-01-10', 30, 'past');
    recent = await buildEndedEvent('2026-05-20', 30, 'recent');
    elsewhere = await t.buildEvent();
    await t.addMembership(elsewhere.id, past.both.userId);
  });

  it('previews what would go, by name, for the event’s admins only', async () => {
    const [asOrganiser, asOnly] = await callersFor(t, past.event, [past.organiser, past.only]);
    expect((await asOnly.get('/retention/preview')).statusCode).toBe(403);
    const preview = await asOrganiser.get('/retention/preview');
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json()).toMatchObject({
      retentionDays: 30,
      endDate: '2026-01-10',
      dueOn: '2026-02-10',
      isDue: true,
      counts: { people: 2, accounts: 1, submissions: 2 },
    });
    expect(
      preview
        .json()
        .people.map((p: { name: string }) => p.name)
        .sort(),
    ).toEqual(['Onlypast Person', 'Twopast Person']);
  });

  it('anonymises an event past its period and leaves one within it alone', async () => {
    const runs = await runRetention(t.deps, now);
    expect(runs.map((run) => run.eventId)).toEqual([past.event.id]);
    const memberIds = async (eventId: string) =>
      (await t.deps.db.select().from(members).where(eq(members.eventId, eventId)))
        .map((m) => m.userId)
        .sort();
    // The organiser stays; both members leave the event.
    expect(await memberIds(past.event.id)).toEqual([past.organiser.userId]);
    // Someone in another event keeps their account and that membership; the other is erased.
    expect(await memberIds(elsewhere.id)).toEqual([past.both.userId]);
    expect(await tracesOf(t, [past.only.userId, past.only.email, 'Onlypast'])).toEqual([]);
    // The other keeps their account; nothing of theirs is left in the event.
    expect(
      (await tracesOf(t, [past.both.userId, 'Twopast'])).every(
        (trace) => !/submissions|task_|outbox/.test(trace),
      ),
    ).toBe(true);
    const [record] = await t.deps.db
      .select()
      .from(personalDataRemovals)
      .where(eq(personalDataRemovals.eventId, past.event.id));
    expect(record).toMatchObject({ kind: 'retention', counts: { people: 2, accounts: 1 } });
    // The event's activity tells of the run by its reference, naming no one.
    const noted = (await t.deps.db.execute(sql`
      select actor_type, record_name, changes from audit_entries
      where event_id = ${past.event.id} and action = 'anonymised'`)) as unknown as {
      rows: Record<string, unknown>[];
    };
    expect(noted.rows).toEqual([
      { actor_type: 'system', record_name: record!.id, changes: { people: [null, 2] } },
    ]);
    const kept = await t.deps.db
      .select()
      .from(submissions)
      .where(eq(submissions.eventId, past.event.id));
    expect(kept).toHaveLength(2);
    for (const row of kept) expect(row.createdBy).toBe('erased');

    // Within its period: untouched.
    expect((await memberIds(recent.event.id)).length).toBe(3);
    // A second run has nothing left to do.
    expect(await runRetention(t.deps, now)).toEqual([]);
  });
});
