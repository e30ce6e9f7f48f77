import type { Permission } from '@showdesk/domain/people/permissions';
import { daysBetween, defaultEventCopyOptions } from '@showdesk/domain/platform/event-copy';
import { defaultEventSettings, type EventSettings } from '@showdesk/domain/platform/settings';
import type { AppDeps, EventContext } from '../../../app-deps.ts';
import { asSystem, withoutAudit } from '../../../db/audit-actor.ts';
import type { Tx } from '../../../db/client.ts';
import { newId } from '../../../lib/ids.ts';
import { giveAuthenticatorApp } from '../../people/auth/authenticator-seed.ts';
import { addTeamMember, insertTeam } from '../../people/teams/queries.ts';
import { createAccount, createMemberAccount } from '../../people/users/accounts.ts';
import { insertMember, updateProfile } from '../../people/users/queries.ts';
import { runCopyNow } from '../copies/run.ts';
import { closeEvent } from '../events/closing.ts';
import { getFirstEvent, insertEvent } from '../events/queries.ts';
import { insertEventWithDefaults, newEventDefaults } from '../events/service.ts';
import { saveSettingsData } from '../settings/queries.ts';
import { seedDemoApiToken } from './api-tokens.ts';
import { seedDemoChecklistPage, seedDemoContent, seedDemoContractorLinks } from './content.ts';
import { seedDemoDownloads } from './downloads.ts';
import { seedDemoEmailTemplates } from './email-templates.ts';
import { seedDemoEventWebhook } from './event-webhooks.ts';
import { seedExhibitors, seedTeamTypes } from './exhibitors.ts';
import { seedDemoForms, seedDemoSubmissions } from './forms.ts';
import { seedDemoHistory } from './history.ts';
import { seedDemoDraftNotification, seedDemoNotifications } from './notifications.ts';
import { seedDemoReports } from './reports.ts';
import { seedDemoSuppliers } from './suppliers.ts';
import { seedDemoComments } from './task-comments.ts';
import { seedDemoPdfFormTask, seedDemoTaskProgress } from './task-progress.ts';
import { seedDemoTaskStatuses, seedPastTaskStatuses } from './task-statuses.ts';
import { seedDemoTasks } from './tasks.ts';
import { demoTips } from './tips.ts';
import { offerDemoLanguages, seedDemoTranslations } from './translations.ts';

export const demoPassword = 'showdesk-demo-2027';
/**
 * The demo platform admin's authenticator app (every platform admin has a second factor): its
 * base32 secret, printed at the first start beside the password, so a newcomer can add it to
 * an authenticator app (or compute its codes) and log in. A demo's, as public as its password.
 */
export const demoTotpSecret = 'SHOWDESKDEMOEXPOTWOTHOUSANDSEVEN';

const demoEventName = 'Showdesk Demo Expo 2027';

/** The demo show's zone: Amsterdam (RAI), an hour ahead of UTC in November. */
export const demoTimeZone = 'Europe/Amsterdam';

/** The demo event's own names and dates: in its own year, not the spec's defaults for a new event. */
export const demoEventSettings: EventSettings = {
  ...defaultEventSettings,
  eventName: demoEventName,
  shortName: 'Demo Expo',
  longName: demoEventName,
  startDate: '2027-11-15',
  endDate: '2027-11-16',
  timeZone: demoTimeZone,
};

/** Last year's edition of the demo show: closed, and copied into the current one. */
export const demoPastEdition = {
  slug: 'demo-2026',
  host: 'demo-2026.localhost',
  settings: {
    ...demoEventSettings,
    eventName: 'Showdesk Demo Expo 2026',
    longName: 'Showdesk Demo Expo 2026',
    startDate: '2026-11-16',
    endDate: '2026-11-17',
  } satisfies EventSettings,
};

export interface DemoLogin {
  role: string;
  email: string;
  permissions: Permission;
}

export const demoLogins: Array<DemoLogin & { firstName: string; surname: string }> = [
  {
    role: 'Admin',
    email: 'admin@showdesk.demo',
    permissions: 'admin',
    firstName: 'Alex',
    surname: 'Admin',
  },
  {
    role: 'Platform admin',
    email: 'platform@showdesk.demo',
    permissions: 'eventflowAdmin',
    firstName: 'Pat',
    surname: 'Platform',
  },
  {
    role: 'Moderator',
    email: 'moderator@showdesk.demo',
    permissions: 'moderator',
    firstName: 'Morgan',
    surname: 'Moderator',
  },
  {
    role: 'Team owner',
    email: 'owner@showdesk.demo',
    permissions: 'user',
    firstName: 'Olivia',
    surname: 'Owner',
  },
  {
    role: 'Team member',
    email: 'member@showdesk.demo',
    permissions: 'user',
    firstName: 'Max',
    surname: 'Member',
  },
  {
    role: 'Team member (Deutsch)',
    email: 'mitglied@showdesk.demo',
    permissions: 'user',
    firstName: 'Mia',
    surname: 'Mitglied',
  },
];

/** The demo login who reads the app and the event in German. */
export const demoGermanMember = 'mitglied@showdesk.demo';

/**
 * A member of the second event (Demo Summit) only, invited to a team of the demo event by its
 * admin and not yet accepted: logging in at the demo event shows the invitation.
 */
export const demoInvitee = {
  role: 'Invited',
  email: 'sam.rivers@summit.showdesk.demo',
  permissions: 'user',
  firstName: 'Sam',
  surname: 'Rivers',
  team: 'Summit Staging',
} as const;

/**
 * The organisers' content of the demo show, made in `admin`'s event (the past edition): two team
 * types (exhibitors.ts), content pages (content.ts), forms (forms.ts), tasks in two groups with
 * deadlines around `today` and a PDF form task (tasks.ts, task-progress.ts), the checklist page,
 * suppliers in two groups with logos (suppliers.ts; the build-up page links two), downloads (the
 * manual, the hall plan, order and declaration forms: downloads.ts), a customised welcome email
 * (email-templates.ts) and a draft notification. Every id it answers stays valid in a copy.
 */
async function seedOrganiserContent(deps: AppDeps, tx: Tx, admin: EventContext, today: Date) {
  const typeIds = await seedTeamTypes(tx, admin.eventId, admin.userId);
  const { buildUpId } = await seedDemoContent(deps, admin, typeIds);
  const forms = await seedDemoForms(deps, admin);
  const { taskIds, groupIds } = await seedDemoTasks(deps, admin, typeIds, forms.orderFormId, today);
  const pdfTaskId = await seedDemoPdfFormTask(deps, admin, today);
  await seedDemoChecklistPage(deps, admin, groupIds);
  const supplierIds = await seedDemoSuppliers(deps, admin, typeIds);
  await seedDemoDownloads(deps, admin, typeIds);
  await seedDemoContractorLinks(deps, admin, buildUpId, supplierIds);
  await seedDemoEmailTemplates(deps, admin);
  await seedDemoDraftNotification(deps, admin);
  await offerDemoLanguages(tx, admin.eventId);
  await seedDemoTranslations(deps, admin, [
    { kind: 'content', recordId: buildUpId },
    ...Object.values(taskIds).map((recordId) => ({ kind: 'tasks' as const, recordId })),
    { kind: 'tasks', recordId: pdfTaskId },
    ...groupIds.map((recordId) => ({ kind: 'task-groups' as const, recordId })),
    { kind: 'forms', recordId: forms.orderFormId },
    { kind: 'field-groups', recordId: forms.badgeGroupId },
    { kind: 'email-templates', recordId: 'welcome' },
    { kind: 'settings', recordId: 'tips' },
  ]);
  return { typeIds, forms, taskIds, pdfTaskId };
}

/**
 * On an empty database, creates the demo event (reachable at demo.localhost and as the default
 * event, in Europe/Amsterdam) with an admin, a moderator, a team of an owner and a member, and
 * thirty-one exhibitor teams in two team types with invited owners (exhibitors.ts), all in one
 * transaction. Its organisers' content (`seedOrganiserContent`) was made in last year's edition
 * (`demoPastEdition`: "Showdesk Demo Expo 2026" at demo-2026.localhost, the demo's admins its
 * admins), which keeps the demo team's stand order and finished tasks of its own, was copied into
 * this one by the event copy (copies/run.ts `runCopyNow`: every part but the teams; dates moved
 * by the days between the two start dates, so the tasks' deadlines land around today; its
 * `event_copies` record finished with its summary), and then closed. This year's people data is
 * then added on the copy: sample submissions (forms.ts), the demo team's task progress and
 * comments, saved reports (reports.ts), admin notifications (notifications.ts), and a second
 * event (the platform admin's Demo Summit at summit.localhost) whose member Sam is invited to a
 * demo team (demoInvitee). The seed writes without the audit trail (as the system "demo"
 * where it does write: the demo event and its people), then the demo's people make a few changes
 * of their own, so the activity shows some history (history.ts). Returns the logins it created,
 * or null when the database already had an event.
 */
export function seedDemo(deps: AppDeps): Promise<DemoLogin[] | null> {
  return asSystem('demo', () => writeDemo(deps));
}

async function writeDemo(deps: AppDeps): Promise<DemoLogin[] | null> {
  if (await getFirstEvent(deps.db)) return null;
  // Made first: the installation's first event, its default.
  const event = await insertEvent(deps.db, {
    id: newId(),
    slug: 'demo',
    name: demoEventName,
    hostnames: ['demo.localhost'],
    timeZone: demoTimeZone,
  });
  const ids: Record<string, string> = {};
  for (const login of demoLogins) {
    ids[login.email] = await createMemberAccount(deps, event.id, {
      ...login,
      password: demoPassword,
    });
  }
  await giveAuthenticatorApp(deps, ids['platform@showdesk.demo']!, demoTotpSecret);
  // A login and profile only: their memberships are written with the Summit event below.
  const inviteeId = await createAccount(deps, { ...demoInvitee, password: demoPassword });
  const ownerId = ids['owner@showdesk.demo']!;
  const memberId = ids['member@showdesk.demo']!;
  const teamId = newId();
  const adminId = ids['admin@showdesk.demo']!;
  const today = new Date();
  const history = await deps.db.transaction(async (tx) => {
    // Seed data: no entry per seeded row (the copy notes itself on the platform all the same).
    await withoutAudit(tx);
    // The services' own transactions become savepoints of this one.
    const inTx = { ...deps, db: tx as typeof deps.db };

    // Last year's edition: the organisers' content, and a show that happened.
    const past = await insertEvent(tx, {
      id: newId(),
      slug: demoPastEdition.slug,
      name: demoPastEdition.settings.eventName,
      hostnames: [demoPastEdition.host],
      timeZone: demoTimeZone,
    });
    await saveSettingsData(tx, past.id, 'event', demoPastEdition.settings, null);
    await saveSettingsData(tx, past.id, 'tips', demoTips, null);
    for (const login of demoLogins) {
      const userId = ids[login.email]!;
      await insertMember(tx, { eventId: past.id, userId, permissions: login.permissions });
    }
    // The copy moves every date by the days between the two editions' start dates: seeded that
    // many days back, the tasks' deadlines land around today.
    const shift = daysBetween(demoPastEdition.settings.startDate, demoEventSettings.startDate);
    const pastAdmin = { userId: adminId, eventId: past.id, permissions: 'admin' as const };
    const content = await seedOrganiserContent(
      inTx,
      tx,
      pastAdmin,
      new Date(today.getTime() - shift * 86_400_000),
    );
    const pastTeamId = newId();
    await insertTeam(tx, {
      eventId: past.id,
      id: pastTeamId,
      name: 'Acme Stands Ltd',
      ownerId,
      createdBy: null,
    });
    for (const userId of [ownerId, memberId]) {
      await addTeamMember(tx, { eventId: past.id, teamId: pastTeamId, userId, createdBy: null });
    }
    await seedDemoSubmissions(
      inTx,
      past.id,
      content.forms,
      { teamId: pastTeamId, ownerId },
      { exhibitors: false },
    );
    await seedPastTaskStatuses(
      tx,
      past.id,
      { ...content.taskIds, 'Return the electrics order form': content.pdfTaskId },
      { teamId: pastTeamId, ownerId },
      new Date(Date.parse(`${demoPastEdition.settings.startDate}T09:00:00Z`) - 3 * 86_400_000),
    );

    // Copied into this year's edition by the event copy, then closed.
    await runCopyNow(inTx, {
      sourceEventId: past.id,
      targetEventId: event.id,
      userId: adminId,
      target: {
        name: demoEventName,
        slug: event.slug,
        hostnames: event.hostnames,
        startDate: demoEventSettings.startDate,
        endDate: demoEventSettings.endDate,
        timeZone: demoTimeZone,
      },
      parts: { ...defaultEventCopyOptions },
    });
    // Its short name, as an organiser set it after the copy (the copy names it in full).
    await saveSettingsData(tx, event.id, 'event', demoEventSettings, null);
    await offerDemoLanguages(tx, event.id);
    await closeEvent(inTx, past.id);

    // This year's people.
    const { typeIds, forms, taskIds, pdfTaskId } = content;
    await insertTeam(tx, {
      eventId: event.id,
      id: teamId,
      name: 'Acme Stands Ltd',
      ownerId,
      createdBy: null,
    });
    await addTeamMember(tx, { eventId: event.id, teamId, userId: ownerId, createdBy: null });
    await addTeamMember(tx, { eventId: event.id, teamId, userId: memberId, createdBy: null });
    const germanId = ids[demoGermanMember]!;
    await addTeamMember(tx, { eventId: event.id, teamId, userId: germanId, createdBy: null });
    await updateProfile(tx, germanId, { locale: 'de' });
    const { teamIds } = await seedExhibitors(tx, event.id, adminId, typeIds);
    const admin = { userId: adminId, eventId: event.id, permissions: 'admin' as const };
    await seedDemoSubmissions(inTx, event.id, forms, { teamId, ownerId });
    await seedDemoTaskStatuses(tx, event.id, taskIds, { teamId, ownerId, memberId });
    await seedDemoTaskProgress(tx, event.id, pdfTaskId, { teamId, memberId }, today);
    await seedDemoComments(tx, event.id, teamId, {
      moderator: ids['moderator@showdesk.demo']!,
      owner: ownerId,
      member: memberId,
    });
    await seedDemoReports(inTx, admin, forms.orderFormId);
    await seedDemoNotifications(inTx, admin, { typeIds, teamId, memberId });
    await seedDemoApiToken(inTx, admin);
    await seedDemoEventWebhook(inTx, admin);
    // A second event of the installation, run by the platform admin (Platform screens).
    const summit = await insertEventWithDefaults(
      tx,
      ids['platform@showdesk.demo']!,
      {
        name: 'Showdesk Demo Summit 2028',
        shortName: 'Demo Summit',
        longName: 'Showdesk Demo Summit 2028',
        slug: 'summit',
        hostnames: ['summit.localhost'],
        startDate: '2028-03-08',
        endDate: '2028-03-09',
      },
      'eventflowAdmin',
      newEventDefaults(deps.config),
    );
    // Its member Sam, invited to a demo team by the admin: a pending invitation to show.
    const platformId = ids['platform@showdesk.demo']!;
    await insertMember(tx, {
      eventId: summit.event.id,
      userId: inviteeId,
      permissions: 'user',
      createdBy: platformId,
    });
    await insertMember(tx, {
      eventId: event.id,
      userId: inviteeId,
      permissions: 'user',
      createdBy: adminId,
      firstName: demoInvitee.firstName,
      surname: demoInvitee.surname,
      status: 'invited',
    });
    await addTeamMember(tx, {
      eventId: event.id,
      teamId: teamIds.get(demoInvitee.team)!,
      userId: inviteeId,
      createdBy: adminId,
    });
    return { taskId: taskIds['Order your stand furniture']!, orderFormId: forms.orderFormId };
  });
  await seedDemoHistory(deps, {
    eventId: event.id,
    adminId,
    ownerId,
    memberId,
    teamId,
    ...history,
  });
  const { role, email, permissions } = demoInvitee;
  return [
    ...demoLogins.map(({ role, email, permissions }) => ({ role, email, permissions })),
    { role, email, permissions },
  ];
}
