import type { TeamImport } from '@showdesk/domain/people/team-import';
import { and, eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectSetsFirstPassword } from '../../../../test/support/account-links.ts';
import { expectRefusal, sessionHeaders } from '../../../../test/support/caller.ts';
import { testDatabases } from '../../../../test/support/databases.ts';
import { useTestApp } from '../../../../test/support/harness.ts';
import { sendMultipart } from '../../../../test/support/multipart.ts';
import { countTeams, teamImportColumns } from '../../../../test/support/team-bodies.ts';
import { outboxEmails } from '../../../db/schema/outbox.ts';
import { teams } from '../../../db/schema/teams.ts';
import { userProfiles } from '../../../db/schema/users.ts';
import type { EventRow } from '../../platform/events/queries.ts';

describe.each(testDatabases)('team import on %s', (kind) => {
  const t = useTestApp(kind, { mailbox: true });
  let event: EventRow;
  let otherEvent: EventRow;
  let admin: Record<string, string>;
  let standsTypeId: string;
  let budgetFieldId: string;
  let veganFieldId: string;

  const api = (path: string, ev = event) => `/api/v1/events/${ev.id}${path}`;
  const as = (ev: EventRow, user: { email: string; password: string }) =>
    sessionHeaders(t, ev, user);
  const upload = (fileName: string, data: Buffer, headers = admin, ev = event) => {
    return sendMultipart(t, { url: api('/team-imports', ev), headers }, { fileName, data });
  };
  const post = (path: string, payload?: object, headers = admin) =>
    t.app.inject({ method: 'POST', url: api(path), headers, ...(payload ? { payload } : {}) });
  const get = (path: string, headers = admin) => t.app.inject({ url: api(path), headers });
  const teamCount = () => countTeams(t, event);
  const emailsTo = async (to: string) =>
    t.deps.db
      .select()
      .from(outboxEmails)
      .where(and(eq(outboxEmails.eventId, event.id), eq(outboxEmails.toAddress, to)));

  /** Polls the import until its run has finished. */
  async function finished(importId: string): Promise<TeamImport> {
    for (let i = 0; i < 200; i++) {
      const response = await get(`/team-imports/${importId}`);
      const body = response.json() as TeamImport;
      if (body.status === 'finished') return body;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error('the import did not finish');
  }

  const mapping = (extra: Record<string, number> = {}) => ({ ...teamImportColumns, ...extra });

  beforeAll(async () => {
    event = await t.buildEvent({ name: 'Harbour Expo' });
    otherEvent = await t.buildEvent();
    const user = await t.buildUser(event.id, { permissions: 'admin' });
    admin = await as(event, user);
    const type = await post('/team-types', { name: 'Stands', teamIds: [] });
    expect(type.statusCode).toBe(201);
    standsTypeId = type.json().id;
    budgetFieldId = (await post('/custom-fields', { label: 'Budget', type: 'number' })).json().id;
    veganFieldId = (
      await post('/custom-fields', { label: 'Vegan catering', type: 'checkbox' })
    ).json().id;
  });

  it('refuses everyone but admins, and callers from another event', async () => {
    const csv = Buffer.from('Team,Email\nA,a@example.com\n');
    for (const permissions of ['user', 'moderator'] as const) {
      const headers = await as(event, await t.buildUser(event.id, { permissions }));
      expect((await upload('t.csv', csv, headers)).statusCode).toBe(403);
      expect((await get('/team-imports', headers)).statusCode).toBe(403);
    }
    const owner = await t.buildUser(event.id);
    await t.buildTeam(event.id, owner.userId);
    expect((await upload('t.csv', csv, await as(event, owner))).statusCode).toBe(403);
    expect((await upload('t.csv', csv, { host: event.hostnames[0]! })).statusCode).toBe(401);

    const outsider = await as(
      otherEvent,
      await t.buildUser(otherEvent.id, { permissions: 'admin' }),
    );
    const mine = await upload('t.csv', csv);
    expect(mine.statusCode).toBe(201);
    const { id } = mine.json() as TeamImport;
    // An admin of another event reaches neither this event's API nor, through theirs, its import.
    expect(
      (await t.app.inject({ url: api(`/team-imports/${id}`), headers: outsider })).statusCode,
    ).toBe(404);
    const viaOwnEvent = await t.app.inject({
      url: api(`/team-imports/${id}`, otherEvent),
      headers: outsider,
    });
    expect(viaOwnEvent.statusCode).toBe(404);
    expect(viaOwnEvent.json().error.message).toBe('Import not found');
  });

  it('reads a CSV upload and suggests a mapping from its column names', async () => {
    const csv = Buffer.from(
      '\uFEFFCompany;Email Address;First name;Last name;Team type;Organiser;Budget\n' +
        'Anchor Co;anchor@example.com;Ann;Anchor;Stands;no;100\n\n',
    );
    const response = await upload('teams.csv', csv);
    expect(response.statusCode).toBe(201);
    const body = response.json() as TeamImport;
    expect(body).toMatchObject({
      fileName: 'teams.csv',
      status: 'uploaded',
      totalRows: 1,
      columns: [
        'Company',
        'Email Address',
        'First name',
        'Last name',
        'Team type',
        'Organiser',
        'Budget',
      ],
      sample: [['Anchor Co', 'anchor@example.com', 'Ann', 'Anchor', 'Stands', 'no', '100']],
      counts: { pending: 1 },
    });
    expect(body.suggestedMapping).toEqual({
      [`customFields.${budgetFieldId}`]: 6,
      ...teamImportColumns,
    });
  });

  it('reads an XLSX upload', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Teams');
    sheet.addRow(['Team name', 'Owner email']);
    sheet.addRow(['Keel Ltd', { text: 'keel@example.com', hyperlink: 'mailto:keel@example.com' }]);
    sheet.addRow(['Mast plc', 'mast@example.com']);
    const data = Buffer.from(await workbook.xlsx.writeBuffer());
    const response = await upload('teams.xlsx', data);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      columns: ['Team name', 'Owner email'],
      sample: [
        ['Keel Ltd', 'keel@example.com'],
        ['Mast plc', 'mast@example.com'],
      ],
      totalRows: 2,
    });
  });

  it('refuses files that are not a CSV or XLSX, or have no rows, writing nothing', async () => {
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    const refused = await upload('teams.csv', png);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toBe('Upload a CSV or XLSX file');
    const headerOnly = await upload('teams.csv', Buffer.from('Team,Email\n'));
    expect(headerOnly.json().error.message).toBe('The file has no rows below its header row');
    const huge = await upload('teams.csv', Buffer.alloc(11 * 1024 * 1024, 'a'));
    expect(huge.statusCode).toBe(413);
  });

  it('checks every row before writing anything, naming each problem', async () => {
    const member = await t.buildUser(event.id, { email: 'in-a-team@example.com' });
    const someOwner = await t.buildUser(event.id);
    await t.buildTeam(event.id, someOwner.userId, [member.userId]);
    // An account of another event is named like anyone new here: the check never tells the
    // importer that an account exists elsewhere.
    await t.buildUser(otherEvent.id, { email: 'elsewhere@example.com' });
    const before = await teamCount();
    const csv = [
      'Team,Email,First,Surname,Type,Organiser,Budget,Vegan',
      'Good Co,good@example.com,Gia,Good,stands,yes,12.5,yes',
      'Bad Email Co,not-an-email,Bo,Bad,,,,',
      'Dup Co,good@example.com,Di,Dup,,,,',
      'good co,other@example.com,Ot,Her,,,,',
      'Typo Co,typo@example.com,Ty,Po,Stalls,,,',
      'Flag Co,flag@example.com,Fl,Ag,,maybe,,',
      'Nameless Co,nameless@example.com,,,,,,',
      'Member Co,in-a-team@example.com,,,,,,',
      'Money Co,money@example.com,Mo,Ney,,,lots,sometimes',
      ',blank@example.com,Bl,Ank,,,,',
      'Elsewhere Co,elsewhere@example.com,,,,,,',
    ].join('\n');
    const { id } = (await upload('check.csv', Buffer.from(csv))).json() as TeamImport;

    const missing = await post(`/team-imports/${id}/check`, { mapping: { name: 0 } });
    expectRefusal(missing, 400, 'Invalid column mapping', [
      { path: 'mapping.ownerEmail', message: 'Choose the column of Owner email' },
    ]);
    const beyond = await post(`/team-imports/${id}/check`, { mapping: mapping({ teamType: 40 }) });
    expect(beyond.json().error.details).toEqual([
      { path: 'mapping.teamType', message: 'The file has no such column' },
    ]);
    expect((await post(`/team-imports/${id}/run`)).json().error.message).toBe(
      'Check the rows before importing',
    );

    const checked = await post(`/team-imports/${id}/check`, {
      mapping: mapping({
        [`customFields.${budgetFieldId}`]: 6,
        [`customFields.${veganFieldId}`]: 7,
      }),
    });
    expect(checked.statusCode).toBe(200);
    expect(checked.json()).toMatchObject({ status: 'checked', counts: { ready: 1, invalid: 10 } });
    const rows = (await get(`/team-imports/${id}/rows?status=invalid`)).json().rows as Array<{
      rowNumber: number;
      problems: string[];
    }>;
    const problemsOf = (rowNumber: number) => rows.find((r) => r.rowNumber === rowNumber)?.problems;
    expect(problemsOf(3)).toEqual(['Owner email: "not-an-email" is not an email address']);
    expect(problemsOf(4)).toEqual(['Owner email: good@example.com is also on row 2']);
    expect(problemsOf(5)).toEqual(['Team name: "good co" is also on row 2']);
    expect(problemsOf(6)).toEqual(['Team type: unknown team type "Stalls"']);
    expect(problemsOf(7)).toEqual(['Organiser team: "maybe" is not yes or no']);
    expect(problemsOf(8)).toEqual(['Owner: Enter the first name and surname of a new owner']);
    expect(problemsOf(9)).toEqual(['Owner email: This user is already in a team']);
    expect(problemsOf(10)).toEqual([
      'Vegan catering: "sometimes" is not yes or no',
      'Budget: Enter a number',
    ]);
    expect(problemsOf(11)).toEqual(['Team name: Enter a team name']);
    expect(problemsOf(12)).toEqual(problemsOf(8));
    expect(await teamCount()).toBe(before);
  });

  it('imports the ready rows with progress, welcome emails and team types; a re-run updates', async () => {
    const before = await teamCount();
    const lines = ['Team,Email,First,Surname,Type,Organiser,Budget'];
    for (let i = 0; i < 30; i++) {
      lines.push(
        `Run Co ${i},Run${i}@Example.com,Rae,Run ${i},Stands,${i === 0 ? 'yes' : 'no'},${i}`,
      );
    }
    lines.push('Broken Co,broken,Bro,Ken,,,');
    const file = Buffer.from(lines.join('\r\n'));
    const first = (await upload('run.csv', file)).json() as TeamImport;
    const body = { mapping: mapping({ [`customFields.${budgetFieldId}`]: 6 }) };
    expect((await post(`/team-imports/${first.id}/check`, body)).json().counts).toMatchObject({
      ready: 30,
      invalid: 1,
    });
    const started = await post(`/team-imports/${first.id}/run`);
    expect(started.statusCode).toBe(202);
    expect(started.json().status).toBe('running');
    expect((await post(`/team-imports/${first.id}/run`)).statusCode).toBe(409);
    const done = await finished(first.id);
    expect(done).toMatchObject({
      progress: 100,
      counts: { imported: 30, updated: 0, failed: 0, invalid: 1, ready: 0 },
    });
    expect(await teamCount()).toBe(before + 30);

    const [team] = await t.deps.db
      .select()
      .from(teams)
      .where(and(eq(teams.eventId, event.id), eq(teams.name, 'Run Co 0')));
    expect(team).toMatchObject({ teamTypeId: standsTypeId, isOrganiser: true });
    expect(team!.customFields[budgetFieldId]).toBe('0');
    const welcome = await emailsTo('run0@example.com');
    expect(welcome).toHaveLength(1);
    expect(welcome[0]!.template).toBe('welcome');
    // The set-password link is only in the message sent (the outbox keeps a redacted copy).
    const sent = await t.mailbox.waitFor('run0@example.com');
    const link = sent.text.match(/https?:\/\/\S+\/auth\/set-password\?\S+/)?.[0];
    expect(link).toBeDefined();
    await expectSetsFirstPassword(t, event, new URL(link!).searchParams.get('token'), {
      email: 'run0@example.com',
      password: 'imported-owner-pass',
    });

    const imported = (await get(`/team-imports/${first.id}/rows?status=imported&limit=1`)).json();
    expect(imported).toMatchObject({
      total: 30,
      rows: [
        {
          rowNumber: 2,
          teamName: 'Run Co 0',
          ownerEmail: 'run0@example.com',
          check: { typeChecks: true, upsertUser: true, addTeam: true, sendEmail: true },
        },
      ],
    });

    // The same file again (with one budget changed): every ready row updates its team.
    lines[2] = 'Run Co 1,Run1@Example.com,Rae,Run 1,Stands,no,999';
    const again = (await upload('run.csv', Buffer.from(lines.join('\n')))).json() as TeamImport;
    const rechecked = (await post(`/team-imports/${again.id}/check`, body)).json();
    expect(rechecked.counts).toMatchObject({ ready: 30, invalid: 1, readyUpdates: 30 });
    const ready = (await get(`/team-imports/${again.id}/rows?status=ready&limit=1`)).json();
    expect(ready.rows[0].willUpdate).toBe(true);
    await post(`/team-imports/${again.id}/run`);
    expect((await finished(again.id)).counts).toMatchObject({ imported: 0, updated: 30 });
    expect(await teamCount()).toBe(before + 30);
    expect(await emailsTo('run1@example.com')).toHaveLength(1);
    const [updated] = await t.deps.db
      .select()
      .from(teams)
      .where(and(eq(teams.eventId, event.id), eq(teams.name, 'Run Co 1')));
    expect(updated!.customFields[budgetFieldId]).toBe('999');
    expect((await post(`/team-imports/${again.id}/check`, body)).json().error.message).toBe(
      'This import has finished; upload the file again to re-run it',
    );
  });

  it('rolls back a row that fails after its checks and records the step it reached', async () => {
    // The outbox refuses one address, so that row fails at its last step (the welcome email).
    await t.deps.db.execute(sql`
      create or replace function refuse_doomed() returns trigger language plpgsql as $$
      begin
        if new.to_address = 'doomed@example.com' then raise exception 'mail queue refused'; end if;
        return new;
      end $$`);
    await t.deps.db.execute(sql`
      create trigger refuse_doomed before insert on outbox_emails
      for each row execute function refuse_doomed()`);
    try {
      const csv = [
        'Team,Email,First,Surname',
        'Before Co,before@example.com,Bea,Fore',
        '=Doomed Co,doomed@example.com,Dee,Oomed',
        'After Co,after@example.com,Af,Ter',
      ].join('\n');
      const { id } = (await upload('doomed.csv', Buffer.from(csv))).json() as TeamImport;
      await post(`/team-imports/${id}/check`, {
        mapping: { name: 0, ownerEmail: 1, ownerFirstName: 2, ownerSurname: 3 },
      });
      await post(`/team-imports/${id}/run`);
      expect((await finished(id)).counts).toMatchObject({ imported: 2, failed: 1 });

      const failed = (await get(`/team-imports/${id}/rows?status=failed`)).json();
      expect(failed.rows).toEqual([
        expect.objectContaining({
          rowNumber: 3,
          problems: ['Something went wrong'],
          check: {
            typeChecks: true,
            upsertUser: true,
            addTeam: true,
            sendEmail: false,
            error: 'Something went wrong',
            rollback: true,
            rollbackMessage: 'Rolled back this row: its user, team and team type link',
          },
        }),
      ]);
      const doomedProfile = await t.deps.db
        .select()
        .from(userProfiles)
        .where(eq(userProfiles.email, 'doomed@example.com'));
      expect(doomedProfile).toHaveLength(0);
      const doomedTeam = await t.deps.db
        .select()
        .from(teams)
        .where(and(eq(teams.eventId, event.id), eq(teams.name, '=Doomed Co')));
      expect(doomedTeam).toHaveLength(0);

      const report = await get(`/team-imports/${id}/report.csv`);
      expect(report.statusCode).toBe(200);
      expect(report.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(report.headers['content-disposition']).toMatch(
        /^attachment; filename="doomed - import report.csv"/,
      );
      expect(report.body.replace(/^\uFEFF/, '').split('\r\n')).toEqual([
        'Row,Result,Team name,Owner email,Reason,Rolled back',
        '2,Imported,Before Co,before@example.com,,',
        "3,Failed,'=Doomed Co,doomed@example.com,Something went wrong,Yes",
        '4,Imported,After Co,after@example.com,,',
        '',
      ]);
    } finally {
      await t.deps.db.execute(sql`drop trigger refuse_doomed on outbox_emails`);
    }
  });
});
