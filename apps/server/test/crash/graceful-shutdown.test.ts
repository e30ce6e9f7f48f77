import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoLogins, demoPassword } from '../../src/features/platform/demo/seed.ts';
import { createPostgresDatabase, testDatabases } from '../support/databases.ts';
import { type CrashRig, checkedImport, eventually, importState, startRig } from './crash-rig.ts';

/**
 * A login whose body arrives in two parts: the first now, the rest when `finish()` is called.
 * Started before a SIGTERM, it is a request in flight while the server shuts down. `port` is the
 * local port of its connection, which the server's request log names (`remotePort`).
 */
function slowLogin(origin: string) {
  const admin = demoLogins.find((login) => login.permissions === 'admin')!;
  const body = Buffer.from(JSON.stringify({ email: admin.email, password: demoPassword }));
  const request = http.request(`${origin}/api/v1/auth/login`, {
    method: 'POST',
    headers: {
      host: 'demo.localhost',
      'content-type': 'application/json',
      'content-length': String(body.length),
    },
  });
  const answer = new Promise<{ status: number; connection?: string }>((resolve, reject) => {
    request.on('response', (response) => {
      response.resume();
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, connection: response.headers.connection }),
      );
    });
    request.on('error', reject);
  });
  const port = new Promise<number>((resolve) => {
    request.on('socket', (socket) => socket.on('connect', () => resolve(socket.localPort!)));
  });
  request.write(body.subarray(0, 10));
  return {
    answer,
    port,
    finish: () => request.end(body.subarray(10)),
  };
}

/**
 * SIGTERM of the real server (`npm start`) in the middle of a team import, on each database: the
 * request in flight is answered, the import hands its remaining rows back to the queue, the
 * process exits cleanly within the shutdown time, and after the restart the import carries on
 * from where it stopped to the end, every row once.
 */
describe.each(testDatabases)('graceful shutdown on %s', (kind) => {
  let rig: CrashRig;
  beforeAll(async () => {
    rig =
      kind === 'postgres'
        ? await startRig('postgres', await createPostgresDatabase())
        : await startRig('pglite');
  }, 120_000);
  afterAll(() => rig?.close());

  it('carries a team import on after a SIGTERM mid-import, answering the request in flight', async () => {
    const rows = 200;
    const { id } = await checkedImport(rig.client, 'Stop Co', rows);
    expect((await rig.client.post(`/team-imports/${id}/run`)).status).toBe(202);
    await eventually('10 rows imported', async () => {
      const state = await importState(rig.client, id);
      return state.counts.imported >= 10 ? state : undefined;
    });
    const inFlight = slowLogin(rig.server.origin);
    // In flight: the server has read its headers (and logged it) and waits for its body.
    const port = await inFlight.port;
    await rig.server.waitForOutput(new RegExp(`"remotePort":${port}\\}.*"incoming request"`));

    const old = rig.server;
    const begun = performance.now();
    const stopped = old.stop(); // SIGTERM, then waits for the exit
    await old.waitForOutput(/"msg":"shutting down"/);
    await new Promise((resolve) => setTimeout(resolve, 300));
    inFlight.finish();
    const answered = await inFlight.answer;
    expect(answered.status).toBe(200); // served although shutdown had begun
    expect(answered.connection).toBe('close');
    await stopped;
    const stopMs = Math.round(performance.now() - begun);
    const output = old.output.join('\n');
    expect(output).toMatch(/"msg":"shutting down: import queued again"/);
    expect(output).toMatch(/"msg":"shut down cleanly"/);
    expect(output).not.toMatch(/shutdown timed out/);
    expect(stopMs).toBeLessThan(25_000);

    await rig.restart();
    const halfway = await importState(rig.client, id);
    expect(halfway.counts.imported).toBeLessThan(rows);
    const finished = await eventually(
      'the import to finish after the restart',
      async () => {
        const state = await importState(rig.client, id);
        return state.status === 'finished' ? state : undefined;
      },
      90_000,
    );
    expect(finished.counts).toMatchObject({ imported: rows, updated: 0, failed: 0, ready: 0 });
    const teams = await rig.client.get('/teams?q=Stop%20Co%20&pageSize=200');
    const names = (teams.body as { items: { name: string }[] }).items
      .map((team) => team.name)
      .filter((name) => name.startsWith('Stop Co '));
    expect(new Set(names).size).toBe(rows);
    expect(names).toHaveLength(rows);
    rig.say(
      `SIGTERM at ${halfway.counts.imported} of ${rows} rows (as the restart found it): stopped ` +
        `cleanly in ${stopMs} ms with the request in flight answered; the import finished after the restart`,
    );
  }, 180_000);
});
