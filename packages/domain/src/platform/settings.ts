import { z } from 'zod';
import { acceptedCurrencyIds, defaultCurrencyId } from '../common/currencies.ts';
import { appLocaleSchema } from '../common/locale-schema.ts';
import { appLocales, sourceLocale } from '../common/locales.ts';
import { say } from '../common/say.ts';
import { text } from '../common/text.ts';
import { defaultTimeZone, isTimeZone } from '../common/time-zones.ts';
import { videoEmbedUrl } from '../content/video.ts';

/** The event's local hour at which daily task reminders go out, unless its settings say. */
export const defaultReminderHour = 8;
/** The bounds of an event's retention period for personal data, in days after its end date. */
export const minRetentionDays = 30;
export const maxRetentionDays = 3650;
/** The bounds of an event's audit retention: entries older than this many days are deleted. */
export const minAuditRetentionDays = 30;
export const maxAuditRetentionDays = 3650;

/*
 * The settings documents of an event (spec section 3), except branding and terminology, which
 * live in branding.ts and terminology.ts. Each kind has its strict document schema (the body of
 * a full replace), its defaults (spec section 9) and a strict partial schema for a merge-set.
 */

const trimmed = (max: number) => text().trim().max(max);

/** An email address, lower-cased when saved (spec section 5), or empty when not set. */
const optionalEmail = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.union([z.literal(''), z.email(/*i18n*/ 'Enter a valid email address')]));

/** A web address, or empty when not set. */
const optionalUrl = z
  .string()
  .trim()
  .pipe(
    z.union([
      z.literal(''),
      z.url({ protocol: /^https?$/, error: /*i18n*/ 'Enter a web address' }),
    ]),
  );

export const taskReminderRecipients = ['all-users', 'admin', 'team-leader'] as const;

export const emailsSettingsSchema = z.strictObject({
  taskRemindersEnabled: z.boolean(),
  /** Who receives task reminder emails. */
  sendTaskRemindersTo: z.enum(taskReminderRecipients),
  supportEmail: optionalEmail,
  /** The sender address of the event's emails. */
  fromEmail: optionalEmail,
});
export type EmailsSettings = z.infer<typeof emailsSettingsSchema>;
export const defaultEmailsSettings: EmailsSettings = {
  taskRemindersEnabled: false,
  sendTaskRemindersTo: 'all-users',
  supportEmail: '',
  fromEmail: '',
};
export const updateEmailsSettingsInputSchema = emailsSettingsSchema.partial();
export type UpdateEmailsSettingsInput = z.infer<typeof updateEmailsSettingsInputSchema>;

// The event document's fields kept on the event row, without their defaults: a merge-set
// (PATCH) leaves out what it does not change, and a default there would reset the row.
const eventTimeZoneField = z
  .string(/*i18n*/ 'Choose a time zone')
  .refine(isTimeZone, /*i18n*/ 'Choose a time zone from the list');
const reminderHourField = z
  .number(/*i18n*/ 'Choose an hour')
  .int(/*i18n*/ 'Choose an hour')
  .min(0, /*i18n*/ 'Choose an hour from 0 to 23')
  .max(23, /*i18n*/ 'Choose an hour from 0 to 23');
const retentionDaysField = z
  .number(/*i18n*/ 'Enter a number of days')
  .int(/*i18n*/ 'Enter a whole number of days')
  .min(
    minRetentionDays,
    say(/*i18n*/ 'Keep personal data at least {min} days', { min: minRetentionDays }),
  )
  .max(
    maxRetentionDays,
    say(/*i18n*/ 'Keep personal data at most {max} days', { max: maxRetentionDays }),
  )
  .nullable();
const auditRetentionDaysField = z
  .number(/*i18n*/ 'Enter a number of days')
  .int(/*i18n*/ 'Enter a whole number of days')
  .min(
    minAuditRetentionDays,
    say(/*i18n*/ 'Keep the activity at least {min} days', { min: minAuditRetentionDays }),
  )
  .max(
    maxAuditRetentionDays,
    say(/*i18n*/ 'Keep the activity at most {max} days', { max: maxAuditRetentionDays }),
  )
  .nullable();

export const eventLanguageMessages = {
  none: /*i18n*/ 'Choose at least one language',
  defaultNotOffered: /*i18n*/ 'Choose the default among the event’s languages',
} as const;

/** The event's content languages: at least one, each once, in the app's order. */
const eventLanguagesField = z
  .array(appLocaleSchema)
  .min(1, eventLanguageMessages.none)
  .max(appLocales.length)
  .overwrite((chosen) => appLocales.filter((locale) => chosen.includes(locale)));

const eventSettingsFields = z.strictObject({
  /** First day of the event, YYYY-MM-DD. */
  startDate: z.iso.date(/*i18n*/ 'Enter a date'),
  /** Last day of the event, YYYY-MM-DD; not before the start date. */
  endDate: z.iso.date(/*i18n*/ 'Enter a date'),
  longName: trimmed(200),
  shortName: trimmed(100),
  eventName: trimmed(200),
  /** The organiser's team name, shown where the organisers sign. */
  teamName: trimmed(200),
  companyName: trimmed(200),
  companyAddress: trimmed(1000),
  /** The address members open the app at, used in emails. */
  appUrl: optionalUrl,
  /**
   * The event's IANA time zone: its calendar days (due soon and overdue turn at its midnight).
   * Kept on the event's row too, which is what the app reads.
   */
  timeZone: eventTimeZoneField.default(defaultTimeZone),
  /** The event's local hour (0–23) at which the daily task reminders go out; on the row too. */
  reminderHour: reminderHourField.default(defaultReminderHour),
  /**
   * Days after the end date after which members' personal data is anonymised (null: kept);
   * on the row too.
   */
  retentionDays: retentionDaysField.default(null),
  /**
   * Days the event's activity (its audit entries) is kept; older entries are deleted daily
   * (null: kept). On the row too.
   */
  auditRetentionDays: auditRetentionDaysField.default(null),
  /**
   * Admins and moderators must log in with a second factor: those without one set it up at their
   * next login before anything else. On the row too.
   */
  requireStaffSecondFactor: z.boolean(/*i18n*/ 'Choose yes or no').default(false),
  /**
   * Admins and moderators must log in through single sign-on: their password login is refused
   * while a sign-in provider is offered on the event's login page (none: no change). On the row
   * too.
   */
  requireStaffSso: z.boolean(/*i18n*/ 'Choose yes or no').default(false),
  /**
   * Email a person when their account logs in to the event from a browser it has not used
   * before (the 'newDeviceLogin' email).
   */
  newDeviceLoginEmails: z.boolean(/*i18n*/ 'Choose yes or no').default(false),
  /**
   * The languages the event's content is written in, and its default: what a reader whose
   * language the event lacks sees, and what exports use. On the row too.
   */
  languages: eventLanguagesField.default([sourceLocale]),
  defaultLanguage: appLocaleSchema.default(sourceLocale),
});

/** A default language the event offers (checked on every write of the event document). */
const defaultLanguageOffered = {
  message: eventLanguageMessages.defaultNotOffered,
  path: ['defaultLanguage'],
};
const isDefaultOffered = (s: { languages?: string[]; defaultLanguage?: string }) =>
  s.languages === undefined || s.defaultLanguage === undefined
    ? true
    : s.languages.includes(s.defaultLanguage);

const datesInOrder = {
  message: /*i18n*/ 'The end date must not be before the start date',
  path: ['endDate'],
};

/**
 * The stored document. Its eventName may be empty (documents saved before a name was required):
 * the event's own name stands in for it when it is read.
 */
export const eventSettingsSchema = eventSettingsFields
  .refine((s) => s.endDate >= s.startDate, datesInOrder)
  .refine(isDefaultOffered, defaultLanguageOffered);
export type EventSettings = z.infer<typeof eventSettingsSchema>;

export const eventNameRequiredMessage = /*i18n*/ 'Enter the event name';
/** The event's name as a write sets it: never empty, as the whole app shows it. */
const requiredEventName = text()
  .trim()
  .min(1, eventNameRequiredMessage)
  .max(200, /*i18n*/ 'Use at most 200 characters');

/** Body of a full replace (PUT) of the event settings: the stored document with a name. */
export const replaceEventSettingsInputSchema = eventSettingsFields
  .extend({ eventName: requiredEventName })
  .refine((s) => s.endDate >= s.startDate, datesInOrder)
  .refine(isDefaultOffered, defaultLanguageOffered);
export const defaultEventSettings: EventSettings = {
  startDate: '2023-11-15',
  endDate: '2023-11-16',
  longName: '',
  shortName: '',
  eventName: '',
  teamName: '',
  companyName: '',
  companyAddress: '',
  appUrl: '',
  timeZone: defaultTimeZone,
  reminderHour: defaultReminderHour,
  retentionDays: null,
  auditRetentionDays: null,
  requireStaffSecondFactor: false,
  requireStaffSso: false,
  newDeviceLoginEmails: false,
  languages: [sourceLocale],
  defaultLanguage: sourceLocale,
};
/** The merged document is checked again, so the date order holds after a merge-set too. */
export const updateEventSettingsInputSchema = eventSettingsFields
  .extend({
    eventName: requiredEventName,
    timeZone: eventTimeZoneField,
    reminderHour: reminderHourField,
    retentionDays: retentionDaysField,
    auditRetentionDays: auditRetentionDaysField,
    requireStaffSecondFactor: z.boolean(/*i18n*/ 'Choose yes or no'),
    requireStaffSso: z.boolean(/*i18n*/ 'Choose yes or no'),
    newDeviceLoginEmails: z.boolean(/*i18n*/ 'Choose yes or no'),
    languages: eventLanguagesField,
    defaultLanguage: appLocaleSchema,
  })
  .partial();
export type UpdateEventSettingsInput = z.infer<typeof updateEventSettingsInputSchema>;

export const featuredSettingsSchema = z.strictObject({
  /** Content pages shown as featured on the dashboard, in order; duplicates are dropped. */
  contentIds: z
    .array(text().trim().min(1))
    .max(100)
    .overwrite((ids) => [...new Set(ids)]),
});
export type FeaturedSettings = z.infer<typeof featuredSettingsSchema>;
export const defaultFeaturedSettings: FeaturedSettings = { contentIds: [] };
export const updateFeaturedSettingsInputSchema = featuredSettingsSchema.partial();
export type UpdateFeaturedSettingsInput = z.infer<typeof updateFeaturedSettingsInputSchema>;

export const videoSourceTypes = ['youTube', 'vimeo'] as const;

const onboardingSettingsFields = z.strictObject({
  /** Members not yet onboarded see /onboarding first. */
  showOnboarding: z.boolean(),
  title: trimmed(200),
  description: trimmed(5000),
  videoUrl: trimmed(500),
  videoSourceType: z.enum(videoSourceTypes),
  showSignature: z.boolean(),
  /** Greets the member by name ("Dear Alex"). */
  showGreeting: z.boolean(),
  /** Adds the surname to the greeting. */
  showSurname: z.boolean(),
  salutation: trimmed(100),
});

/** A video link must be a link to a video of the chosen source. */
export const onboardingSettingsSchema = onboardingSettingsFields.superRefine((s, ctx) => {
  if (s.videoUrl !== '' && videoEmbedUrl(s.videoUrl, s.videoSourceType) === null) {
    const message = s.videoSourceType === 'vimeo' ? 'Enter a Vimeo link' : 'Enter a YouTube link';
    ctx.addIssue({ code: 'custom', message, path: ['videoUrl'] });
  }
});
export type OnboardingSettings = z.infer<typeof onboardingSettingsSchema>;
export const defaultOnboardingSettings: OnboardingSettings = {
  showOnboarding: false,
  title: 'Welcome!',
  description: '',
  videoUrl: '',
  videoSourceType: 'youTube',
  showSignature: true,
  showGreeting: true,
  showSurname: false,
  salutation: 'Dear',
};
export const updateOnboardingSettingsInputSchema = onboardingSettingsFields.partial();
export type UpdateOnboardingSettingsInput = z.infer<typeof updateOnboardingSettingsInputSchema>;

const count = z
  .number(/*i18n*/ 'Enter a number')
  .int(/*i18n*/ 'Enter a whole number')
  .min(0, /*i18n*/ 'Enter 0 or more')
  .max(100_000);

export const variablesSettingsSchema = z.strictObject({
  /** Most members a team may have; teams at the limit show '(Team Full)'. */
  teamMemberLimit: count,
  /** A task is due soon when this many days or fewer remain. */
  dueSoonDays: count,
  currencyId: z.enum(acceptedCurrencyIds, /*i18n*/ 'Choose a currency from the list'),
});
export type VariablesSettings = z.infer<typeof variablesSettingsSchema>;
export const defaultVariablesSettings: VariablesSettings = {
  teamMemberLimit: 10,
  dueSoonDays: 30,
  currencyId: defaultCurrencyId,
};
export const updateVariablesSettingsInputSchema = variablesSettingsSchema.partial();
export type UpdateVariablesSettingsInput = z.infer<typeof updateVariablesSettingsInputSchema>;

/** The two organiser paragraphs of the welcome email. */
export const welcomeEmailSettingsSchema = z.strictObject({
  paragraph1: trimmed(5000),
  paragraph2: trimmed(5000),
  showParagraph1: z.boolean(),
  showParagraph2: z.boolean(),
});
export type WelcomeEmailSettings = z.infer<typeof welcomeEmailSettingsSchema>;
export const defaultWelcomeEmailSettings: WelcomeEmailSettings = {
  paragraph1: '',
  paragraph2: '',
  showParagraph1: false,
  showParagraph2: false,
};
export const updateWelcomeEmailSettingsInputSchema = welcomeEmailSettingsSchema.partial();
export type UpdateWelcomeEmailSettingsInput = z.infer<typeof updateWelcomeEmailSettingsInputSchema>;

/** The header of the member dashboard (the dashboard header editor). */
export const dashboardHeaderSettingsSchema = z.strictObject({
  title: trimmed(200),
  description: trimmed(2000),
  /** The header image: an asset of the event, or none. */
  assetId: text().min(1).nullable(),
});
export type DashboardHeaderSettings = z.infer<typeof dashboardHeaderSettingsSchema>;
export const defaultDashboardHeaderSettings: DashboardHeaderSettings = {
  title: '',
  description: '',
  assetId: null,
};
export const updateDashboardHeaderSettingsInputSchema = dashboardHeaderSettingsSchema.partial();
export type UpdateDashboardHeaderSettingsInput = z.infer<
  typeof updateDashboardHeaderSettingsInputSchema
>;
