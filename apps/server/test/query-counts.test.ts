import { corePageIds } from '@showdesk/domain/content/core-pages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventWebhookDeliveries, eventWebhookDeliveryAttempts } from '../src/db/schema/audit.ts';
import { authPasskeys } from '../src/db/schema/auth.ts';
import { webhookDeliveries, webhookDeliveryAttempts } from '../src/db/schema/webhooks.ts';
import { createProvider } from '../src/features/people/sso/service.ts';
import { newId } from '../src/lib/ids.ts';
import { callerFor } from './support/caller.ts';
import { testDatabases } from './support/databases.ts';
import type { TestApp } from './support/harness.ts';
import {
  addAsAdmin,
  addContent,
  addEmails,
  addSuppliers,
  addTeamMembers,
  addTeams,
  addWebhooks,
  ok,
  platformAdmin,
  platformReader,
  type State,
  times,
  unique,
  upload,
  withForm,
} from './support/list-items.ts';
import { multipart } from './support/multipart.ts';
import {
  createCountingApp,
  createListContext,
  type ListContext,
  listRoutes,
  type Person,
  readList,
} from './support/query-counts.ts';
import { insertSimpleForm } from './support/test-forms.ts';

/** Sign-in providers of the list's event (half of them of every event, by email domain). */
const addSsoProviders = (ctx: ListContext, userId: string, n: number) =>
  times(n, (i) =>
    createProvider(ctx.t.deps, userId, {
      name: `Login ${unique()}`,
      issuer: 'https://login.example.com',
      clientId: 'showdesk',
      clientSecret: 'secret',
      eventIds: i % 2 === 0 ? [ctx.event.id] : [],
      emailDomains: i % 2 === 0 ? [] : ['example.com'],
      mayCreateAccounts: false,
    }),
  );

/**
 * No query per row (pretalx's rule): every list of the API sends as many database statements for
 * 3 items as for 1. Each list gets a fresh event; `add` writes n more of its items the way the
 * product does (through the API where it can); the list is read as `reader` right after (caches
 * that follow the data miss) and again (a cached list's cost), and both counts must not grow.
 */
interface ListCase {
  path: string | ((state: State) => string);
  /** Who reads it: the event's admin unless said. */
  reader?: 'admin' | 'member' | ((ctx: ListContext, state: State) => Person);
  setup?: (ctx: ListContext) => Promise<State>;
  add: (ctx: ListContext, state: State, n: number) => Promise<void>;
  /** The records it shows (default: a page's total, or its array's length). */
  size?: (body: unknown) => number;
}

const e = '/api/v1/events/{eventId}';
/** An event webhook that is never sent to (inactive). */
const eventWebhookBody = () => ({
  name: `Hook ${unique()}`,
  requestURL: 'https://example.com/hook',
  kinds: ['team.created'],
  isActive: false,
});
/** A test send's payload as the log shows it (domain eventWebhookPayloadSchema). */
const pingPayload = (id: string, eventId: string) => ({
  id,
  type: 'ping',
  occurredAt: new Date().toISOString(),
  eventId,
  auditEntryId: null,
  actor: { type: 'system', id: null, name: 'System' },
  record: { kind: 'event_webhook', id, name: 'Hook' },
  action: 'ping',
  parent: null,
  team: null,
  task: null,
  changes: {},
});
/** Email kinds without a secret link (which a saved template must place). */
const customisable = ['adminNotification', 'taskReminder', 'taskStatus'] as const;
const lists: Record<string, ListCase> = {
  // People and teams
  [`GET ${e}/users`]: {
    path: '/users',
    add: (ctx, _s, n) => times(n, () => ctx.t.buildUser(ctx.event.id)),
  },
  [`GET ${e}/teams`]: { path: '/teams', add: (ctx, _s, n) => addTeams(ctx, n) },
  [`GET ${e}/team-options`]: { path: '/team-options', add: (ctx, _s, n) => addTeams(ctx, n) },
  [`GET ${e}/team-types`]: {
    path: '/team-types',
    add: addAsAdmin('/team-types', () => ({ name: unique() })),
  },
  [`GET ${e}/team-types/all`]: {
    path: '/team-types/all',
    add: addAsAdmin('/team-types', () => ({ name: unique() })),
  },
  [`GET ${e}/custom-fields`]: {
    path: '/custom-fields',
    add: addAsAdmin('/custom-fields', () => ({ label: unique(), type: 'text' })),
  },
  [`GET ${e}/custom-fields/order`]: {
    path: '/custom-fields/order',
    add: addAsAdmin('/custom-fields', () => ({ label: unique(), type: 'text' })),
  },
  [`GET ${e}/team-imports`]: {
    path: '/team-imports',
    add: (ctx, _s, n) =>
      times(n, () => {
        const csv = Buffer.from(`Team,Email\nTeam ${unique()},owner-${unique()}@example.com\n`);
        const body = multipart({}, { fileName: 'teams.csv', data: csv });
        return ok(ctx.admin.postRaw('/team-imports', body.payload, body.headers));
      }),
  },
  [`GET ${e}/tasks/{taskId}/teams/{teamId}/comments/mentionable`]: {
    setup: async (ctx) => ({ taskId: (await ok(ctx.admin.post('/tasks', { title: 'T' }))).id }),
    path: (s) => `/tasks/${s.taskId}/teams/{teamId}/comments/mentionable`,
    add: (ctx, _s, n) => addTeamMembers(ctx, n),
  },
  [`GET ${e}/member/tasks/{taskId}/comments/mentionable`]: {
    setup: async (ctx) => ({ taskId: (await ok(ctx.admin.post('/tasks', { title: 'T' }))).id }),
    reader: 'member',
    path: (s) => `/member/tasks/${s.taskId}/comments/mentionable`,
    add: (ctx, _s, n) => addTeamMembers(ctx, n),
  },

  // Where a person is logged in: each login is one more session.
  'GET /api/v1/auth/sessions': {
    reader: 'member',
    path: '/api/v1/auth/sessions',
    add: (ctx, _s, n) => times(n, () => ctx.t.login(ctx.event, ctx.memberUser)),
  },
  // A person's passkeys, stored as registering one stores them (the ceremony itself is
  // features/people/auth/passkeys.test.ts's: through the API it would end the reader's session).
  'GET /api/v1/auth/passkeys': {
    reader: 'member',
    path: '/api/v1/auth/passkeys',
    add: (ctx, _s, n) =>
      times(n, () =>
        ctx.t.deps.db.insert(authPasskeys).values({
          id: newId(),
          userId: ctx.memberUser.userId,
          name: `Key ${unique()}`,
          credentialId: newId(),
          publicKey: 'pQECAyYgASFYIA',
          deviceType: 'singleDevice',
        }),
      ),
  },

  // The platform (eventflowAdmins) and a person's events
  'GET /api/v1/my-events': {
    reader: 'member',
    path: '/api/v1/my-events',
    add: (ctx, _s, n) =>
      times(n, async () => {
        const other = await ctx.t.buildEvent();
        await ctx.t.addMembership(other.id, ctx.memberUser.userId);
      }),
  },
  'GET /api/v1/events': {
    setup: platformAdmin,
    reader: platformReader,
    path: '/api/v1/events',
    add: (ctx, _s, n) => times(n, () => ctx.t.buildEvent()),
  },
  'GET /api/v1/platform/events': {
    setup: platformAdmin,
    reader: platformReader,
    path: '/api/v1/platform/events?pageSize=200',
    add: (ctx, _s, n) => times(n, () => ctx.t.buildEvent()),
  },
  'GET /api/v1/platform/admins': {
    setup: platformAdmin,
    reader: platformReader,
    path: '/api/v1/platform/admins?pageSize=200',
    add: (ctx, _s, n) =>
      times(n, () => ctx.t.buildUser(ctx.event.id, { permissions: 'eventflowAdmin' })),
  },
  'GET /api/v1/platform/activity': {
    setup: platformAdmin,
    reader: platformReader,
    // The entries of the events this list case makes (each made event is one 'created' entry).
    path: '/api/v1/platform/activity?pageSize=200&filter=action:created&q=Activity%20probe',
    add: (ctx, _s, n) => times(n, () => ctx.t.buildEvent({ name: `Activity probe ${unique()}` })),
  },
  'GET /api/v1/platform/sso-providers': {
    setup: platformAdmin,
    reader: platformReader,
    path: '/api/v1/platform/sso-providers?pageSize=200',
    add: (ctx, s, n) => addSsoProviders(ctx, s.rootId!, n),
  },
  // The login page's buttons: read by anyone on the event's host (here, its member).
  'GET /api/v1/public/sso-providers': {
    setup: platformAdmin,
    reader: 'member',
    path: '/api/v1/public/sso-providers',
    add: (ctx, s, n) => addSsoProviders(ctx, s.rootId!, n),
  },
  'GET /api/v1/platform/people': {
    setup: platformAdmin,
    reader: platformReader,
    path: '/api/v1/platform/people?pageSize=200',
    add: (ctx, _s, n) => times(n, () => ctx.t.buildUser(ctx.event.id)),
  },

  // Emails
  [`GET ${e}/emails/log`]: { path: '/emails/log', add: (ctx, _s, n) => addEmails(ctx, n) },
  [`GET ${e}/emails`]: { path: '/emails', add: (ctx, _s, n) => addEmails(ctx, n) },
  [`GET ${e}/email-templates`]: {
    path: '/email-templates',
    // Sixteen kinds always: the rows are the customised ones.
    size: (body) => (body as Array<{ isCustomised: boolean }>).filter((x) => x.isCustomised).length,
    setup: async () => ({ next: '0' }),
    add: (ctx, s, n) =>
      times(n, () => {
        const kind = customisable[Number(s.next)]!;
        s.next = String(Number(s.next) + 1);
        return ok(
          ctx.admin.put(`/email-templates/${kind}`, { subject: `S ${unique()}`, body: '<p>B</p>' }),
        );
      }),
  },

  // Navigation and the dashboard
  [`GET ${e}/core-pages`]: {
    reader: 'member',
    path: '/core-pages',
    // Every core page always: the rows are the saved ones.
    size: (body) =>
      (body as { corePages: Array<{ title: string }> }).corePages.filter((p) =>
        p.title.startsWith('Saved'),
      ).length,
    setup: async () => ({ next: '0' }),
    add: (ctx, s, n) =>
      times(n, () => {
        const id = corePageIds[Number(s.next)]!;
        s.next = String(Number(s.next) + 1);
        return ok(
          ctx.admin.put(`/core-pages/${id}`, {
            title: `Saved ${id}`,
            icon: 'home',
            isPublished: true,
            assetId: null,
          }),
        );
      }),
  },
  [`GET ${e}/sidebar`]: {
    reader: 'member',
    path: '/sidebar',
    setup: async () => ({ sections: '0' }),
    add: async (ctx, s, n) => {
      s.sections = String(Number(s.sections) + n);
      const pages = await Promise.all(
        Array.from({ length: Number(s.sections) }, () =>
          ok(ctx.admin.post('/content', { title: `Page ${unique()}`, isPublished: true })),
        ),
      );
      await ok(
        ctx.admin.put('/sidebar', {
          sections: pages.map((page, index) => ({
            id: `section-${index}`,
            heading: `Section ${index}`,
            itemIds: [page.id],
            index,
            isCollapsable: true,
          })),
        }),
      );
    },
  },
  [`GET ${e}/dashboard/cards`]: {
    reader: 'member',
    path: '/dashboard/cards',
    // Six cards always: the rows are the content pages they show.
    size: (body) =>
      (body as { cards: Array<{ type: string }> }).cards.filter((c) => c.type === 'content').length,
    setup: async () => ({ cards: '0' }),
    add: async (ctx, s, n) => {
      s.cards = String(Number(s.cards) + n);
      const layouts = (await ok(ctx.admin.get('/card-layouts'))) as unknown as {
        layouts: Array<{ id: string; isDefault: boolean; cards: Array<Record<string, unknown>> }>;
      };
      const layout = layouts.layouts.find((l) => l.isDefault)!;
      const cards = [];
      for (const [index, card] of layout.cards.entries()) {
        const { id: _id, ...rest } = card;
        if (index >= Number(s.cards)) cards.push(rest);
        else {
          const page = await ok(
            ctx.admin.post('/content', { title: `Card ${unique()}`, isPublished: true }),
          );
          cards.push({ ...rest, type: 'content', pathId: page.id });
        }
      }
      await ok(
        ctx.admin.put(`/card-layouts/${layout.id}`, { name: 'Default', teamTypeIds: [], cards }),
      );
    },
  },

  // Content, downloads and files
  [`GET ${e}/content`]: { path: '/content', add: (ctx, _s, n) => addContent(ctx, n) },
  [`GET ${e}/member/content`]: {
    reader: 'member',
    path: '/member/content',
    add: (ctx, _s, n) => addContent(ctx, n),
  },
  [`GET ${e}/member/featured-content`]: {
    reader: 'member',
    path: '/member/featured-content',
    add: (ctx, _s, n) => addContent(ctx, n, { isFeatured: true }),
  },
  [`GET ${e}/assets`]: {
    path: '/assets',
    add: (ctx, _s, n) => times(n, () => ok(upload(ctx, '/assets'))),
  },
  [`GET ${e}/downloads`]: {
    path: '/downloads',
    add: (ctx, _s, n) => times(n, () => ok(upload(ctx, '/downloads', { name: unique() }))),
  },
  [`GET ${e}/member/downloads`]: {
    reader: 'member',
    path: '/member/downloads',
    add: (ctx, _s, n) => times(n, () => ok(upload(ctx, '/downloads', { name: unique() }))),
  },

  // Forms and submissions
  [`GET ${e}/forms`]: {
    path: '/forms',
    add: addAsAdmin('/forms', () => ({ title: unique() })),
  },
  [`GET ${e}/member/forms`]: {
    reader: 'member',
    path: '/member/forms',
    add: addAsAdmin('/forms', () => ({ title: unique(), isPublished: true })),
  },
  [`GET ${e}/field-groups`]: {
    path: '/field-groups',
    add: addAsAdmin('/field-groups', () => ({ title: unique() })),
  },
  [`GET ${e}/field-groups/options`]: {
    path: '/field-groups/options',
    add: addAsAdmin('/field-groups', () => ({ title: unique() })),
  },
  [`GET ${e}/member/forms/{formId}/submissions`]: {
    setup: withForm,
    reader: 'member',
    path: (s) => `/member/forms/${s.formId}/submissions`,
    add: (ctx, s, n) =>
      times(n, () =>
        ok(
          ctx.member.post(`/member/forms/${s.formId}/submissions`, {
            values: { name: unique() },
            isDraft: true,
          }),
        ),
      ),
  },
  [`GET ${e}/forms/{formId}/submissions`]: {
    setup: withForm,
    path: (s) => `/forms/${s.formId}/submissions`,
    add: (ctx, s, n) =>
      times(n, () =>
        ok(
          ctx.member.post(`/member/forms/${s.formId}/submissions`, {
            values: { name: unique(), needsPower: 'No' },
            isDraft: false,
          }),
        ),
      ),
  },
  [`GET ${e}/forms/{formId}/confirmations`]: {
    setup: withForm,
    path: (s) => `/forms/${s.formId}/confirmations`,
    add: (ctx, s, n) =>
      times(n, () => ok(ctx.admin.post(`/forms/${s.formId}/confirmations`, { name: unique() }))),
  },
  [`GET ${e}/forms/{formId}/notifications`]: {
    setup: withForm,
    path: (s) => `/forms/${s.formId}/notifications`,
    add: (ctx, s, n) =>
      times(n, () => ok(ctx.admin.post(`/forms/${s.formId}/notifications`, { name: unique() }))),
  },
  [`GET ${e}/forms/{formId}/webhooks`]: {
    setup: withForm,
    path: (s) => `/forms/${s.formId}/webhooks`,
    add: (ctx, s, n) => addWebhooks(ctx, s, n),
  },
  [`GET ${e}/forms/{formId}/webhooks/{webhookId}/deliveries`]: {
    setup: async (ctx) => {
      const s = await withForm(ctx);
      await addWebhooks(ctx, s, 1);
      const hooks = (await ok(ctx.admin.get(`/forms/${s.formId}/webhooks`))) as unknown as Array<{
        id: string;
      }>;
      return { ...s, webhookId: hooks[0]!.id };
    },
    path: (s) => `/forms/${s.formId}/webhooks/${s.webhookId}/deliveries`,
    add: (ctx, s, n) =>
      times(n, async () => {
        const deliveryId = newId();
        const eventId = ctx.event.id;
        await ctx.t.deps.db.insert(webhookDeliveries).values({
          eventId,
          id: deliveryId,
          webhookId: s.webhookId!,
          submissionId: newId(),
          payload: [],
          status: 'failed',
        });
        await ctx.t.deps.db.insert(webhookDeliveryAttempts).values({
          eventId,
          id: newId(),
          deliveryId,
          webhookId: s.webhookId!,
          attempt: 1,
          statusCode: 500,
        });
      }),
  },
  // Integrations
  [`GET ${e}/api-tokens`]: {
    path: '/api-tokens',
    add: addAsAdmin('/api-tokens', () => ({
      name: `Token ${unique()}`,
      scopes: { people: 'read' },
    })),
  },
  [`GET ${e}/event-webhooks`]: {
    path: '/event-webhooks',
    add: addAsAdmin('/event-webhooks', () => eventWebhookBody()),
  },
  [`GET ${e}/event-webhooks/{eventWebhookId}/deliveries`]: {
    setup: async (ctx) => {
      const { webhook } = (await ok(
        ctx.admin.post('/event-webhooks', eventWebhookBody()),
      )) as unknown as { webhook: { id: string } };
      return { webhookId: webhook.id };
    },
    path: (s) => `/event-webhooks/${s.webhookId}/deliveries`,
    add: (ctx, s, n) =>
      times(n, async () => {
        const deliveryId = newId();
        const eventId = ctx.event.id;
        await ctx.t.deps.db.insert(eventWebhookDeliveries).values({
          eventId,
          id: deliveryId,
          webhookId: s.webhookId!,
          kind: 'ping',
          payload: pingPayload(deliveryId, eventId),
          status: 'failed',
        });
        await ctx.t.deps.db.insert(eventWebhookDeliveryAttempts).values({
          eventId,
          id: newId(),
          deliveryId,
          webhookId: s.webhookId!,
          attempt: 1,
          statusCode: 500,
        });
      }),
  },

  // Tasks
  [`GET ${e}/tasks`]: {
    path: '/tasks',
    add: addAsAdmin('/tasks', () => ({ title: unique() })),
  },
  [`GET ${e}/task-groups`]: {
    path: '/task-groups',
    add: addAsAdmin('/task-groups', () => ({ title: unique() })),
  },
  [`GET ${e}/task-groups/options`]: {
    path: '/task-groups/options',
    add: addAsAdmin('/task-groups', () => ({ title: unique() })),
  },
  [`GET ${e}/tasks/{taskId}/attachments`]: {
    setup: async (ctx) => ({ taskId: (await ok(ctx.admin.post('/tasks', { title: 'T' }))).id }),
    path: (s) => `/tasks/${s.taskId}/attachments`,
    add: (ctx, s, n) => times(n, () => ok(upload(ctx, `/tasks/${s.taskId}/attachments`))),
  },
  [`GET ${e}/tasks/{taskId}/report`]: {
    setup: async (ctx) => ({ taskId: (await ok(ctx.admin.post('/tasks', { title: 'T' }))).id }),
    path: (s) => `/tasks/${s.taskId}/report`,
    add: (ctx, _s, n) => addTeams(ctx, n),
  },

  // Reports
  [`GET ${e}/reports`]: {
    path: '/reports',
    add: (ctx, _s, n) =>
      times(n, () =>
        ok(
          ctx.admin.post('/reports', {
            name: unique(),
            reportType: 'tasks',
            operation: 'completion',
            allTasks: true,
            allTeams: true,
          }),
        ),
      ),
  },

  // Suppliers
  [`GET ${e}/suppliers`]: { path: '/suppliers', add: (ctx, _s, n) => addSuppliers(ctx, n) },
  [`GET ${e}/member/suppliers`]: {
    reader: 'member',
    path: '/member/suppliers',
    size: (body) =>
      (body as { groups: Array<{ suppliers: unknown[] }> }).groups.reduce(
        (sum, group) => sum + group.suppliers.length,
        0,
      ),
    add: (ctx, _s, n) => addSuppliers(ctx, n),
  },
  [`GET ${e}/supplier-groups`]: {
    path: '/supplier-groups',
    add: addAsAdmin('/supplier-groups', () => ({ title: unique() })),
  },
  [`GET ${e}/supplier-groups/options`]: {
    path: '/supplier-groups/options',
    add: addAsAdmin('/supplier-groups', () => ({ title: unique() })),
  },

  // Notifications
  [`GET ${e}/notifications`]: {
    path: '/notifications',
    add: addAsAdmin('/notifications', () => ({ title: unique() })),
  },
  [`GET ${e}/member/notifications`]: {
    reader: 'member',
    path: '/member/notifications',
    add: addAsAdmin('/notifications', () => ({ title: unique(), delivery: 'now' })),
  },

  // Activity (the audit trail's screens: features/activity)
  [`GET ${e}/activity`]: {
    path: '/activity',
    add: addAsAdmin('/tasks', () => ({ title: unique() })),
  },
  [`GET ${e}/activity/actors`]: {
    path: '/activity/actors',
    add: (ctx, _s, n) =>
      times(n, async () => {
        const someone = await ctx.t.buildUser(ctx.event.id, { permissions: 'admin' });
        const asSomeone = await callerFor(ctx.t, ctx.event, someone);
        await ok(asSomeone.post('/tasks', { title: unique() }));
      }),
  },
  [`GET ${e}/activity/records/{kind}/{recordId}`]: {
    setup: async (ctx) => ({ taskId: (await ok(ctx.admin.post('/tasks', { title: 'T' }))).id }),
    path: (s) => `/activity/records/task/${s.taskId}`,
    add: (ctx, s, n) =>
      times(n, () => ok(ctx.admin.patch(`/tasks/${s.taskId}`, { title: unique() }))),
  },
  [`GET ${e}/my-team/history`]: {
    reader: 'member',
    path: '/my-team/history',
    add: (ctx, _s, n) =>
      times(n, () => ok(ctx.admin.patch(`/teams/${ctx.teamId}`, { name: `Team ${unique()}` }))),
  },
  [`GET ${e}/my-team/submissions/{submissionId}/history`]: {
    reader: 'member',
    setup: async (ctx) => {
      const formId = await insertSimpleForm(ctx.t.deps.db, ctx.event.id, { isEditable: true });
      const { submission } = (await ok(
        ctx.member.post(`/member/forms/${formId}/submissions`, { values: {}, isDraft: true }),
      )) as unknown as { submission: { id: string; updatedAt: string } };
      return { formId, submissionId: submission.id, updatedAt: submission.updatedAt };
    },
    path: (s) => `/my-team/submissions/${s.submissionId}/history`,
    add: (ctx, s, n) =>
      times(n, async () => {
        const { submission } = (await ok(
          ctx.member.put(`/member/forms/${s.formId}/submissions/${s.submissionId}`, {
            values: { name: unique() },
            isDraft: true,
            expectedUpdatedAt: s.updatedAt,
          }),
        )) as unknown as { submission: { updatedAt: string } };
        s.updatedAt = submission.updatedAt;
      }),
  },
};

/**
 * Lists inside a bigger answer, which the OpenAPI rule does not find: tested all the same (their
 * routes must still exist). Other answers that hold a few records of their own (a record's
 * sections, rules or contacts) are not in the table.
 */
const inside: Record<string, ListCase> = {
  [`GET ${e}/teams/{teamId}`]: {
    path: '/teams/{teamId}',
    size: (body) => (body as { members: unknown[] }).members.length,
    add: (ctx, _s, n) => addTeamMembers(ctx, n),
  },
  // The team page's task progress: one query over the tasks the team sees.
  [`GET ${e}/teams/{teamId}/tasks`]: {
    path: '/teams/{teamId}/tasks',
    size: (body) => (body as { tasks: unknown[] }).tasks.length,
    add: addAsAdmin('/tasks', () => ({ title: unique() })),
  },
  [`GET ${e}/member/tasks`]: {
    reader: 'member',
    path: '/member/tasks',
    size: (body) =>
      (body as { groups: Array<{ tasks: unknown[] }> }).groups.reduce(
        (sum, group) => sum + group.tasks.length,
        0,
      ),
    add: addAsAdmin('/tasks', () => ({ title: unique() })),
  },
  [`GET ${e}/member/tasks/{taskId}/comments`]: {
    setup: async (ctx) => ({ taskId: (await ok(ctx.admin.post('/tasks', { title: 'T' }))).id }),
    reader: 'member',
    path: (s) => `/member/tasks/${s.taskId}/comments`,
    add: (ctx, s, n) =>
      times(n, () => ok(ctx.member.post(`/member/tasks/${s.taskId}/comments`, { text: unique() }))),
  },
  [`GET ${e}/tasks/{taskId}/teams/{teamId}/comments`]: {
    setup: async (ctx) => ({ taskId: (await ok(ctx.admin.post('/tasks', { title: 'T' }))).id }),
    path: (s) => `/tasks/${s.taskId}/teams/{teamId}/comments`,
    add: (ctx, s, n) =>
      times(n, () =>
        ok(ctx.admin.post(`/tasks/${s.taskId}/teams/${ctx.teamId}/comments`, { text: unique() })),
      ),
  },
};

describe.each(testDatabases)('every list on %s: no query per row', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createCountingApp(kind);
  });
  afterAll(() => t.close());

  it('covers every list route the API serves, and no route it no longer serves', () => {
    expect(Object.keys(lists).sort()).toEqual(listRoutes(t.app));
    const served = Object.keys((t.app.swagger() as { paths: object }).paths);
    for (const route of Object.keys(inside)) expect(served).toContain(route.slice('GET '.length));
  });

  const every = { ...lists, ...inside };
  it.each(Object.keys(every))('%s: as many queries for 3 items as for 1', async (route) => {
    const list = every[route]!;
    const ctx = await createListContext(t);
    const state = (await list.setup?.(ctx)) ?? {};
    const path = (typeof list.path === 'string' ? list.path : list.path(state)).replace(
      '{teamId}',
      ctx.teamId,
    );
    const reader =
      list.reader === 'member'
        ? ctx.memberUser
        : typeof list.reader === 'function'
          ? list.reader(ctx, state)
          : ctx.adminUser;
    const read = () => readList(() => ctx.get(reader, path), list.size);

    // A reader's first request warms what is kept per session (the signed cookie's check).
    expect((await ctx.get(reader, path)).statusCode).toBe(200);
    await list.add(ctx, state, 1);
    const one = await read();
    await list.add(ctx, state, 2);
    const three = await read();

    // The items show (else the counts prove nothing), then the counts stay.
    expect(three.size - one.size, 'the two items added show in the list').toBe(2);
    expect({ cold: three.cold, warm: three.warm }, `queries for 1: ${JSON.stringify(one)}`).toEqual(
      {
        cold: one.cold,
        warm: one.warm,
      },
    );
  });
});
