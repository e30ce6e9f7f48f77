import { tokenAreas } from '@showdesk/domain/integrations/api-tokens';
import { sql } from 'drizzle-orm';
import type { Database } from '../../src/db/client.ts';
import { submissions } from '../../src/db/schema/forms.ts';
import { taskComments, taskReplies } from '../../src/db/schema/tasks.ts';
import type { EventRow } from '../../src/features/platform/events/queries.ts';
import { newId } from '../../src/lib/ids.ts';
import { callerFor, sessionHeaders } from '../support/caller.ts';
import type { TestApp } from '../support/harness.ts';
import { sendMultipart } from '../support/multipart.ts';
import { pdfDocument } from '../support/sample-files.ts';
import { insertSimpleForm } from '../support/test-forms.ts';
import { type Role, roles } from './access-table.ts';
import { appTables, rowsOf, waitForBackgroundWork } from './db-digest.ts';
import { addAsset } from './upload-as.ts';

/** Written into every name and text of the other event's records, to find them in any answer. */
export const leakMarker = 'ZQLEAKB';

/** The kinds of record an id can name, and the table holding each. */
export const idTables = {
  team: 'teams',
  teamType: 'team_types',
  asset: 'assets',
  content: 'content_pages',
  section: 'content_sections',
  download: 'downloads',
  customField: 'custom_fields',
  layout: 'card_layouts',
  import: 'team_imports',
  file: 'stored_files',
  welcomeChaser: 'welcome_chasers',
  form: 'forms',
  fieldGroup: 'field_groups',
  submission: 'submissions',
  field: 'form_fields',
  task: 'tasks',
  taskGroup: 'task_groups',
  comment: 'task_comments',
  reply: 'task_replies',
  confirmation: 'form_confirmations',
  formNotification: 'form_notifications',
  outboxEmail: 'outbox_emails',
  webhook: 'form_webhooks',
  eventWebhook: 'event_webhooks',
  apiToken: 'api_tokens',
  report: 'reports',
  supplier: 'suppliers',
  supplierGroup: 'supplier_groups',
  notification: 'notifications',
} as const;
export type IdKind = keyof typeof idTables | 'user';

export interface SweepFixture {
  home: EventRow;
  other: EventRow;
  /** Request headers of each role on the home event's host (none for anonymous). */
  headers: Record<Role, Record<string, string>>;
  users: Partial<Record<Role, { userId: string; email: string; password: string }>>;
  /** Ids of the other event's records, by kind, that the home event does not also use. */
  otherIds: Record<IdKind, string[]>;
  /**
   * API tokens (Authorization: Bearer) made through the API: the home admin's, reading every
   * area and writing every area, and one of the other event's admin (writing every area).
   */
  tokens: { read: string; write: string; otherEvent: string };
  /** Everything of the other event no answer on the home event may contain. */
  leakStrings: string[];
  /** The home event's record ids, which the stranger must never see. */
  homeLeakStrings: string[];
  /**
   * Puts the invitee's invitation back as it was made (invited, in the home team) after a call
   * that accepted or declined it; writes nothing when it is still pending.
   */
  reinvite(): Promise<void>;
}

/**
 * Two events. Home has one person per role: a team's owner and member (both level user), a
 * moderator, an admin and a platform admin (eventflowAdmin), none of the last three in a team.
 * Other has a stranger (a member of other only) and one record of every kind, made through the
 * API as its admin would, each named with the leak marker. A third event's member is invited
 * to the home team by the home admin (through the API) and has not accepted: the invitee.
 */
export async function buildSweepFixture(t: TestApp): Promise<SweepFixture> {
  const home = await t.buildEvent({ name: 'Home event' });
  const other = await t.buildEvent({ name: 'Other event' });
  const owner = await t.buildUser(home.id);
  const member = await t.buildUser(home.id);
  const homeTeamId = await t.buildTeam(home.id, owner.userId, [member.userId]);
  const third = await t.buildEvent({ name: 'Invitee event' });
  const users = {
    member,
    owner,
    moderator: await t.buildUser(home.id, { permissions: 'moderator' }),
    admin: await t.buildUser(home.id, { permissions: 'admin' }),
    platformAdmin: await t.buildUser(home.id, { permissions: 'eventflowAdmin' }),
    stranger: await t.buildUser(other.id),
    invitee: await t.buildUser(third.id),
  };
  await t.buildTeam(other.id, users.stranger.userId);
  const { apiToken: otherEventToken } = await seedRecords(t, other);
  const admin = await callerFor(t, home, users.admin);
  const makeToken = async (access: 'read' | 'write') => {
    const scopes = Object.fromEntries(tokenAreas.map((area) => [area, access]));
    const made = await admin.post('/api-tokens', { name: `Sweep ${access}`, scopes });
    if (made.statusCode !== 201) throw new Error(`making a token: ${made.statusCode} ${made.body}`);
    return made.json().token as string;
  };
  const tokens = { read: await makeToken('read'), write: await makeToken('write') };
  const invited = await admin.post(`/teams/${homeTeamId}/members`, {
    email: users.invitee.email,
    firstName: 'Invited',
    surname: 'Person',
  });
  if (invited.statusCode !== 201) throw new Error(`inviting: ${invited.statusCode}`);
  const invitation = await rowsOf(
    t.deps.db,
    sql`select * from members where event_id = ${home.id} and user_id = ${users.invitee.userId}`,
  );
  if (invitation[0]?.status !== 'invited') throw new Error('the invitee is not invited');
  const reinvite = async () => {
    const row = invitation[0]!;
    await t.deps.db.execute(sql`insert into members (event_id, user_id, first_name, surname,
        names_from_profile, permissions, status, invited_at, invited_by, created_at, created_by,
        updated_at, updated_by)
      values (${home.id}, ${users.invitee.userId}, ${row.first_name}, ${row.surname}, false,
        'user', 'invited', ${row.invited_at}, ${row.invited_by}, ${row.created_at},
        ${row.created_by}, ${row.updated_at}, ${row.updated_by})
      on conflict (event_id, user_id) do update set status = 'invited',
        has_logged_in = false, last_login_in_time = null, updated_at = excluded.updated_at,
        updated_by = excluded.updated_by
      where members.status <> 'invited'`);
    await t.deps.db.execute(sql`insert into team_members (event_id, team_id, user_id)
      values (${home.id}, ${homeTeamId}, ${users.invitee.userId}) on conflict do nothing`);
  };

  const headers = { anonymous: { host: home.hostnames[0]! } } as unknown as SweepFixture['headers'];
  for (const role of roles) {
    const user = users[role as keyof typeof users];
    // The stranger logs in on their own event's host, then calls the home event's API.
    if (user) {
      const session = await sessionHeaders(t, role === 'stranger' ? other : home, user);
      headers[role] = { ...session, host: home.hostnames[0]! };
    }
  }
  const { otherIds, leakStrings, homeLeakStrings } = await collectOtherIds(t, home, other);
  return {
    home,
    other,
    headers,
    users,
    tokens: { ...tokens, otherEvent: otherEventToken },
    otherIds,
    leakStrings,
    homeLeakStrings,
    reinvite,
  };
}

/**
 * One record of every kind in `other`, made through the API as its admin would, each named
 * with the leak marker (the fuzzing suite seeds its event the same way, for real path ids).
 * Answers the value of the API token it made (writing every area of `other`).
 */
export async function seedRecords(t: TestApp, other: EventRow): Promise<{ apiToken: string }> {
  const m = leakMarker;
  const adminUser = await t.buildUser(other.id, { permissions: 'admin', firstName: m, surname: m });
  const admin = await callerFor(t, other, adminUser);
  const headers = await sessionHeaders(t, other, adminUser);
  const ok = async (response: Promise<{ statusCode: number; body: string; json(): unknown }>) => {
    const r = await response;
    if (r.statusCode >= 300) throw new Error(`seeding the other event: ${r.statusCode} ${r.body}`);
    return r.json() as { id: string };
  };
  const teamType = await ok(admin.post('/team-types', { name: `${m} type` }));
  const field = await ok(admin.post('/custom-fields', { label: `${m} field`, type: 'text' }));
  const team = await ok(
    admin.post('/teams', {
      name: `${m} team`,
      ownerEmail: `${m.toLowerCase()}-owner@example.com`,
      ownerFirstName: m,
      ownerSurname: m,
      teamTypeId: teamType.id,
      customFields: { [field.id]: `${m} value` },
    }),
  );
  await ok(
    admin.post(`/teams/${team.id}/stand-shares`, {
      name: `${m} stand share`,
      ownerEmail: `${m.toLowerCase()}-share@example.com`,
      ownerFirstName: m,
      ownerSurname: m,
    }),
  );
  const image = await addAsset(t, other, headers, { name: `${m} image` });
  await addAsset(t, other, headers, { name: `${m} document`, kind: 'document' });
  const page = await ok(admin.post('/content', { title: `${m} page`, assetId: image }));
  const sections = `/content/${page.id}/sections`;
  await ok(admin.post(sections, { type: 'richText', data: `<p>${m} text</p>` }));
  await ok(admin.post(sections, { type: 'image', data: image }));
  const pdf = await ok(admin.post(sections, { type: 'pdf', data: { fileName: `${m}.pdf` } }));
  const base = `/api/v1/events/${other.id}`;
  await ok(
    sendMultipart(
      t,
      { url: `${base}${sections}/${pdf.id}/files`, headers },
      { fileName: `${m}.pdf`, data: pdfDocument },
    ),
  );
  const download = await ok(
    sendMultipart(
      t,
      { url: `${base}/downloads`, headers, fields: { name: `${m} download` } },
      { fileName: `${m}.pdf`, data: pdfDocument },
    ),
  );
  await ok(
    admin.post(sections, {
      type: 'resources',
      data: [
        { id: page.id, type: 'content' },
        { id: download.id, type: 'download' },
      ],
    }),
  );
  const card = {
    type: 'content',
    title: `${m} card`,
    isMini: false,
    description: m,
    pathId: page.id,
  };
  await ok(
    admin.post('/card-layouts', {
      name: `${m} layout`,
      teamTypeIds: [teamType.id],
      cards: Array.from({ length: 6 }, () => card),
    }),
  );
  await ok(
    sendMultipart(
      t,
      { url: `${base}/team-imports`, headers },
      {
        fileName: `${m}.csv`,
        data: Buffer.from(`Team,Email\n${m} imported,${m.toLowerCase()}-import@example.com\n`),
      },
    ),
  );
  await ok(admin.post('/invitations/welcome-chaser', {}));
  await seedForm(admin, m);
  await ok(admin.put('/settings/featured', { contentIds: [page.id] }));
  await ok(
    admin.put('/sidebar', {
      sections: [
        { id: `${m}-section`, heading: m, itemIds: [page.id], index: 0, isCollapsable: false },
      ],
    }),
  );
  await ok(admin.patch('/settings/dashboardHeader', { title: `${m} header`, assetId: image }));
  await ok(admin.patch('/settings/terminology', { dashboard: `${m} board` }));
  await ok(
    admin.put('/core-pages/timeTable', {
      title: `${m} times`,
      icon: 'calendar',
      isPublished: true,
      assetId: image,
    }),
  );
  // A public form with a submission of the team (written directly: the builder's form above has
  // no team submission), so form, submission and field ids of this event get swapped in too.
  const formId = await insertSimpleForm(t.deps.db, other.id, {
    title: `${m} form`,
    isPublic: true,
  });
  await t.deps.db.insert(submissions).values({
    eventId: other.id,
    id: newId(),
    formId,
    teamId: team.id,
    values: { name: `${m} submission` },
    searchText: `${m} submission`,
    createdBy: adminUser.userId,
    updatedBy: adminUser.userId,
  });
  // A confirmation of the public form, so confirmation ids get swapped in too.
  await ok(admin.post(`/forms/${formId}/confirmations`, { name: `${m} thanks`, isDefault: true }));
  // A notification of it, so notification ids get swapped in too.
  await ok(
    admin.post(`/forms/${formId}/notifications`, { name: `${m} copy`, isUserDefault: true }),
  );
  // A webhook of the public form (inactive: nothing is delivered), so webhook ids get swapped in.
  await ok(
    admin.post(`/forms/${formId}/webhooks`, {
      name: `${m} hook`,
      requestURL: 'https://example.com/hook',
      isActive: false,
    }),
  );
  // An event webhook (inactive: nothing is delivered), so its ids get swapped in too.
  await ok(
    admin.post('/event-webhooks', {
      name: `${m} event hook`,
      requestURL: 'https://example.com/event-hook',
      kinds: ['team.created'],
      isActive: false,
    }),
  );
  // A form task in a group, for the team's type, so task, group and form ids get swapped in too.
  const task = await ok(
    admin.post('/tasks', {
      title: `${m} task`,
      type: 'form',
      formId,
      dueDate: '2027-03-01',
      teamTypeIds: [teamType.id],
    }),
  );
  await ok(admin.post('/task-groups', { title: `${m} tasks`, taskIds: [task.id] }));
  // A saved report over the task and the team, so report ids get swapped in too.
  await ok(
    admin.post('/reports', {
      name: `${m} report`,
      reportType: 'tasks',
      operation: 'completion',
      allTasks: false,
      taskIds: [task.id],
      allTeams: false,
      teamIds: [team.id],
    }),
  );
  // A supplier for the team's type in a group, so supplier and supplier group ids get swapped in.
  const supplierGroup = await ok(admin.post('/supplier-groups', { title: `${m} suppliers` }));
  await ok(
    admin.post('/suppliers', {
      company: `${m} supplier`,
      description: `<p>${m} description</p>`,
      contacts: [{ firstName: m, surname: m, email: `${m.toLowerCase()}@example.com` }],
      showToTeamTypeIds: [teamType.id],
      supplierGroupIds: [supplierGroup.id],
    }),
  );
  // An admin notification for the team's type, sent, so notification ids get swapped in too.
  await ok(
    admin.post('/notifications', {
      title: `${m} notification`,
      description: `<p>${m} news</p>`,
      linkUrl: `/content/${page.id}`,
      teamTypeIds: [teamType.id],
      delivery: 'now',
    }),
  );
  // The welcome email changed, so no answer on the home event shows another event's template.
  await ok(
    admin.put('/email-templates/welcome', {
      subject: `${m} welcome`,
      body: `<p>${m} body {{ firstName }}</p>{% button setPasswordUrl %}`,
    }),
  );
  // A comment with a reply on the team's thread, so comment and reply ids get swapped in too.
  const commentId = newId();
  const stamps = { createdBy: adminUser.userId, updatedBy: adminUser.userId };
  await t.deps.db.insert(taskComments).values({
    eventId: other.id,
    id: commentId,
    taskId: task.id,
    teamId: team.id,
    text: `${m} comment`,
    ...stamps,
  });
  await t.deps.db
    .insert(taskReplies)
    .values({ eventId: other.id, id: newId(), commentId, text: `${m} reply`, ...stamps });
  // An API token, so token ids get swapped in too (and the sweep calls as a token of this event).
  const scopes = Object.fromEntries(tokenAreas.map((area) => [area, 'write']));
  const { token: apiToken } = (await ok(
    admin.post('/api-tokens', { name: `${m} token`, scopes }),
  )) as unknown as { token: string };
  // The import and the welcome send above run as jobs after answering: let them finish, or
  // their writes land in whatever a test does next (the fuzzing's digests take them for the
  // writes of a refused request).
  await waitForBackgroundWork(t.deps.db);
  return { apiToken };
}

/**
 * A field group with a field, and a form placing it with a template beside a dropdown whose
 * logic shows the template (field ids are UUIDs, so the sweep can find them in any answer).
 */
async function seedForm(admin: Awaited<ReturnType<typeof callerFor>>, m: string) {
  const ok = async (response: Promise<{ statusCode: number; body: string; json(): unknown }>) => {
    const r = await response;
    if (r.statusCode >= 300) throw new Error(`seeding a form: ${r.statusCode} ${r.body}`);
    return r.json() as Record<string, unknown> & { id: string; updatedAt: string };
  };
  const [groupField, choice, template] = [newId(), newId(), newId()];
  const group = await ok(admin.post('/field-groups', { title: `${m} group` }));
  await ok(
    admin.put(`/field-groups/${group.id}`, {
      fieldIds: [groupField],
      newFields: [{ id: groupField, type: 'text', label: `${m} contact` }],
      logicMap: {},
      expectedUpdatedAt: group.updatedAt,
    }),
  );
  const { form } = (await ok(admin.post('/forms', { title: `${m} form` }))) as unknown as {
    form: { id: string; updatedAt: string };
  };
  await ok(
    admin.put(`/forms/${form.id}`, {
      fieldIds: [choice, template],
      newFields: [
        {
          id: choice,
          type: 'dropdown',
          label: `${m} choice`,
          options: [{ label: m, value: m }],
        },
        { id: template, type: 'template', label: `${m} template`, fieldGroupId: group.id },
      ],
      logicMap: {
        [choice]: {
          rules: [{ sourceId: choice, sourceType: 'dropdown', sourceValue: m }],
          thenFieldId: template,
        },
      },
      expectedUpdatedAt: form.updatedAt,
    }),
  );
}

/**
 * Every id-like value in the other event's rows (columns `id` and `*_id` of every table with an
 * event_id), less those the home event's rows hold too (shared names such as the default card
 * layout's id), so "every later resource" is collected without naming it here.
 */
/** The ids of an event's records, by kind (its members' user ids for 'user'). */
export async function recordIdsOf(db: Database, eventId: string) {
  const byKind = {} as Record<IdKind, string[]>;
  for (const [kind, table] of Object.entries(idTables)) {
    const rows = await rowsOf(
      db,
      sql`select id from ${sql.identifier(table)} where event_id = ${eventId}`,
    );
    byKind[kind as IdKind] = rows.map((r) => String(r.id));
  }
  const members = await rowsOf(db, sql`select user_id from members where event_id = ${eventId}`);
  byKind.user = members.map((r) => String(r.user_id));
  return byKind;
}

/**
 * A generated record id (a UUID, the auth library's random ids), as opposed to a fixed name
 * every event shares ('timeTable', 'default', 'main'), which would match any answer.
 */
const isRecordId = (id: string) => id.length >= 16 && /\d/.test(id);

async function collectOtherIds(t: TestApp, home: EventRow, other: EventRow) {
  const db = t.deps.db;
  const tables = await appTables(db);
  const idsOf = async (eventId: string) => {
    const values = new Set<string>();
    for (const table of tables) {
      const rows = await rowsOf(
        db,
        sql.raw(
          `select * from "${table}" x where to_jsonb(x) ? 'event_id' and x.event_id = '${eventId}'`,
        ),
      ).catch(() => []);
      for (const row of rows) {
        for (const [column, value] of Object.entries(row)) {
          if ((column === 'id' || column.endsWith('_id')) && typeof value === 'string') {
            values.add(value);
          }
        }
      }
    }
    return values;
  };
  const homeIds = await idsOf(home.id);
  const otherAll = [...(await idsOf(other.id))].filter((id) => !homeIds.has(id) && isRecordId(id));
  const byKind = await recordIdsOf(db, other.id);
  for (const kind of Object.keys(byKind) as IdKind[]) {
    byKind[kind] = byKind[kind].filter((id) => !homeIds.has(id));
  }
  for (const [kind, ids] of Object.entries(byKind)) {
    if (ids.length === 0) throw new Error(`the other event has no ${kind} to swap in`);
  }
  const homeLeakStrings = [...homeIds].filter((id) => id !== home.id && isRecordId(id));
  return { otherIds: byKind, leakStrings: [leakMarker, other.id, ...otherAll], homeLeakStrings };
}
