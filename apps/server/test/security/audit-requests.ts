import { type SQL, sql } from 'drizzle-orm';
import type { EventRow } from '../../src/features/platform/events/queries.ts';
import { callerFor } from '../support/caller.ts';
import type { TestApp } from '../support/harness.ts';
import { pdfDocument } from '../support/sample-files.ts';
import { insertSimpleForm } from '../support/test-forms.ts';
import type { IdKind } from './sweep-fixture.ts';

export interface RequestContext {
  eventId: string;
  ids: Record<IdKind, string[]>;
  /** The caller (a platform admin owning a team). */
  userId: string;
  rows(query: SQL): Promise<Array<Record<string, unknown>>>;
  /** A call as the caller that must succeed; its answer. */
  call(method: 'POST' | 'PUT' | 'PATCH', url: string, body: unknown): Promise<unknown>;
  upload(
    url: string,
    file: { fileName: string; contentType?: string; data: Buffer },
  ): Promise<unknown>;
  /** A guest's token for a submission, dated a minute back (as someone filling the form holds it). */
  guestToken(formId: string, submissionId: string): Promise<string>;
  png: Buffer;
}

export interface AuditRequest {
  url: string;
  body:
    | { kind: 'json'; value: unknown }
    | { kind: 'multipart'; fields: Record<string, string> }
    | null;
  /** The file of a multipart body (a PDF unless given). */
  file?: { fileName: string; contentType?: string; data: Buffer };
}

/**
 * Records of the caller's own team for the member routes to act on: tasks of each kind a
 * member acts on (agree, upload, count a submission, approval) with a comment and a reply on
 * the first, and a form the team fills with a draft. Listed by kind, first first.
 */
export async function buildOwnRecords(
  t: TestApp,
  event: EventRow,
  user: { email: string; password: string },
  teamId: string,
): Promise<Partial<Record<IdKind, string[]>>> {
  const as = await callerFor(t, event, user);
  const ok = async (response: Promise<{ statusCode: number; body: string; json(): unknown }>) => {
    const r = await response;
    if (r.statusCode >= 300) throw new Error(`the caller's own records: ${r.statusCode} ${r.body}`);
    return r.json() as { id: string };
  };
  const formId = await insertSimpleForm(t.deps.db, event.id, {
    title: 'Audit form',
    isPublic: true,
    isEditable: true,
  });
  const task = (body: Record<string, unknown>) => ok(as.post('/tasks', body));
  const approval = await task({ title: 'Audit approval', isApprovalNeeded: true });
  const disclaimer = await task({
    title: 'Audit terms',
    type: 'disclaimer',
    disclaimer: 'I agree',
  });
  const upload = await task({ title: 'Audit upload', type: 'upload' });
  const formTask = await task({ title: 'Audit form task', type: 'form', formId });
  type Thread = { comments: Array<{ id: string; replies: Array<{ id: string }> }> };
  const thread = `/member/tasks/${approval.id}/comments`;
  const comment = ((await ok(as.post(thread, { text: 'Audit comment' }))) as unknown as Thread)
    .comments[0]!;
  const reply = (
    (await ok(
      as.post(`${thread}/${comment.id}/replies`, { text: 'Audit reply' }),
    )) as unknown as Thread
  ).comments[0]!.replies[0]!;
  const draft = await ok(
    as.post(`/member/forms/${formId}/submissions`, { values: { name: 'Audit' }, isDraft: true }),
  );
  const sent = await ok(
    as.post(`/member/forms/${formId}/submissions`, { values: { name: 'Audit' } }),
  );
  return {
    team: [teamId],
    field: ['docs'],
    task: [approval.id, disclaimer.id, upload.id, formTask.id],
    comment: [comment.id],
    reply: [reply.id],
    form: [formId],
    submission: [sent.id, draft.id],
  };
}

/**
 * Requests that succeed, for the write operations a request built from the schema alone cannot
 * make succeed (a body the service checks beyond its schema, a record in a given state). Keyed
 * by `METHOD /path`; each may first make what it acts on (its writes are not measured).
 */
export const auditRequests: Record<string, (c: RequestContext) => Promise<AuditRequest[]>> = {
  'POST /api/v1/platform/admins': async (c) => [
    json(c, '/api/v1/platform/admins', { email: await emailOf(c, c.ids.user[0]!) }),
  ],
  'DELETE /api/v1/platform/admins/{userId}': async (c) => {
    // The person made a platform admin by the grant's own call, or now.
    const userId = c.ids.user[0]!;
    await c
      .call('POST', '/api/v1/platform/admins', { email: await emailOf(c, userId) })
      .catch(() => undefined);
    return [none(`/api/v1/platform/admins/${userId}`)];
  },
  // Another session of the caller's own (ending the one they call with would log them out).
  'DELETE /api/v1/auth/sessions/{sessionId}': async (c) => {
    const [row] = await c.rows(
      sql`insert into auth_sessions (id, token, expires_at, user_id)
          values (gen_random_uuid()::text, gen_random_uuid()::text, now() + interval '1 day', ${c.userId})
          returning id`,
    );
    return [none(`/api/v1/auth/sessions/${String(row?.id)}`)];
  },
  // A sign-in provider of the caller's event (a provider must name events or domains).
  'POST /api/v1/platform/sso-providers': async (c) => [
    json(c, '/api/v1/platform/sso-providers', ssoProviderBody(c)),
  ],
  'PATCH /api/v1/platform/sso-providers/{providerId}': async (c) => {
    const made = (await c.call('POST', '/api/v1/platform/sso-providers', ssoProviderBody(c))) as {
      id: string;
    };
    return [json(c, `/api/v1/platform/sso-providers/${made.id}`, { name: 'Audit login renamed' })];
  },
  'DELETE /api/v1/platform/sso-providers/{providerId}': async (c) => {
    const made = (await c.call('POST', '/api/v1/platform/sso-providers', ssoProviderBody(c))) as {
      id: string;
    };
    return [none(`/api/v1/platform/sso-providers/${made.id}`)];
  },
  'POST /api/v1/platform/people/{userId}/erase': async (c) => {
    const userId = c.ids.user.at(-1)!;
    return [
      json(c, `/api/v1/platform/people/${userId}/erase`, {
        confirmEmail: await emailOf(c, userId),
      }),
    ];
  },
  // An address the schema's random strings rarely make (inactive: nothing is delivered).
  'POST /api/v1/events/{eventId}/event-webhooks': async (c) => [
    json(c, ev(c, '/event-webhooks'), {
      name: 'Audit hook',
      requestURL: 'https://example.com/audit-hook',
      kinds: ['team.created'],
      isActive: false,
    }),
  ],
  'POST /api/v1/events/{eventId}/card-layouts': async (c) => [
    json(c, ev(c, '/card-layouts'), {
      name: 'Audit layout',
      teamTypeIds: [],
      cards: Array.from({ length: 6 }, () => ({
        type: 'content',
        title: 'Audit card',
        isMini: false,
        description: '',
        pathId: c.ids.content[0],
      })),
    }),
  ],
  'PUT /api/v1/events/{eventId}/custom-fields/order': async (c) => {
    const rows = await c.rows(
      sql`select id from custom_fields where event_id = ${c.eventId} order by index desc`,
    );
    return [json(c, ev(c, '/custom-fields/order'), { ids: rows.map((r) => r.id) })];
  },
  'PUT /api/v1/events/{eventId}/content/{contentId}/sections/order': async (c) => {
    const [page] = await c.rows(
      sql`select id, section_ids from content_pages where event_id = ${c.eventId} and cardinality(section_ids) > 1 limit 1`,
    );
    const ids = [...((page?.section_ids as string[]) ?? [])].reverse();
    return [json(c, ev(c, `/content/${page?.id}/sections/order`), { ids })];
  },
  'PUT /api/v1/events/{eventId}/forms/{formId}/confirmations/order': async (c) => {
    const formId = c.ids.form[0]!;
    for (const name of ['Audit thanks', 'Audit thanks again'])
      await c.call('POST', ev(c, `/forms/${formId}/confirmations`), { name });
    const [form] = await c.rows(
      sql`select confirmation_ids from forms where event_id = ${c.eventId} and id = ${formId}`,
    );
    const ids = [...((form?.confirmation_ids as string[]) ?? [])].reverse();
    return [json(c, ev(c, `/forms/${formId}/confirmations/order`), { ids })];
  },
  'POST /api/v1/events/{eventId}/team-imports': async (c) => [
    {
      url: ev(c, '/team-imports'),
      body: { kind: 'multipart', fields: {} },
      file: {
        fileName: 'teams.csv',
        data: Buffer.from('Team,Email,Type\nAudit imported,audit-import@example.com,Exhibitor\n'),
      },
    },
  ],
  'POST /api/v1/events/{eventId}/team-imports/{importId}/check': async (c) => [
    json(c, ev(c, `/team-imports/${await latestImport(c)}/check`), {
      mapping: { name: 0, ownerEmail: 1, teamType: 2 },
    }),
  ],
  'POST /api/v1/events/{eventId}/team-imports/{importId}/run': async (c) => [
    json(c, ev(c, `/team-imports/${await latestImport(c)}/run`), {}),
  ],
  'PUT /api/v1/events/{eventId}/settings/branding': async (c) => {
    await c.upload(ev(c, '/settings/branding/images/logo'), {
      fileName: 'logo.png',
      contentType: 'image/png',
      data: c.png,
    });
    const [doc] = await c.rows(
      sql`select data from event_settings where event_id = ${c.eventId} and kind = 'branding'`,
    );
    const { id: _id, ...branding } = (doc?.data ?? {}) as Record<string, unknown>;
    return [json(c, ev(c, '/settings/branding'), { ...branding, navBgColor: '#2a3b4c' })];
  },
  'POST /api/v1/events/{eventId}/settings/branding/images/{slot}': async (c) => [
    {
      url: ev(c, '/settings/branding/images/iconLogo'),
      body: { kind: 'multipart', fields: {} },
      file: { fileName: 'icon.png', contentType: 'image/png', data: c.png },
    },
  ],
  'PATCH /api/v1/events/{eventId}/settings/branding': async (c) => [
    json(c, ev(c, '/settings/branding'), { navBgColor: '#1a2b3c' }),
    json(c, ev(c, '/settings/branding'), { navBgColor: '#3c2b1a' }),
  ],
  // A translation into a language the event offers (its settings give it German first).
  'PUT /api/v1/events/{eventId}/translations/{kind}/{recordId}/{language}': async (c) => {
    await c.call('PATCH', ev(c, '/settings/event'), {
      languages: ['en-GB', 'de'],
      defaultLanguage: 'en-GB',
    });
    return [
      json(c, ev(c, '/translations/email-templates/welcome/de'), {
        texts: { subject: 'Willkommen bei {{ eventName }}' },
      }),
    ];
  },
  'PUT /api/v1/events/{eventId}/settings/featured': async (c) => [
    json(c, ev(c, '/settings/featured'), { contentIds: [] }),
    json(c, ev(c, '/settings/featured'), { contentIds: c.ids.content.slice(0, 1) }),
  ],
  'PATCH /api/v1/events/{eventId}/settings/featured': async (c) => [
    json(c, ev(c, '/settings/featured'), { contentIds: [] }),
    json(c, ev(c, '/settings/featured'), { contentIds: c.ids.content.slice(0, 1) }),
  ],
  'PUT /api/v1/events/{eventId}/card-layouts/{layoutId}': async (c) => {
    const [layout] = await c.rows(
      sql`select id from card_layouts where event_id = ${c.eventId} and not is_default limit 1`,
    );
    return [
      json(c, ev(c, `/card-layouts/${layout?.id}`), {
        name: 'Audit layout again',
        teamTypeIds: [],
        cards: Array.from({ length: 6 }, () => ({
          type: 'content',
          title: 'Audit card',
          isMini: false,
          description: '',
          pathId: c.ids.content[0],
        })),
      }),
    ];
  },
  'POST /api/v1/events/{eventId}/member/forms/{formId}/submissions': async (c) => [
    json(c, ev(c, `/member/forms/${c.ids.form[0]}/submissions`), { values: { name: 'Audit' } }),
  ],
  'POST /api/v1/events/{eventId}/tasks/{taskId}/teams/{teamId}/approval': async (c) => {
    const [task] = await c.rows(
      sql`select id from tasks where event_id = ${c.eventId} and title = 'Audit approval'`,
    );
    const teamId = c.ids.team[0]!;
    // The team asks for approval by completing the task.
    await c.call('PUT', ev(c, `/member/tasks/${task!.id}/progress`), { state: 'complete' });
    return [
      json(c, ev(c, `/tasks/${task!.id}/teams/${teamId}/approval`), {
        decision: 'return',
        note: 'Please add the floor plan',
      }),
    ];
  },
  'POST /api/v1/events/{eventId}/guest/forms/{formId}/submissions': async (c) => {
    const formId = c.ids.form[0]!;
    const start = (await c.call('POST', ev(c, `/guest/forms/${formId}/start`), {})) as {
      submissionId: string;
    };
    return [
      json(c, ev(c, `/guest/forms/${formId}/submissions`), {
        submissionId: start.submissionId,
        token: await c.guestToken(formId, start.submissionId),
        values: { name: 'A guest' },
        website: '',
      }),
    ];
  },
  'POST /api/v1/events/{eventId}/teams': async (c) => [
    json(c, ev(c, '/teams'), {
      name: 'Audit new team',
      ownerEmail: 'audit.new.owner@example.com',
      ownerFirstName: 'Ada',
      ownerSurname: 'Lovelace',
    }),
  ],
  'POST /api/v1/events/{eventId}/my-team/members': async (c) => [
    json(c, ev(c, '/my-team/members'), {
      email: 'audit.team.member@example.com',
      firstName: 'Ada',
      surname: 'Byron',
    }),
  ],
  'POST /api/v1/events/{eventId}/my-team/stand-shares': async (c) => [
    json(c, ev(c, '/my-team/stand-shares'), {
      name: 'Audit stand share',
      ownerEmail: 'audit.share.owner@example.com',
      ownerFirstName: 'Grace',
      ownerSurname: 'Hopper',
    }),
  ],
  // A new owner needs names: a generated body leaves the optional names out as often as not.
  'POST /api/v1/events/{eventId}/teams/{parentId}/stand-shares': async (c) => [
    json(c, ev(c, `/teams/${c.ids.team[0]}/stand-shares`), {
      name: 'Audit admin stand share',
      ownerEmail: 'audit.admin.share.owner@example.com',
      ownerFirstName: 'Katherine',
      ownerSurname: 'Johnson',
    }),
  ],
  'POST /api/v1/events/{eventId}/notifications': async (c) => [
    json(c, ev(c, '/notifications'), {
      title: 'Audit news',
      description: '<p>The hall opens at 7:00.</p>',
      delivery: 'now',
    }),
  ],
  'POST /api/v1/events/{eventId}/api-tokens': async (c) => [
    json(c, ev(c, '/api-tokens'), { name: 'Audit badge printer', scopes: { people: 'read' } }),
  ],
  'PATCH /api/v1/events/{eventId}/my-team': async (c) => {
    const fields = await c.rows(
      sql`select id from custom_fields where event_id = ${c.eventId} and type = 'text'`,
    );
    const customFields = Object.fromEntries(fields.map((f) => [f.id, 'Audit stand 42']));
    return [json(c, ev(c, '/my-team'), { customFields })];
  },
  'PUT /api/v1/events/{eventId}/member/tasks/{taskId}/assignees': async (c) => {
    const taskId = await ownTask(c, 'Audit approval');
    return [json(c, ev(c, `/member/tasks/${taskId}/assignees`), { userIds: [c.userId] })];
  },
  'POST /api/v1/events/{eventId}/team-imports/{importId}/team-types': async (c) => [
    json(c, ev(c, `/team-imports/${await latestImport(c)}/team-types`), { names: ['Exhibitor'] }),
  ],
  'POST /api/v1/events/{eventId}/member/tasks/{taskId}/submission': async (c) => {
    const [formTask] = await c.rows(
      sql`select id, form_id from tasks where event_id = ${c.eventId} and title = 'Audit form task'`,
    );
    await c.call('POST', ev(c, `/member/forms/${formTask!.form_id}/submissions`), {
      values: { name: 'Audit sent' },
    });
    const [sent] = await c.rows(
      sql`select id from submissions where event_id = ${c.eventId} and form_id = ${formTask!.form_id}
          and not is_draft and team_id = ${c.ids.team[0]} order by created_at desc limit 1`,
    );
    const submissionId = sent?.id;
    // Then incomplete again: sending may have counted it for the task already.
    await c.call('PUT', ev(c, `/tasks/${formTask!.id}/teams/${c.ids.team[0]}/progress`), {
      state: 'incomplete',
    });
    return [json(c, ev(c, `/member/tasks/${formTask!.id}/submission`), { submissionId })];
  },
  'DELETE /api/v1/events/{eventId}/teams/{teamId}/members/{userId}': async (c) => {
    const rows = await c.rows(
      sql`select tm.team_id, tm.user_id from team_members tm join teams t on t.event_id = tm.event_id and t.id = tm.team_id
          where tm.event_id = ${c.eventId} and tm.user_id <> t.owner_id and tm.user_id <> ${c.userId} limit 3`,
    );
    return rows.map((r) => none(ev(c, `/teams/${r.team_id}/members/${r.user_id}`)));
  },
  'DELETE /api/v1/events/{eventId}/content/{contentId}/sections/{sectionId}': async (c) => {
    const rows = await c.rows(
      sql`select content_id, id from content_sections where event_id = ${c.eventId} limit 3`,
    );
    return rows.map((r) => none(ev(c, `/content/${r.content_id}/sections/${r.id}`)));
  },
  'DELETE /api/v1/events/{eventId}/field-groups/{fieldGroupId}': async (c) => {
    const group = (await c.call('POST', ev(c, '/field-groups'), {
      title: 'Audit spare group',
    })) as {
      id: string;
    };
    return [none(ev(c, `/field-groups/${group.id}`))];
  },
  'DELETE /api/v1/events/{eventId}/member/forms/{formId}/submissions/{submissionId}': async (c) => {
    const formId = c.ids.form[0]!;
    const draft = (await c.call('POST', ev(c, `/member/forms/${formId}/submissions`), {
      values: { name: 'Audit spare' },
      isDraft: true,
    })) as { id?: string; submission?: { id: string } };
    return [none(ev(c, `/member/forms/${formId}/submissions/${draft.submission?.id ?? draft.id}`))];
  },
  'DELETE /api/v1/events/{eventId}/member/tasks/{taskId}/files/{fileId}': async (c) => {
    const [task] = await c.rows(
      sql`select id from tasks where event_id = ${c.eventId} and title = 'Audit upload'`,
    );
    await c.upload(ev(c, `/member/tasks/${task!.id}/files`), {
      fileName: 'plan.pdf',
      data: pdfDocument,
    });
    const [status] = await c.rows(
      sql`select file_ids from task_statuses where event_id = ${c.eventId} and task_id = ${task!.id}`,
    );
    const fileId = ((status?.file_ids as string[]) ?? [])[0];
    return [none(ev(c, `/member/tasks/${task!.id}/files/${fileId}`))];
  },
  'DELETE /api/v1/events/{eventId}/tasks/{taskId}/attachments/{fileId}': async (c) => {
    const taskId = c.ids.task[0]!;
    const file = (await c.upload(ev(c, `/tasks/${taskId}/attachments`), {
      fileName: 'plan.pdf',
      data: pdfDocument,
    })) as { id?: string; fileId?: string };
    const [task] = await c.rows(
      sql`select attachment_ids from tasks where event_id = ${c.eventId} and id = ${taskId}`,
    );
    const fileId = file.fileId ?? file.id ?? ((task?.attachment_ids as string[]) ?? [])[0];
    return [none(ev(c, `/tasks/${taskId}/attachments/${fileId}`))];
  },
  'DELETE /api/v1/events/{eventId}/member/notifications/{notificationId}/read': async (c) => {
    const sent = (await c.call('POST', ev(c, '/notifications'), {
      title: 'Audit news',
      description: '<p>News</p>',
      delivery: 'now',
    })) as { id: string };
    await c.call('PUT', ev(c, `/member/notifications/${sent.id}/read`), undefined);
    return [none(ev(c, `/member/notifications/${sent.id}/read`))];
  },
  ...Object.fromEntries(
    (
      [
        ['tasks', { title: 'Audit spare task' }],
        ['forms', { title: 'Audit spare form' }],
        ['suppliers', { company: 'Audit spare supplier' }],
        ['supplier-groups', { title: 'Audit spare group' }],
      ] as const
    ).map(([collection, body]) => [
      `POST /api/v1/events/{eventId}/${collection}/archive`,
      async (c: RequestContext) => {
        const made = (await c.call('POST', ev(c, `/${collection}`), body)) as {
          id?: string;
          form?: { id: string };
        };
        return [
          json(c, ev(c, `/${collection}/archive`), {
            ids: [made.form?.id ?? made.id],
            isArchived: true,
          }),
        ];
      },
    ]),
  ),
};

const signIn =
  "Signing in and a person's own account (password, email, second factor, sessions): no record of an event";

/**
 * Write operations that change no record of an event and so write no entry, with why. The
 * coverage test fails if one of them does write one.
 */
export const noEntryOperations: Record<string, string> = {
  'POST /api/v1/auth/login': signIn,
  'POST /api/v1/auth/logout': signIn,
  'POST /api/v1/auth/forgot-password': signIn,
  'POST /api/v1/auth/verify-token': signIn,
  'POST /api/v1/auth/reset-password': signIn,
  'POST /api/v1/auth/set-password': signIn,
  'POST /api/v1/auth/change-password': signIn,
  'POST /api/v1/auth/update-email': signIn,
  'POST /api/v1/auth/update-email/confirm': signIn,
  'POST /api/v1/auth/login/second-factor': signIn,
  'POST /api/v1/auth/second-factor/totp': signIn,
  'POST /api/v1/auth/second-factor/totp/confirm': signIn,
  'POST /api/v1/auth/second-factor/disable': signIn,
  'POST /api/v1/auth/second-factor/recovery-codes': signIn,
  'POST /api/v1/auth/login/second-factor/passkey-options': signIn,
  'POST /api/v1/auth/passkeys/registration-options': signIn,
  'POST /api/v1/auth/passkeys': signIn,
  'PATCH /api/v1/auth/passkeys/{passkeyId}': signIn,
  'POST /api/v1/auth/passkeys/{passkeyId}/remove': signIn,
  'DELETE /api/v1/auth/sessions/{sessionId}': signIn,
  'POST /api/v1/auth/sessions/end-others': signIn,
  'POST /api/v1/platform/events/{eventId}/switch':
    "Moves a platform admin's session to another event",
  'POST /api/v1/email-events': "A mail provider's delivery news: the email log keeps it",
  'POST /api/v1/events/{eventId}/guest/forms/{formId}/submissions/{submissionId}/files/{fieldId}':
    "A guest's file waits for the submission it belongs to",
  'PUT /api/v1/events/{eventId}/locks/{type}/{recordId}':
    'An editing lock says who is editing now; the save is the change',
  'DELETE /api/v1/events/{eventId}/locks/{type}/{recordId}':
    'An editing lock says who is editing now; the save is the change',
  'POST /api/v1/events/{eventId}/guest/forms/{formId}/start':
    "Starts a guest's form: nothing is stored until they send it",
  'POST /api/v1/events/{eventId}/member/forms/{formId}/submissions/{submissionId}/files/{fieldId}':
    "A file joins the submission's answers when the submission is saved: the save is the entry",
  'POST /api/v1/events/{eventId}/forms/{formId}/submissions/{submissionId}/files/{fieldId}':
    "A file joins the submission's answers when the submission is saved: the save is the entry",
  'POST /api/v1/events/{eventId}/forms/{formId}/webhooks/{webhookId}/test':
    'Sends a sample to the address and changes nothing',
  'POST /api/v1/events/{eventId}/email-templates/{emailId}/preview':
    'Renders the template and changes nothing',
  'POST /api/v1/events/{eventId}/email-templates/{emailId}/test':
    'Sends the template to the caller and changes nothing',
  'PUT /api/v1/events/{eventId}/member/notifications/{notificationId}/read':
    "A member's own reading state",
  'DELETE /api/v1/events/{eventId}/member/notifications/{notificationId}/read':
    "A member's own reading state",
  'POST /api/v1/events/{eventId}/member/notifications/read-all': "A member's own reading state",
};

/**
 * Write operations this test cannot reach on its event, and the test that holds them to the
 * audit trail instead.
 */
export const testedElsewhere: Record<string, string> = {
  'POST /api/v1/setup': 'features/platform/setup (first-run setup runs once per installation)',
  'POST /api/v1/events/{eventId}/invitation/accept':
    'features/activity/audit-trail.test.ts (an invitation of the caller)',
  'POST /api/v1/events/{eventId}/invitation/decline':
    'features/activity/audit-trail.test.ts (an invitation of the caller)',
};

const ev = (c: RequestContext, path: string) => `/api/v1/events/${c.eventId}${path}`;
const ssoProviderBody = (c: RequestContext) => ({
  name: 'Audit login',
  issuer: 'https://login.audit.example',
  clientId: 'showdesk',
  clientSecret: 'audit-client-secret',
  eventIds: [c.eventId],
});
const none = (url: string): AuditRequest => ({ url, body: null });
const json = (_c: RequestContext, url: string, value: unknown): AuditRequest => ({
  url,
  body: { kind: 'json', value },
});
const emailOf = async (c: RequestContext, userId: string) => {
  const [row] = await c.rows(sql`select email from user_profiles where id = ${userId}`);
  return String(row?.email ?? '');
};
const ownTask = async (c: RequestContext, title: string) => {
  const [row] = await c.rows(
    sql`select id from tasks where event_id = ${c.eventId} and title = ${title}`,
  );
  return String(row?.id);
};
const latestImport = async (c: RequestContext) => {
  const [row] = await c.rows(
    sql`select id from team_imports where event_id = ${c.eventId} order by created_at desc limit 1`,
  );
  return String(row?.id ?? 'none');
};
