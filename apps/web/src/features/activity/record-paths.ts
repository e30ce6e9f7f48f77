import type { ActivityEntry } from '@showdesk/domain/activity/activity';

const admin = (path: string) => `/admin/${path}`;
const id = encodeURIComponent;

/** The settings pages, by the settings document's kind. */
const settingsPages: Record<string, string> = {
  branding: 'settings/branding',
  event: 'settings/event',
  variables: 'settings/variables',
  onboarding: 'settings/onboarding',
  featured: 'settings/featured-pages',
  dashboardHeader: 'dashboard-header',
};

type EntryRecord = ActivityEntry['record'];
type Parent = ActivityEntry['parent'];

/** Pages of a record kind: from the record (and its parent, for the parts of a record). */
const pages: { [kind: string]: (record: EntryRecord, parent: Parent) => string | null } = {
  task: (r) => admin(`tasks/${id(r.id)}`),
  task_group: (r) => admin(`task-groups/${id(r.id)}`),
  // A team's progress on a task ("task:team"): the task report, that team's row picked out.
  task_status: (r) => {
    const [taskId, teamId] = r.id.split(':');
    return taskId && teamId ? admin(`tasks/${id(taskId)}/report?team=${id(teamId)}`) : null;
  },
  comment: (_r, p) => (p?.kind === 'task' ? admin(`tasks/${id(p.id)}`) : null),
  team: (r) => admin(`teams/${id(r.id)}`),
  // A team's member ("team:user"): their page in the team.
  team_member: (r) => {
    const [teamId, userId] = r.id.split(':');
    return teamId && userId ? admin(`teams/${id(teamId)}/${id(userId)}`) : null;
  },
  team_type: (r) => admin(`team-types/${id(r.id)}`),
  custom_field: (r) => admin(`custom-fields/${id(r.id)}`),
  form: (r) => admin(`forms/${id(r.id)}`),
  field_group: (r) => admin(`field-groups/${id(r.id)}`),
  form_field: (_r, p) =>
    p?.kind === 'form'
      ? admin(`forms/${id(p.id)}`)
      : p?.kind === 'fieldGroup'
        ? admin(`field-groups/${id(p.id)}`)
        : null,
  submission: (r, p) =>
    p?.kind === 'form' ? admin(`forms/${id(p.id)}/submissions/${id(r.id)}/edit`) : null,
  form_confirmation: (r, p) =>
    p?.kind === 'form' ? admin(`forms/${id(p.id)}/confirmations/${id(r.id)}`) : null,
  form_notification: (r, p) =>
    p?.kind === 'form' ? admin(`forms/${id(p.id)}/notifications/${id(r.id)}`) : null,
  form_webhook: (r, p) =>
    p?.kind === 'form' ? admin(`forms/${id(p.id)}/webhooks/${id(r.id)}`) : null,
  content_page: (r) => admin(`content/${id(r.id)}/settings`),
  content_section: (_r, p) => (p?.kind === 'content_page' ? admin(`content/${id(p.id)}`) : null),
  download: (r) => admin(`downloads/${id(r.id)}`),
  asset: (r) => admin(`assets/${id(r.id)}`),
  supplier: (r) => admin(`suppliers/${id(r.id)}`),
  supplier_group: (r) => admin(`supplier-groups/${id(r.id)}`),
  notification: (r) => admin(`notifications/${id(r.id)}`),
  email_template: (r) => admin(`email-templates/${id(r.id)}`),
  // "kind:recordId:language": the record's translations.
  translation: (r) => {
    const [kind, recordId] = r.id.split(':');
    return kind && recordId ? admin(`settings/translations/${kind}/${id(recordId)}`) : null;
  },
  report: (r) => admin(`reports/${id(r.id)}`),
  settings: (r) => (settingsPages[r.id] ? admin(settingsPages[r.id]!) : null),
};

/**
 * The page of an entry's record, where it has one (null for a deleted record, whose page is
 * gone, and for kinds without a page).
 */
export function recordPagePath(entry: Pick<ActivityEntry, 'record' | 'parent' | 'action'>) {
  if (entry.action === 'deleted') return null;
  return pages[entry.record.kind]?.(entry.record, entry.parent) ?? null;
}
