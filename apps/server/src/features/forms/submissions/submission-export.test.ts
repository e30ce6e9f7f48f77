import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { field } from '@showdesk/domain/test/forms/builders';
import { fields, form, group, valid } from '@showdesk/domain/test/forms/form';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Caller, callerFor } from '../../../../test/support/caller.ts';
import { callersFor, updateTeam } from '../../../../test/support/cast.ts';
import { testDatabases } from '../../../../test/support/databases.ts';
import { useTestApp } from '../../../../test/support/harness.ts';
import { insertTestForm } from '../../../../test/support/test-forms.ts';
import { submissions } from '../../../db/schema/forms.ts';
import type { teams } from '../../../db/schema/teams.ts';
import { newId } from '../../../lib/ids.ts';
import type { EventRow } from '../../platform/events/queries.ts';
import { exportFormSubmissions } from './export.ts';

const run = promisify(execFile);

/** Whether LibreOffice can be run here (`soffice --version`). */
async function hasSoffice() {
  try {
    await run('soffice', ['--version'], { timeout: 30_000 });
    return true;
  } catch {
    return false;
  }
}
const sofficeReady = await hasSoffice();

/** The rows of an XLSX file as exceljs reads it back (cell values, heading row first). */
async function readXlsx(body: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0]!;
  const rows: unknown[][] = [];
  sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return { sheet, rows };
}

/** A row as an object by heading. */
const byHeading = (headings: unknown[], row: unknown[]) =>
  Object.fromEntries(headings.map((heading, index) => [String(heading), row[index]]));

describe.each(testDatabases)('form submission exports on %s', (kind) => {
  const t = useTestApp(kind);
  let event: EventRow;
  let otherEvent: EventRow;
  let asModerator: Caller;
  let asOwner: Caller;
  let asStranger: Caller;
  let formId: string;
  let teamId: string;
  const ids: Record<string, string> = {};

  const base = () => `/forms/${formId}/submissions`;

  beforeAll(async () => {
    event = await t.buildEvent();
    otherEvent = await t.buildEvent();
    const owner = await t.buildUser(event.id, { firstName: 'Olive', surname: 'Owner' });
    const member = await t.buildUser(event.id, { firstName: 'Max', surname: 'Member' });
    const sharer = await t.buildUser(event.id, { firstName: 'Sam', surname: 'Share' });
    const orphan = await t.buildUser(event.id, { firstName: 'Otto', surname: 'Orphan' });
    const moderator = await t.buildUser(event.id, { permissions: 'moderator' });
    const stranger = await t.buildUser(otherEvent.id, { permissions: 'admin' });
    teamId = await t.buildTeam(event.id, owner.userId, [member.userId]);
    const childId = await t.buildTeam(event.id, sharer.userId);
    const orphanId = await t.buildTeam(event.id, orphan.userId);
    const setTeam = (id: string, patch: Partial<typeof teams.$inferInsert>) =>
      updateTeam(t, event.id, id, patch);
    await setTeam(teamId, { name: 'Acme Stands', standShareRole: 'parent' });
    await setTeam(childId, {
      name: 'Acme Annexe',
      standShareRole: 'child',
      parentTeamId: teamId,
    });
    // A stand share whose parent is gone.
    await setTeam(orphanId, { name: 'Lost Share', standShareRole: 'child' });
    [asModerator, asOwner] = await callersFor(t, event, [moderator, owner]);
    asStranger = await callerFor(t, otherEvent, stranger);
    formId = await insertTestForm(t.deps.db, event.id, {
      shape: form,
      fields,
      groups: [group],
      title: 'Stand order: 2027',
    });

    const at = (iso: string) => new Date(iso);
    const insert = async (
      name: string,
      userId: string | null,
      values: Record<string, unknown>,
      extra: Partial<typeof submissions.$inferInsert> = {},
    ) => {
      ids[name] = newId();
      await t.deps.db.insert(submissions).values({
        eventId: event.id,
        id: ids[name],
        formId,
        teamId,
        values,
        searchText: String(values.name ?? ''),
        createdBy: userId,
        updatedBy: userId,
        ...extra,
      });
    };
    await insert('owner', owner.userId, valid, { createdAt: at('2027-07-05T23:30:00Z') });
    await insert(
      'member',
      member.userId,
      { ...valid, name: '=HYPERLINK("http://x")', terms: false },
      { createdAt: at('2027-07-06T10:00:00Z') },
    );
    await insert(
      'draft',
      owner.userId,
      { name: 'Draft Only' },
      {
        isDraft: true,
        createdAt: at('2027-07-07T10:00:00Z'),
      },
    );
    await insert(
      'guest',
      null,
      { name: 'Gus Guest' },
      {
        teamId: null,
        isGuest: true,
        createdAt: at('2027-07-08T10:00:00Z'),
      },
    );
    await insert(
      'child',
      sharer.userId,
      { name: 'Annexe' },
      {
        teamId: childId,
        createdAt: at('2027-07-09T10:00:00Z'),
      },
    );
    await insert(
      'orphan',
      orphan.userId,
      { name: 'Orphaned' },
      {
        teamId: orphanId,
        createdAt: at('2027-07-10T10:00:00Z'),
      },
    );
  }, 60_000);

  it('is for moderators and up; members get 403 and another event 404', async () => {
    for (const format of ['xlsx', 'csv']) {
      expect((await asOwner.get(`${base()}.${format}`)).statusCode).toBe(403);
      expect((await asStranger.get(`${base()}.${format}`, event)).statusCode).toBe(404);
      expect((await asStranger.get(`${base()}.${format}`)).statusCode).toBe(404);
    }
    const missing = await asModerator.get('/forms/nope/submissions.xlsx');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe('Form not found');
  });

  it("writes every field type in the spec's formats to XLSX, drafts left out", async () => {
    const response = await asModerator.get(`${base()}.xlsx`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    expect(response.headers['content-disposition']).toContain(
      'filename="Stand order 2027 submissions.xlsx"',
    );
    expect(response.headers['x-export-rows']).toBe('5');
    const { rows } = await readXlsx(response.rawPayload);
    const [headings, ...data] = rows;
    expect(headings!.slice(0, 6)).toEqual([
      'Submitted By',
      // On the event's clock, its zone named (the test events keep the default zone).
      'Submitted At (Europe/London)',
      "User's Team",
      'Parent Team',
      'Team Role',
      '01 Label name',
    ]);
    expect(data).toHaveLength(5);
    expect(data.map((row) => row[5])).not.toContain('Draft Only');
    const owner = byHeading(headings!, data[0]!);
    expect(owner).toMatchObject({
      'Submitted By': 'Olive Owner',
      // Real dates and money a spreadsheet sums: the cells are numbers in their formats.
      'Submitted At (Europe/London)': new Date(Date.UTC(2027, 6, 6, 0, 30)),
      "User's Team": 'Acme Stands',
      'Team Role': 'Team Owner',
      '02 Email': 'hello@acme.test',
      '06 Day': new Date(Date.UTC(2027, 2, 1)),
      '07 Staff': 4,
      '08 Extras': 'wifi',
      '11 Address · Postcode': 'LS1 1AA',
      '12 Name · Surname': 'Lovelace',
      '13 Crew': 'Name: Bob, Email: bob@acme.test',
      '14 Logo': 'logo.png',
      '15 Terms': 'Agreed to disclaimer',
      '16 Order · Chair · Quantity': 4,
      '16 Order · Chair · Line Total': 50,
      '16 Order · Total': 50,
      '17 Total': 60,
      '18 Group g 2 · Label contactName': 'Mal',
    });
    // Links to the files on the event's own host.
    expect(owner['14 Logo · Links']).toBe(`http://${event.hostnames[0]}/files/file1`);
    const member = byHeading(headings!, data[1]!);
    expect(member['Team Role']).toBe('Team Member');
    expect(member['15 Terms']).toBe('Did not agree to disclaimer');
    const guest = byHeading(headings!, data[2]!);
    expect(guest['Submitted By']).toBe('Guest submission');
    expect(guest['Team Role']).toBe(undefined);
    expect(byHeading(headings!, data[3]!)['Parent Team']).toBe('Acme Stands');
    expect(byHeading(headings!, data[4]!)['Parent Team']).toBe('Unknown Parent Team');
  });

  it('writes formula-like values as text cells', async () => {
    const { sheet } = await readXlsx((await asModerator.get(`${base()}.xlsx`)).rawPayload);
    const cell = sheet.getCell('F3');
    expect(cell.type).toBe(ExcelJS.ValueType.String);
    expect(cell.value).toBe('=HYPERLINK("http://x")');
    expect(cell.numFmt).toBe('@');
    const csv = await asModerator.get(`${base()}.csv`);
    expect(csv.body).toContain(`"'=HYPERLINK(""http://x"")"`);
  });

  it("exports CSV with the table's filters", async () => {
    const all = await asModerator.get(`${base()}.csv`);
    expect(all.statusCode).toBe(200);
    expect(all.headers['content-type']).toContain('text/csv');
    expect(all.body.startsWith('\ufeffSubmitted By,Submitted At (Europe/London),')).toBe(true);
    const records = (body: string) => body.replace(/^\ufeff/, '').split('\r\n');
    const teamOnly = await asModerator.get(`${base()}.csv?filter=teamId:${teamId}`);
    expect(teamOnly.headers['x-export-rows']).toBe('2');
    expect(teamOnly.body).toContain('Olive Owner');
    expect(teamOnly.body).not.toContain('Guest submission');
    const guests = await asModerator.get(`${base()}.csv?filter=isGuest:true`);
    expect(guests.body).toContain('Guest submission');
    expect(guests.body).not.toContain('Olive Owner');
    const searched = await asModerator.get(`${base()}.csv?q=annexe`);
    expect(searched.headers['x-export-rows']).toBe('1');
    expect(searched.body).toContain('Acme Annexe');
    // Drafts are never exported, even when the table shows only drafts.
    const drafts = await asModerator.get(`${base()}.csv?filter=isDraft:true`);
    expect(drafts.headers['x-export-rows']).toBe('0');
    expect(records(drafts.body).filter((line) => line !== '')).toHaveLength(1);
    const bad = await asModerator.get(`${base()}.csv?filter=from:yesterday`);
    expect(bad.statusCode).toBe(400);
  });

  it("writes Submitted At on the event's clock, naming its zone", async () => {
    const admin = await t.buildUser(event.id, { permissions: 'admin' });
    const [asAdmin] = await callersFor(t, event, [admin]);
    const setZone = async (timeZone: string) => {
      const saved = await asAdmin!.patch('/settings/event', { timeZone });
      expect(saved.statusCode, saved.body).toBe(200);
    };
    await setZone('Asia/Kolkata');
    try {
      const csv = await asModerator.get(`${base()}.csv`);
      const [headings, first] = csv.body.replace(/^\ufeff/, '').split('\r\n');
      expect(headings).toMatch(/^Submitted By,Submitted At \(Asia\/Kolkata\),/);
      // Sent 23:30 UTC on 5 July: 05:00 on 6 July in Kolkata (UTC+05:30).
      expect(first).toMatch(/^Olive Owner,06\/07\/2027 05:00,Acme Stands,/);
      const { rows } = await readXlsx((await asModerator.get(`${base()}.xlsx`)).rawPayload);
      expect(rows[0]![1]).toBe('Submitted At (Asia/Kolkata)');
      expect(rows[1]![1]).toEqual(new Date(Date.UTC(2027, 6, 6, 5, 0)));
    } finally {
      await setZone('Europe/London');
    }
  });

  it('reads every sent submission once across batches, in either direction', async () => {
    const read = async (sort: 'createdAt' | '-createdAt') => {
      const file = await exportFormSubmissions(
        t.deps,
        event.id,
        formId,
        { q: '', filter: {}, sort: { key: 'createdAt', desc: sort.startsWith('-') } },
        { format: 'csv', batchSize: 2 },
      );
      let body = '';
      for await (const chunk of file.stream) body += chunk;
      return body
        .split('\r\n')
        .slice(1)
        .filter((line) => line !== '')
        .map((line) => line.split(',')[0]);
    };
    const ascending = await read('createdAt');
    expect(ascending).toHaveLength(5);
    expect(ascending[0]).toBe('Olive Owner');
    expect(await read('-createdAt')).toEqual([...ascending].reverse());
  });

  it('stops reading when the client goes away half-way, and never runs ahead of the reader', async () => {
    const notes = field({ id: 'notes', type: 'area', label: 'Notes' });
    const bigForm = await insertTestForm(t.deps.db, event.id, {
      shape: { fieldIds: ['notes'], logicMap: {} },
      fields: [notes],
    });
    // 300 sent submissions of 4 kB of text that does not compress.
    await t.deps.db.insert(submissions).values(
      Array.from({ length: 300 }, (_, n) => ({
        eventId: event.id,
        id: newId(),
        formId: bigForm,
        teamId,
        values: { notes: randomBytes(2048).toString('hex') },
        createdAt: new Date(Date.UTC(2027, 0, 1, 0, n)),
      })),
    );
    for (const format of ['xlsx', 'csv'] as const) {
      const controller = new AbortController();
      let reads = 0;
      const file = await exportFormSubmissions(
        t.deps,
        event.id,
        bigForm,
        { q: '', filter: {}, sort: { key: 'createdAt', desc: false } },
        { format, batchSize: 10, signal: controller.signal, onBatch: () => (reads += 1) },
      );
      expect(file.rows).toBe(300);
      const failed: unknown[] = [];
      file.stream.on('error', (error) => failed.push(error));
      // Nobody reads: the export waits for its reader instead of reading every batch.
      await new Promise((resolve) => setTimeout(resolve, 500));
      const waiting = reads;
      expect(waiting, format).toBeLessThan(15);
      // The client reads a chunk, then leaves: no further batch is read.
      await new Promise<void>((resolve) => file.stream.once('data', () => resolve()));
      file.stream.pause();
      controller.abort();
      file.stream.destroy();
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(reads, format).toBeLessThan(waiting + 3);
      expect(failed, format).toEqual([]);
    }
  });

  it.skipIf(!sofficeReady)(
    'opens in a spreadsheet reader (LibreOffice converting it to CSV) with the headings and formats',
    async () => {
      const dir = await mkdtemp(join(tmpdir(), 'export-'));
      try {
        const response = await asModerator.get(`${base()}.xlsx`);
        await writeFile(join(dir, 'export.xlsx'), response.rawPayload);
        await run(
          'soffice',
          [
            '--headless',
            `-env:UserInstallation=file://${dir}/profile`,
            '--convert-to',
            'csv:Text - txt - csv (StarCalc):44,34,76',
            '--outdir',
            dir,
            join(dir, 'export.xlsx'),
          ],
          { timeout: 120_000 },
        );
        const csv = await readFile(join(dir, 'export.csv'), 'utf8');
        const [headings, first] = csv.split('\n');
        expect(headings).toContain(
          "Submitted By,Submitted At (Europe/London),User's Team,Parent Team,Team Role,01 Label name",
        );
        expect(first).toContain('Olive Owner,06/07/2027 00:30,Acme Stands,,Team Owner');
        expect(first).toContain('01/03/2027');
        expect(first).toContain('LS1 1AA');
        expect(first).toContain('£50.00');
        expect(first).toContain('Agreed to disclaimer');
        // The formula-like name stays text, not a computed formula.
        expect(csv).toContain('=HYPERLINK(""http://x"")');
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    },
    180_000,
  );
});

if (!sofficeReady)
  describe('LibreOffice check', () => {
    it.skip('needs soffice (apt-get install -y libreoffice-calc-nogui) to open the XLSX', () => {});
  });
