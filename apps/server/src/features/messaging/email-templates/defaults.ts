import { type AppLocale, appLocales, sourceLocale } from '@showdesk/domain/common/locales';
import type { EmailTemplateKind } from '@showdesk/domain/messaging/email-templates';
import { serverI18n } from '../../../lib/i18n.ts';

/**
 * The emails Showdesk sends when an event has not changed them, as LiquidJS, in each of the
 * app's languages. A body is HTML whose plain `<p>`, `<ul>`, `<li>` and `<h2>` get the layout's
 * inline styles; `{{ link | button: "Label" }}` writes a button (and `Label: link` in the text
 * part); a secret link (set-password, reset, email change) is placed only by
 * `{% button name "Label" %}`.
 *
 * The words are the server's messages (lib/i18n.ts): a variable is an ICU placeholder in the
 * catalogue and Liquid in the template, so translators never see Liquid. A translation's own
 * words are escaped as the rich text editor writes text, so it adds neither HTML nor Liquid,
 * and a button's label cannot leave its Liquid string.
 */
export interface DefaultTemplate {
  subject: string;
  body: string;
}

// A Liquid expression given as a placeholder's value is kept between these marks while the
// message's own words are escaped around it.
const open = '\u0001';
const close = '\u0002';
const liquid = (source: string) => `${open}${source}${close}`;
const variable = (name: string) => liquid(`{{ ${name} }}`);
const pieces = new RegExp(`${open}([^${close}]*)${close}`);

/** Said words as body text (as email-body.ts's escapeText writes them), Liquid kept. */
const bodyText = (said: string) =>
  said
    .split(pieces)
    .map((part, index) =>
      index % 2
        ? part
        : part
            .replace(/&/g, '&amp;')
            .replace(/</g, '&lt;')
            .replace(/>/g, '&gt;')
            .replace(/\u00a0/g, '&nbsp;')
            .replace(/\{(?=[{%])/g, '&#123;'),
    )
    .join('');

/** Said words as a subject (plain text): a brace that would open Liquid is written by Liquid. */
const subjectText = (said: string) =>
  said
    .split(pieces)
    .map((part, index) => (index % 2 ? part : part.replace(/\{(?=[{%])/g, '{{ "{" }}')))
    .join('');

/** Said words as a Liquid string's content (a button's label): no quote or brace to end it. */
const quoted = (said: string) =>
  said.replace(/"/g, '”').replace(/\{/g, '(').replace(/\}/g, ')').replace(/\s+/g, ' ');

const p = (said: string) => `<p>${bodyText(said)}</p>`;
const button = (link: string, label: string) => `{{ ${link} | button: "${quoted(label)}" }}`;
const secretButton = (link: string, label: string) => `{% button ${link} "${quoted(label)}" %}`;

function templatesIn(language: AppLocale): Record<EmailTemplateKind, DefaultTemplate> {
  const i18n = serverI18n(language);
  const eventName = variable('eventName');
  const teamName = variable('teamName');
  const taskTitle = variable('taskTitle');
  const newEmail = variable('newEmail');

  const hi = p(
    i18n._('Hi {firstName},', {
      firstName: liquid(`{{ firstName | default: "${quoted(i18n._('there'))}" }}`),
    }),
  );
  const paragraphs = '{% for paragraph in paragraphs %}<p>{{ paragraph }}</p>{% endfor %}';
  const chooseYourPassword = p(
    i18n._(
      'Choose your password to log in. The link works for 7 days; after that, use "Forgot password?" on the login page.',
    ),
  );
  const existingLogin = p(
    i18n._('Log in with the email and password you already use for Showdesk.'),
  );
  // An account from another event is invited, not added: it answers after logging in.
  const existingInvitation = p(
    i18n._(
      'Log in with the email and password you already use for Showdesk to accept or decline this invitation.',
    ),
  );
  const logIn = button('loginUrl', i18n._('Log in'));
  const setYourPassword = secretButton('setPasswordUrl', i18n._('Set your password'));

  const roleLines = {
    owner: p(
      i18n._("You've been set up as the owner of {teamName} at {eventName}.", {
        teamName,
        eventName,
      }),
    ),
    member: p(i18n._("You've been added to {teamName} at {eventName}.", { teamName, eventName })),
    standShare: p(
      i18n._('{teamName} now has a stand share at {eventName}, and you are its owner.', {
        teamName,
        eventName,
      }),
    ),
  };

  const welcomeSubject = subjectText(i18n._('Welcome to {eventName}', { eventName }));
  const newWelcome = (role: string): DefaultTemplate => ({
    subject: welcomeSubject,
    body: [hi, role, paragraphs, chooseYourPassword, setYourPassword].join('\n'),
  });
  const existingWelcome = (role: string): DefaultTemplate => ({
    subject: welcomeSubject,
    body: [hi, role, paragraphs, existingInvitation, logIn].join('\n'),
  });

  const task = (list: string) =>
    `{% for task in ${list} %}<li><a href="{{ task.url }}">{{ task.title }}</a> ${bodyText(
      i18n._('({label}, due {dueDate})', {
        label: variable('task.label'),
        dueDate: variable('task.dueDate'),
      }),
    )}</li>{% endfor %}`;

  return {
    welcome: newWelcome(roleLines.owner),
    welcomeTeamMember: newWelcome(roleLines.member),
    standShareWelcome: newWelcome(roleLines.standShare),
    existingWelcome: existingWelcome(roleLines.owner),
    existingWelcomeTeamMember: existingWelcome(roleLines.member),
    existingStandShareWelcome: existingWelcome(roleLines.standShare),
    welcomeChaser: {
      subject: subjectText(i18n._('Reminder: your invitation to {eventName}', { eventName })),
      body: [
        hi,
        p(
          i18n._("You were invited to {eventName}, but you haven't logged in yet.", {
            eventName,
          }),
        ),
        paragraphs,
        '{% if hasPassword %}',
        existingLogin,
        logIn,
        '{% else %}',
        chooseYourPassword,
        setYourPassword,
        '{% endif %}',
      ].join('\n'),
    },
    adminNotification: {
      subject: '{{ title }}',
      body: [
        hi,
        '<h2>{{ title }}</h2>',
        '{{ description }}',
        button('linkUrl', i18n._('Open')),
      ].join('\n'),
    },
    commentNotification: {
      subject: subjectText(
        i18n._('{authorName} {reason} on {taskTitle}', {
          authorName: variable('authorName'),
          reason: variable('reason'),
          taskTitle,
        }),
      ),
      body: [
        hi,
        p(
          i18n._('{authorName} {reason} on {taskTitle}:', {
            authorName: variable('authorName'),
            reason: variable('reason'),
            taskTitle,
          }),
        ),
        '{{ comment }}',
        button('commentUrl', i18n._('View the comment')),
      ].join('\n'),
    },
    formNotification: {
      subject: '{{ subject }}',
      body: [
        '<div style="margin:0 0 16px">{{ message }}</div>',
        '{{ submissionTable }}',
        '{{ teamTable }}',
        button('submissionUrl', i18n._('View the submission')),
      ].join('\n'),
    },
    taskReminder: {
      subject: '{{ subject }}',
      body: [
        hi,
        `{% if isDigest %}<p>{% if isSingleTask %}${bodyText(
          i18n._('These teams have not done this task yet:'),
        )}{% elsif teams.size == 1 %}${bodyText(
          i18n._('One team has tasks that are due soon or overdue:'),
        )}{% else %}${bodyText(
          i18n._('{count} teams have tasks that are due soon or overdue:', {
            count: variable('teams.size'),
          }),
        )}{% endif %}</p>`,
        `{% for team in teams %}<p><strong>{{ team.name }}</strong></p><ul>${task('team.tasks')}</ul>{% endfor %}`,
        `${p(i18n._('Open a task to see the team on its report.'))}{% else %}`,
        `<p>{% if isSingleTask %}${bodyText(
          i18n._('The organisers of the event are reminding your team about this task:'),
        )}{% elsif tasks.size == 1 %}${bodyText(
          i18n._('Your team has a task that is due soon or overdue:'),
        )}{% else %}${bodyText(
          i18n._('Your team has {count} tasks that are due soon or overdue:', {
            count: variable('tasks.size'),
          }),
        )}{% endif %}</p>`,
        `<ul>${task('tasks')}</ul>`,
        `${p(i18n._('Open a task to complete it or mark it as not applicable.'))}{% endif %}`,
      ].join('\n'),
    },
    taskStatus: {
      subject: `{% if isApproved %}${subjectText(
        i18n._('{taskTitle}: approved', { taskTitle }),
      )}{% else %}${subjectText(i18n._('{taskTitle}: needs changes', { taskTitle }))}{% endif %}`,
      body: [
        hi,
        `{% if isApproved %}${p(
          i18n._('The event team has approved “{taskTitle}” for {teamName}. It is complete.', {
            taskTitle,
            teamName,
          }),
        )}{% else %}${p(
          i18n._(
            'The event team has sent “{taskTitle}” back to {teamName}: it needs changes before it is complete.',
            { taskTitle, teamName },
          ),
        )}{% endif %}`,
        `{% if note != blank %}${p(i18n._('Their note: {note}', { note: variable('note') }))}{% endif %}`,
        button('taskUrl', i18n._('Open the task')),
      ].join('\n'),
    },
    confirmEmailChange: {
      subject: subjectText(i18n._('Your {eventName} email address was changed', { eventName })),
      body: [
        hi,
        p(
          i18n._(
            'The email address of your account was changed to {newEmail}. From now on you log in with it.',
            { newEmail },
          ),
        ),
        p(
          i18n._(
            'If you did not make this change, reply to this email or contact the event team at once.',
          ),
        ),
        logIn,
      ].join('\n'),
    },
    newDeviceLogin: {
      subject: subjectText(i18n._('New login to your {eventName} account', { eventName })),
      body: [
        hi,
        p(i18n._('Your account was just used to log in from a device it has not used before:')),
        `<p><strong>{{ device }}</strong><br>{{ loginTime }}<br>${bodyText(
          i18n._('From {ipAddress}', { ipAddress: variable('ipAddress') }),
        )}</p>`,
        p(
          i18n._(
            'If this was you, there is nothing to do. If it was not, choose a new password straight away: that logs the other device out.',
          ),
        ),
        button('passwordHelpUrl', i18n._('Choose a new password')),
      ].join('\n'),
    },
    confirmPasswordChange: {
      subject: subjectText(i18n._('Your {eventName} password was changed', { eventName })),
      body: [
        hi,
        p(
          i18n._(
            'Your password has just been changed. If this was not you, reset your password straight away and contact the event team.',
          ),
        ),
        logIn,
      ].join('\n'),
    },
    verifyEmailChange: {
      subject: subjectText(i18n._('Confirm your new {eventName} email address', { eventName })),
      body: [
        hi,
        p(
          i18n._(
            'Please confirm that you want to use {newEmail} to log in. Until you confirm, your old address keeps working.',
            { newEmail },
          ),
        ),
        secretButton('confirmUrl', i18n._('Confirm email address')),
      ].join('\n'),
    },
    verifyPasswordChange: {
      subject: subjectText(i18n._('Reset your {eventName} password', { eventName })),
      body: [
        hi,
        p(
          i18n._(
            'We received a request to reset your password. Follow the link below to choose a new one. The link works for 24 hours.',
          ),
        ),
        p(
          i18n._(
            "If you didn't ask for this, you can ignore this email: your password stays the same.",
          ),
        ),
        secretButton('resetUrl', i18n._('Reset password')),
      ].join('\n'),
    },
  };
}

const byLanguage = new Map<AppLocale, Record<EmailTemplateKind, DefaultTemplate>>(
  appLocales.map((language) => [language, templatesIn(language)]),
);

/** The built-in emails in `language` (one of the app's; English for any other). */
export function defaultTemplatesIn(
  language: string | null | undefined,
): Record<EmailTemplateKind, DefaultTemplate> {
  return (
    byLanguage.get(language as AppLocale) ??
    (byLanguage.get(sourceLocale) as Record<EmailTemplateKind, DefaultTemplate>)
  );
}

/** The built-in emails in English, the source language. */
export const defaultTemplates = defaultTemplatesIn(sourceLocale);
