import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { callerFor } from '../../../../test/support/caller.ts';
import { testDatabases } from '../../../../test/support/databases.ts';
import { useTestApp } from '../../../../test/support/harness.ts';
import { buildLeaver, handOnThenRead } from '../../../../test/support/leavers.ts';
import { insertSimpleForm } from '../../../../test/support/test-forms.ts';
import { submissions } from '../../../db/schema/forms.ts';

describe.each(testDatabases)('deleting a user hands their submissions on, on %s', (kind) => {
  const t = useTestApp(kind);

  it('moves createdBy and updatedBy to the chosen user, in this event only', async () => {
    const { event, otherEvent, leaver, teammate, receiver, handOn } = await buildLeaver(t);
    const formId = await insertSimpleForm(t.deps.db, event.id);
    const asLeaver = await callerFor(t, event, leaver);
    const asTeammate = await callerFor(t, event, teammate);
    const made = (
      await asLeaver.post(`/member/forms/${formId}/submissions`, { values: {}, isDraft: true })
    ).json().submission;
    const other = (
      await asTeammate.post(`/member/forms/${formId}/submissions`, { values: {}, isDraft: true })
    ).json().submission;
    const changed = await asLeaver.put(`/member/forms/${formId}/submissions/${other.id}`, {
      values: { name: 'Edited' },
      isDraft: true,
      expectedUpdatedAt: other.updatedAt,
    });
    expect(changed.statusCode).toBe(200);
    // The leaver is in another event too: their submissions there stay theirs.
    const otherFormId = await insertSimpleForm(t.deps.db, otherEvent.id);
    await t.deps.db.insert(submissions).values({
      eventId: otherEvent.id,
      id: 'elsewhere',
      formId: otherFormId,
      createdBy: leaver.userId,
      updatedBy: leaver.userId,
    });

    const byId = await handOnThenRead(handOn, () => t.deps.db.select().from(submissions));
    expect(byId.get(`${event.id}/${made.id}`)).toMatchObject({
      createdBy: receiver.userId,
      updatedBy: receiver.userId,
    });
    const edited = byId.get(`${event.id}/${other.id}`)!;
    expect(edited).toMatchObject({ createdBy: teammate.userId, updatedBy: receiver.userId });
    expect(edited.updatedAt.toISOString()).toBe(changed.json().submission.updatedAt);
    expect(byId.get(`${otherEvent.id}/elsewhere`)).toMatchObject({
      createdBy: leaver.userId,
      updatedBy: leaver.userId,
    });
    const leftovers = await t.deps.db
      .select()
      .from(submissions)
      .where(and(eq(submissions.eventId, event.id), eq(submissions.createdBy, leaver.userId)));
    expect(leftovers).toEqual([]);
  });
});
