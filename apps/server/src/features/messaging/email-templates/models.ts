/**
 * What each kind of email is rendered from (the variables of `emailTemplateInfo` in the
 * domain). `eventName` is added from the layout. Rich text (`html`) values must be sanitised
 * or built with escaping by the caller: they are written as they are.
 */
interface Common {
  firstName: string;
}
interface NewWelcome extends Common {
  teamName: string;
  paragraphs: string[];
  setPasswordUrl: string;
}
interface ExistingWelcome extends Common {
  teamName: string;
  paragraphs: string[];
  loginUrl: string;
}

export interface EmailModels {
  welcome: NewWelcome;
  welcomeTeamMember: NewWelcome;
  standShareWelcome: NewWelcome;
  existingWelcome: ExistingWelcome;
  existingWelcomeTeamMember: ExistingWelcome;
  existingStandShareWelcome: ExistingWelcome;
  welcomeChaser: Common & {
    paragraphs: string[];
    hasPassword: boolean;
    setPasswordUrl: string | null;
    loginUrl: string;
  };
  adminNotification: Common & { title: string; description: string; linkUrl: string | null };
  commentNotification: Common & {
    authorName: string;
    /** 'mentioned you' or 'replied to your comment'. */
    reason: string;
    taskTitle: string;
    /** HTML: one escaped paragraph per line. */
    comment: string;
    commentUrl: string;
  };
  formNotification: Common & {
    subject: string;
    formTitle: string;
    message: string;
    submissionTable: string | null;
    teamTable: string | null;
    submissionUrl: string | null;
  };
  taskReminder: Common & {
    shortName: string;
    subject: string;
    isSingleTask: boolean;
    isDigest: boolean;
    tasks: Array<{ title: string; dueDate: string; label: string; url: string }>;
    teams: Array<{
      name: string;
      tasks: Array<{ title: string; dueDate: string; label: string; url: string }>;
    }>;
  };
  taskStatus: Common & {
    taskTitle: string;
    teamName: string;
    isApproved: boolean;
    note: string;
    taskUrl: string;
  };
  confirmEmailChange: Common & { newEmail: string; loginUrl: string };
  confirmPasswordChange: Common & { loginUrl: string };
  newDeviceLogin: Common & {
    device: string;
    ipAddress: string;
    loginTime: string;
    passwordHelpUrl: string;
  };
  verifyEmailChange: Common & { newEmail: string; confirmUrl: string };
  verifyPasswordChange: Common & { resetUrl: string };
}
