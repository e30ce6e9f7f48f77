import { activityEntries } from './audit-bench.ts';
import type { LargeEvent } from './large-event.ts';
import { benchMetricsToken } from './metrics-snapshot.ts';
import {
  adminListTarget,
  formTarget,
  memberReadTarget,
  savedReportTarget,
  taskReportTarget,
  templateEditorTarget,
} from './targets.ts';

export interface Callers {
  /** The server's origin and the event's host name. */
  origin: string;
  host: string;
  /** A team member, a moderator and an admin of the large event, logged in. */
  member: Record<string, string>;
  organiser: Record<string, string>;
  admin: Record<string, string>;
}

/** The hot endpoints of every area, loaded one after the other on the large event. */
export function hotEndpoints(
  { origin: serverOrigin, host, member: headers, organiser, admin: adminHeaders }: Callers,
  {
    generated,
    content,
    formsData,
    tasksData,
    reportsData,
    suppliersData,
    notificationsData,
  }: LargeEvent,
) {
  const server = { origin: serverOrigin };
  const api = `${server.origin}/api/v1/events/${generated.event.id}`;
  const targets = [
    { label: 'GET /api/health', url: `${server.origin}/api/health`, headers: { host } },
    // A load balancer's readiness probe and a Prometheus scrape (figures reused for 5 s).
    { label: 'GET /api/ready', url: `${server.origin}/api/ready`, headers: { host } },
    {
      label: 'GET /metrics',
      url: `${server.origin}/metrics`,
      headers: { host, authorization: `Bearer ${benchMetricsToken}` } as Record<string, string>,
    },
    {
      // Every page load asks for the host's event first (cached per host for a few seconds).
      label: 'GET /api/v1/public/event (host → event)',
      url: `${server.origin}/api/v1/public/event`,
      headers: { host },
    },
    { label: 'GET /api/v1/session (member)', url: `${server.origin}/api/v1/session`, headers },
    {
      label: 'GET member/content (list)',
      url: `${api}/member/content`,
      headers,
      p99TargetMs: memberReadTarget,
    },
    {
      label: 'GET member/content/:id (8 sections)',
      url: `${api}/member/content/${content.samplePageId}`,
      headers,
      p99TargetMs: memberReadTarget,
    },
    {
      label: 'GET member/featured-content (dashboard)',
      url: `${api}/member/featured-content`,
      headers,
      p99TargetMs: memberReadTarget,
    },
    {
      label: 'GET dashboard/cards (dashboard)',
      url: `${api}/dashboard/cards`,
      headers,
      p99TargetMs: memberReadTarget,
    },
    // The organisers' big lists, first page of 25 in every sort their screen offers
    // (both directions), with a search and with a filter (screen's default sort).
    ...[
      {
        path: 'users',
        sorts: ['firstName', 'team', 'permissions', 'lastLogin'],
        q: 'oka',
        filter: 'hasLoggedIn:false',
      },
      {
        path: 'teams',
        sorts: ['name', 'owner', 'members', 'standShare'],
        q: 'exhibitor 004',
        filter: 'standShareRole:none',
      },
      {
        path: `forms/${formsData.formId}/submissions`,
        sorts: ['-updatedAt', 'createdAt'],
        q: 'Exhibitor 4242 part',
        filter: 'isDraft:true',
      },
    ].flatMap(({ path, sorts, q, filter }) =>
      [
        ...sorts.flatMap((sort) => [sort, sort.startsWith('-') ? sort.slice(1) : `-${sort}`]),
        `${sorts[0]}&q=${encodeURIComponent(q)}`,
        `${sorts[0]}&filter=${filter}`,
      ].map((query) => ({
        label: `GET ${path.replace(formsData.formId, ':id')}?sort=${decodeURIComponent(query)}, first page of 25 (moderator lists)`,
        url: `${api}/${path}?pageSize=25&sort=${query}`,
        headers: organiser,
        p99TargetMs: adminListTarget,
      })),
    ),
    // The Activity page's first page over a season's audit trail (BENCH_ONLY=activity).
    {
      label: `GET activity, the first page of ${activityEntries.toLocaleString('en-GB')} audit entries (admin)`,
      url: `${api}/activity?pageSize=25`,
      headers: adminHeaders,
      p99TargetMs: adminListTarget,
    },
    {
      label: `GET forms/:id, the builder opening ${formsData.fields} fields (moderator)`,
      url: `${api}/forms/${formsData.formId}`,
      headers: organiser,
      p99TargetMs: formTarget,
    },
    {
      label: `POST member/forms/:id/submissions, ${formsData.fields} fields (member submits)`,
      url: `${api}/member/forms/${formsData.formId}/submissions`,
      headers,
      method: 'POST' as const,
      body: { values: formsData.sampleValues, isDraft: false },
      p99TargetMs: formTarget,
    },
    {
      label: `GET member/tasks, ${tasksData.tasks} tasks in ${tasksData.groups} groups (member)`,
      url: `${api}/member/tasks`,
      headers,
      p99TargetMs: memberReadTarget,
    },
    {
      label: `GET tasks/:id/report, ${generated.counts.teams.toLocaleString('en-GB')} teams of ${tasksData.statuses.toLocaleString('en-GB')} task statuses (moderator)`,
      url: `${api}/tasks/${tasksData.sampleTaskId}/report?pageSize=25`,
      headers: organiser,
      p99TargetMs: taskReportTarget,
    },
    {
      label: `GET reports/:id/view, completion of 3 tasks over ${generated.counts.teams.toLocaleString('en-GB')} teams (admin)`,
      url: `${api}/reports/${reportsData.threeTasksReportId}/view`,
      headers: adminHeaders,
      p99TargetMs: savedReportTarget,
    },
    {
      label: `GET reports/:id/view, completion of all ${tasksData.tasks} tasks over ${tasksData.statuses.toLocaleString('en-GB')} task statuses (admin)`,
      url: `${api}/reports/${reportsData.allTasksReportId}/view`,
      headers: adminHeaders,
      p99TargetMs: savedReportTarget,
    },
    {
      label: `GET reports/:id/view, submissions of ${formsData.submissions.toLocaleString('en-GB')} (admin)`,
      url: `${api}/reports/${reportsData.submissionsReportId}/view`,
      headers: adminHeaders,
      p99TargetMs: savedReportTarget,
    },
    {
      label: `GET member/suppliers, ${suppliersData.suppliers} suppliers in ${suppliersData.groups} groups (member)`,
      url: `${api}/member/suppliers`,
      headers,
      p99TargetMs: memberReadTarget,
    },
    {
      label: `GET member/notifications, ${notificationsData.visible} of ${notificationsData.notifications} notifications seen (member)`,
      url: `${api}/member/notifications`,
      headers,
      p99TargetMs: memberReadTarget,
    },
    {
      label: 'GET member/notifications/unread-count, the header bell (member notifications)',
      url: `${api}/member/notifications/unread-count`,
      headers,
      p99TargetMs: memberReadTarget,
    },
    {
      label: 'GET email-templates, the 17 kinds (admin)',
      url: `${api}/email-templates`,
      headers: adminHeaders,
      p99TargetMs: templateEditorTarget,
    },
    {
      label: 'POST email-templates/:id/preview, the welcome rendered in the layout (admin)',
      url: `${api}/email-templates/welcome/preview`,
      headers: adminHeaders,
      method: 'POST' as const,
      body: {
        subject: 'Welcome to {{ eventName }}, {{ firstName }}',
        body: '<p>Hi {{ firstName }},</p>{% for p in paragraphs %}<p>{{ p }}</p>{% endfor %}{% button setPasswordUrl "Set your password" %}',
      },
      p99TargetMs: templateEditorTarget,
    },
    {
      label: 'GET member/forms/:id, the form to fill in (member)',
      url: `${api}/member/forms/${formsData.formId}`,
      headers,
      p99TargetMs: memberReadTarget,
    },
  ];
  // The same member reads in German (BENCH_ONLY=german): every record they read has its German
  // translation (generate-translations.ts), and the targets stay the same. Each right after its
  // English read, so that both meet the server in the same state (a write before them, say).
  const german = { ...headers, 'accept-language': 'de' };
  return targets.flatMap((target) =>
    target.headers === headers &&
    !('method' in target) &&
    target.label.startsWith('GET member/') &&
    !target.label.includes('unread-count')
      ? [target, { ...target, label: `${target.label} in German (german)`, headers: german }]
      : [target],
  );
}
