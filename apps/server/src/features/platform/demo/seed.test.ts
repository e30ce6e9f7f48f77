import { addDays, daysBetween, eventCopySummarySchema } from '@showdesk/domain/platform/event-copy';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { callerFor } from '../../../../test/support/caller.ts';
import { testDatabases } from '../../../../test/support/databases.ts';
import { useTestApp } from '../../../../test/support/harness.ts';
import { eventCopies } from '../../../db/schema/events.ts';
import { submissions } from '../../../db/schema/forms.ts';
import { taskStatuses, tasks } from '../../../db/schema/tasks.ts';
import { getEventBySlug, getFirstEvent } from '../events/queries.ts';
import { demoHistory } from './history.ts';
import { demoGermanMember, demoInvitee, demoPassword, seedDemo } from './seed.ts';
import { dayFrom } from './tasks.ts';

describe.each(testDatabases)('demo seed on %s', (kind) => {
  const t = useTestApp(kind);

  /** The demo event, and a `get` of its API (the JSON body) as one of the demo's people. */
  const demoAs = async (email: string) => {
    const event = (await getFirstEvent(t.deps.db))!;
    const caller = await callerFor(t, event, { email, password: demoPassword });
    return { event, get: async (path: string) => (await caller.get(path)).json() };
  };
  /**
   * The demo event, and a `get` as one of the demo's people answering the whole response: of a
   * path of the event's API, or of an /api URL (a file's).
   */
  const demoSessionAs = async (email: string) => {
    const event = (await getFirstEvent(t.deps.db))!;
    const cookie = await t.login(event, { email, password: demoPassword });
    const get = (path: string) =>
      t.app.inject({
        url: path.startsWith('/api') ? path : `/api/v1/events/${event.id}${path}`,
        headers: { host: event.hostnames[0]!, cookie },
      });
    return { event, get };
  };

  it('gives the demo event its own name and dates in its own year', async () => {
    expect(await seedDemo(t.deps)).not.toBeNull();
    const { get } = await demoSessionAs('admin@showdesk.demo');
    const response = await get('/settings/event');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      eventName: 'Showdesk Demo Expo 2027',
      shortName: 'Demo Expo',
      startDate: '2027-11-15',
      endDate: '2027-11-16',
      timeZone: 'Europe/Amsterdam',
    });
    // In Amsterdam, not UTC: its row says so too, and it is open.
    expect(await getFirstEvent(t.deps.db)).toMatchObject({
      slug: 'demo',
      timeZone: 'Europe/Amsterdam',
      closedAt: null,
    });
  });

  it('has a closed past edition in the same zone, copied into this one by the event copy', async () => {
    const current = (await getFirstEvent(t.deps.db))!;
    const past = (await getEventBySlug(t.deps.db, 'demo-2026'))!;
    expect(past).toMatchObject({
      name: 'Showdesk Demo Expo 2026',
      hostnames: ['demo-2026.localhost'],
      timeZone: 'Europe/Amsterdam',
    });
    expect(past.closedAt).toBeInstanceOf(Date);
    // Its admin reads it at its own host: last year's dates, the zone.
    const cookie = await t.login(past, { email: 'admin@showdesk.demo', password: demoPassword });
    const settings = await t.app.inject({
      url: `/api/v1/events/${past.id}/settings/event`,
      headers: { host: 'demo-2026.localhost', cookie },
    });
    expect(settings.json()).toMatchObject({
      eventName: 'Showdesk Demo Expo 2026',
      startDate: '2026-11-16',
      endDate: '2026-11-17',
      timeZone: 'Europe/Amsterdam',
    });
    // A show that happened: the demo team's stand order and a guest's question, tasks done.
    const pastSubmissions = await t.deps.db
      .select({ isGuest: submissions.isGuest, teamId: submissions.teamId })
      .from(submissions)
      .where(eq(submissions.eventId, past.id));
    expect(pastSubmissions.map((row) => row.isGuest).sort()).toEqual([false, true]);
    const pastStatuses = await t.deps.db
      .select()
      .from(taskStatuses)
      .where(eq(taskStatuses.eventId, past.id));
    expect(pastStatuses.filter((row) => row.isComplete)).toHaveLength(5);

    // The copy's record: finished, from the past edition into this one, with its summary.
    const copies = await t.deps.db.select().from(eventCopies);
    expect(copies).toHaveLength(1);
    const copy = copies[0]!;
    expect(copy).toMatchObject({
      sourceEventId: past.id,
      targetEventId: current.id,
      status: 'finished',
      done: copy.total,
      error: null,
    });
    expect(copy.finishedAt).toBeInstanceOf(Date);
    const summary = eventCopySummarySchema.parse(copy.summary);
    const shift = daysBetween('2026-11-16', '2027-11-15');
    expect(summary.days).toBe(shift);
    expect(summary.counts).toMatchObject({ tasks: 8, task_groups: 2, forms: 2, suppliers: 7 });
    expect(summary.counts.submissions).toBeUndefined();
    // Every task's due date moved by the day shift, to the current edition's due date.
    const taskDates = summary.dates.filter((line) => line.kind === 'task');
    expect(taskDates).toHaveLength(7);
    const currentTasks = await t.deps.db
      .select({ title: tasks.title, dueDate: tasks.dueDate })
      .from(tasks)
      .where(eq(tasks.eventId, current.id));
    for (const line of taskDates) {
      expect(line.after).toBe(addDays(line.before, shift));
      expect(currentTasks.find((task) => task.title === line.record)?.dueDate).toBe(line.after);
    }
    expect(summary.dates).toContainEqual(
      expect.objectContaining({ kind: 'event', before: '2026-11-16', after: '2027-11-15' }),
    );
    // The past edition is the source, untouched: its tasks are due a year earlier.
    const pastTasks = await t.deps.db
      .select({ title: tasks.title, dueDate: tasks.dueDate })
      .from(tasks)
      .where(eq(tasks.eventId, past.id));
    expect(pastTasks.map((task) => [task.title, task.dueDate]).sort()).toEqual(
      taskDates
        .map((line): [string, string | null] => [line.record, line.before])
        .concat([['Rigging plan', null]])
        .sort(),
    );
  });

  it('gives the organisers lists that page: exhibitor teams in two types, invited owners', async () => {
    const { get } = await demoAs('admin@showdesk.demo');
    const teams = await get('/teams');
    expect(teams.total).toBe(32);
    expect(teams.items).toHaveLength(25);
    expect((await get('/teams?filter=standShareRole:child')).items).toEqual([
      expect.objectContaining({ name: 'Northwind Partners', parentTeamId: expect.any(String) }),
    ]);
    expect((await get('/users?filter=hasLoggedIn:false&pageSize=1')).total).toBeGreaterThan(30);
  });

  it('shows a pending invitation: a Summit member invited to a demo team, not yet a member', async () => {
    const event = (await getFirstEvent(t.deps.db))!;
    const login = { email: demoInvitee.email, password: demoPassword };
    const cookie = await t.login(event, login);
    const headers = { host: event.hostnames[0]!, cookie };
    const session = await t.app.inject({ url: '/api/v1/session', headers });
    expect(session.json().error.code).toBe('invitation_pending');
    const invitation = await t.app.inject({
      url: `/api/v1/events/${event.id}/invitation`,
      headers,
    });
    expect(invitation.json()).toMatchObject({
      invitedBy: { firstName: 'Alex', surname: 'Admin' },
      team: { name: 'Summit Staging' },
      teamRole: 'member',
    });
    const summit = await t.app.inject({
      url: '/api/v1/session',
      headers: {
        host: 'summit.localhost',
        cookie: await t.login({ hostnames: ['summit.localhost'] }, login),
      },
    });
    expect(summit.json().event.name).toBe('Showdesk Demo Summit 2028');
  });

  it('gives members pages to read: two featured (one linking suppliers), one for sponsors only, one public', async () => {
    const event = (await getFirstEvent(t.deps.db))!;
    const headers = async (email: string) => ({
      host: event.hostnames[0]!,
      cookie: await t.login(event, { email, password: demoPassword }),
    });
    const member = await headers('member@showdesk.demo');
    const featured = await t.app.inject({
      url: `/api/v1/events/${event.id}/member/featured-content`,
      headers: member,
    });
    expect(featured.json().content.map((page: { title: string }) => page.title)).toEqual([
      'Build-up and breakdown',
      'Health and safety',
    ]);
    const listed = await t.app.inject({
      url: `/api/v1/events/${event.id}/member/content`,
      headers: member,
    });
    const titles = listed.json().content.map((page: { title: string }) => page.title);
    expect(titles).toContain('Getting here');
    // The build-up page links its official contractors, opened inside the page.
    const buildUpId = featured.json().content[0].id;
    const buildUp = await t.app.inject({
      url: `/api/v1/events/${event.id}/member/content/${buildUpId}`,
      headers: member,
    });
    const contractors = buildUp.json().sections.at(-1);
    expect(contractors.heading).toBe('Official contractors');
    expect(contractors.links).toEqual([
      expect.objectContaining({ type: 'supplier', title: 'Brightbuild Exhibition Stands' }),
      expect.objectContaining({ type: 'supplier', title: 'Harbour Freight Logistics' }),
    ]);
    expect(contractors.links[0].href).toMatch(new RegExp(`^/content/${buildUpId}/supplier/`));
    expect(titles).not.toContain('Sponsor benefits');
    // The checklist page lists each task group's tasks the member's team may see (not the
    // sponsors' nor the exhibitor type's: the demo member's team has no type).
    const checklistId = listed
      .json()
      .content.find((page: { title: string }) => page.title === 'Your exhibitor checklist').id;
    const checklist = await t.app.inject({
      url: `/api/v1/events/${event.id}/member/content/${checklistId}`,
      headers: member,
    });
    const [before, onSite] = checklist.json().sections;
    expect(before.tasks.map((task: { title: string }) => task.title)).toEqual([
      'Order your stand furniture',
      'Upload your risk assessment',
      'Accept the exhibitor terms',
      'Return the electrics order form',
    ]);
    expect(onSite.tasks.map((task: { title: string }) => task.title)).toEqual([
      'Complete the health and safety declaration',
      'Rigging plan',
    ]);
    const admin = await headers('admin@showdesk.demo');
    const all = await t.app.inject({ url: `/api/v1/events/${event.id}/content`, headers: admin });
    const publicPage = all.json().items.find((p: { title: string }) => p.title === 'Getting here');
    const guest = await t.app.inject({
      url: `/api/v1/events/${event.id}/guest/content/${publicPage.id}`,
      headers: { host: event.hostnames[0]! },
    });
    expect(guest.statusCode).toBe(200);
    expect(guest.json().sections.map((s: { type: string }) => s.type)).toEqual([
      'googleMaps',
      'richText',
    ]);
  });

  it('gives members forms to fill in and organisers submissions to read, a guest form too', async () => {
    const event = (await getFirstEvent(t.deps.db))!;
    const api = `/api/v1/events/${event.id}`;
    const headers = async (email: string) => ({
      host: event.hostnames[0]!,
      cookie: await t.login(event, { email, password: demoPassword }),
    });
    const member = await headers('member@showdesk.demo');
    const forms = (await t.app.inject({ url: `${api}/member/forms`, headers: member })).json()
      .forms as Array<{ id: string; title: string; submission: { isDraft: boolean } | null }>;
    const order = forms.find((form) => form.title === 'Stand details and furniture order')!;
    expect(order.submission).toMatchObject({ isDraft: false });

    const moderator = await headers('moderator@showdesk.demo');
    const page = (
      await t.app.inject({ url: `${api}/forms/${order.id}/submissions`, headers: moderator })
    ).json();
    expect(page.total).toBe(4);
    const acme = page.items.find((row: { teamName: string }) => row.teamName === 'Acme Stands Ltd');
    // Four chairs, a poseur table and a counter: the total the server computed.
    expect(acme.values.orderTotal).toBe(4 * 1250 + 4500 + 12000);
    expect(acme.values.badges.loopCount).toBe(2);
    expect(page.items.filter((row: { isDraft: boolean }) => row.isDraft)).toHaveLength(1);
    // A stand that needs no power keeps no power value.
    const brightline = page.items.find(
      (row: { teamName: string }) => row.teamName === 'Brightline Lighting',
    );
    expect(brightline.values).not.toHaveProperty('powerKw');

    // The guest form is not among the members' forms; organisers find it in theirs.
    expect(forms.map((form) => form.title)).not.toContain('Visitor enquiry');
    const organiserForms = (
      await t.app.inject({ url: `${api}/forms?q=Visitor`, headers: moderator })
    ).json().items as Array<{ id: string; title: string }>;
    const enquiry = organiserForms.find((form) => form.title === 'Visitor enquiry')!;
    const guest = await t.app.inject({
      url: `${api}/guest/forms/${enquiry.id}`,
      headers: { host: event.hostnames[0]! },
    });
    expect(guest.statusCode).toBe(200);
    const guests = (
      await t.app.inject({
        url: `${api}/forms/${enquiry.id}/submissions?filter=isGuest:true`,
        headers: moderator,
      })
    ).json();
    expect(guests.total).toBe(1);

    // The order's confirmations: the default, and one for stands that need power.
    const confirmations = (
      await t.app.inject({ url: `${api}/forms/${order.id}/confirmations`, headers: moderator })
    ).json() as Array<{ name: string; isDefault: boolean; rules: unknown[] }>;
    expect(confirmations.map((c) => [c.name, c.isDefault, c.rules.length])).toEqual([
      ['Order received', true, 0],
      ['Order with electricity', false, 1],
    ]);
    // Its notifications: the organisers' default and the stand manager's copy.
    const notifications = (
      await t.app.inject({ url: `${api}/forms/${order.id}/notifications`, headers: moderator })
    ).json() as Array<{ name: string; sendToType: string; isAdminDefault: boolean }>;
    expect(notifications.map((n) => [n.name, n.sendToType, n.isAdminDefault])).toEqual([
      ['Operations desk copy', 'custom', true],
      ['Copy to the stand manager', 'field', false],
    ]);

    // A paused webhook on the order: the screens show one, and a fresh demo sends nothing.
    const admin = await headers('admin@showdesk.demo');
    const webhooks = (
      await t.app.inject({ url: `${api}/forms/${order.id}/webhooks`, headers: admin })
    ).json() as Array<{ name: string; isActive: boolean; requestFormat: string }>;
    expect(webhooks).toEqual([expect.objectContaining({ isActive: false, requestFormat: 'XML' })]);

    // One event webhook, paused too: a stand builder's planning told of teams and task progress.
    const eventWebhooks = (
      await t.app.inject({ url: `${api}/event-webhooks`, headers: admin })
    ).json() as { items: Array<{ name: string; isActive: boolean; kinds: string[] }> };
    expect(eventWebhooks.items).toEqual([
      expect.objectContaining({
        name: 'Stand builder planning',
        isActive: false,
        kinds: ['team.created', 'task.status_changed'],
      }),
    ]);
  });

  it('seeds nothing on a database that already has an event', async () => {
    expect(await seedDemo(t.deps)).toBeNull();
  });

  it('gives organisers tasks in two groups with deadlines around today, one of them the stand order form', async () => {
    const { get } = await demoAs('admin@showdesk.demo');
    const page = await get('/tasks?pageSize=50');
    const items = page.items as {
      title: string;
      type: string;
      dueDate: string | null;
      formId: string | null;
    }[];
    expect(items.map((task) => task.type).sort()).toEqual(
      ['disclaimer', 'externalForm', 'form', 'pdfForm', 'task', 'tbc', 'upload', 'upload'].sort(),
    );
    const today = new Date().toISOString().slice(0, 10);
    // Sorted by due date, the task without one last: one overdue, the rest later.
    expect(items.filter((task) => task.dueDate !== null && task.dueDate < today)).toHaveLength(1);
    // Copied from last year's edition, the deadlines land around today: from 3 days ago to 90 on.
    for (const task of items.filter((item) => item.dueDate !== null)) {
      expect(
        task.dueDate! >= dayFrom(new Date(), -3) && task.dueDate! <= dayFrom(new Date(), 90),
      ).toBe(true);
    }
    expect(items.at(-1)).toMatchObject({ title: 'Rigging plan', dueDate: null });
    const formTask = items.find((task) => task.type === 'form')!;
    const forms = (await get('/forms?pageSize=50')).items as { id: string; title: string }[];
    expect(forms.find((form) => form.id === formTask.formId)?.title).toBe(
      'Stand details and furniture order',
    );
    const groups = (await get('/task-groups')).items as { title: string; taskIds: string[] }[];
    expect(groups.map((group) => [group.title, group.taskIds.length])).toEqual([
      ['Before the show', 5],
      ['Build-up and on site', 3],
    ]);
  });

  it('gives the demo team a thread on its risk assessment: a pinned note, a mention, a reply with likes', async () => {
    const { get } = await demoAs('member@showdesk.demo');
    const admin = await demoAs('admin@showdesk.demo');
    const tasks = (await admin.get('/tasks?pageSize=50')).items as { id: string; title: string }[];
    const task = tasks.find((item) => item.title === 'Upload your risk assessment')!;
    const thread = await get(`/member/tasks/${task.id}/comments`);
    const comments = thread.comments as {
      authorName: string;
      isPinned: boolean;
      text: string;
      likeCount: number;
      replies: { authorName: string; likeCount: number; isLiked: boolean }[];
    }[];
    expect(comments.map((c) => [c.authorName, c.isPinned])).toEqual([
      ['Morgan Moderator', true],
      ['Olivia Owner', false],
      ['Max Member', false],
    ]);
    expect(comments[0]!.likeCount).toBe(1);
    expect(comments[1]!.text).toMatch(/^@\[Morgan Moderator\]\(user:/);
    expect(comments[1]!.replies).toEqual([
      expect.objectContaining({ authorName: 'Morgan Moderator', likeCount: 2, isLiked: true }),
    ]);
  });

  it('gives the task report something to approve, and a PDF form task its PDF', async () => {
    const { get } = await demoSessionAs('admin@showdesk.demo');
    const tasks = (await get('/tasks?pageSize=50')).json().items as {
      id: string;
      title: string;
      type: string;
    }[];
    const electrics = tasks.find((task) => task.title === 'Return the electrics order form')!;
    const waiting = (
      await get(`/tasks/${electrics.id}/report?filter=status:awaitingApproval`)
    ).json();
    expect(waiting.items).toEqual([
      expect.objectContaining({ teamName: 'Acme Stands Ltd', updatedByName: 'Max Member' }),
    ]);
    const pdfTask = tasks.find((task) => task.type === 'pdfForm')!;
    const [file] = (await get(`/tasks/${pdfTask.id}/attachments`)).json();
    expect(file).toMatchObject({ contentType: 'application/pdf' });
    const pdf = await get(file.url);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('gives the demo team progress on the demo tasks: complete, n/a, overdue, due soon and incomplete', async () => {
    const { get } = await demoSessionAs('member@showdesk.demo');
    const response = await get('/member/tasks');
    expect(response.statusCode, response.body).toBe(200);
    const groups = response.json().groups as {
      tasks: { id: string; title: string; label: string }[];
    }[];
    const labels = new Set(groups.flatMap((group) => group.tasks.map((task) => task.label)));
    for (const label of [
      'complete',
      'notApplicable',
      'overdue',
      'dueSoon',
      'pending',
      'awaitingApproval',
    ])
      expect(labels).toContain(label);

    // The team sent the stand order form before the task asking for it was added: the task
    // offers to count that submission.
    const order = groups
      .flatMap((group) => group.tasks)
      .find((task) => task.title === 'Order your stand furniture')!;
    const detail = await get(`/member/tasks/${order.id}`);
    expect(detail.json().sentSubmissions).toHaveLength(1);
  });
  it('saves two reports: completion of the demo tasks and the stand order submissions', async () => {
    const { get } = await demoAs('admin@showdesk.demo');
    const reports = (await get('/reports')).items as { id: string; name: string }[];
    expect(reports.map((report) => report.name)).toEqual([
      'Stand order submissions',
      'Task completion',
    ]);
    const completion = await get(`/reports/${reports[1]!.id}/view`);
    expect(completion.result.tasks).toHaveLength(8);
    expect(completion.result.totals.counted).toBeGreaterThan(0);
    const orders = await get(`/reports/${reports[0]!.id}/view`);
    expect(orders.result.forms[0].title).toBe('Stand details and furniture order');
    expect(orders.result.totals.submissions).toBeGreaterThan(0);
  });

  it('gives admins notifications in every state and the member one unread for their team', async () => {
    const get = async (email: string, path: string) => (await demoAs(email)).get(path);
    const all = (await get('admin@showdesk.demo', '/notifications')).items as {
      title: string;
      status: string;
    }[];
    expect(new Set(all.map((n) => n.status))).toEqual(new Set(['pushed', 'scheduled', 'draft']));
    const mine = await get('member@showdesk.demo', '/member/notifications');
    expect(mine.items.map((n: { title: string; isRead: boolean }) => [n.title, n.isRead])).toEqual([
      ['Your stand number is B12', false],
      ['Welcome to Demo Expo 2027', true],
    ]);
    expect(mine.unreadCount).toBe(1);
  });

  it('gives members suppliers in two groups with logos, featured first, one for sponsors only', async () => {
    const { get } = await demoSessionAs('member@showdesk.demo');
    const list = (await get('/member/suppliers')).json() as {
      groups: {
        title: string;
        suppliers: { company: string; logo: string; isFeatured: boolean }[];
      }[];
    };
    expect(list.groups.map((group) => group.title)).toEqual([
      'On-site services',
      'Stand build and furniture',
    ]);
    const build = list.groups[1]!.suppliers;
    expect(build[0]).toMatchObject({ company: 'Brightbuild Exhibition Stands', isFeatured: true });
    const companies = list.groups.flatMap((group) => group.suppliers.map((s) => s.company));
    expect(companies).toHaveLength(6);
    expect(companies).not.toContain('Premier Hospitality Catering');
    const logo = await get(build[0]!.logo);
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toMatch(/image\/png/);
  });

  it('gives members downloads: the manual, the hall plan and forms, the sponsors their own', async () => {
    const { get } = await demoSessionAs('member@showdesk.demo');
    const { downloads } = (await get('/member/downloads')).json() as {
      downloads: { name: string; data: string; fileType: string; fileName: string }[];
    };
    expect(downloads.map((download) => [download.name, download.fileType])).toEqual([
      [
        'Electrical order form',
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      ],
      ['Exhibitor manual', 'application/pdf'],
      ['Hall plan', 'image/png'],
      ['Health and safety declaration', 'application/pdf'],
    ]);
    // The manual is a real PDF, served as the file it was uploaded as.
    const manual = await get(downloads[1]!.data);
    expect(manual.statusCode).toBe(200);
    expect(manual.headers['content-type']).toMatch(/application\/pdf/);
    expect(manual.rawPayload.subarray(0, 8).toString()).toBe('%PDF-1.4');
    expect(manual.rawPayload.toString('latin1')).toMatch(/\(Build-up and breakdown\) Tj/);
    const admin = await demoSessionAs('admin@showdesk.demo');
    const all = (await admin.get('/downloads')).json() as { items: { name: string }[] };
    expect(all.items.map((download) => download.name)).toContain('Sponsor brand guidelines');
  });

  it('is in English and German: the German member reads the build-up page, the tasks and the stand form in German, an untranslated page in English', async () => {
    const { get } = await demoAs(demoGermanMember);
    const titles = (await get('/member/content')).content.map((p: { title: string }) => p.title);
    expect(titles).toContain('Aufbau und Abbau');
    expect(titles).toContain('Health and safety');
    const tasksDe = (await get('/member/tasks')).groups.flatMap(
      (g: { tasks: { title: string }[] }) => g.tasks.map((task) => task.title),
    );
    expect(tasksDe).toContain('Standmöbel bestellen');
    const forms = (await get('/member/forms')).forms as { id: string; title: string }[];
    const order = forms.find((f) => f.title === 'Standangaben und Möbelbestellung')!;
    const labels = (await get(`/member/forms/${order.id}`)).form.fields.map(
      (f: { label: string }) => f.label,
    );
    expect(labels).toContain('Brauchen Sie Strom an Ihrem Stand?');
    // What they read once they send it, too.
    const formTexts = await (await demoAs('admin@showdesk.demo')).get(
      `/translations/forms/${order.id}`,
    );
    const thanks = formTexts.source.find((text: { part: string }) => text.part === 'confirmation');
    const confirmationId = thanks.key.split('.')[1];
    const shown = await get(`/member/forms/${order.id}/confirmations/${confirmationId}`);
    expect(shown.message).toMatch(/^<p>Vielen Dank/);
    // The English member of the same team reads the event's own words.
    const english = await demoAs('member@showdesk.demo');
    expect(
      (await english.get('/member/content')).content.map((p: { title: string }) => p.title),
    ).toContain('Build-up and breakdown');
    // The organisers see what is missing, the welcome email translated.
    const admin = await demoAs('admin@showdesk.demo');
    const overview = await admin.get('/translations');
    expect(overview.languages).toEqual(['de']);
    const welcome = overview.records.find((r: { recordId: string }) => r.recordId === 'welcome');
    expect(welcome.missing.de).toBe(0);
    expect(overview.records.some((r: { missing: { de: number } }) => r.missing.de > 0)).toBe(true);
  });

  it('customises the welcome email, and the admin sees it among the email templates', async () => {
    const { get } = await demoSessionAs('admin@showdesk.demo');
    const list = await get('/email-templates');
    const customised = (list.json() as { id: string; isCustomised: boolean }[]).filter(
      (template) => template.isCustomised,
    );
    expect(customised.map((template) => template.id)).toEqual(['welcome']);
  });

  it('shows some history: who moved a deadline, renamed a team, edited a sent order, archived a page', async () => {
    const event = (await getFirstEvent(t.deps.db))!;
    const entries = (
      (await t.deps.db.execute(sql`
        select actor_type, actor_name, record_kind, record_name, action, changes, team_id
        from audit_entries where event_id = ${event.id} order by id`)) as unknown as {
        rows: {
          actor_type: string;
          actor_name: string;
          record_kind: string;
          record_name: string;
          action: string;
          changes: Record<string, [unknown, unknown]>;
          team_id: string | null;
        }[];
      }
    ).rows;
    const [deadline] = entries.filter((e) => e.record_kind === 'task');
    expect(deadline).toMatchObject({
      actor_type: 'person',
      actor_name: 'Alex Admin',
      record_name: 'Order your stand furniture',
      action: 'updated',
    });
    // Back a week, to the deadline the demo shows.
    const [before, after] = deadline!.changes.due_date as [string, string];
    expect(before).toBe(addDays(after, demoHistory.days));
    expect(entries).toContainEqual(
      expect.objectContaining({
        actor_name: 'Olivia Owner',
        record_kind: 'team',
        changes: { name: [demoHistory.teamNameBefore, demoHistory.teamName] },
      }),
    );
    const edited = entries.find((e) => e.record_kind === 'submission');
    expect(edited).toMatchObject({
      actor_name: 'Max Member',
      action: 'updated',
      changes: { 'values.mobile': [demoHistory.mobileBefore, demoHistory.mobile] },
    });
    // The member's team sees it: the entry belongs to their team.
    expect(edited!.team_id).not.toBeNull();
    expect(
      entries
        .filter((e) => e.record_kind === 'content_page')
        .map((e) => [e.actor_name, e.record_name, e.action]),
    ).toEqual([
      ['Alex Admin', 'Getting here', 'archived'],
      ['Alex Admin', 'Getting here', 'restored'],
    ]);
    // The seed itself wrote no entry per seeded row: only the demo's people and the history.
    expect(entries.filter((e) => e.action === 'created' && e.record_kind !== 'user')).toEqual([]);

    // The platform's activity: the demo event made, its platform admin granted, the copy.
    const platform = (
      (await t.deps.db.execute(sql`
        select actor_name, record_kind, record_name, action from platform_audit_entries
        order by id`)) as unknown as { rows: Record<string, string>[] }
    ).rows;
    expect(platform).toEqual(
      expect.arrayContaining([
        { actor_name: 'demo', record_kind: 'event', record_name: event.name, action: 'created' },
        expect.objectContaining({ record_kind: 'platform_admin', action: 'granted' }),
        {
          actor_name: 'Alex Admin',
          record_kind: 'event',
          record_name: 'Showdesk Demo Expo 2027',
          action: 'copied',
        },
      ]),
    );
  });
});
