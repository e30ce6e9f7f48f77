import { beforeAll, describe, expect, it } from 'vitest';
import { type Caller, ok } from '../../../test/support/caller.ts';
import { addTask, callersFor, updateTeam } from '../../../test/support/cast.ts';
import { testDatabases } from '../../../test/support/databases.ts';
import { useTestApp } from '../../../test/support/harness.ts';
import { insertSimpleForm } from '../../../test/support/test-forms.ts';
import { submissions } from '../../db/schema/forms.ts';
import { newId } from '../../lib/ids.ts';
import type { EventRow } from '../platform/events/queries.ts';

/** A CSV download's lines, its byte-order mark dropped. */
async function csvLines(caller: Caller, path: string) {
  const response = await caller.get(path);
  expect(response.statusCode, response.body).toBe(200);
  const lines = response.body
    .replace(/^\ufeff/, '')
    .trim()
    .split('\r\n');
  return { lines, disposition: String(response.headers['content-disposition']) };
}

// The issue: "an exported spreadsheet uses the default language's headers". English events
// keep their English headings (each export's own tests).
describe.each(testDatabases)("exports in the event's default language on %s", (kind) => {
  const t = useTestApp(kind);
  let event: EventRow;
  let asAdmin: Caller;
  let taskId: string;
  let formId: string;

  beforeAll(async () => {
    event = await t.buildEvent();
    const admin = await t.buildUser(event.id, { permissions: 'admin' });
    const owner = await t.buildUser(event.id, { firstName: 'Olive', surname: 'Owner' });
    const teamId = await t.buildTeam(event.id, owner.userId);
    await updateTeam(t, event.id, teamId, { name: 'Alpha Stände' });
    [asAdmin] = await callersFor(t, event, [admin]);
    await ok(
      asAdmin.patch('/settings/event', { languages: ['de', 'en-GB'], defaultLanguage: 'de' }),
    );
    taskId = await addTask(asAdmin, { title: 'Versicherung hochladen' });
    formId = await insertSimpleForm(t.deps.db, event.id, { title: 'Standbestellung' });
    await t.deps.db.insert(submissions).values({
      eventId: event.id,
      id: newId(),
      formId,
      teamId: null,
      isGuest: true,
      values: { name: 'Gus Gast' },
      searchText: 'Gus Gast',
    });
  });

  it("writes the task report's headings, statuses and file name in German", async () => {
    const { lines, disposition } = await csvLines(asAdmin, `/tasks/${taskId}/report.csv`);
    expect(lines[0]).toBe(
      'Team,Teamtyp,Status,Zugewiesen an,Zuletzt geändert (Europe/London),Geändert von',
    );
    // The team's name and the task's title are the records' own; the status is the export's.
    expect(lines[1]).toBe('Alpha Stände,,Offen,,,');
    expect(disposition).toContain('Versicherung hochladen Bericht.csv');
  });

  it("writes a form's submissions with German headings and words, the fields' labels as set", async () => {
    const { lines, disposition } = await csvLines(asAdmin, `/forms/${formId}/submissions.csv`);
    expect(lines[0]).toMatch(
      /^Gesendet von,Gesendet am \(Europe\/London\),Team des Benutzers,Übergeordnetes Team,Rolle im Team,01 /,
    );
    // An item list's part columns are the export's words too.
    expect(lines[0]).toContain(' · Menge,');
    expect(lines[1]).toMatch(/^Gast-Einsendung,\d{2}\/\d{2}\/\d{4} \d{2}:\d{2},Gast-Einsendung,,,/);
    expect(disposition).toContain('Standbestellung Einsendungen.csv');
  });

  it('writes an export in another of the event’s languages when asked, records translated', async () => {
    await ok(
      asAdmin.put(`/translations/forms/${formId}/en-GB`, {
        texts: { title: 'Stand order', 'fields.watts.label': 'Power draw' },
      }),
    );
    await ok(
      asAdmin.put(`/translations/tasks/${taskId}/en-GB`, { texts: { title: 'Upload insurance' } }),
    );
    const submissionsCsv = await csvLines(
      asAdmin,
      `/forms/${formId}/submissions.csv?language=en-GB`,
    );
    expect(submissionsCsv.lines[0]).toMatch(
      /^Submitted By,Submitted At \(Europe\/London\),User's Team,Parent Team,Team Role,01 /,
    );
    expect(submissionsCsv.lines[0]).toContain(' Power draw');
    expect(submissionsCsv.lines[0]).not.toContain(' Watts');
    expect(submissionsCsv.lines[1]).toMatch(/^Guest submission,/);
    expect(submissionsCsv.disposition).toContain('Stand order submissions.csv');

    const report = await csvLines(asAdmin, `/tasks/${taskId}/report.csv?language=en-GB`);
    expect(report.lines[0]).toBe(
      'Team,Team Type,Status,Assigned To,Last Changed (Europe/London),Changed By',
    );
    expect(report.lines[1]).toBe('Alpha Stände,,Incomplete,,,');
    expect(report.disposition).toContain('Upload insurance report.csv');

    // Asking for the default is the default; a language the event does not offer is refused.
    const german = await csvLines(asAdmin, `/forms/${formId}/submissions.csv?language=de`);
    expect(german.lines[0]).toContain(' Watts');
    for (const path of [
      `/forms/${formId}/submissions.csv?language=fr`,
      `/tasks/${taskId}/report.csv?language=fr`,
      '/activity/export?format=csv&language=fr',
    ]) {
      const refused = await asAdmin.get(path);
      expect(refused.statusCode, path).toBe(400);
      expect(refused.json().error.message, path).toBe('The event does not offer this language');
    }
    expect((await asAdmin.get('/activity/export?format=csv&language=xx')).statusCode).toBe(400);
  });

  it('writes the activity export in German', async () => {
    const { lines, disposition } = await csvLines(
      asAdmin,
      `/activity/export?format=csv&filter=recordId:${taskId}&filter=action:created`,
    );
    expect(lines[0]).toBe(
      'Wann (Europe/London),Wer,Handelnd als,Bereich,Datensatztyp,Datensatz,Datensatz-ID,Aktion,Änderungen',
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(
      `,Person,Aufgaben,Aufgabe,Versicherung hochladen,${taskId},Erstellt,`,
    );
    expect(disposition).toContain('Aktivitat Export.csv');
  });

  it("writes a saved report's table in German", async () => {
    const report = await ok<{ id: string }>(
      asAdmin.post('/reports', {
        name: 'Fortschritt',
        reportType: 'tasks',
        operation: 'completion',
      }),
      201,
    );
    const { lines, disposition } = await csvLines(asAdmin, `/reports/${report.id}/view.csv`);
    expect(lines[0]).toBe(
      'Aufgabe,Teams,Erledigt,Prozent,Erledigt,Entfällt,Wartet auf Freigabe,Bald fällig,Überfällig,Offen',
    );
    expect(lines[1]).toBe('Versicherung hochladen,1,0,0%,0,0,0,0,0,1');
    expect(disposition).toContain('Fortschritt Bericht.csv');
  });
});
