import { addDays } from '@showdesk/domain/platform/event-copy';
import { and, eq, sql } from 'drizzle-orm';
import type { AppDeps } from '../../../app-deps.ts';
import { withActor, withoutAudit } from '../../../db/audit-actor.ts';
import type { Tx } from '../../../db/client.ts';
import { contentPages } from '../../../db/schema/content.ts';
import { submissions } from '../../../db/schema/forms.ts';
import { tasks } from '../../../db/schema/tasks.ts';
import { teams } from '../../../db/schema/teams.ts';

/**
 * Some history on the demo records, so the Activity page and the records' history show who
 * changed what: the seed writes without the audit trail (its entries would be noise), then
 * the demo's people make a few changes as themselves (`withActor`), each in a transaction of
 * its own, as a request would. Each change ends on the value the seed gave the record (the
 * value before it is set first, quietly), so the demo reads as seeded everywhere else:
 * - the admin moves the furniture order's deadline back a week (from a week later);
 * - the owner renames their team ("Acme Stands" → "Acme Stands Ltd");
 * - the member corrects the stand manager's mobile on the team's sent order;
 * - the admin archives the "Getting here" page and restores it.
 * The platform's entries come from the seed itself: the demo event made, the platform admin
 * granted, and last year's edition copied into this one by the admin.
 */

/** The records the history is made on. */
export interface DemoHistoryRecords {
  eventId: string;
  adminId: string;
  ownerId: string;
  memberId: string;
  teamId: string;
  taskId: string;
  orderFormId: string;
}

export const demoHistory = {
  teamNameBefore: 'Acme Stands',
  teamName: 'Acme Stands Ltd',
  mobileBefore: '07700 900999',
  mobile: '07700 900123',
  pageTitle: 'Getting here',
  /** How far the admin moves the deadline back. */
  days: 7,
} as const;

const as = <T>(userId: string, work: () => Promise<T>) =>
  withActor({ actor: () => `person:${userId}` }, work);

/** Makes the demo's history on the seeded records (after the seed's transaction). */
export async function seedDemoHistory(deps: AppDeps, records: DemoHistoryRecords) {
  const { db } = deps;
  const { eventId } = records;
  const taskKey = and(eq(tasks.eventId, eventId), eq(tasks.id, records.taskId));
  const teamKey = and(eq(teams.eventId, eventId), eq(teams.id, records.teamId));
  const [task] = await db.select({ dueDate: tasks.dueDate }).from(tasks).where(taskKey);
  const [order] = await db
    .select({ id: submissions.id })
    .from(submissions)
    .where(
      and(
        eq(submissions.eventId, eventId),
        eq(submissions.teamId, records.teamId),
        eq(submissions.formId, records.orderFormId),
        eq(submissions.isDraft, false),
      ),
    );
  const [page] = await db
    .select({ id: contentPages.id })
    .from(contentPages)
    .where(and(eq(contentPages.eventId, eventId), eq(contentPages.title, demoHistory.pageTitle)));
  if (!task?.dueDate || !order || !page) throw new Error('The demo history lacks its records');
  const orderKey = and(eq(submissions.eventId, eventId), eq(submissions.id, order.id));
  const setMobile = (tx: Tx, from: string, to: string, by: string | null) =>
    tx
      .update(submissions)
      .set({
        values: sql`jsonb_set(${submissions.values}, '{mobile}', to_jsonb(${to}::text))`,
        searchText: sql`replace(${submissions.searchText}, ${from}, ${to})`,
        ...(by ? { updatedAt: new Date(), updatedBy: by } : {}),
      })
      .where(orderKey);

  // The values before the changes, quietly.
  await db.transaction(async (tx) => {
    await withoutAudit(tx);
    await tx
      .update(tasks)
      .set({ dueDate: addDays(task.dueDate!, demoHistory.days) })
      .where(taskKey);
    await tx.update(teams).set({ name: demoHistory.teamNameBefore }).where(teamKey);
    await setMobile(tx, demoHistory.mobile, demoHistory.mobileBefore, null);
  });

  await as(records.adminId, () =>
    db.transaction(async (tx) => {
      await tx
        .update(tasks)
        .set({ dueDate: task.dueDate, updatedAt: new Date(), updatedBy: records.adminId })
        .where(taskKey);
    }),
  );
  await as(records.ownerId, () =>
    db.transaction(async (tx) => {
      await tx
        .update(teams)
        .set({ name: demoHistory.teamName, updatedAt: new Date(), updatedBy: records.ownerId })
        .where(teamKey);
    }),
  );
  await as(records.memberId, () =>
    db.transaction(async (tx) => {
      await setMobile(tx, demoHistory.mobileBefore, demoHistory.mobile, records.memberId);
    }),
  );
  const pageKey = and(eq(contentPages.eventId, eventId), eq(contentPages.id, page.id));
  for (const isArchived of [true, false]) {
    await as(records.adminId, () =>
      db.transaction(async (tx) => {
        await tx
          .update(contentPages)
          .set({ isArchived, updatedAt: new Date(), updatedBy: records.adminId })
          .where(pageKey);
      }),
    );
  }
}
