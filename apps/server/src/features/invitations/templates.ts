import { type RenderedEmail, renderSystemEmail, type SystemLayout } from '../email/templates.ts';

/** Who a welcome is for (spec, calls 7.5: welcome, welcomeTeamMember, standShareWelcome, existing*). */
export type WelcomeKind = 'owner' | 'member' | 'standShare';

export const welcomeTemplates = {
  owner: { new: 'welcome', existing: 'existingWelcome' },
  member: { new: 'welcomeTeamMember', existing: 'existingWelcomeTeamMember' },
  standShare: { new: 'standShareWelcome', existing: 'existingStandShareWelcome' },
} as const satisfies Record<WelcomeKind, { new: string; existing: string }>;

export interface WelcomeInput {
  kind: WelcomeKind;
  firstName: string;
  teamName: string;
  /** A set-password link for a new account; the login page for an existing one. */
  url: string;
  isNewAccount: boolean;
  /** The event's welcome email paragraphs that are switched on. */
  paragraphs: string[];
}

const roleLine: Record<WelcomeKind, (team: string, event: string) => string> = {
  owner: (team, event) => `You've been set up as the owner of ${team} at ${event}.`,
  member: (team, event) => `You've been added to ${team} at ${event}.`,
  standShare: (team, event) => `${team} now has a stand share at ${event}, and you are its owner.`,
};

/** The welcome email of a new team owner, team member or stand-share owner. */
export function welcomeEmail(layout: SystemLayout, input: WelcomeInput): RenderedEmail {
  const intro = roleLine[input.kind](input.teamName, layout.eventName);
  const closing = input.isNewAccount
    ? 'Choose your password to log in. The link works for 7 days; after that, use "Forgot password?" on the login page.'
    : 'Log in with the email and password you already use for Showdesk.';
  return renderSystemEmail(
    layout,
    `Welcome to ${layout.eventName}`,
    [`Hi ${input.firstName || 'there'},`, intro, ...input.paragraphs, closing],
    {
      label: input.isNewAccount ? 'Set your password' : 'Log in',
      url: input.url,
      isSecret: input.isNewAccount,
    },
  );
}

/** The template of a welcome reminder, for new and existing accounts alike (spec, calls 7.5). */
export const welcomeChaserTemplate = 'welcomeChaser';

export interface WelcomeChaserInput {
  firstName: string;
  /** A fresh set-password link while the account has no password; the login page once it has. */
  url: string;
  hasPassword: boolean;
  /** The event's welcome email paragraphs that are switched on. */
  paragraphs: string[];
}

/** The reminder sent to a member who was invited but has never logged in. */
export function welcomeChaserEmail(layout: SystemLayout, input: WelcomeChaserInput): RenderedEmail {
  const closing = input.hasPassword
    ? 'Log in with the email and password you already use for Showdesk.'
    : 'Choose your password to log in. The link works for 7 days; after that, use "Forgot password?" on the login page.';
  return renderSystemEmail(
    layout,
    `Reminder: your invitation to ${layout.eventName}`,
    [
      `Hi ${input.firstName || 'there'},`,
      `You were invited to ${layout.eventName}, but you haven't logged in yet.`,
      ...input.paragraphs,
      closing,
    ],
    {
      label: input.hasPassword ? 'Log in' : 'Set your password',
      url: input.url,
      isSecret: !input.hasPassword,
    },
  );
}
