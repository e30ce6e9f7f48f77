import { beforeAll, describe, expect, it } from 'vitest';
import type { Caller } from '../../../test/support/caller.ts';
import { ok } from '../../../test/support/caller.ts';
import { addTeamType, buildCast } from '../../../test/support/cast.ts';
import { testDatabases } from '../../../test/support/databases.ts';
import { useTestApp } from '../../../test/support/harness.ts';
import { storedFilesOf } from '../../../test/support/stored-files.ts';
import { insertSimpleForm } from '../../../test/support/test-forms.ts';
import { storedFiles } from '../../db/schema/files.ts';
import { newId } from '../../lib/ids.ts';
import type { EventRow } from '../platform/events/queries.ts';
import { taskOwnerType } from './queries.ts';

type TaskBody = { id: string; title: string; groupIds: string[]; dueDate: string | null };
type Page = { items: { id: string; title: string }[]; total: number };

describe.each(testDatabases)('tasks and task groups on %s', (kind) => {
  const t = useTestApp(kind);
  let event: EventRow;
  let otherEvent: EventRow;
  let asModerator: Caller;
  let asAdmin: Caller;
  let asOwner: Caller;
  let asStranger: Caller;
  let formId: string;
  let otherFormId: string;
  let teamTypeId: string;

  const details = (response: { json(): unknown }) =>
    (response.json() as { error: { details: { path: string; message: string }[] } }).error.details;
  const created = (body: Record<string, unknown>) =>
    ok<TaskBody>(asModerator.post('/tasks', body), 201);
  const titles = async (query = '') => {
    const response = await asModerator.get(`/tasks${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as Page).items.map((item) => item.title);
  };

  beforeAll(async () => {
    ({ event, otherEvent, asModerator, asAdmin, asOwner, asStranger } = await buildCast(t));
    formId = await insertSimpleForm(t.deps.db, event.id, { title: 'Stand order' });
    otherFormId = await insertSimpleForm(t.deps.db, otherEvent.id, { title: 'Theirs' });
    teamTypeId = await addTeamType(asAdmin, 'Caterers');
  });

  it('adds tasks of each type with what the type needs, and refuses bad values writing nothing', async () => {
    const task = await created({ title: 'Risk assessment', dueDate: '2027-03-01' });
    expect(task).toMatchObject({
      type: 'task',
      isArchived: false,
      teamTypeIds: [],
      attachmentIds: [],
      groupIds: [],
      dueDate: '2027-03-01',
    });
    await created({ title: 'Furniture order', type: 'form', formId, teamTypeIds: [teamTypeId] });
    await created({
      title: 'Health and safety',
      type: 'externalForm',
      externalLink: 'https://example.com/form',
    });
    const rich = await created({
      title: 'Terms',
      type: 'disclaimer',
      disclaimer: 'I agree.',
      description: '<p>Read <strong>this</strong></p><script>alert(1)</script>',
    });
    expect(rich).toMatchObject({ description: '<p>Read <strong>this</strong></p>' });

    const before = await titles('?pageSize=200');
    const refusals: [Record<string, unknown>, string, string][] = [
      [{ title: 'x', dueDate: '2027-02-30' }, 'dueDate', 'Invalid target date'],
      [{ title: 'x', dueDate: '1 March' }, 'dueDate', 'Invalid target date'],
      [{ title: 'x', type: 'quiz' }, 'type', 'Choose a task type from the list'],
      [{ title: 'x', type: 'form' }, 'formId', 'Choose the form this task asks for'],
      [
        { title: 'x', type: 'form', formId: otherFormId },
        'formId',
        'This form is not in the event',
      ],
      [{ title: 'x', type: 'externalForm' }, 'externalLink', 'Enter the link of the external form'],
      [{ title: 'x', type: 'disclaimer' }, 'disclaimer', 'Enter the text the team agrees to'],
      [{ title: 'x', attachmentIds: 'a' }, 'attachmentIds', 'Task attachments must be a list'],
      [
        { title: 'x', attachmentIds: [newId()] },
        'attachmentIds.0',
        "This file is not one of the task's uploads",
      ],
      [
        { title: 'x', teamTypeIds: [newId()] },
        'teamTypeIds.0',
        'This team type is not in the event',
      ],
      [{ title: 'x', groupIds: [newId()] }, 'groupIds.0', 'This task group is not in the event'],
      [{ title: '  ' }, 'title', 'Enter a title'],
      [{ title: 'x', colour: 'red' }, '', 'Unrecognized key: "colour"'],
    ];
    for (const [body, path, message] of refusals) {
      const response = await asModerator.post('/tasks', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().error.message).toBe('Invalid task values');
      expect(details(response)).toContainEqual({ path, message });
    }
    expect(await titles('?pageSize=200')).toEqual(before);
  });

  it('lists by due date (none last), searches, filters and pages', async () => {
    await created({ title: 'Zebra crossing', dueDate: '2027-01-15', teamTypeIds: [teamTypeId] });
    const all = await titles('?q=r&pageSize=200');
    expect(all.indexOf('Zebra crossing')).toBeLessThan(all.indexOf('Risk assessment'));
    expect(all.at(-1)).not.toBe('Zebra crossing');
    expect(await titles('?filter=type:form')).toEqual(['Furniture order']);
    const forType = await titles(`?filter=teamTypeId:${teamTypeId}&pageSize=200`);
    expect(forType).toEqual(expect.arrayContaining(['Zebra crossing', 'Furniture order', 'Terms']));
    expect(await titles('?q=zebra')).toEqual(['Zebra crossing']);
    const byTitle = await titles('?sort=-title&pageSize=2');
    expect(byTitle).toEqual(['Zebra crossing', 'Terms']);
    expect((await asModerator.get('/tasks?sort=colour')).statusCode).toBe(400);
    expect((await asModerator.get('/tasks?filter=type:quiz')).statusCode).toBe(400);
  });

  it('places tasks in groups, keeps the order, and archiving a group empties it', async () => {
    const group = (await asModerator.post('/task-groups', { title: 'Before you arrive' })).json();
    expect(group).toMatchObject({ taskIds: [], isArchived: false });
    const first = await created({ title: 'Book hotel', groupIds: [group.id] });
    const second = await created({ title: 'Send logo', groupIds: [group.id] });
    expect(first.groupIds).toEqual([group.id]);
    const read = async () => (await asModerator.get(`/task-groups/${group.id}`)).json();
    expect((await read()).taskIds).toEqual([first.id, second.id]);

    // Drag and drop: the new order; a task of another event or twice is refused.
    const reordered = await asModerator.patch(`/task-groups/${group.id}`, {
      taskIds: [second.id, first.id],
    });
    expect(reordered.json().taskIds).toEqual([second.id, first.id]);
    const twice = await asModerator.patch(`/task-groups/${group.id}`, {
      taskIds: [second.id, second.id],
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().error.message).toBe('Invalid group');
    expect(details(twice)).toContainEqual({
      path: 'taskIds.1',
      message: 'This task is in the list twice',
    });
    expect(
      (await asModerator.post('/task-groups', { title: 'x', taskIds: [newId()] })).statusCode,
    ).toBe(400);

    // Leaving a group through the task; the filter by group.
    const left = await asModerator.patch(`/tasks/${first.id}`, { groupIds: [] });
    expect(left.json().groupIds).toEqual([]);
    expect((await read()).taskIds).toEqual([second.id]);
    expect(await titles(`?filter=groupId:${group.id}`)).toEqual(['Send logo']);

    // Archiving empties it; an archived group takes no task until it is unarchived.
    const archived = await asModerator.patch(`/task-groups/${group.id}`, { isArchived: true });
    expect(archived.json()).toMatchObject({ isArchived: true, taskIds: [] });
    const refused = await asModerator.patch(`/tasks/${first.id}`, { groupIds: [group.id] });
    expect(refused.statusCode).toBe(400);
    expect(details(refused)).toContainEqual({
      path: 'groupIds.0',
      message: 'This task group is archived',
    });
    const groups = await asModerator.get('/task-groups?filter=isArchived:true');
    expect(groups.json().items.map((g: { id: string }) => g.id)).toContain(group.id);
    await asModerator.patch(`/task-groups/${group.id}`, { isArchived: false });
    expect(
      (await asModerator.patch(`/tasks/${first.id}`, { groupIds: [group.id] })).statusCode,
    ).toBe(200);

    // Deleting the group leaves its tasks.
    expect((await asModerator.delete(`/task-groups/${group.id}`)).statusCode).toBe(204);
    expect((await asModerator.get(`/task-groups/${group.id}`)).statusCode).toBe(404);
    expect((await asModerator.get(`/tasks/${first.id}`)).json().groupIds).toEqual([]);
  });

  it('edits a task checking the type on the task as it will be; archives in bulk', async () => {
    const task = await created({ title: 'Upload plan', type: 'upload' });
    const toForm = await asModerator.patch(`/tasks/${task.id}`, { type: 'form' });
    expect(toForm.statusCode).toBe(400);
    expect(details(toForm)).toContainEqual({
      path: 'formId',
      message: 'Choose the form this task asks for',
    });
    const edited = await asModerator.patch(`/tasks/${task.id}`, {
      type: 'form',
      formId,
      dueDate: null,
      isApprovalNeeded: true,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({
      type: 'form',
      formId,
      dueDate: null,
      isApprovalNeeded: true,
    });
    expect((await asModerator.patch(`/tasks/${task.id}`, {})).statusCode).toBe(400);
    expect((await asModerator.patch(`/tasks/${newId()}`, { title: 'x' })).statusCode).toBe(404);

    const missing = await asModerator.post('/tasks/archive', {
      ids: [task.id, newId()],
      isArchived: true,
    });
    expect(missing.statusCode).toBe(404);
    expect((await asModerator.get(`/tasks/${task.id}`)).json().isArchived).toBe(false);
    const archived = await asModerator.post('/tasks/archive', { ids: [task.id], isArchived: true });
    expect(archived.json()).toEqual({ updated: 1 });
    expect(await titles('?filter=isArchived:true')).toContain('Upload plan');
    expect(await titles('?pageSize=200')).not.toContain('Upload plan');
  });

  it('deletes a task with its place in groups and its attachments', async () => {
    const group = (await asModerator.post('/task-groups', { title: 'Build-up' })).json();
    const task = await created({ title: 'Stand plan', type: 'pdfForm', groupIds: [group.id] });
    // An attachment uploaded for the task (the upload route arrives with the task screens).
    const fileId = newId();
    await t.deps.db.insert(storedFiles).values({
      eventId: event.id,
      id: fileId,
      ownerType: taskOwnerType,
      ownerId: task.id,
      storageKey: `${event.id}/tasks/${task.id}/${fileId}/file`,
      fileName: 'plan.pdf',
      contentType: 'application/pdf',
      size: 10,
    });
    const attached = await asModerator.patch(`/tasks/${task.id}`, { attachmentIds: [fileId] });
    expect(attached.statusCode, attached.body).toBe(200);
    expect(attached.json().attachmentIds).toEqual([fileId]);

    expect((await asModerator.delete(`/tasks/${task.id}`)).statusCode).toBe(204);
    expect((await asModerator.get(`/tasks/${task.id}`)).statusCode).toBe(404);
    expect((await asModerator.get(`/task-groups/${group.id}`)).json().taskIds).toEqual([]);
    const files = await storedFilesOf(t, event.id, task.id);
    expect(files).toEqual([]);
    expect((await asModerator.delete(`/tasks/${task.id}`)).statusCode).toBe(404);
  });

  it('is for moderators and admins of the event only', async () => {
    const task = await created({ title: 'Private' });
    for (const path of ['/tasks', `/tasks/${task.id}`, '/task-groups', '/task-groups/options']) {
      expect((await asOwner.get(path)).statusCode, path).toBe(403);
      expect((await asAdmin.get(path)).statusCode, path).toBe(200);
    }
    expect((await asOwner.post('/tasks', { title: 'Mine' })).statusCode).toBe(403);
    expect((await asOwner.delete(`/tasks/${task.id}`)).statusCode).toBe(403);
    // Another event's admin reaches neither this event's tasks nor its ids through theirs.
    const foreign = await asStranger.get('/tasks', event);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error.message).toBe('Event ID not found');
    expect((await asStranger.get(`/tasks/${task.id}`)).statusCode).toBe(404);
    expect((await asStranger.patch(`/tasks/${task.id}`, { title: 'Taken' })).statusCode).toBe(404);
    expect((await asStranger.post('/tasks', { title: 'x', type: 'form', formId })).statusCode).toBe(
      400,
    );
    expect((await asModerator.get(`/tasks/${task.id}`)).json().title).toBe('Private');
  });
});
