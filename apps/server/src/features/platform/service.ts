import { messages } from '@showdesk/domain/common/errors';
import { type ListQuery, type Page, pageInMemory } from '@showdesk/domain/common/list-query';
import { hasPermission } from '@showdesk/domain/people/permissions';
import type { CreateEventInput } from '@showdesk/domain/platform/events';
import {
  type PlatformAdmin,
  type PlatformEvent,
  type PlatformEventInput,
  type PlatformEventSort,
  type platformAdminSorts,
  platformMessages,
  type SwitchEventResult,
  type UpdatePlatformEventInput,
} from '@showdesk/domain/platform/platform';
import type { AppDeps } from '../../app-deps.ts';
import { AppError } from '../../lib/app-error.ts';
import { getMember } from '../../plugins/event-caller.ts';
import {
  acceptMembership,
  getProfileByEmail,
  insertMember,
  updatePermissions,
} from '../people/users/queries.ts';
import { forgetEvents } from './events/event-cache.ts';
import { getEvent, lockEventCreation, takenHostnames } from './events/queries.ts';
import { canonicalOrigin } from './events/request-event.ts';
import {
  createEvent,
  eventSettingsOf,
  hostnamesInUse,
  isUniqueViolation,
  slugInUse,
  toSummary,
} from './events/service.ts';
import {
  countPlatformAdmins,
  listEventsWithMemberCounts,
  listPlatformAdmins,
  lockPlatformAdmins,
  lowerToAdmin,
  raiseToEventflowAdmin,
  slugTakenByOther,
  updateEventRow,
} from './queries.ts';
import { updateSettingsIn } from './settings/documents.ts';

type Deps = Pick<AppDeps, 'db' | 'log' | 'reporter' | 'config'>;

/** A platform event input as the events service takes it: short and long names are the name. */
export function createEventInputOf(input: PlatformEventInput): CreateEventInput {
  return { ...input, shortName: input.name.slice(0, 100), longName: input.name };
}

/** One page of the events, searched by name, slug or host name (platform admins). */
export async function listPlatformEventPage(
  deps: Deps,
  query: Pick<ListQuery<PlatformEventSort>, 'page' | 'pageSize' | 'sort' | 'q'>,
): Promise<Page<PlatformEvent>> {
  return pageInMemory(await listPlatformEvents(deps), query, {
    sortValue: {
      name: (e) => e.name.toLocaleLowerCase('en-GB'),
      slug: (e) => e.slug,
      startDate: (e) => e.startDate,
      memberCount: (e) => e.memberCount,
      createdAt: (e) => e.createdAt,
    },
    searchText: (e) => [e.name, e.slug, ...e.hostnames].join(' '),
  });
}

/** One event as the platform screens show it; 404 'Event ID not found'. */
export async function getPlatformEvent(deps: Deps, eventId: string): Promise<PlatformEvent> {
  const event = (await listPlatformEvents(deps)).find((e) => e.id === eventId);
  if (!event) throw AppError.notFound(messages.eventNotFound);
  return event;
}

/** Every event with its host names, dates and member count (platform admins). */
export async function listPlatformEvents(deps: Deps): Promise<PlatformEvent[]> {
  const rows = await listEventsWithMemberCounts(deps.db);
  return rows.map(({ event, settings, memberCount }) => ({
    ...toSummary(event, eventSettingsOf(deps, event.id, settings)),
    memberCount,
  }));
}

/** Creates an event with the spec's defaults; its creator belongs to it as eventflowAdmin. */
export async function createPlatformEvent(
  deps: Deps,
  userId: string,
  input: PlatformEventInput,
): Promise<PlatformEvent> {
  const event = await createEvent(deps, userId, createEventInputOf(input), 'eventflowAdmin');
  return { ...event, memberCount: 1 };
}

/**
 * Changes an event's name, slug, host names, dates and time zone in one transaction (the zone
 * through the event settings document, which keeps it on the row): the slug and host
 * names must be free (409, nothing written), the dates in order. Every app process reads the
 * event afresh at once (this process here; the others on the events table's notification).
 */
export async function updatePlatformEvent(
  deps: Deps,
  userId: string,
  eventId: string,
  input: UpdatePlatformEventInput,
): Promise<PlatformEvent> {
  try {
    await deps.db.transaction(async (tx) => {
      await lockEventCreation(tx);
      if (!(await getEvent(tx, eventId))) throw AppError.notFound(messages.eventNotFound);
      if (input.slug !== undefined && (await slugTakenByOther(tx, input.slug, eventId))) {
        throw slugInUse();
      }
      if (input.hostnames !== undefined) {
        const taken = await takenHostnames(tx, input.hostnames, eventId);
        if (taken.length > 0) throw hostnamesInUse(taken);
      }
      await updateEventRow(tx, eventId, input);
      const { name, startDate, endDate, timeZone } = input;
      const dates = { startDate, endDate, timeZone };
      const document = {
        ...(name === undefined ? {} : { eventName: name }),
        ...Object.fromEntries(Object.entries(dates).filter(([, v]) => v !== undefined)),
      };
      if (Object.keys(document).length > 0) {
        const ctx = { eventId, userId, permissions: 'eventflowAdmin' as const };
        // The event document's own rules refuse dates out of order (400, nothing written).
        await updateSettingsIn(tx, deps, ctx, 'event', document);
      }
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw slugInUse();
    throw error;
  } finally {
    forgetEvents();
  }
  return getPlatformEvent(deps, eventId);
}

/** One page of the platform admins, searched by name or email. */
export async function platformAdminPage(
  deps: Deps,
  query: Pick<ListQuery<(typeof platformAdminSorts)[number]>, 'page' | 'pageSize' | 'sort' | 'q'>,
): Promise<Page<PlatformAdmin>> {
  return pageInMemory(await listPlatformAdmins(deps.db), query, {
    sortValue: {
      firstName: (a) => a.firstName.toLocaleLowerCase('en-GB'),
      surname: (a) => a.surname.toLocaleLowerCase('en-GB'),
      email: (a) => a.email,
    },
    searchText: (a) => `${a.firstName} ${a.surname} ${a.email}`,
  });
}

/**
 * The spec's addEventflowAdminClaim: grants the top permission level to the person with this
 * email, in every event they belong to (they reach any other one by switching into it). 404
 * 'No user with that email address' for someone who belongs to no event.
 */
export async function grantPlatformAdmin(
  deps: Deps,
  grantedBy: string,
  email: string,
): Promise<PlatformAdmin> {
  return deps.db.transaction(async (tx) => {
    await lockPlatformAdmins(tx);
    const profile = await getProfileByEmail(tx, email);
    const raised = profile ? await raiseToEventflowAdmin(tx, profile.id, grantedBy) : 0;
    if (!profile || raised === 0) {
      throw AppError.notFound(platformMessages.noSuchUser);
    }
    return {
      id: profile.id,
      email: profile.email,
      firstName: profile.firstName,
      surname: profile.surname,
    };
  });
}

/**
 * Takes the platform admin level from a user: they stay an admin of the events they belong to.
 * The last platform admin cannot be revoked (409), so the installation always has one.
 */
export async function revokePlatformAdmin(deps: Deps, revokedBy: string, userId: string) {
  await deps.db.transaction(async (tx) => {
    await lockPlatformAdmins(tx);
    const admins = await listPlatformAdmins(tx);
    if (!admins.some((admin) => admin.id === userId)) {
      throw AppError.notFound(platformMessages.notPlatformAdmin);
    }
    if ((await countPlatformAdmins(tx)) <= 1) {
      throw AppError.conflict(platformMessages.lastPlatformAdmin);
    }
    await lowerToAdmin(tx, userId, revokedBy);
  });
}

/**
 * Lets a platform admin into an event as its admin: they become a member of it at the
 * eventflowAdmin level (raised if they were lower), and are sent to its own address, where
 * they log in (session cookies belong to one host).
 */
export async function switchIntoEvent(
  deps: Deps,
  userId: string,
  eventId: string,
): Promise<SwitchEventResult> {
  const event = await deps.db.transaction(async (tx) => {
    const row = await getEvent(tx, eventId);
    if (!row) throw AppError.notFound(messages.eventNotFound);
    const member = await getMember(tx, eventId, userId);
    if (!member) {
      await insertMember(tx, { eventId, userId, permissions: 'eventflowAdmin', createdBy: userId });
    } else if (!hasPermission(member.permissions, 'eventflowAdmin')) {
      await updatePermissions(tx, eventId, userId, 'eventflowAdmin', userId);
    }
    // Switching in is the account's own choice: an invitation it had there is accepted.
    if (member?.status === 'invited') await acceptMembership(tx, eventId, userId, new Date());
    return row;
  });
  return { url: `${canonicalOrigin(event, deps.config)}/admin` };
}
