import { and, asc, eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerFor } from '../../../test/support/caller.ts';
import { addTeamType } from '../../../test/support/cast.ts';
import { testDatabases } from '../../../test/support/databases.ts';
import { createTestApp, type TestApp } from '../../../test/support/harness.ts';
import { taskFigures } from '../../db/schema/reports.ts';
import type { EventRow } from '../platform/events/queries.ts';
import { recountReportFigures } from './recount.ts';

/**
 * The figures lock on PostgreSQL, with two connections whose transactions are interleaved on
 * purpose: a team's type changed while a status write is open, and a status written while a
 * team's type change is open, must both leave figures equal to a recount; so must two status
 * writes moving the same counters at once.
 */
describe.skipIf(!testDatabases.includes('postgres'))(
  'kept task figures under interleaved transactions on postgres',
  () => {
    let t: TestApp;
    let event: EventRow;
    let taskId: string;
    let teamIds: string[];
    let typeA: string;
    let typeB: string;
    let one: pg.Client;
    let two: pg.Client;

    const kept = async () =>
      t.deps.db
        .select()
        .from(taskFigures)
        .where(and(eq(taskFigures.eventId, event.id), sql`${taskFigures.count} <> 0`))
        .orderBy(asc(taskFigures.taskId), asc(taskFigures.teamTypeId), asc(taskFigures.state));
    const expectRecounted = async (step: string) => {
      const before = await kept();
      await t.deps.db.transaction((tx) => recountReportFigures(tx, event.id));
      expect(await kept(), step).toEqual(before);
    };
    /** Resolves once `client`'s backend waits for a lock (its statement is blocked). */
    const blocked = async (client: pg.Client) => {
      const pid = (client as unknown as { processID: number }).processID;
      for (let i = 0; i < 100; i++) {
        const { rows } = (await t.deps.db.execute(
          sql`select 1 from pg_stat_activity where pid = ${pid} and wait_event_type = 'Lock'`,
        )) as unknown as { rows: unknown[] };
        if (rows.length > 0) return;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      throw new Error('the statement was not blocked');
    };
    const status = (client: pg.Client, teamId: string, isComplete: boolean) =>
      client.query(
        `insert into task_statuses (event_id, task_id, team_id, is_complete) values ($1, $2, $3, $4)
       on conflict (event_id, task_id, team_id) do update set is_complete = excluded.is_complete`,
        [event.id, taskId, teamId, isComplete],
      );
    const setType = (client: pg.Client, teamId: string, typeId: string) =>
      client.query('update teams set team_type_id = $3 where event_id = $1 and id = $2', [
        event.id,
        teamId,
        typeId,
      ]);

    beforeAll(async () => {
      t = await createTestApp('postgres');
      event = await t.buildEvent();
      const admin = await t.buildUser(event.id, { permissions: 'admin' });
      const asAdmin = await callerFor(t, event, admin);
      typeA = await addTeamType(asAdmin, 'Stands');
      typeB = await addTeamType(asAdmin, 'Caterers');
      teamIds = [];
      for (let i = 0; i < 3; i++)
        teamIds.push(await t.buildTeam(event.id, (await t.buildUser(event.id)).userId));
      taskId = (await asAdmin.post('/tasks', { title: 'Busy task' })).json().id;
      one = new pg.Client({ connectionString: t.databaseUrl });
      two = new pg.Client({ connectionString: t.databaseUrl });
      await Promise.all([one.connect(), two.connect()]);
    }, 60_000);
    afterAll(async () => {
      await Promise.all([one?.end(), two?.end()]);
      await t.close();
    });

    it('a team type change waits for an open status write, then moves what it wrote', async () => {
      await one.query('begin');
      await status(one, teamIds[0]!, true);
      await two.query('begin');
      const change = setType(two, teamIds[0]!, typeA);
      await blocked(two);
      await one.query('commit');
      await change;
      await two.query('commit');
      await expectRecounted('status first');
    });

    it('a status write waits for an open team type change, then counts in the new type', async () => {
      await two.query('begin');
      await setType(two, teamIds[1]!, typeB);
      await one.query('begin');
      const write = status(one, teamIds[1]!, true);
      await blocked(one);
      await two.query('commit');
      await write;
      await one.query('commit');
      await expectRecounted('type change first');
    });

    it('two status writes moving the same counters at once lose neither', async () => {
      await one.query('begin');
      await two.query('begin');
      await status(one, teamIds[2]!, true);
      // The second waits on the counter rows the first moved (no lost update).
      const second = status(two, teamIds[0]!, false);
      await blocked(two);
      await one.query('commit');
      await second;
      await two.query('commit');
      await expectRecounted('two writers');
      const complete = (await kept()).filter((row) => row.state === 'complete');
      expect(complete.reduce((sum, row) => sum + row.count, 0)).toBe(2);
    });
  },
);
