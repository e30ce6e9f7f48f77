import type { AppDeps, EventContext } from '../../../app-deps.ts';
import { saveEmailTemplate } from '../../messaging/email-templates/service.ts';

/**
 * The demo's own welcome email, so a newcomer finds one customised template: a friendlier
 * subject and the team's build-up line (the rest is the default's wording). It opens in the
 * rich text editor: chips, a bold phrase, the set-password button and the paragraphs' loop kept
 * as written.
 */
export const demoWelcome = {
  subject: '{{ firstName | default: "Hello" }}, your stand at {{ eventName }} is waiting',
  body: [
    '<p>Hi {{ firstName | default: "there" }},</p>',
    "<p>You've been set up as the owner of {{ teamName }} at {{ eventName }}.</p>",
    '{% for paragraph in paragraphs %}<p>{{ paragraph }}</p>{% endfor %}',
    '<p>Your portal has your <strong>tasks, forms and the official suppliers</strong> in one place. Choose your password to log in: the link works for 7 days.</p>',
    '{% button setPasswordUrl "Set your password" %}',
  ].join('\n'),
};

export async function seedDemoEmailTemplates(
  deps: Pick<AppDeps, 'db' | 'jobs' | 'config' | 'log' | 'reporter' | 'emailRenderer'>,
  admin: EventContext,
) {
  await saveEmailTemplate(deps, admin, 'welcome', demoWelcome);
}
