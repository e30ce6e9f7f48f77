import type { EmailTemplateKind, EmailVariable } from './email-templates.ts';

// Each kind of email as the list and the editor describe it: its name, when it is sent, and the
// variables (with sample values) its template may use.

const common: EmailVariable[] = [
  {
    name: 'eventName',
    description: 'The name of the event',
    type: 'text',
    sample: 'Showdesk Expo 2027',
  },
  {
    name: 'firstName',
    description: 'The first name of the person it goes to (may be empty)',
    type: 'text',
    sample: 'Alex',
  },
];

const welcomeParagraphs: EmailVariable = {
  name: 'paragraphs',
  description: "The welcome email settings' paragraphs that are switched on (plain text)",
  type: 'list',
  sample: ['Build-up starts on Monday at 8am. Bring your stand pass.'],
};
const teamName: EmailVariable = {
  name: 'teamName',
  description: 'The team they were given or added to',
  type: 'text',
  sample: 'Acme Stands',
};
const setPasswordUrl: EmailVariable = {
  name: 'setPasswordUrl',
  description:
    'Their link to choose a first password (works 7 days; only they see it). Placed only as its button',
  type: 'secretLink',
  buttonLabel: 'Set your password',
  sample: 'https://expo.example.com/auth/set-password?mode=setPassword&token=sample-token',
};
const loginUrl: EmailVariable = {
  name: 'loginUrl',
  description: 'The login page of the event',
  type: 'link',
  sample: 'https://expo.example.com/auth/login',
};

const newEmail: EmailVariable = {
  name: 'newEmail',
  description: 'The new address',
  type: 'text',
  sample: 'alex.new@example.com',
};

const newWelcome = [...common, teamName, welcomeParagraphs, setPasswordUrl];
const existingWelcome = [...common, teamName, welcomeParagraphs, loginUrl];

interface KindInfo {
  name: string;
  description: string;
  variables: EmailVariable[];
}

/** Each kind's name on screen, when it is sent, and the variables its template may use. */
export const emailTemplateInfo: Record<EmailTemplateKind, KindInfo> = {
  welcome: {
    name: 'Welcome',
    description: 'To a new team owner without an account yet',
    variables: newWelcome,
  },
  welcomeTeamMember: {
    name: 'Welcome (team member)',
    description: 'To someone without an account added to a team',
    variables: newWelcome,
  },
  standShareWelcome: {
    name: 'Welcome (stand share)',
    description: 'To the new owner, without an account yet, of a stand share',
    variables: newWelcome,
  },
  existingWelcome: {
    name: 'Welcome (existing account)',
    description: 'To a new team owner who already has an account from another event',
    variables: existingWelcome,
  },
  existingWelcomeTeamMember: {
    name: 'Welcome (team member, existing account)',
    description: 'To someone with an account from another event added to a team',
    variables: existingWelcome,
  },
  existingStandShareWelcome: {
    name: 'Welcome (stand share, existing account)',
    description: 'To the new owner of a stand share who already has an account',
    variables: existingWelcome,
  },
  welcomeChaser: {
    name: 'Welcome reminder',
    description: 'To members who were invited but have never logged in',
    variables: [
      ...common,
      welcomeParagraphs,
      {
        name: 'hasPassword',
        description: 'Whether they already have a password (then there is no set-password button)',
        type: 'flag',
        sample: false,
      },
      {
        ...setPasswordUrl,
        description:
          'Their link to choose a password, when they have none. Placed only as its button (which draws nothing when they have a password)',
      },
      loginUrl,
    ],
  },
  adminNotification: {
    name: 'Notification',
    description: "An organisers' notification sent by email",
    variables: [
      ...common,
      {
        name: 'title',
        description: 'The notification title',
        type: 'text',
        sample: 'Build-up times changed',
      },
      {
        name: 'description',
        description: 'The notification text (rich text)',
        type: 'html',
        sample: '<p>Build-up now starts at <strong>7am</strong> on Monday.</p>',
      },
      {
        name: 'linkUrl',
        description: 'The page it links to (may be empty)',
        type: 'link',
        sample: 'https://expo.example.com/content/build-up',
      },
    ],
  },
  commentNotification: {
    name: 'Comment mention or reply',
    description:
      'To someone mentioned in a task comment, and to a comment’s author when it is answered',
    variables: [
      ...common,
      {
        name: 'authorName',
        description: 'Who wrote the comment',
        type: 'text',
        sample: 'Sam Organiser',
      },
      {
        name: 'reason',
        description: 'Why it is sent: “mentioned you” or “replied to your comment”',
        type: 'text',
        sample: 'replied to your comment',
      },
      {
        name: 'taskTitle',
        description: 'The task',
        type: 'text',
        sample: 'Upload your risk assessment',
      },
      {
        name: 'comment',
        description: 'The comment, one paragraph per line',
        type: 'html',
        sample: '<p>@Alex could you check the electrics section?</p>',
      },
      {
        name: 'commentUrl',
        description: 'The comment on the task page',
        type: 'link',
        sample: 'https://expo.example.com/tasks/task-1#comment-1',
      },
    ],
  },
  formNotification: {
    name: 'Form notification',
    description: "A form's notification of a sent submission",
    variables: [
      ...common,
      {
        name: 'subject',
        description: "The notification's subject",
        type: 'text',
        sample: 'New submission: Stand registration',
      },
      { name: 'formTitle', description: 'The form', type: 'text', sample: 'Stand registration' },
      {
        name: 'message',
        description: "The notification's message (rich text)",
        type: 'html',
        sample: '<p>A team has registered its stand.</p>',
      },
      {
        name: 'submissionTable',
        description: 'The submitted answers as a table (empty unless the notification shows them)',
        type: 'html',
        sample:
          '<h3 style="font-size:15px;margin:24px 0 8px">Submission</h3><table style="border-collapse:collapse;width:100%;font-size:14px"><tr><th scope="row" style="text-align:left;width:40%">Stand size</th><td>6x3m</td></tr></table>',
      },
      {
        name: 'teamTable',
        description: "The team's custom fields as a table (empty unless shown)",
        type: 'html',
        sample: null,
      },
      {
        name: 'submissionUrl',
        description: 'The submission (empty for recipients who cannot open it)',
        type: 'link',
        sample: 'https://expo.example.com/admin/forms/form-1/submissions/sub-1/edit',
      },
    ],
  },
  taskReminder: {
    name: 'Task reminder',
    description: "A team's tasks that are due soon or overdue, or one task an organiser chased",
    variables: [
      ...common,
      { name: 'shortName', description: "The event's short name", type: 'text', sample: 'Expo 27' },
      {
        name: 'subject',
        description: 'The usual subject (how many tasks, or the one task and its due date)',
        type: 'text',
        sample: 'Expo 27: 2 tasks are due soon or overdue',
      },
      {
        name: 'isSingleTask',
        description: 'An organiser sent a reminder about one task',
        type: 'flag',
        sample: false,
      },
      {
        name: 'isDigest',
        description: 'An admin’s digest: every team with due tasks, in teams',
        type: 'flag',
        sample: false,
      },
      {
        name: 'teams',
        description:
          'An admin’s digest only: the teams, each with name and tasks (as tasks, linked to the task report)',
        type: 'list',
        sample: [],
      },
      {
        name: 'tasks',
        description:
          'The tasks: each has title, dueDate (1 Mar 2027), label (Overdue, Due Soon) and url',
        type: 'list',
        sample: [
          {
            title: 'Upload your risk assessment',
            dueDate: '1 Mar 2027',
            label: 'Overdue',
            url: 'https://expo.example.com/tasks/task-1',
          },
          {
            title: 'Order electrics',
            dueDate: '8 Mar 2027',
            label: 'Due Soon',
            url: 'https://expo.example.com/tasks/task-2',
          },
        ],
      },
    ],
  },
  taskStatus: {
    name: 'Task status',
    description: "An organiser approved a team's task or sent it back",
    variables: [
      ...common,
      {
        name: 'taskTitle',
        description: 'The task',
        type: 'text',
        sample: 'Upload your risk assessment',
      },
      teamName,
      { name: 'isApproved', description: 'Approved (else sent back)', type: 'flag', sample: true },
      {
        name: 'note',
        description: "The organiser's note (may be empty)",
        type: 'text',
        sample: 'Thanks!',
      },
      {
        name: 'taskUrl',
        description: 'The task page',
        type: 'link',
        sample: 'https://expo.example.com/tasks/task-1',
      },
    ],
  },
  confirmEmailChange: {
    name: 'Email changed',
    description: 'To the old address, once an email change is confirmed',
    variables: [...common, newEmail, loginUrl],
  },
  newDeviceLogin: {
    name: 'New login',
    description:
      'When someone logs in to an account from a device it has not used before (if the event settings turn it on)',
    variables: [
      ...common,
      {
        name: 'device',
        description: 'The browser and system of the login, e.g. Chrome on Windows',
        type: 'text',
        sample: 'Chrome on Windows',
      },
      {
        name: 'ipAddress',
        description: 'The address the login came from',
        type: 'text',
        sample: '203.0.113.24',
      },
      {
        name: 'loginTime',
        description: "When it happened, on the event's clock",
        type: 'text',
        sample: '15 November 2027, 09:41',
      },
      {
        name: 'passwordHelpUrl',
        description: 'The page to choose a new password (it sends a reset link to the account)',
        type: 'link',
        sample: 'https://expo.example.com/auth/forgot-password',
      },
    ],
  },
  confirmPasswordChange: {
    name: 'Password changed',
    description: 'After a password was changed or reset',
    variables: [...common, loginUrl],
  },
  verifyEmailChange: {
    name: 'Verify email change',
    description: 'To the new address, to confirm an email change',
    variables: [
      ...common,
      newEmail,
      {
        name: 'confirmUrl',
        description:
          'The link that confirms the change (only they see it). Placed only as its button',
        type: 'secretLink',
        buttonLabel: 'Confirm email address',
        sample:
          'https://expo.example.com/auth/update-email?mode=verifyAndChangeEmail&token=sample-token',
      },
    ],
  },
  verifyPasswordChange: {
    name: 'Password reset',
    description: 'A password reset link someone asked for',
    variables: [
      ...common,
      {
        name: 'resetUrl',
        description:
          'The link to choose a new password (works 24 hours; only they see it). Placed only as its button',
        type: 'secretLink',
        buttonLabel: 'Reset password',
        sample:
          'https://expo.example.com/auth/reset-password?mode=resetPassword&token=sample-token',
      },
    ],
  },
};

/** The sample values of a kind's variables: the preview's and the test email's model. */
export const sampleModel = (kind: EmailTemplateKind): Record<string, unknown> =>
  Object.fromEntries(emailTemplateInfo[kind].variables.map((v) => [v.name, v.sample]));
