import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { ImportRow } from '@showdesk/domain/people/team-import';
import type { TeamSummary } from '@showdesk/domain/people/teams';
import pino from 'pino';
import { expect } from 'vitest';
import { openDatabase } from '../../src/db/client.ts';
import { deliverEmailQueue, queueEmail } from '../../src/features/messaging/email/outbox.ts';
import { startJobs } from '../../src/plugins/jobs.ts';
import { multipart } from '../support/multipart.ts';
import { pdfDocument } from '../support/sample-files.ts';
import {
  type CrashRig,
  checkedImport,
  emailLog,
  eventually,
  expectDeliveredOnce,
  filesUnder,
  importState,
} from './crash-rig.ts';

/**
 * Kills the server in the middle of a team import (`rows` long enough to be mid-way 15 rows in), restarts it, and checks that the
 * import carries on from where it stopped to the end: no row run twice, none half-written, every
 * welcome email delivered once. The first welcome email is held in flight through the crash, so
 * no email sits between the SMTP server's 250 and our commit (the documented re-send window).
 */
export async function importCrash(rig: CrashRig, rows: number, whileDown?: () => Promise<void>) {
  const { id, emails } = await checkedImport(rig.client, 'Crash Co', rows);
  // The first welcome email is held before its 250 until the crash, and the worker sends one at
  // a time: whenever the kill lands, no email is between the 250 and our commit of 'sent'.
  rig.smtp.hold(1);
  expect((await rig.client.post(`/team-imports/${id}/run`)).status).toBe(202);
  // Kill the moment 15 rows are done, with the rows done so far (more may finish before it dies).
  const doneBefore = await eventually('15 rows imported', async () => {
    const done = await importedRows(rig, id);
    return done.size >= 15 ? done : undefined;
  });
  await rig.crash(async () => {
    rig.smtp.stopHolding(); // had the worker not reached it yet, the restarted one must not stall
    await whileDown?.();
  });
  const restarted = performance.now();
  expect(doneBefore.size).toBeLessThan(rows);

  const after = await eventually(
    'the import to finish after the restart',
    async () => {
      const state = await importState(rig.client, id);
      return state.status === 'finished' ? state : undefined;
    },
    60_000,
  );
  // A half-run row would have left its team behind and come back as 'updated'.
  expect(after.counts).toMatchObject({ imported: rows, updated: 0, failed: 0, ready: 0 });
  const doneAfter = await importedRows(rig, id);
  for (const [rowNumber, teamId] of doneBefore) expect(doneAfter.get(rowNumber)).toBe(teamId);
  expect(new Set(doneAfter.values()).size).toBe(rows);
  const teams = (
    (await rig.client.get('/teams?q=Crash%20Co%20&pageSize=200')).body as { items: TeamSummary[] }
  ).items.filter((team) => team.name.startsWith('Crash Co '));
  expect(teams).toHaveLength(rows);
  expect(teams.filter((team) => !team.owner || team.memberCount !== 1)).toEqual([]);
  expect(rig.server.output.join('\n')).toMatch(/team import left by a stopped runner/);
  const finishedMs = Math.round(performance.now() - restarted);
  await expectDeliveredOnce(rig, emails);
  const deliveredMs = Math.round(performance.now() - restarted);
  rig.say(
    `import: killed at ${doneBefore.size}+ of ${rows} rows; after the restart it was re-queued and ` +
      `finished in ${finishedMs} ms, all emails sent in ${deliveredMs} ms: ${rows} teams, each owner in one team, the ${doneBefore.size} rows done before ` +
      `the crash untouched, ${emails.length} welcome emails each received once`,
  );
}

async function importedRows(rig: CrashRig, id: string) {
  const answer = await rig.client.get(`/team-imports/${id}/rows?status=imported&limit=1000`);
  const rows = (answer.body as { rows: ImportRow[] }).rows;
  return new Map(rows.map((row) => [row.rowNumber, row.teamId]));
}

/**
 * Queues six emails (welcome emails of a six-row import), holds the SMTP reply to the third
 * one, kills the server while it waits for that reply, and checks after the restart that every
 * email arrived exactly once, the interrupted one too, under the same Message-ID.
 */
export async function emailCrash(rig: CrashRig) {
  const { id, emails } = await checkedImport(rig.client, 'Mail Co', 6);
  const held = rig.smtp.hold(3);
  expect((await rig.client.post(`/team-imports/${id}/run`)).status).toBe(202);
  const heldMail = await held;
  await eventually('the six emails to be queued', async () => {
    const state = await importState(rig.client, id);
    return state.status === 'finished' ? state : undefined;
  });
  const wanted = new Set(emails);
  const log = (await emailLog(rig.client)).filter((email) => wanted.has(email.to));
  expect(log.map((email) => email.status).sort()).toEqual([
    'pending',
    'pending',
    'pending',
    'pending',
    'sent',
    'sent',
  ]);
  const receivedBefore = rig.smtp.received.filter((m) => m.to.some((to) => wanted.has(to)));
  expect(receivedBefore).toHaveLength(2);
  await rig.crash();

  const logged = await expectDeliveredOnce(rig, emails);
  const heldTo = (heldMail.to && !Array.isArray(heldMail.to) ? heldMail.to.value : [])[0]?.address;
  const resent = rig.smtp.received.find((m) => m.to.includes(heldTo ?? ''));
  expect(resent?.messageId).toBe(heldMail.messageId);
  expect(rig.server.output.join('\n')).toMatch(/email whose sender stopped mid-attempt/);
  rig.say(
    `email: 6 queued, 2 sent, killed while the SMTP server held its reply to the 3rd ` +
      `(${heldTo}); after the restart all 6 arrived exactly once ` +
      `(attempts ${logged.map((e) => e.attempts).join(',')}), the 3rd under its Message-ID ` +
      `${heldMail.messageId}`,
  );
}

/**
 * A worker fetches a batch of ten email jobs (pg-boss marks them `active`) and is killed before
 * it claims their emails: pg-boss alone would run them again only when they expire, 15 minutes
 * on. The dead worker is played by this process while the server is down, on its data: it
 * queues ten emails and fetches their jobs as the server's worker does, then stops without
 * claiming them. After the restart every one must arrive exactly once, within seconds.
 */
export async function fetchedBatchCrash(rig: CrashRig) {
  const addresses = Array.from({ length: 10 }, (_, i) => `fetched${i}@example.com`);
  await rig.crash(async () => {
    const handle = await openDatabase(
      rig.databaseUrl ? { databaseUrl: rig.databaseUrl } : { dataDir: rig.dataDir },
    );
    const jobs = await startJobs(handle, rig.databaseUrl, pino({ level: 'silent' }));
    try {
      const ids = await handle.db.transaction(async (tx) => {
        const queued: string[] = [];
        for (const to of addresses) {
          queued.push(
            await queueEmail(tx, jobs, {
              eventId: rig.client.eventId,
              template: 'test',
              to,
              from: 'Showdesk <no-reply@showdesk.test>',
              email: { subject: 'Fetched, never claimed', text: 'Hello', html: '<p>Hello</p>' },
            }),
          );
        }
        return queued;
      });
      const batch = await jobs.boss.fetch<{ id: string }>(deliverEmailQueue, { batchSize: 10 });
      expect(batch.map((job) => job.data.id).sort()).toEqual(ids.sort());
    } finally {
      await jobs.stop();
      await handle.close();
    }
  });
  const restarted = performance.now();
  await expectDeliveredOnce(rig, addresses);
  const deliveredMs = Math.round(performance.now() - restarted);
  expect(deliveredMs).toBeLessThan(30_000);
  expect(rig.server.output.join('\n')).toMatch(/email whose job was fetched by a stopped worker/);
  rig.say(
    `email: a batch of 10 fetched by a worker killed before it claimed them (jobs active, ` +
      `emails pending); after the restart all 10 arrived exactly once in ${deliveredMs} ms`,
  );
}

/**
 * Kills the server while it streams an upload into its temporary folder (the client still
 * sending): the folder of the dead process is removed at the restart and nothing is recorded.
 */
export async function uploadReceiveCrash(rig: CrashRig) {
  const tempRoot = path.join(os.tmpdir(), 'showdesk-uploads');
  // A finished upload first: its files must survive every sweep (checked at rest).
  expect((await rig.client.upload('/assets', 'kept.pdf', pdfDocument)).status).toBe(201);
  const assetsBefore = await assetCount(rig);
  const body = multipart({}, { fileName: 'big.pdf', data: Buffer.alloc(8 << 20, 0x20) });
  body.payload.set(pdfDocument, body.payload.indexOf('\r\n\r\n') + 4);
  const pid = rig.server.pid;
  const request = http.request(`${rig.server.origin}/api/v1/events/${rig.client.eventId}/assets`, {
    method: 'POST',
    headers: {
      ...rig.client.headers,
      ...body.headers,
      'content-length': String(body.payload.length),
    },
  });
  request.on('error', () => {}); // the server dies under it
  request.write(body.payload.subarray(0, 1 << 20));
  const partial = await eventually('the server to receive into its temp folder', async () => {
    const mine = (await filesUnder(tempRoot)).filter((file) => file.startsWith(`${pid}-`));
    return mine.length > 0 ? mine : undefined;
  });
  await rig.crash(async () => {
    request.destroy();
    expect((await filesUnder(tempRoot)).filter((f) => f.startsWith(`${pid}-`))).toEqual(partial);
  });
  expect((await filesUnder(tempRoot)).filter((f) => f.startsWith(`${pid}-`))).toEqual([]);
  expect(await assetCount(rig)).toBe(assetsBefore);
  rig.say(
    `upload: killed while receiving (1 of 8 MB sent); left ${partial.join(', ')} in the temp ` +
      'folder, removed at the restart; no asset recorded',
  );
}

export async function assetCount(rig: CrashRig) {
  const answer = await rig.client.get('/assets?pageSize=1');
  expect(answer.status).toBe(200);
  return (answer.body as { total: number }).total;
}

/**
 * Kills the server in the middle of a welcome reminder send to the `members` owners of a fresh
 * import, restarts it, and checks that the send carries on to the end with every member
 * reminded exactly once: one reminder in the outbox each, each received once. The first
 * reminder's SMTP reply is held through the crash (one connection in the rig), so no email sits
 * between the SMTP server's 250 and our commit (the documented re-send window).
 */
export async function chaserCrash(rig: CrashRig, members: number) {
  const { id, emails } = await checkedImport(rig.client, 'Chase Co', members);
  expect((await rig.client.post(`/team-imports/${id}/run`)).status).toBe(202);
  await eventually(
    'the import to finish',
    async () => ((await importState(rig.client, id)).status === 'finished' ? true : undefined),
    60_000,
  );
  await expectDeliveredOnce(rig, emails); // their welcome emails, before the reminders
  const wanted = new Set(emails);
  const userIds: string[] = [];
  for (let page = 1; userIds.length < members; page++) {
    const answer = await rig.client.get(`/users?q=chaseco&pageSize=200&page=${page}`);
    const items = (answer.body as { items: Array<{ id: string; email: string }> }).items;
    if (items.length === 0) break;
    userIds.push(...items.filter((user) => wanted.has(user.email)).map((user) => user.id));
  }
  expect(userIds).toHaveLength(members);

  rig.smtp.hold(1);
  const started = await rig.client.post('/invitations/welcome-chaser', { userIds });
  expect(started.status).toBe(202);
  const chaserId = (started.body as { id: string }).id;
  const progress = async () =>
    (await rig.client.get(`/invitations/welcome-chaser/${chaserId}`)).body as {
      status: string;
      sent: number;
      total: number;
      successfulIds: string[];
    };
  const sentBefore = await eventually('20 reminders queued', async () => {
    const state = await progress();
    return state.sent >= 20 ? state.sent : undefined;
  });
  await rig.crash(async () => {
    rig.smtp.stopHolding();
  });
  expect(sentBefore).toBeLessThan(members);

  const after = await eventually(
    'the send to finish after the restart',
    async () => {
      const state = await progress();
      return state.status === 'finished' ? state : undefined;
    },
    60_000,
  );
  expect(after).toMatchObject({ total: members, sent: members });
  expect([...after.successfulIds].sort()).toEqual([...userIds].sort());
  expect(rig.server.output.join('\n')).toMatch(/welcome reminder send left by a stopped runner/);
  const reminders = await eventually(
    `${members} reminders recorded as sent`,
    async () => {
      const log = (await emailLog(rig.client)).filter(
        (email) => wanted.has(email.to) && email.template === 'welcomeChaser',
      );
      return log.length >= members && log.every((email) => email.status === 'sent')
        ? log
        : undefined;
    },
    60_000,
  );
  const perAddress = new Map<string, number>();
  for (const email of reminders) perAddress.set(email.to, (perAddress.get(email.to) ?? 0) + 1);
  expect([...wanted].filter((to) => perAddress.get(to) !== 1)).toEqual([]);
  const received = rig.smtp.received.filter(
    (mail) => mail.subject.startsWith('Reminder') && mail.to.some((to) => wanted.has(to)),
  );
  expect(received).toHaveLength(members);
  expect(new Set(received.flatMap((mail) => mail.to)).size).toBe(members);
  rig.say(
    `welcome reminders: killed at ${sentBefore}+ of ${members} queued; after the restart the ` +
      `send was queued again and finished: ${members} members, one reminder each, each received once`,
  );
}
