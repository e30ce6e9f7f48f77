import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { callerFor, sessionHeaders } from '../../../test/support/caller.ts';
import { addTeamType, updateTeam } from '../../../test/support/cast.ts';
import { testDatabases } from '../../../test/support/databases.ts';
import { useTestApp } from '../../../test/support/harness.ts';
import { type MultipartFile, sendMultipart } from '../../../test/support/multipart.ts';
import { pdfDocument, pngImage, windowsExe } from '../../../test/support/sample-files.ts';
import { storedFiles } from '../../db/schema/files.ts';
import type { EventRow } from '../platform/events/queries.ts';
import { taskOwnerType } from './queries.ts';

type Login = { email: string; password: string; userId: string };
type Attachment = { id: string; fileName: string; contentType: string; url: string };

describe.each(testDatabases)('task attachments on %s', (kind) => {
  const t = useTestApp(kind);
  let event: EventRow;
  let otherEvent: EventRow;
  let moderator: Login;
  let admin: Login;
  let owner: Login;
  let caterer: Login;
  let loner: Login;
  let stranger: Login;
  let catererType: string;

  const headersOf = (user: Login | null, ev: EventRow = event) => sessionHeaders(t, ev, user);
  const upload = async (taskId: string, file: MultipartFile, user: Login = moderator) => {
    return sendMultipart(
      t,
      {
        url: `/api/v1/events/${event.id}/tasks/${taskId}/attachments`,
        headers: await headersOf(user),
      },
      file,
    );
  };
  const read = async (url: string, user: Login | null) =>
    t.app.inject({ method: 'GET', url, headers: await headersOf(user) });
  const pdf = { fileName: 'Stand plan.pdf', data: pdfDocument };

  beforeAll(async () => {
    event = await t.buildEvent();
    otherEvent = await t.buildEvent();
    moderator = await t.buildUser(event.id, { permissions: 'moderator' });
    admin = await t.buildUser(event.id, { permissions: 'admin' });
    owner = await t.buildUser(event.id);
    caterer = await t.buildUser(event.id);
    loner = await t.buildUser(event.id);
    stranger = await t.buildUser(otherEvent.id, { permissions: 'admin' });
    await t.buildTeam(event.id, owner.userId);
    const catererTeam = await t.buildTeam(event.id, caterer.userId);
    const asAdmin = await callerFor(t, event, admin);
    catererType = await addTeamType(asAdmin, 'Caterers');
    await updateTeam(t, event.id, catererTeam, { teamTypeId: catererType });
  });

  const newTask = async (body: Record<string, unknown>) => {
    const asModerator = await callerFor(t, event, moderator);
    const response = await asModerator.post('/tasks', { title: 'Fill in the plan', ...body });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().id as string;
  };

  it('uploads PDFs, documents and images for a task, in order, and refuses other files', async () => {
    const taskId = await newTask({ type: 'pdfForm' });
    const first = await upload(taskId, pdf);
    expect(first.statusCode, first.body).toBe(201);
    const image = await upload(taskId, { fileName: 'map.png', data: await pngImage() }, admin);
    expect(image.statusCode, image.body).toBe(201);
    expect(image.json()).toMatchObject({ fileName: 'map.png', contentType: 'image/png' });

    const refused = await upload(taskId, { fileName: 'plan.pdf', data: windowsExe });
    expect(refused.statusCode).toBe(415);
    expect(refused.json().error.message).toBe('Invalid fileasset');

    const asModerator = await callerFor(t, event, moderator);
    const list = (await asModerator.get(`/tasks/${taskId}/attachments`)).json() as Attachment[];
    expect(list.map((file) => file.fileName)).toEqual(['Stand plan.pdf', 'map.png']);
    const task = (await asModerator.get(`/tasks/${taskId}`)).json();
    expect(task.attachmentIds).toEqual(list.map((file) => file.id));
  });

  it('lets only moderators and up upload, list and remove; another event sees no task', async () => {
    const taskId = await newTask({});
    for (const user of [owner, caterer]) {
      expect((await upload(taskId, pdf, user)).statusCode).toBe(403);
      const asUser = await callerFor(t, event, user);
      expect((await asUser.get(`/tasks/${taskId}/attachments`)).statusCode).toBe(403);
    }
    const foreign = await sendMultipart(
      t,
      {
        url: `/api/v1/events/${otherEvent.id}/tasks/${taskId}/attachments`,
        headers: await headersOf(stranger, otherEvent),
      },
      pdf,
    );
    expect(foreign.statusCode).toBe(404);
    const asStranger = await callerFor(t, otherEvent, stranger);
    expect((await asStranger.get(`/tasks/${taskId}/attachments`)).statusCode).toBe(404);
    const noTask = await upload('no-such-task', pdf);
    expect(noTask.statusCode).toBe(404);
    expect(noTask.json().error.message).toBe('Task not found');
  });

  it('keeps a PDF on a PDF form task: its last PDF cannot go, nor can a task become one without', async () => {
    const asModerator = await callerFor(t, event, moderator);
    const taskId = await newTask({ type: 'pdfForm' });
    const file = (await upload(taskId, pdf)).json() as Attachment;
    const refused = await asModerator.delete(`/tasks/${taskId}/attachments/${file.id}`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.details).toContainEqual({
      path: 'attachmentIds',
      message: 'A PDF form task needs its PDF: upload one',
    });
    const cleared = await asModerator.patch(`/tasks/${taskId}`, { attachmentIds: [] });
    expect(cleared.statusCode).toBe(400);

    const plain = await newTask({});
    const becomes = await asModerator.patch(`/tasks/${plain}`, { type: 'pdfForm' });
    expect(becomes.statusCode).toBe(400);
    expect(becomes.json().error.details).toContainEqual({
      path: 'attachmentIds',
      message: 'A PDF form task needs its PDF: upload one',
    });
    const plainFile = (await upload(plain, pdf)).json() as Attachment;
    expect((await asModerator.patch(`/tasks/${plain}`, { type: 'pdfForm' })).statusCode).toBe(200);
    // A second PDF: the first may go.
    const second = (await upload(taskId, pdf)).json() as Attachment;
    expect((await asModerator.delete(`/tasks/${taskId}/attachments/${file.id}`)).statusCode).toBe(
      204,
    );
    const after = (await asModerator.get(`/tasks/${taskId}`)).json();
    expect(after.attachmentIds).toEqual([second.id]);
    expect((await read(file.url, moderator)).statusCode).toBe(404);
    // Another task's file is not this task's.
    const wrong = await asModerator.delete(`/tasks/${taskId}/attachments/${plainFile.id}`);
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json().error.message).toBe("This file is not one of the task's uploads");
  });

  it('serves an attachment to teams that see the task, and to nobody else', async () => {
    const forCaterers = await newTask({ teamTypeIds: [catererType] });
    const file = (await upload(forCaterers, pdf)).json() as Attachment;
    expect((await read(file.url, caterer)).statusCode).toBe(200);
    expect((await read(file.url, moderator)).statusCode).toBe(200);
    expect((await read(file.url, admin)).statusCode).toBe(200);
    // A team of another type, someone in no team, a guest, another event's admin.
    expect((await read(file.url, owner)).statusCode).toBe(404);
    expect((await read(file.url, loner)).statusCode).toBe(404);
    expect((await read(file.url, null)).statusCode).toBe(404);
    const foreign = await t.app.inject({
      method: 'GET',
      url: file.url.replace(event.id, otherEvent.id),
      headers: await headersOf(stranger, otherEvent),
    });
    expect(foreign.statusCode).toBe(404);

    const forAll = await newTask({});
    const shared = (await upload(forAll, pdf)).json() as Attachment;
    expect((await read(shared.url, owner)).statusCode).toBe(200);
    expect((await read(shared.url, loner)).statusCode).toBe(404);
    // Archived: members no longer read it.
    const asModerator = await callerFor(t, event, moderator);
    await asModerator.patch(`/tasks/${forAll}`, { isArchived: true });
    expect((await read(shared.url, owner)).statusCode).toBe(404);
  });

  it('deletes the attachments with their task', async () => {
    const taskId = await newTask({});
    const file = (await upload(taskId, pdf)).json() as Attachment;
    const asModerator = await callerFor(t, event, moderator);
    expect((await asModerator.delete(`/tasks/${taskId}`)).statusCode).toBe(204);
    const rows = await t.deps.db
      .select()
      .from(storedFiles)
      .where(and(eq(storedFiles.ownerType, taskOwnerType), eq(storedFiles.ownerId, taskId)));
    expect(rows).toEqual([]);
    expect((await read(file.url, moderator)).statusCode).toBe(404);
  });
});
