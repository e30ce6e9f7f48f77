import type { EmailTemplateKind } from '@showdesk/domain/messaging/email-templates';

/**
 * The emails Showdesk sends when an event has not changed them: today's wording as LiquidJS.
 * A body is HTML whose plain `<p>`, `<ul>`, `<li>` and `<h2>` get the layout's inline styles;
 * `{{ link | button: "Label" }}` writes a button (and `Label: link` in the text part); a secret
 * link (set-password, reset, email change) is placed only by `{% button name "Label" %}`.
 */
export interface DefaultTemplate {
  subject: string;
  body: string;
}

const hi = '<p>Hi {{ firstName | default: "there" }},</p>';
const paragraphs = '{% for paragraph in paragraphs %}<p>{{ paragraph }}</p>{% endfor %}';
const chooseYourPassword =
  '<p>Choose your password to log in. The link works for 7 days; after that, use "Forgot password?" on the login page.</p>';
const existingLogin = '<p>Log in with the email and password you already use for Showdesk.</p>';
// An account from another event is invited, not added: it answers after logging in.
const existingInvitation =
  '<p>Log in with the email and password you already use for Showdesk to accept or decline this invitation.</p>';

const roleLines = {
  owner: "<p>You've been set up as the owner of {{ teamName }} at {{ eventName }}.</p>",
  member: "<p>You've been added to {{ teamName }} at {{ eventName }}.</p>",
  standShare:
    '<p>{{ teamName }} now has a stand share at {{ eventName }}, and you are its owner.</p>',
};

const welcomeSubject = 'Welcome to {{ eventName }}';
const newWelcome = (role: string): DefaultTemplate => ({
  subject: welcomeSubject,
  body: [
    hi,
    role,
    paragraphs,
    chooseYourPassword,
    '{% button setPasswordUrl "Set your password" %}',
  ].join('\n'),
});
const existingWelcome = (role: string): DefaultTemplate => ({
  subject: welcomeSubject,
  body: [hi, role, paragraphs, existingInvitation, '{{ loginUrl | button: "Log in" }}'].join('\n'),
});

export const defaultTemplates: Record<EmailTemplateKind, DefaultTemplate> = {
  welcome: newWelcome(roleLines.owner),
  welcomeTeamMember: newWelcome(roleLines.member),
  standShareWelcome: newWelcome(roleLines.standShare),
  existingWelcome: existingWelcome(roleLines.owner),
  existingWelcomeTeamMember: existingWelcome(roleLines.member),
  existingStandShareWelcome: existingWelcome(roleLines.standShare),
  welcomeChaser: {
    subject: 'Reminder: your invitation to {{ eventName }}',
    body: [
      hi,
      "<p>You were invited to {{ eventName }}, but you haven't logged in yet.</p>",
      paragraphs,
      '{% if hasPassword %}',
      existingLogin,
      '{{ loginUrl | button: "Log in" }}',
      '{% else %}',
      chooseYourPassword,
      '{% button setPasswordUrl "Set your password" %}',
      '{% endif %}',
    ].join('\n'),
  },
  adminNotification: {
    subject: '{{ title }}',
    body: [hi, '<h2>{{ title }}</h2>', '{{ description }}', '{{ linkUrl | button: "Open" }}'].join(
      '\n',
    ),
  },
  commentNotification: {
    subject: '{{ authorName }} {{ reason }} on {{ taskTitle }}',
    body: [
      hi,
      '<p>{{ authorName }} {{ reason }} on {{ taskTitle }}:</p>',
      '{{ comment }}',
      '{{ commentUrl | button: "View the comment" }}',
    ].join('\n'),
  },
  formNotification: {
    subject: '{{ subject }}',
    body: [
      '<div style="margin:0 0 16px">{{ message }}</div>',
      '{{ submissionTable }}',
      '{{ teamTable }}',
      '{{ submissionUrl | button: "View the submission" }}',
    ].join('\n'),
  },
  taskReminder: {
    subject: '{{ subject }}',
    body: [
      hi,
      '{% if isDigest %}<p>{% if isSingleTask %}These teams have not done this task yet:{% elsif teams.size == 1 %}One team has tasks that are due soon or overdue:{% else %}{{ teams.size }} teams have tasks that are due soon or overdue:{% endif %}</p>',
      '{% for team in teams %}<p><strong>{{ team.name }}</strong></p><ul>{% for task in team.tasks %}<li><a href="{{ task.url }}">{{ task.title }}</a> ({{ task.label }}, due {{ task.dueDate }})</li>{% endfor %}</ul>{% endfor %}',
      '<p>Open a task to see the team on its report.</p>{% else %}',
      '<p>{% if isSingleTask %}The organisers of the event are reminding your team about this task:{% elsif tasks.size == 1 %}Your team has a task that is due soon or overdue:{% else %}Your team has {{ tasks.size }} tasks that are due soon or overdue:{% endif %}</p>',
      '<ul>{% for task in tasks %}<li><a href="{{ task.url }}">{{ task.title }}</a> ({{ task.label }}, due {{ task.dueDate }})</li>{% endfor %}</ul>',
      '<p>Open a task to complete it or mark it as not applicable.</p>{% endif %}',
    ].join('\n'),
  },
  taskStatus: {
    subject: '{{ taskTitle }}: {% if isApproved %}approved{% else %}needs changes{% endif %}',
    body: [
      hi,
      '{% if isApproved %}<p>The event team has approved “{{ taskTitle }}” for {{ teamName }}. It is complete.</p>{% else %}<p>The event team has sent “{{ taskTitle }}” back to {{ teamName }}: it needs changes before it is complete.</p>{% endif %}',
      '{% if note != blank %}<p>Their note: {{ note }}</p>{% endif %}',
      '{{ taskUrl | button: "Open the task" }}',
    ].join('\n'),
  },
  confirmEmailChange: {
    subject: 'Your {{ eventName }} email address was changed',
    body: [
      hi,
      '<p>The email address of your account was changed to {{ newEmail }}. From now on you log in with it.</p>',
      '<p>If you did not make this change, reply to this email or contact the event team at once.</p>',
      '{{ loginUrl | button: "Log in" }}',
    ].join('\n'),
  },
  newDeviceLogin: {
    subject: 'New login to your {{ eventName }} account',
    body: [
      hi,
      '<p>Your account was just used to log in from a device it has not used before:</p>',
      '<p><strong>{{ device }}</strong><br>{{ loginTime }}<br>From {{ ipAddress }}</p>',
      '<p>If this was you, there is nothing to do. If it was not, choose a new password straight away: that logs the other device out.</p>',
      '{{ passwordHelpUrl | button: "Choose a new password" }}',
    ].join('\n'),
  },
  confirmPasswordChange: {
    subject: 'Your {{ eventName }} password was changed',
    body: [
      hi,
      '<p>Your password has just been changed. If this was not you, reset your password straight away and contact the event team.</p>',
      '{{ loginUrl | button: "Log in" }}',
    ].join('\n'),
  },
  verifyEmailChange: {
    subject: 'Confirm your new {{ eventName }} email address',
    body: [
      hi,
      '<p>Please confirm that you want to use {{ newEmail }} to log in. Until you confirm, your old address keeps working.</p>',
      '{% button confirmUrl "Confirm email address" %}',
    ].join('\n'),
  },
  verifyPasswordChange: {
    subject: 'Reset your {{ eventName }} password',
    body: [
      hi,
      '<p>We received a request to reset your password. Follow the link below to choose a new one. The link works for 24 hours.</p>',
      "<p>If you didn't ask for this, you can ignore this email: your password stays the same.</p>",
      '{% button resetUrl "Reset password" %}',
    ].join('\n'),
  },
};
