import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { teamImportMessages } from '@showdesk/domain/people/team-import';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/support/harness.ts';
import { sendMultipart } from '../../../../test/support/multipart.ts';
import {
  filler,
  teamRows,
  workbookEntries,
  writeZip,
} from '../../../../test/support/xlsx-fixtures.ts';
import type { EventRow } from '../../platform/events/queries.ts';

/**
 * An XLSX once was parsed whole before the row limit was checked (an 8 MB file of
 * 1M rows: 25 s of blocked event loop and 2.5 GB). Now the sheet is streamed and reading stops
 * at the limit, and everything inflated counts against a budget, so a zip bomb is refused too.
 * The files are generated here, streamed through deflate: small on disk, huge inside.
 */
describe('team import of large and hostile XLSX files', () => {
  let t: TestApp;
  let event: EventRow;
  let admin: Record<string, string>;
  let dir: string;

  beforeAll(async () => {
    t = await createTestApp('pglite');
    event = await t.buildEvent();
    const user = await t.buildUser(event.id, { permissions: 'admin' });
    admin = { host: event.hostnames[0]!, cookie: await t.login(event, user) };
    dir = await mkdtemp(path.join(os.tmpdir(), 'showdesk-xlsx-'));
  });
  afterAll(async () => {
    await t.close();
    await rm(dir, { recursive: true, force: true });
  });

  const upload = async (file: string) => {
    return sendMultipart(
      t,
      { url: `/api/v1/events/${event.id}/team-imports`, headers: admin },
      { fileName: path.basename(file), data: await readFile(file) },
    );
  };

  /** Runs `work` while measuring the longest stall of the event loop and the memory it added. */
  async function measured<T>(work: () => Promise<T>) {
    let last = performance.now();
    let worstGap = 0;
    const ticker = setInterval(() => {
      const now = performance.now();
      worstGap = Math.max(worstGap, now - last);
      last = now;
    }, 10);
    const rssBefore = process.memoryUsage().rss;
    let rssPeak = rssBefore;
    const sampler = setInterval(() => {
      rssPeak = Math.max(rssPeak, process.memoryUsage().rss);
    }, 20);
    const started = performance.now();
    try {
      const result = await work();
      return {
        result,
        ms: Math.round(performance.now() - started),
        worstGapMs: Math.round(worstGap),
        addedMb: Math.round((rssPeak - rssBefore) / 1e6),
      };
    } finally {
      clearInterval(ticker);
      clearInterval(sampler);
    }
  }

  it('refuses three 600,000-row files at once at the row limit, without stalling the server', async () => {
    const file = path.join(dir, 'rows.xlsx');
    await writeZip(
      file,
      workbookEntries(() => teamRows(600_000)),
    );
    const size = (await stat(file)).size;
    const run = await measured(() => Promise.all([upload(file), upload(file), upload(file)]));
    for (const response of run.result) {
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toBe(teamImportMessages.tooManyRows);
    }
    console.log(
      `[large xlsx] 3 × ${(size / 1e6).toFixed(1)} MB of 600,000 rows refused in ${run.ms} ms; ` +
        `longest event-loop stall ${run.worstGapMs} ms; memory +${run.addedMb} MB`,
    );
    expect(run.ms).toBeLessThan(5000);
    expect(run.worstGapMs).toBeLessThan(1000);
    expect(run.addedMb).toBeLessThan(400);
  }, 60_000);

  it('refuses zip bombs without inflating them', async () => {
    const text = (megabytes: number) => () => [
      '<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><si><t>',
      ...filler(megabytes),
      '</t></si></sst>',
    ];
    const cases = [
      {
        what: 'shared strings of 256 MB that say they are 1 KB',
        entries: workbookEntries(() => teamRows(2), { chunks: text(256), declaredSize: 1000 }),
        message: teamImportMessages.unreadable,
      },
      {
        what: 'shared strings of 256 MB',
        entries: workbookEntries(() => teamRows(2), { chunks: text(256) }),
        message: teamImportMessages.tooMuchData,
      },
      {
        what: 'one cell of 200 MB in the sheet',
        entries: workbookEntries(function* () {
          yield '<row r="1"><c r="A1" t="inlineStr"><is><t>Team</t></is></c></row>';
          yield '<row r="2"><c r="A2" t="inlineStr"><is><t>';
          yield* filler(200);
          yield '</t></is></c></row>';
        }),
        message: teamImportMessages.tooMuchData,
      },
    ];
    for (const [i, bomb] of cases.entries()) {
      const file = path.join(dir, `bomb-${i}.xlsx`);
      await writeZip(file, bomb.entries);
      const size = (await stat(file)).size;
      const run = await measured(() => upload(file));
      expect(run.result.statusCode).toBe(400);
      expect(run.result.json().error.message).toBe(bomb.message);
      console.log(
        `[large xlsx] ${bomb.what} (${(size / 1e6).toFixed(1)} MB file) refused in ${run.ms} ms; ` +
          `memory +${run.addedMb} MB`,
      );
      expect(run.addedMb).toBeLessThan(400);
      expect(run.ms).toBeLessThan(5000);
    }
  }, 60_000);
});
