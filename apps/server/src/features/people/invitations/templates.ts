import type { EmailTemplateKind } from '@showdesk/domain/messaging/email-templates';

/** Who a welcome is for (spec, calls 7.5: welcome, welcomeTeamMember, standShareWelcome, existing*). */
export type WelcomeKind = 'owner' | 'member' | 'standShare';

export const welcomeTemplates = {
  owner: { new: 'welcome', existing: 'existingWelcome' },
  member: { new: 'welcomeTeamMember', existing: 'existingWelcomeTeamMember' },
  standShare: { new: 'standShareWelcome', existing: 'existingStandShareWelcome' },
} as const satisfies Record<WelcomeKind, { new: EmailTemplateKind; existing: EmailTemplateKind }>;

/** The template of a welcome reminder, for new and existing accounts alike (spec, calls 7.5). */
export const welcomeChaserTemplate = 'welcomeChaser' as const;
