import { randomBytes } from 'node:crypto';
import type { AppDeps, EventContext } from '../../../app-deps.ts';
import type { DbOrTx, Tx } from '../../../db/client.ts';
import { authVerifications } from '../../../db/schema/auth.ts';
import { newId } from '../../../lib/ids.ts';
import { queueEmail } from '../../messaging/email/outbox.ts';
import {
  type EmailTemplateSet,
  loadEmailTemplates,
} from '../../messaging/email-templates/template-set.ts';
import { getEvent } from '../../platform/events/queries.ts';
import { canonicalOrigin } from '../../platform/events/request-event.ts';
import { documentOrDefaults } from '../../platform/settings/documents.ts';
import { getSettingsData } from '../../platform/settings/queries.ts';
import { getProfile } from '../users/queries.ts';
import { type WelcomeKind, welcomeTemplates } from './templates.ts';

/** How long an invitation's set-password link works. */
export const setPasswordLinkDays = 7;

export interface Invitee {
  userId: string;
  /** No account had this email before: the link sets a first password. */
  isNewAccount: boolean;
  /** Only someone new to this event is welcomed; a member moved between teams is not. */
  isNewMember: boolean;
}

/**
 * A first-password link for an invited account, written in the caller's transaction in the
 * form the auth library's reset-password step reads (`reset-password:<token>` → user id), so
 * the invitation and its link exist together or not at all.
 */
export async function setPasswordLink(tx: DbOrTx, origin: string, userId: string): Promise<string> {
  const token = randomBytes(18).toString('base64url');
  await tx.insert(authVerifications).values({
    id: newId(),
    identifier: `reset-password:${token}`,
    value: userId,
    expiresAt: new Date(Date.now() + setPasswordLinkDays * 24 * 60 * 60 * 1000),
  });
  const url = new URL('/auth/set-password', origin);
  url.searchParams.set('mode', 'setPassword');
  url.searchParams.set('token', token);
  return url.toString();
}

/**
 * Queues the welcome email of someone just given a team, a place in one, or a stand share
 * (spec, calls 7.5), in the transaction that made the change: new accounts get a set-password
 * link, existing ones (from another event) the existing* variant with the login page. A bulk
 * caller (the team import) passes the event's templates, loaded once.
 */
export async function queueWelcome(
  tx: Tx,
  deps: Pick<AppDeps, 'db' | 'jobs' | 'config' | 'log' | 'reporter' | 'emailRenderer'>,
  ctx: EventContext,
  invitee: Invitee,
  welcome: { kind: WelcomeKind; teamName: string; templates?: EmailTemplateSet },
): Promise<void> {
  if (!invitee.isNewMember) return;
  // One query at a time: a transaction is one connection.
  const event = await getEvent(tx, ctx.eventId);
  const profile = await getProfile(tx, invitee.userId);
  if (!event || !profile) return;
  // Read inside the transaction: the embedded database runs one transaction at a time.
  const stored = await getSettingsData(tx, ctx.eventId, ['branding', 'welcomeEmail']);
  const branding = documentOrDefaults(deps, ctx.eventId, 'branding', stored.get('branding'));
  const settings = documentOrDefaults(
    deps,
    ctx.eventId,
    'welcomeEmail',
    stored.get('welcomeEmail'),
  );
  const origin = canonicalOrigin(event, deps.config);
  const url = invitee.isNewAccount
    ? await setPasswordLink(tx, origin, invitee.userId)
    : new URL('/auth/login', origin).toString();
  const paragraphs = [
    ...(settings.showParagraph1 && settings.paragraph1 ? [settings.paragraph1] : []),
    ...(settings.showParagraph2 && settings.paragraph2 ? [settings.paragraph2] : []),
  ];
  const kinds = welcomeTemplates[welcome.kind];
  const templates = welcome.templates ?? (await loadEmailTemplates(tx, deps, ctx.eventId));
  const layout = { eventName: event.name, navBgColor: branding.navBgColor };
  const common = { firstName: profile.firstName, teamName: welcome.teamName, paragraphs };
  await queueEmail(tx, deps.jobs, {
    eventId: ctx.eventId,
    template: invitee.isNewAccount ? kinds.new : kinds.existing,
    to: profile.email,
    from: deps.config.mailFrom,
    userId: invitee.userId,
    email: invitee.isNewAccount
      ? await templates.render(
          kinds.new,
          layout,
          { ...common, setPasswordUrl: url },
          profile.locale,
        )
      : await templates.render(
          kinds.existing,
          layout,
          { ...common, loginUrl: url },
          profile.locale,
        ),
  });
}
