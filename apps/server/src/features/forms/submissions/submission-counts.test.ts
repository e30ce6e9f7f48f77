import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../../../test/support/databases.ts';
import { useTestApp } from '../../../../test/support/harness.ts';
import { insertSimpleForm } from '../../../../test/support/test-forms.ts';
import { formSubmissionCounts, forms, submissions } from '../../../db/schema/forms.ts';
import { newId } from '../../../lib/ids.ts';
import type { EventRow } from '../../platform/events/queries.ts';

/**
 * The organisers' table reads its totals from counts a trigger keeps: they must agree with a
 * real count after every kind of write, inside the writing transaction.
 */
describe.each(testDatabases)('kept submission counts on %s', (kind) => {
  const t = useTestApp(kind);
  let event: EventRow;

  beforeAll(async () => {
    event = await t.buildEvent();
  });

  const kept = async (formId: string) => {
    const [row] = await t.deps.db
      // The sum of the form's stripes (one per database session that wrote).
      .select({
        total: sql<number>`coalesce(sum(${formSubmissionCounts.total}), 0)::int`,
        drafts: sql<number>`coalesce(sum(${formSubmissionCounts.drafts}), 0)::int`,
        guests: sql<number>`coalesce(sum(${formSubmissionCounts.guests}), 0)::int`,
      })
      .from(formSubmissionCounts)
      .where(
        and(eq(formSubmissionCounts.eventId, event.id), eq(formSubmissionCounts.formId, formId)),
      );
    return row ?? { total: 0, drafts: 0, guests: 0 };
  };
  const counted = async (formId: string) => {
    const [row] = await t.deps.db
      .select({
        total: sql<number>`count(*)::int`,
        drafts: sql<number>`(count(*) filter (where ${submissions.isDraft}))::int`,
        guests: sql<number>`(count(*) filter (where ${submissions.isGuest}))::int`,
      })
      .from(submissions)
      .where(and(eq(submissions.eventId, event.id), eq(submissions.formId, formId)));
    return row!;
  };
  const add = (formId: string, flags: { isDraft?: boolean; isGuest?: boolean } = {}) => {
    const id = newId();
    return t.deps.db
      .insert(submissions)
      .values({ eventId: event.id, id, formId, values: {}, ...flags })
      .then(() => id);
  };

  it('follows inserts, a draft sent, deletes, a rolled-back write and a form deleted', async () => {
    const formId = await insertSimpleForm(t.deps.db, event.id);
    const other = await insertSimpleForm(t.deps.db, event.id);
    expect(await kept(formId)).toEqual({ total: 0, drafts: 0, guests: 0 });
    const draft = await add(formId, { isDraft: true });
    await add(formId);
    const guest = await add(formId, { isGuest: true });
    await add(other);
    expect(await kept(formId)).toEqual({ total: 3, drafts: 1, guests: 1 });
    expect(await kept(formId)).toEqual(await counted(formId));

    await t.deps.db
      .update(submissions)
      .set({ isDraft: false })
      .where(and(eq(submissions.eventId, event.id), eq(submissions.id, draft)));
    expect(await kept(formId)).toEqual({ total: 3, drafts: 0, guests: 1 });

    await t.deps.db
      .delete(submissions)
      .where(and(eq(submissions.eventId, event.id), eq(submissions.id, guest)));
    expect(await kept(formId)).toEqual({ total: 2, drafts: 0, guests: 0 });

    await expect(
      t.deps.db.transaction(async (tx) => {
        await tx.insert(submissions).values({ eventId: event.id, id: newId(), formId, values: {} });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await kept(formId)).toEqual(await counted(formId));
    expect(await kept(other)).toEqual({ total: 1, drafts: 0, guests: 0 });

    await t.deps.db.delete(forms).where(and(eq(forms.eventId, event.id), eq(forms.id, formId)));
    expect(await kept(formId)).toEqual({ total: 0, drafts: 0, guests: 0 });
    expect(await kept(other)).toEqual({ total: 1, drafts: 0, guests: 0 });
  });

  it('stay exact when many sessions write one form at once, each into its own stripe', async () => {
    const formId = await insertSimpleForm(t.deps.db, event.id);
    // Twenty writers at once, each in a transaction that holds its connection a moment after
    // writing (as a member's submit does), then a multi-row delete from another statement.
    const ids = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        t.deps.db.transaction(async (tx) => {
          const id = newId();
          await tx
            .insert(submissions)
            .values({ eventId: event.id, id, formId, values: {}, isDraft: i % 4 === 0 });
          await tx.execute(sql`select pg_sleep(0.02)`);
          return id;
        }),
      ),
    );
    expect(await kept(formId)).toEqual({ total: 20, drafts: 5, guests: 0 });
    await t.deps.db
      .delete(submissions)
      .where(and(eq(submissions.eventId, event.id), sql`${submissions.id} in ${ids.slice(0, 7)}`));
    expect(await kept(formId)).toEqual(await counted(formId));
    expect((await kept(formId)).total).toBe(13);
    if (kind === 'postgres') {
      // The writers did not all queue on one row: several sessions wrote stripes of their own.
      const [stripes] = await t.deps.db
        .select({ n: sql<number>`count(*)::int` })
        .from(formSubmissionCounts)
        .where(
          and(eq(formSubmissionCounts.eventId, event.id), eq(formSubmissionCounts.formId, formId)),
        );
      expect(stripes!.n).toBeGreaterThan(1);
    }
  });
});
