import { field } from '@showdesk/domain/test/forms/builders';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Caller } from '../../test/support/caller.ts';
import { callersFor } from '../../test/support/cast.ts';
import { useTestApp } from '../../test/support/harness.ts';
import { insertTestForm } from '../../test/support/test-forms.ts';
import {
  embeddedExportBatchSize,
  exportFormSubmissions,
} from '../features/forms/submissions/export.ts';
import type { EventRow } from '../features/platform/events/queries.ts';
import { newId } from '../lib/ids.ts';
import { submissions } from './schema/forms.ts';

const token = 'metrics-token-0123456789abcdef';
const exportRoute = 'GET /api/v1/events/:eventId/forms/:formId/submissions.csv';
const sentRows = 250;

/**
 * The embedded database has one connection, so no request may hold it long.
 * These tests assert on structure (how many statements, in what order), never on time.
 */
describe('the embedded database lock: nobody waits behind a long export', () => {
  const t = useTestApp('pglite', { env: { METRICS_TOKEN: token } });
  let event: EventRow;
  let asModerator: Caller;
  let asOwner: Caller;
  let formId: string;
  const query = { q: '', filter: {}, sort: { key: 'createdAt' as const, desc: false } };

  beforeAll(async () => {
    event = await t.buildEvent();
    const owner = await t.buildUser(event.id);
    const moderator = await t.buildUser(event.id, { permissions: 'moderator' });
    const teamId = await t.buildTeam(event.id, owner.userId);
    [asModerator, asOwner] = await callersFor(t, event, [moderator, owner]);
    // 100 text fields: 105 columns with the five headings, so 100 rows a batch embedded.
    const fields = Array.from({ length: 100 }, (_, i) =>
      field({ id: `f${i}`, type: 'text', label: `Field ${i}` }),
    );
    formId = await insertTestForm(t.deps.db, event.id, {
      shape: { fieldIds: fields.map((f) => f.id), logicMap: {} },
      fields,
    });
    const values = Object.fromEntries(fields.map((f) => [f.id, `value of ${f.id}`]));
    await t.deps.db.insert(submissions).values(
      Array.from({ length: sentRows }, (_, n) => ({
        eventId: event.id,
        id: newId(),
        formId,
        teamId,
        values,
        createdBy: owner.userId,
        createdAt: new Date(Date.UTC(2027, 0, 1, 0, n)),
      })),
    );
  });

  it('sizes an export batch to about 10,000 cells, between 100 and 1,000 rows', () => {
    expect(embeddedExportBatchSize(80)).toBe(125);
    expect(embeddedExportBatchSize(5)).toBe(1000);
    expect(embeddedExportBatchSize(105)).toBe(100);
    expect(embeddedExportBatchSize(400)).toBe(100);
  });

  it('reads a wide form in batches of about 10,000 cells, each its own statement', async () => {
    const batches: number[] = [];
    const file = await exportFormSubmissions(t.deps, event.id, formId, query, {
      format: 'csv',
      onBatch: (rows) => batches.push(rows),
    });
    let body = '';
    for await (const chunk of file.stream) body += chunk;
    expect(body.split('\r\n').filter((line) => line !== '')).toHaveLength(sentRows + 1);
    expect(batches).toEqual([100, 100, 50]);
  });

  it('lets a member request through between the batches of a running export', async () => {
    let reads = 0;
    const file = await exportFormSubmissions(t.deps, event.id, formId, query, {
      format: 'csv',
      batchSize: 10,
      onBatch: () => (reads += 1),
    });
    let rows = 0;
    const exported = (async () => {
      for await (const chunk of file.stream) rows += String(chunk).split('\r\n').length - 1;
    })();
    while (reads < 2) await new Promise((resolve) => setImmediate(resolve));
    const answer = await asOwner.get('/member/tasks');
    const readsWhenAnswered = reads;
    await exported;
    expect(answer.statusCode).toBe(200);
    // 25 batches of 10 and the empty read that ends them: the member's request, whose
    // statements queued behind the export's next read each, was answered long before the last.
    expect(reads).toBe(sentRows / 10 + 1);
    expect(readsWhenAnswered).toBeLessThan(sentRows / 10);
    expect(rows).toBe(sentRows + 1);
  });

  it("counts each request's holds under its route, and /metrics shows the longest per route", async () => {
    const response = await asModerator.get(`/forms/${formId}/submissions.csv`);
    expect(response.statusCode).toBe(200);
    const figures = t.deps.lockHolds!.byLabel().get(exportRoute);
    // The guard's reads, the form, the count, the currency and three batches at least.
    expect(figures?.holds).toBeGreaterThanOrEqual(3);
    expect(figures!.longestMs).toBeGreaterThan(0);

    const metrics = await t.app.inject({
      url: '/metrics',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(metrics.body).toContain(`showdesk_db_lock_hold_longest_seconds{label="${exportRoute}"}`);
    expect(metrics.body).toContain(`showdesk_db_lock_holds{label="${exportRoute}"}`);
    expect(metrics.body).toMatch(/showdesk_db_lock_holds_long\{label="[^"]+"\} \d+/);
  });
});
