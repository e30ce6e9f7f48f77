import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Caller, callerFor } from '../../../../test/support/caller.ts';
import { callersFor, updateTeam } from '../../../../test/support/cast.ts';
import { testDatabases } from '../../../../test/support/databases.ts';
import { useTestApp } from '../../../../test/support/harness.ts';
import { multipart, sendMultipart } from '../../../../test/support/multipart.ts';
import { pdfDocument, windowsExe } from '../../../../test/support/sample-files.ts';
import { storedFilesOf } from '../../../../test/support/stored-files.ts';
import { insertSimpleForm } from '../../../../test/support/test-forms.ts';
import { locks, submissions } from '../../../db/schema/forms.ts';
import { newId } from '../../../lib/ids.ts';
import type { EventRow } from '../../platform/events/queries.ts';

type User = { userId: string; email: string; password: string };
type Row = { id: string; teamName: string | null; submittedBy: string | null; isDraft: boolean };

describe.each(testDatabases)("organisers' submissions on %s", (kind) => {
  const t = useTestApp(kind);
  let event: EventRow;
  let otherEvent: EventRow;
  let owner: User;
  let moderator: User;
  let otherModerator: User;
  let stranger: User;
  let teamId: string;
  let typedTeamId: string;
  let teamTypeId: string;
  let asOwner: Caller;
  let asTyped: Caller;
  let asModerator: Caller;
  let asAdmin: Caller;
  let asOtherModerator: Caller;
  let asStranger: Caller;
  let formId: string;
  const ids: Record<string, string> = {};

  const base = () => `/forms/${formId}/submissions`;
  const page = async (query = '') => {
    const response = await asModerator.get(`${base()}${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { items: Row[]; total: number; page: number; pageSize: number };
  };

  /** Stores a submission row directly, at a chosen time. */
  const insertRow = async (
    name: string,
    values: Record<string, unknown>,
    extra: Partial<typeof submissions.$inferInsert> = {},
  ) => {
    const id = newId();
    await t.deps.db.insert(submissions).values({
      eventId: event.id,
      id,
      formId,
      teamId,
      values,
      searchText: String(values.name ?? ''),
      createdBy: owner.userId,
      updatedBy: owner.userId,
      ...extra,
    });
    ids[name] = id;
    return id;
  };

  beforeAll(async () => {
    event = await t.buildEvent();
    otherEvent = await t.buildEvent();
    owner = await t.buildUser(event.id, { firstName: 'Olive', surname: 'Owner' });
    const typedOwner = await t.buildUser(event.id, { firstName: 'Tess', surname: 'Typed' });
    moderator = await t.buildUser(event.id, { permissions: 'moderator' });
    otherModerator = await t.buildUser(event.id, {
      permissions: 'moderator',
      firstName: 'Mona',
      surname: 'Lock',
    });
    const admin = await t.buildUser(event.id, { permissions: 'admin' });
    stranger = await t.buildUser(otherEvent.id, { permissions: 'admin' });
    teamId = await t.buildTeam(event.id, owner.userId);
    typedTeamId = await t.buildTeam(event.id, typedOwner.userId);
    const typeResponse = await (await callerFor(t, event, admin)).post('/team-types', {
      name: 'Caterers',
    });
    teamTypeId = typeResponse.json().id;
    await updateTeam(t, event.id, typedTeamId, { teamTypeId });
    [asOwner, asTyped, asModerator, asAdmin, asOtherModerator] = await callersFor(t, event, [
      owner,
      typedOwner,
      moderator,
      admin,
      otherModerator,
    ]);
    asStranger = await callerFor(t, otherEvent, stranger);
    formId = await insertSimpleForm(t.deps.db, event.id, { title: 'Orders' });

    const day = (d: string) => new Date(`${d}T12:00:00Z`);
    await insertRow(
      'march',
      { name: 'Alpha Stands', needsPower: 'No' },
      {
        createdAt: day('2027-03-01'),
        updatedAt: day('2027-03-01'),
      },
    );
    await insertRow(
      'draft',
      { name: 'Beta Booths' },
      {
        isDraft: true,
        createdAt: day('2027-02-01'),
        updatedAt: day('2027-03-05'),
      },
    );
    await insertRow(
      'guest',
      { name: 'Gamma Guest', needsPower: 'No' },
      {
        teamId: null,
        isGuest: true,
        createdBy: null,
        updatedBy: null,
        createdAt: day('2027-03-10'),
        updatedAt: day('2027-03-10'),
      },
    );
    await insertRow(
      'typed',
      { name: 'Delta Dining', needsPower: 'No' },
      {
        teamId: typedTeamId,
        createdBy: typedOwner.userId,
        updatedBy: typedOwner.userId,
        createdAt: day('2027-01-01'),
        updatedAt: day('2027-03-20'),
      },
    );
    void asTyped;
  }, 60_000);

  it('is for moderators and up; members get 403 and another event 404', async () => {
    expect((await asOwner.get(base())).statusCode).toBe(403);
    expect((await asOwner.delete(`${base()}/${ids.march}`)).statusCode).toBe(403);
    expect((await asAdmin.get(base())).statusCode).toBe(200);
    const foreign = await asStranger.get(base(), event);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error.message).toBe('Event ID not found');
    expect((await asStranger.get(base())).statusCode).toBe(404);
    expect((await asStranger.get(`${base()}/${ids.march}`)).statusCode).toBe(404);
  });

  it('lists by updatedAt by default, with team names and who sent each', async () => {
    const all = await page();
    expect(all.total).toBe(4);
    expect(all.items.map((r) => r.id)).toEqual([ids.march, ids.draft, ids.guest, ids.typed]);
    const byId = new Map<string | undefined, Row>(all.items.map((r) => [r.id, r]));
    expect(byId.get(ids.march)).toMatchObject({ submittedBy: 'Olive Owner' });
    expect(byId.get(ids.march)!.teamName).toMatch(/^Team /);
    expect(byId.get(ids.guest)).toMatchObject({ teamName: null, submittedBy: null });
    expect(byId.get(ids.typed)).toMatchObject({ submittedBy: 'Tess Typed' });
    const created = await page('?sort=-createdAt');
    expect(created.items.map((r) => r.id)).toEqual([ids.guest, ids.march, ids.draft, ids.typed]);
  });

  it('pages', async () => {
    const first = await page('?pageSize=3');
    expect(first.items).toHaveLength(3);
    expect(first.total).toBe(4);
    const second = await page('?pageSize=3&page=2');
    expect(second.items.map((r) => r.id)).toEqual([ids.typed]);
    const past = await page('?pageSize=3&page=5');
    expect(past).toMatchObject({ items: [], total: 4 });
  });

  it('filters by team, team type, draft, guest and dates, and searches the values', async () => {
    const idsOf = async (query: string) => (await page(query)).items.map((r) => r.id);
    expect(await idsOf(`?filter=teamId:${typedTeamId}`)).toEqual([ids.typed]);
    expect(await idsOf(`?filter=teamTypeId:${teamTypeId}`)).toEqual([ids.typed]);
    expect(await idsOf('?filter=isDraft:true')).toEqual([ids.draft]);
    expect(await idsOf('?filter=isGuest:true')).toEqual([ids.guest]);
    expect(await idsOf('?filter=isGuest:false&filter=isDraft:false')).toEqual([
      ids.march,
      ids.typed,
    ]);
    expect(await idsOf('?filter=from:2027-03-05&filter=to:2027-03-10')).toEqual([
      ids.draft,
      ids.guest,
    ]);
    expect(await idsOf('?q=booth')).toEqual([ids.draft]);
    expect(await idsOf('?q=100%25')).toEqual([]);
    const bad = await asModerator.get(`${base()}?filter=from:March`);
    expect(bad.statusCode).toBe(400);
  });

  it('reads one with its team and sender; one of another form is 404', async () => {
    const one = await asModerator.get(`${base()}/${ids.march}`);
    expect(one.statusCode).toBe(200);
    expect(one.json()).toMatchObject({ id: ids.march, submittedBy: 'Olive Owner' });
    const otherForm = await insertSimpleForm(t.deps.db, event.id);
    expect((await asModerator.get(`/forms/${otherForm}/submissions/${ids.march}`)).statusCode).toBe(
      404,
    );
  });

  it('edits with the same checks; refuses while another organiser holds the lock, or when stale', async () => {
    const id = await insertRow('edit', { name: 'Epsilon', needsPower: 'No' });
    const current = (await asModerator.get(`${base()}/${id}`)).json();
    const invalid = await asModerator.put(`${base()}/${id}`, {
      values: { needsPower: 'Yes' },
      isDraft: false,
      expectedUpdatedAt: current.updatedAt,
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().error.details.map((d: { path: string }) => d.path)).toContain(
      'values.watts',
    );

    const now = Date.now();
    await t.deps.db.insert(locks).values({
      eventId: event.id,
      type: 'submission',
      id,
      createdBy: otherModerator.userId,
      expireAt: new Date(now + 60_000),
    });
    const held = await asModerator.put(`${base()}/${id}`, {
      values: { name: 'Held' },
      isDraft: false,
      expectedUpdatedAt: current.updatedAt,
    });
    expect(held.statusCode).toBe(409);
    expect(held.json().error.message).toBe('Mona Lock is editing this submission');
    // The holder may save.
    const mine = await asOtherModerator.put(`${base()}/${id}`, {
      values: { name: 'By the holder', needsPower: 'Yes', watts: 10, total: 0 },
      isDraft: false,
      expectedUpdatedAt: current.updatedAt,
    });
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json()).toMatchObject({
      updatedBy: otherModerator.userId,
      createdBy: owner.userId,
      values: { name: 'By the holder', watts: 10 },
    });
    // An expired lock is no lock; the stale save is still refused.
    await t.deps.db
      .update(locks)
      .set({ expireAt: new Date(now - 1000) })
      .where(and(eq(locks.eventId, event.id), eq(locks.id, id)));
    const stale = await asModerator.put(`${base()}/${id}`, {
      values: { name: 'Late' },
      isDraft: false,
      expectedUpdatedAt: current.updatedAt,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.message).toMatch(/^Mona Lock changed this submission at /);
    const fresh = await asModerator.put(`${base()}/${id}`, {
      values: { name: 'Fresh', needsPower: 'No', watts: 5 },
      isDraft: false,
      expectedUpdatedAt: mine.json().updatedAt,
    });
    expect(fresh.statusCode).toBe(200);
    const [row] = await t.deps.db
      .select()
      .from(submissions)
      .where(and(eq(submissions.eventId, event.id), eq(submissions.id, id)));
    // watts is hidden on "No": dropped.
    expect(row!.values).toEqual({ name: 'Fresh', needsPower: 'No', total: 0 });
  });

  it('deletes a submission with its files', async () => {
    const created = await asOwner.post(`/member/forms/${formId}/submissions`, {
      values: {},
      isDraft: true,
    });
    const submissionId = created.json().submission.id;
    const uploaded = await sendMultipart(
      t,
      {
        url: `/api/v1/events/${event.id}/member/forms/${formId}/submissions/${submissionId}/files/docs`,
        headers: { host: event.hostnames[0]!, cookie: await t.login(event, owner) },
      },
      { fileName: 'plan.pdf', data: pdfDocument },
    );
    expect(uploaded.statusCode).toBe(200);
    const filesOf = () => storedFilesOf(t, event.id, submissionId);
    expect(await filesOf()).toHaveLength(1);
    expect((await asModerator.delete(`${base()}/${submissionId}`)).statusCode).toBe(204);
    expect(await filesOf()).toHaveLength(0);
    expect((await asModerator.get(`${base()}/${submissionId}`)).statusCode).toBe(404);
    expect((await asModerator.delete(`${base()}/${submissionId}`)).statusCode).toBe(404);
  });

  it('uploads a file into any submission (organisers), refused while another organiser holds its lock', async () => {
    const id = await insertRow('withFile', { name: 'Zeta', needsPower: 'No' });
    const send = async (
      caller: { event: EventRow; user: User },
      fieldId: string,
      file: { fileName: string; data: Buffer },
      submissionId = id,
    ) => {
      const body = multipart({}, file);
      return t.app.inject({
        method: 'POST',
        url: `/api/v1/events/${caller.event.id}/forms/${formId}/submissions/${submissionId}/files/${fieldId}`,
        headers: {
          host: caller.event.hostnames[0]!,
          cookie: await t.login(caller.event, caller.user),
          ...body.headers,
        },
        payload: body.payload,
      });
    };
    const pdf = { fileName: 'plan.pdf', data: pdfDocument };
    // Members use their own route; another event's admin never reaches this one's submissions.
    expect((await send({ event, user: owner }, 'docs', pdf)).statusCode).toBe(403);
    expect([403, 404]).toContain(
      (await send({ event: otherEvent, user: stranger }, 'docs', pdf)).statusCode,
    );
    expect((await send({ event, user: moderator }, 'docs', pdf, 'missing')).statusCode).toBe(404);
    expect((await send({ event, user: moderator }, 'name', pdf)).statusCode).toBe(404);
    const refused = await send({ event, user: moderator }, 'docs', {
      fileName: 'x.pdf',
      data: windowsExe,
    });
    expect(refused.statusCode).toBe(415);

    const uploaded = await send({ event, user: moderator }, 'docs', pdf);
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const file = uploaded.json();
    expect(file).toMatchObject({ name: 'plan.pdf', type: 'application/pdf' });
    const current = (await asModerator.get(`${base()}/${id}`)).json();
    const saved = await asModerator.put(`${base()}/${id}`, {
      values: { ...current.values, docs: [file] },
      isDraft: false,
      expectedUpdatedAt: current.updatedAt,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().values.docs).toEqual([file]);
    // The team's members read it like any file of their submission.
    const read = await t.app.inject({
      method: 'GET',
      url: new URL(file.url, 'http://x').pathname,
      headers: { host: event.hostnames[0]!, cookie: await t.login(event, owner) },
    });
    expect(read.statusCode).toBe(200);

    await t.deps.db.insert(locks).values({
      eventId: event.id,
      type: 'submission',
      id,
      createdBy: otherModerator.userId,
      expireAt: new Date(Date.now() + 60_000),
    });
    const held = await send({ event, user: moderator }, 'docs', pdf);
    expect(held.statusCode).toBe(409);
    expect(held.json().error.message).toBe('Mona Lock is editing this submission');
    expect((await send({ event, user: otherModerator }, 'docs', pdf)).statusCode).toBe(200);
  });
});
