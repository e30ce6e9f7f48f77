import type { ActivityEntry } from '@showdesk/domain/activity/activity';
import { memberTokenActorName } from '@showdesk/domain/activity/member-history';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Caller, callerFor, ok } from '../../../test/support/caller.ts';
import { addTask, buildCast } from '../../../test/support/cast.ts';
import { testDatabases } from '../../../test/support/databases.ts';
import { useTestApp } from '../../../test/support/harness.ts';
import { insertSimpleForm } from '../../../test/support/test-forms.ts';
import { withoutAudit } from '../../db/audit-actor.ts';
import { auditEntries } from '../../db/schema/audit.ts';
import { tasks } from '../../db/schema/tasks.ts';
import { newId } from '../../lib/ids.ts';
import type { EventRow } from '../platform/events/queries.ts';

type Page = { items: ActivityEntry[]; total: number };

describe.each(testDatabases)('record histories and a team’s own history on %s', (kind) => {
  const t = useTestApp(kind);
  let event: EventRow;
  let teamId: string;
  let rivalTeamId: string;
  let asAdmin: Caller;
  let asModerator: Caller;
  let asOwner: Caller;
  let asMember: Caller;
  let asRival: Caller;
  let asStranger: Caller;
  let asGuest: Caller;
  let taskId: string;
  let otherTaskId: string;
  let formId: string;
  let shownFieldId: string;
  let hiddenFieldId: string;

  const history = (kind: string, id: string, caller = asModerator, query = '') =>
    caller.get(`/activity/records/${kind}/${id}${query}`);
  const kindsOf = (page: Page) => page.items.map((entry) => entry.record.kind);

  beforeAll(async () => {
    const cast = await buildCast(t, { members: [{}] });
    ({ event, teamId, asAdmin, asModerator, asOwner, asGuest, asStranger } = cast);
    asMember = cast.asMembers[0]!;
    const rival = await t.buildUser(event.id);
    rivalTeamId = await t.buildTeam(event.id, rival.userId);
    asRival = await callerFor(t, event, rival);

    taskId = await addTask(asModerator, { title: 'Stand plan', dueDate: '2027-03-01' });
    await ok(asModerator.patch(`/tasks/${taskId}`, { dueDate: '2027-04-15' }));
    await ok(asOwner.put(`/member/tasks/${taskId}/progress`, { state: 'complete' }));
    await ok(asRival.put(`/member/tasks/${taskId}/progress`, { state: 'complete' }));
    otherTaskId = await addTask(asStranger, { title: 'Their plan' });

    shownFieldId = (
      await ok<{ id: string }>(
        asAdmin.post('/custom-fields', { label: 'Stand size', type: 'text' }),
        201,
      )
    ).id;
    hiddenFieldId = (
      await ok<{ id: string }>(
        asAdmin.post('/custom-fields', { label: 'Credit rating', type: 'text', showField: false }),
        201,
      )
    ).id;
    await ok(asAdmin.patch(`/teams/${teamId}`, { customFields: { [shownFieldId]: '6x4' } }));
    await ok(asAdmin.patch(`/teams/${teamId}`, { customFields: { [hiddenFieldId]: 'Poor' } }));
    await ok(asAdmin.patch(`/teams/${teamId}`, { isOrganiser: true }));
    await ok(asAdmin.patch(`/teams/${teamId}`, { isOrganiser: false }));
    await ok(asAdmin.patch(`/teams/${rivalTeamId}`, { name: 'Rival stand' }));

    formId = await insertSimpleForm(t.deps.db, event.id, {
      title: 'Power order',
      isEditable: true,
    });
  });

  describe('GET /activity/records/:kind/:recordId', () => {
    it('requires authentication and a moderator', async () => {
      expect((await history('task', taskId, asGuest)).statusCode).toBe(401);
      expect((await history('task', taskId, asOwner)).statusCode).toBe(403);
    });

    it("shows a task's changes and its teams' progress, newest first", async () => {
      const page = await ok<Page>(history('task', taskId));
      expect(kindsOf(page)).toEqual(['task_status', 'task_status', 'task', 'task']);
      const ids = page.items.map((entry) => Number(entry.id));
      expect(ids).toEqual([...ids].sort((a, b) => b - a));
      const dueDate = page.items[2]!;
      expect(dueDate.changes).toEqual([
        { field: 'due_date', label: 'Due date', before: '2027-03-01', after: '2027-04-15' },
      ]);
      const progress = page.items.find((entry) => entry.record.id === `${taskId}:${teamId}`)!;
      expect(progress.parent).toEqual({ kind: 'task', id: taskId });
      expect(progress.changes).toContainEqual({
        field: 'is_complete',
        label: 'Complete',
        before: null,
        after: true,
      });
      // The team's id is shown as its name.
      expect(progress.changes.find((change) => change.field === 'team_id')?.after).not.toBe(teamId);
    });

    it('pages: the total of every page, oldest first on asking', async () => {
      const first = await ok<Page>(history('task', taskId, asModerator, '?pageSize=3'));
      const second = await ok<Page>(history('task', taskId, asModerator, '?pageSize=3&page=2'));
      expect([first.total, second.total]).toEqual([4, 4]);
      expect([...first.items, ...second.items].map((entry) => entry.id)).toEqual(
        (await ok<Page>(history('task', taskId))).items.map((entry) => entry.id),
      );
      const oldest = await ok<Page>(history('task', taskId, asModerator, '?sort=at'));
      expect(oldest.items[0]!.action).toBe('created');
    });

    it("answers another event's record like a missing one", async () => {
      const theirs = await ok<Page>(history('task', otherTaskId, asStranger));
      expect(theirs.total).toBe(1);
      expect((await history('task', otherTaskId)).statusCode).toBe(404);
      expect((await history('task', 'no-such-task')).statusCode).toBe(404);
      expect((await history('colour', taskId)).statusCode).toBe(400);
    });

    it('shows a record that has no history yet as an empty page', async () => {
      const id = newId();
      await t.deps.db.transaction(async (tx) => {
        await withoutAudit(tx);
        await tx.insert(tasks).values({ eventId: event.id, id, title: 'Seeded quietly' });
      });
      expect(await ok<Page>(history('task', id))).toMatchObject({ items: [], total: 0 });
    });

    it('keeps the admin-only records from moderators', async () => {
      await t.deps.db.insert(auditEntries).values({
        eventId: event.id,
        actorType: 'system',
        area: 'forms',
        recordKind: 'form_webhook',
        recordId: newId(),
        recordName: 'CRM hook',
        parentKind: 'form',
        parentId: formId,
        action: 'created',
      });
      const asAdminSees = await ok<Page>(history('form', formId, asAdmin));
      expect(kindsOf(asAdminSees)).toContain('form_webhook');
      const asModeratorSees = await ok<Page>(history('form', formId));
      expect(kindsOf(asModeratorSees)).not.toContain('form_webhook');
      expect((await history('custom_field', shownFieldId)).statusCode).toBe(403);
      expect((await ok<Page>(history('custom_field', shownFieldId, asAdmin))).total).toBe(1);
    });
  });

  describe('GET /my-team/history', () => {
    const teamHistory = (caller: Caller) => ok<Page>(caller.get('/my-team/history?pageSize=200'));

    it('shows the team its own history: its progress, custom fields it sees, who is in it', async () => {
      for (const caller of [asOwner, asMember]) {
        const page = await teamHistory(caller);
        const kinds = new Set(kindsOf(page));
        expect(kinds).toEqual(new Set(['team', 'team_member', 'task_status']));
        const stand = page.items.find((entry) =>
          entry.changes.some((change) => change.field === `custom_fields.${shownFieldId}`),
        );
        expect(stand?.changes).toEqual([
          {
            field: `custom_fields.${shownFieldId}`,
            label: 'Stand size',
            // Every team holds an empty value of a field from when it is added.
            before: '',
            after: '6x4',
          },
        ]);
      }
    });

    it("never shows organiser-only fields nor another team's entries, which exist", async () => {
      const everything = await ok<Page>(asAdmin.get(`/activity?filter=kind:team&pageSize=200`));
      const organiserOnly = everything.items.filter((entry) =>
        entry.changes.some(
          (change) =>
            change.field === 'is_organiser' || change.field === `custom_fields.${hiddenFieldId}`,
        ),
      );
      expect(organiserOnly.length).toBeGreaterThanOrEqual(3);
      expect(everything.items.some((entry) => entry.record.id === rivalTeamId)).toBe(true);

      const page = await teamHistory(asOwner);
      const ids = new Set(page.items.map((entry) => entry.id));
      for (const entry of organiserOnly) expect(ids.has(entry.id)).toBe(false);
      const fields = page.items.flatMap((entry) => entry.changes.map((change) => change.field));
      expect(fields).not.toContain('is_organiser');
      expect(fields).not.toContain(`custom_fields.${hiddenFieldId}`);
      expect(page.items.some((entry) => entry.record.id === rivalTeamId)).toBe(false);
      expect(page.items.some((entry) => entry.record.id === `${taskId}:${rivalTeamId}`)).toBe(
        false,
      );
      // The rival team sees its own, and none of this team's.
      const theirs = await teamHistory(asRival);
      expect(theirs.items.some((entry) => entry.record.id === rivalTeamId)).toBe(true);
      expect(theirs.items.some((entry) => entry.record.id === teamId)).toBe(false);
    });

    it('leaves out an organiser notification aimed at the team, and names no token', async () => {
      const notification = newId();
      await t.deps.db.insert(auditEntries).values([
        {
          eventId: event.id,
          actorType: 'person',
          area: 'messaging',
          recordKind: 'notification',
          recordId: notification,
          recordName: 'Late payers',
          teamId,
          action: 'created',
        },
        {
          eventId: event.id,
          actorType: 'token',
          actorId: 'token-1',
          actorName: 'Badge printer sync',
          area: 'people',
          recordKind: 'team',
          recordId: teamId,
          recordName: 'Team',
          teamId,
          action: 'updated',
          changes: { name: ['Before', 'After'] },
        },
      ]);
      const page = await teamHistory(asOwner);
      expect(page.items.some((entry) => entry.record.id === notification)).toBe(false);
      const byToken = page.items.find((entry) => entry.actor.type === 'token');
      expect(byToken?.actor).toEqual({ type: 'token', id: null, name: memberTokenActorName });
      expect(JSON.stringify(page)).not.toContain('Badge printer sync');
    });

    it('answers someone in no team like /my-team', async () => {
      const response = await asModerator.get('/my-team/history');
      expect(response.statusCode).toBe(404);
      expect(response.json().error.message).toMatch(/^No team found for user with ID/);
    });
  });

  describe('GET /my-team/submissions/:submissionId/history', () => {
    it("shows the team its submission's changes, each value by its field's label", async () => {
      const created = await ok<{ submission: { id: string; updatedAt: string } }>(
        asOwner.post(`/member/forms/${formId}/submissions`, {
          values: { name: 'Acme', needsPower: 'No' },
          isDraft: false,
        }),
        201,
      );
      const id = created.submission.id;
      await ok(
        asOwner.put(`/member/forms/${formId}/submissions/${id}`, {
          values: { name: 'Acme Ltd', needsPower: 'No' },
          isDraft: false,
          expectedUpdatedAt: created.submission.updatedAt,
        }),
      );
      const page = await ok<Page>(asMember.get(`/my-team/submissions/${id}/history`));
      expect(page.items.map((entry) => entry.action)).toEqual(['updated', 'created']);
      expect(page.items[0]!.record).toEqual({ kind: 'submission', id, name: 'Power order' });
      expect(page.items[0]!.changes).toEqual([
        { field: 'values.name', label: 'Label name', before: 'Acme', after: 'Acme Ltd' },
      ]);

      // Another team's member, an organiser in no team: as if it did not exist.
      expect((await asRival.get(`/my-team/submissions/${id}/history`)).statusCode).toBe(404);
      expect((await asModerator.get(`/my-team/submissions/${id}/history`)).statusCode).toBe(404);
      expect((await asOwner.get('/my-team/submissions/nope/history')).statusCode).toBe(404);
      // Organisers read it as the form's part.
      const formHistory = await ok<Page>(history('form', formId));
      expect(formHistory.items.some((entry) => entry.record.id === id)).toBe(true);
    });
  });
});
