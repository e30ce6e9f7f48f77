import { outboxEmails } from '../../src/db/schema/outbox.ts';
import { addTeamMember } from '../../src/features/people/teams/queries.ts';
import { newId } from '../../src/lib/ids.ts';
import { multipart } from './multipart.ts';
import type { ListContext, Person } from './query-counts.ts';
import { pdfDocument } from './sample-files.ts';
import { insertSimpleForm } from './test-forms.ts';

/** The query-count tests' writers of list items (features/lists/query-counts.test.ts). */
export type State = Record<string, string>;

let counter = 0;
export const unique = () => `${Date.now().toString(36)}${(counter++).toString(36)}`;
export const times = async (n: number, write: (i: number) => Promise<unknown>) => {
  for (let i = 0; i < n; i++) await write(i);
};

/** A write through the API that must succeed; answers its JSON. */
export async function ok(response: Promise<{ statusCode: number; body: string; json(): unknown }>) {
  const answer = await response;
  if (answer.statusCode >= 300) throw new Error(`${answer.statusCode} ${answer.body}`);
  return answer.json() as { id: string } & Record<string, unknown>;
}

/** An `add` of n items by the event's admin: each a POST of a fresh `body()` to `path`. */
export const addAsAdmin =
  (path: string, body: () => Record<string, unknown>) => (ctx: ListContext, _s: State, n: number) =>
    times(n, () => ok(ctx.admin.post(path, body())));

export function upload(ctx: ListContext, path: string, fields: Record<string, string> = {}) {
  const body = multipart(fields, { fileName: `${unique()}.pdf`, data: pdfDocument });
  return ctx.admin.postRaw(path, body.payload, body.headers);
}

export const addTeams = (ctx: ListContext, n: number) =>
  times(n, async () => {
    const owner = await ctx.t.buildUser(ctx.event.id);
    await ctx.t.buildTeam(ctx.event.id, owner.userId);
  });

export const addContent = (ctx: ListContext, n: number, extra: Record<string, unknown> = {}) =>
  times(n, () =>
    ok(ctx.admin.post('/content', { title: `Page ${unique()}`, isPublished: true, ...extra })),
  );

export const withForm = async (ctx: ListContext) => ({
  formId: await insertSimpleForm(ctx.t.deps.db, ctx.event.id, { isEditable: true }),
});

export const addWebhooks = (ctx: ListContext, s: State, n: number) =>
  times(n, () =>
    ok(
      ctx.admin.post(`/forms/${s.formId}/webhooks`, {
        name: `Hook ${unique()}`,
        requestURL: 'https://example.com/hook',
      }),
    ),
  );

export async function platformAdmin(ctx: ListContext): Promise<State> {
  const root = await ctx.t.buildUser(ctx.event.id, { permissions: 'eventflowAdmin' });
  return { rootId: root.userId, rootEmail: root.email, rootPassword: root.password };
}

export function platformReader(_ctx: ListContext, s: State): Person {
  return { userId: s.rootId!, email: s.rootEmail!, password: s.rootPassword! };
}

export function addTeamMembers(ctx: ListContext, n: number) {
  return times(n, async () => {
    const person = await ctx.t.buildUser(ctx.event.id);
    await addTeamMember(ctx.t.deps.db, {
      eventId: ctx.event.id,
      teamId: ctx.teamId,
      userId: person.userId,
      createdBy: null,
    });
  });
}

export function addSuppliers(ctx: ListContext, n: number) {
  return times(n, async () => {
    const group = await ok(ctx.admin.post('/supplier-groups', { title: unique() }));
    await ok(ctx.admin.post('/suppliers', { company: unique(), supplierGroupIds: [group.id] }));
  });
}

/** Emails as the outbox keeps them, to the event's members. */
export function addEmails(ctx: ListContext, n: number) {
  return times(n, () =>
    ctx.t.deps.db.insert(outboxEmails).values({
      eventId: ctx.event.id,
      id: newId(),
      template: 'welcome',
      toAddress: ctx.memberUser.email,
      fromAddress: 'events@example.com',
      subject: `Welcome ${unique()}`,
      textBody: 'Hello',
      htmlBody: '<p>Hello</p>',
      userId: ctx.memberUser.userId,
      status: 'sent',
    }),
  );
}
