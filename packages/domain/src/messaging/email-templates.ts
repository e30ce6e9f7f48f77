import { z } from 'zod';
import { text } from '../common/text.ts';

/**
 * Editable email templates (spec calls 7.5): one per kind of email, per
 * event. Subject and body are LiquidJS templates; an event stores only the kinds it changed.
 */

/** Every kind of email the event sends (spec, calls 7.5), in the order the list shows them. */
export const emailTemplateKinds = [
  'welcome',
  'welcomeTeamMember',
  'standShareWelcome',
  'existingWelcome',
  'existingWelcomeTeamMember',
  'existingStandShareWelcome',
  'welcomeChaser',
  'adminNotification',
  'commentNotification',
  'formNotification',
  'taskReminder',
  'taskStatus',
  'confirmEmailChange',
  'confirmPasswordChange',
  'verifyEmailChange',
  'verifyPasswordChange',
  'newDeviceLogin',
] as const;
export type EmailTemplateKind = (typeof emailTemplateKinds)[number];
export const isEmailTemplateKind = (value: string): value is EmailTemplateKind =>
  (emailTemplateKinds as readonly string[]).includes(value);

/**
 * How a variable's value is written into the body. text: escaped; html: rich text that was
 * sanitised (or built) by Showdesk, written as it is; link: an address; secretLink: an address
 * that acts for the recipient, which a template never sees: only `{% button name "Label" %}`
 * places it, as the system's own button (hidden from the email log); list: a list to loop over;
 * flag: true or false, for `{% if %}`.
 */
export const emailVariableTypes = ['text', 'html', 'link', 'secretLink', 'list', 'flag'] as const;
export type EmailVariableType = (typeof emailVariableTypes)[number];

/** A variable a kind of email offers its template. */
export const emailVariableSchema = z.strictObject({
  name: text(),
  description: text(),
  type: z.enum(emailVariableTypes),
  /** What the preview and a test email use. */
  sample: z.unknown(),
  /** A secret link's usual button label: `{% button name "Label" %}` is how a template places it. */
  buttonLabel: text().optional(),
});
export type EmailVariable = z.infer<typeof emailVariableSchema>;

/**
 * What a template writes to use a variable: a secret link only ever as its button tag (the
 * system draws it; a template never sees the link itself), anything else as `{{ name }}`.
 */
export const variableSnippet = (variable: EmailVariable): string =>
  variable.type === 'secretLink'
    ? `{% button ${variable.name} "${variable.buttonLabel ?? 'Open'}" %}`
    : `{{ ${variable.name} }}`;

export const emailTemplateMessages = {
  notFound: /*i18n*/ 'Email template not found',
  invalid: /*i18n*/ 'Invalid email template',
  busy: /*i18n*/ 'Too many emails are being previewed at once: try again in a moment',
} as const;

/** Long enough for any email; short enough that parsing one is instant. */
export const emailTemplateLimits = { subject: 500, body: 50_000 } as const;

export const emailTemplateSummarySchema = z.strictObject({
  /** The kind (the screen's :emailId). */
  id: z.enum(emailTemplateKinds),
  name: text(),
  description: text(),
  subject: text(),
  /** The event changed it (else it is the default). */
  isCustomised: z.boolean(),
  updatedAt: z.iso.datetime().nullable(),
});
export type EmailTemplateSummary = z.infer<typeof emailTemplateSummarySchema>;

export const emailTemplateSchema = emailTemplateSummarySchema.extend({
  body: text(),
  updatedBy: text().nullable(),
  variables: z.array(emailVariableSchema),
});
export type EmailTemplate = z.infer<typeof emailTemplateSchema>;

/**
 * A row of the list: the summary, and its subject rendered with the sample data (as the
 * editor's preview shows it), or null when it cannot be rendered now (the list shows the raw one).
 */
export const emailTemplateListItemSchema = emailTemplateSummarySchema.extend({
  sampleSubject: text().nullable(),
});
export type EmailTemplateListItem = z.infer<typeof emailTemplateListItemSchema>;

export const emailTemplateListSchema = z.array(emailTemplateListItemSchema);

export const emailTemplateInputSchema = z.strictObject({
  subject: text().trim().min(1, /*i18n*/ 'Subject is required').max(emailTemplateLimits.subject),
  body: text().max(emailTemplateLimits.body),
});
export type EmailTemplateInput = z.infer<typeof emailTemplateInputSchema>;

/** A rendered email: the preview's answer. `html` is the whole email in the event's layout. */
export const emailPreviewSchema = z.strictObject({
  subject: text(),
  html: text(),
  text: text(),
});
export type EmailPreview = z.infer<typeof emailPreviewSchema>;

export const emailTestSentSchema = z.strictObject({ to: text() });
export type EmailTestSent = z.infer<typeof emailTestSentSchema>;

/** Where a template error is, for the editor to point at: which part, line and column. */
export const templateErrorDetailSchema = z.strictObject({
  path: text(),
  message: text(),
  line: z.number().int().optional(),
  column: z.number().int().optional(),
});
