import type { Permission } from '@showdesk/domain/people/permissions';
import { defaultEventSettings, type EventSettings } from '@showdesk/domain/platform/settings';
import type { AppDeps } from '../../../app-deps.ts';
import { newId } from '../../../lib/ids.ts';
import { addTeamMember, insertTeam } from '../../people/teams/queries.ts';
import { createAccount, createMemberAccount } from '../../people/users/accounts.ts';
import { insertMember } from '../../people/users/queries.ts';
import { getFirstEvent, insertEvent } from '../events/queries.ts';
import { insertEventWithDefaults } from '../events/service.ts';
import { saveSettingsData } from '../settings/queries.ts';
import { seedDemoChecklistPage, seedDemoContent, seedDemoContractorLinks } from './content.ts';
import { seedDemoDownloads } from './downloads.ts';
import { seedDemoEmailTemplates } from './email-templates.ts';
import { seedExhibitors } from './exhibitors.ts';
import { seedDemoForms } from './forms.ts';
import { seedDemoNotifications } from './notifications.ts';
import { seedDemoReports } from './reports.ts';
import { seedDemoSuppliers } from './suppliers.ts';
import { seedDemoComments } from './task-comments.ts';
import { seedDemoTaskProgress } from './task-progress.ts';
import { seedDemoTaskStatuses } from './task-statuses.ts';
import { seedDemoTasks } from './tasks.ts';
import { demoTips } from './tips.ts';

export const demoPassword = 'showdesk-demo-2027';

const demoEventName = 'Showdesk Demo Expo 2027';

/** The demo event's own names and dates: in its own year, not the spec's defaults for a new event. */
export const demoEventSettings: EventSettings = {
  ...defaultEventSettings,
  eventName: demoEventName,
  shortName: 'Demo Expo',
  longName: demoEventName,
  startDate: '2027-11-15',
  endDate: '2027-11-16',
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
];

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
 * On an empty database, creates the demo event (reachable at demo.localhost and as the default
 * event) with an admin, a moderator, a team of an owner and a member, and thirty-one exhibitor
 * teams in two team types with invited owners (exhibitors.ts), content pages (content.ts) and
 * forms with sample submissions (forms.ts) and tasks in two groups with deadlines around today
 * (tasks.ts), suppliers in two groups with logos (suppliers.ts; the build-up page links two),
 * downloads (the manual, the hall plan, order and declaration forms: downloads.ts), admin notifications
 * (notifications.ts), a customised welcome email (email-templates.ts) and a second event (the
 * platform admin's Demo Summit at summit.localhost) whose member Sam is invited to a demo team
 * (demoInvitee), all in one transaction. Returns the logins it created, or null when the
 * database already had an event.
 */
export async function seedDemo(deps: AppDeps): Promise<DemoLogin[] | null> {
  if (await getFirstEvent(deps.db)) return null;
  const event = await insertEvent(deps.db, {
    id: newId(),
    slug: 'demo',
    name: demoEventName,
    hostnames: ['demo.localhost'],
  });
  const ids: Record<string, string> = {};
  for (const login of demoLogins) {
    ids[login.email] = await createMemberAccount(deps, event.id, {
      ...login,
      password: demoPassword,
    });
  }
  // A login and profile only: their memberships are written with the Summit event below.
  const inviteeId = await createAccount(deps, { ...demoInvitee, password: demoPassword });
  const ownerId = ids['owner@showdesk.demo']!;
  const teamId = newId();
  const adminId = ids['admin@showdesk.demo']!;
  await deps.db.transaction(async (tx) => {
    await saveSettingsData(tx, event.id, 'event', demoEventSettings, null);
    await saveSettingsData(tx, event.id, 'tips', demoTips, null);
    await insertTeam(tx, {
      eventId: event.id,
      id: teamId,
      name: 'Acme Stands Ltd',
      ownerId,
      createdBy: null,
    });
    await addTeamMember(tx, { eventId: event.id, teamId, userId: ownerId, createdBy: null });
    await addTeamMember(tx, {
      eventId: event.id,
      teamId,
      userId: ids['member@showdesk.demo']!,
      createdBy: null,
    });
    const { typeIds, teamIds } = await seedExhibitors(tx, event.id, adminId);
    // The content service's own transactions become savepoints of this one.
    const inTx = { ...deps, db: tx as typeof deps.db };
    const admin = { userId: adminId, eventId: event.id, permissions: 'admin' as const };
    const { buildUpId } = await seedDemoContent(inTx, admin, typeIds);
    const { orderFormId } = await seedDemoForms(inTx, admin, ownerId);
    const { taskIds, groupIds } = await seedDemoTasks(inTx, admin, typeIds, orderFormId);
    await seedDemoChecklistPage(inTx, admin, groupIds);
    const supplierIds = await seedDemoSuppliers(inTx, admin, typeIds);
    await seedDemoDownloads(inTx, admin, typeIds);
    await seedDemoContractorLinks(inTx, admin, buildUpId, supplierIds);
    await seedDemoTaskStatuses(tx, event.id, taskIds, {
      teamId,
      ownerId,
      memberId: ids['member@showdesk.demo']!,
    });
    await seedDemoTaskProgress(inTx, admin, { teamId, memberId: ids['member@showdesk.demo']! });
    await seedDemoComments(tx, event.id, teamId, {
      moderator: ids['moderator@showdesk.demo']!,
      owner: ownerId,
      member: ids['member@showdesk.demo']!,
    });
    await seedDemoReports(inTx, admin, orderFormId);
    await seedDemoEmailTemplates(inTx, admin);
    await seedDemoNotifications(inTx, admin, {
      typeIds,
      teamId,
      memberId: ids['member@showdesk.demo']!,
    });
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
  });
  const { role, email, permissions } = demoInvitee;
  return [
    ...demoLogins.map(({ role, email, permissions }) => ({ role, email, permissions })),
    { role, email, permissions },
  ];
}
