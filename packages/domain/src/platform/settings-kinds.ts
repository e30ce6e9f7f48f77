import type { z } from 'zod';
import type { Permission } from '../people/permissions.ts';
import {
  type Branding,
  brandingSchema,
  defaultBranding,
  replaceBrandingInputSchema,
  updateBrandingInputSchema,
  withDerivedNavTheme,
} from './branding.ts';
import {
  type DashboardHeaderSettings,
  dashboardHeaderSettingsSchema,
  defaultDashboardHeaderSettings,
  defaultEmailsSettings,
  defaultEventSettings,
  defaultFeaturedSettings,
  defaultOnboardingSettings,
  defaultVariablesSettings,
  defaultWelcomeEmailSettings,
  type EmailsSettings,
  type EventSettings,
  emailsSettingsSchema,
  eventSettingsSchema,
  type FeaturedSettings,
  featuredSettingsSchema,
  type OnboardingSettings,
  onboardingSettingsSchema,
  replaceEventSettingsInputSchema,
  updateDashboardHeaderSettingsInputSchema,
  updateEmailsSettingsInputSchema,
  updateEventSettingsInputSchema,
  updateFeaturedSettingsInputSchema,
  updateOnboardingSettingsInputSchema,
  updateVariablesSettingsInputSchema,
  updateWelcomeEmailSettingsInputSchema,
  type VariablesSettings,
  variablesSettingsSchema,
  type WelcomeEmailSettings,
  welcomeEmailSettingsSchema,
} from './settings.ts';
import {
  defaultTerminology,
  type Terminology,
  terminologySchema,
  updateTerminologyInputSchema,
} from './terminology.ts';
import {
  defaultTipsSettings,
  type TipsSettings,
  tipsSettingsSchema,
  updateTipsSettingsInputSchema,
} from './tips.ts';

/** The kinds of settings document an event has, one document each. */
export const settingsKinds = [
  'branding',
  'emails',
  'event',
  'featured',
  'onboarding',
  'terminology',
  'variables',
  'welcomeEmail',
  'dashboardHeader',
  'tips',
] as const;
export type SettingsKind = (typeof settingsKinds)[number];

export interface SettingsDocuments {
  branding: Branding;
  emails: EmailsSettings;
  event: EventSettings;
  featured: FeaturedSettings;
  onboarding: OnboardingSettings;
  terminology: Terminology;
  variables: VariablesSettings;
  welcomeEmail: WelcomeEmailSettings;
  dashboardHeader: DashboardHeaderSettings;
  tips: TipsSettings;
}

export interface SettingsKindRules<K extends SettingsKind> {
  /** The stored document, strict. */
  schema: z.ZodType<SettingsDocuments[K]>;
  /** Body of a full replace (PUT). */
  replaceInputSchema: z.ZodType;
  /** Body of a merge-set (PATCH): a strict partial document. */
  updateInputSchema: z.ZodType;
  /** What an event has before it saves the document (spec section 9). */
  defaults: SettingsDocuments[K];
  /** The lowest level that may read it; writing always needs admin. */
  readPermission: Permission;
  /** The spec's message when the document fails its check (calls document, section 8). */
  invalidMessage: string;
  /** Derived fields, applied to every document before it is saved. */
  finish?: (document: SettingsDocuments[K]) => SettingsDocuments[K];
}

export const settingsRules: { [K in SettingsKind]: SettingsKindRules<K> } = {
  branding: {
    schema: brandingSchema,
    replaceInputSchema: replaceBrandingInputSchema,
    updateInputSchema: updateBrandingInputSchema,
    defaults: defaultBranding,
    readPermission: 'user',
    invalidMessage: /*i18n*/ 'Invalid branding settings data.',
    finish: withDerivedNavTheme,
  },
  emails: {
    schema: emailsSettingsSchema,
    replaceInputSchema: emailsSettingsSchema,
    updateInputSchema: updateEmailsSettingsInputSchema,
    defaults: defaultEmailsSettings,
    readPermission: 'admin',
    invalidMessage: /*i18n*/ 'Invalid emails values',
  },
  event: {
    schema: eventSettingsSchema,
    replaceInputSchema: replaceEventSettingsInputSchema,
    updateInputSchema: updateEventSettingsInputSchema,
    defaults: defaultEventSettings,
    readPermission: 'user',
    invalidMessage: /*i18n*/ 'Invalid event settings data.',
  },
  featured: {
    schema: featuredSettingsSchema,
    replaceInputSchema: featuredSettingsSchema,
    updateInputSchema: updateFeaturedSettingsInputSchema,
    defaults: defaultFeaturedSettings,
    readPermission: 'user',
    invalidMessage: /*i18n*/ 'Invalid featured settings data.',
  },
  onboarding: {
    schema: onboardingSettingsSchema,
    replaceInputSchema: onboardingSettingsSchema,
    updateInputSchema: updateOnboardingSettingsInputSchema,
    defaults: defaultOnboardingSettings,
    readPermission: 'user',
    invalidMessage: /*i18n*/ 'Invalid onboarding settings',
  },
  terminology: {
    schema: terminologySchema,
    replaceInputSchema: terminologySchema,
    updateInputSchema: updateTerminologyInputSchema,
    defaults: defaultTerminology,
    readPermission: 'user',
    invalidMessage: /*i18n*/ 'Invalid terminology settings',
  },
  variables: {
    schema: variablesSettingsSchema,
    replaceInputSchema: variablesSettingsSchema,
    updateInputSchema: updateVariablesSettingsInputSchema,
    defaults: defaultVariablesSettings,
    readPermission: 'user',
    invalidMessage: /*i18n*/ 'Invalid variables settings',
  },
  welcomeEmail: {
    schema: welcomeEmailSettingsSchema,
    replaceInputSchema: welcomeEmailSettingsSchema,
    updateInputSchema: updateWelcomeEmailSettingsInputSchema,
    defaults: defaultWelcomeEmailSettings,
    readPermission: 'admin',
    invalidMessage: /*i18n*/ 'Invalid welcome text',
  },
  dashboardHeader: {
    schema: dashboardHeaderSettingsSchema,
    replaceInputSchema: dashboardHeaderSettingsSchema,
    updateInputSchema: updateDashboardHeaderSettingsInputSchema,
    defaults: defaultDashboardHeaderSettings,
    readPermission: 'user',
    invalidMessage: /*i18n*/ 'Invalid dashboardHeader settings data.',
  },
  tips: {
    schema: tipsSettingsSchema,
    replaceInputSchema: tipsSettingsSchema,
    updateInputSchema: updateTipsSettingsInputSchema,
    defaults: defaultTipsSettings,
    readPermission: 'user',
    invalidMessage: /*i18n*/ 'Invalid tips settings data.',
  },
};

export function isSettingsKind(value: string): value is SettingsKind {
  return (settingsKinds as readonly string[]).includes(value);
}

/** The spec's message for a kind of settings that does not exist. */
export const settingsNotFoundMessage = (kind: string) => `No ${kind} settings found.`;

export interface SettingsIssue {
  path: string;
  message: string;
}

export type SettingsResult<T> =
  | { success: true; data: T }
  | { success: false; message: string; issues: SettingsIssue[] };

function check<T>(kind: SettingsKind, schema: z.ZodType, value: unknown): SettingsResult<T> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return { success: true, data: parsed.data as T };
  return {
    success: false,
    message: settingsRules[kind].invalidMessage,
    issues: parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })),
  };
}

function finish<K extends SettingsKind>(kind: K, document: SettingsDocuments[K]) {
  const rules = settingsRules[kind] as SettingsKindRules<K>;
  return rules.finish ? rules.finish(document) : document;
}

/**
 * A stored document as the app uses it. Fields added to a kind after the document was saved
 * read their defaults; anything else that fails the strict check fails the whole document.
 */
export function readSettingsDocument<K extends SettingsKind>(
  kind: K,
  stored: unknown,
): SettingsResult<SettingsDocuments[K]> {
  const merged =
    stored && typeof stored === 'object' && !Array.isArray(stored)
      ? { ...settingsRules[kind].defaults, ...stored }
      : stored;
  return check(kind, settingsRules[kind].schema, merged);
}

/** The document a full replace (PUT) saves, or why the body is refused. */
export function replaceSettingsDocument<K extends SettingsKind>(
  kind: K,
  input: unknown,
): SettingsResult<SettingsDocuments[K]> {
  const body = check<SettingsDocuments[K]>(kind, settingsRules[kind].replaceInputSchema, input);
  if (!body.success) return body;
  return check(kind, settingsRules[kind].schema, finish(kind, body.data));
}

/** The checked body of a merge-set (PATCH), before it is merged. */
export function parseSettingsUpdate<K extends SettingsKind>(
  kind: K,
  input: unknown,
): SettingsResult<Partial<SettingsDocuments[K]>> {
  return check(kind, settingsRules[kind].updateInputSchema, input);
}

/**
 * The document a merge-set (PATCH) saves: the given fields over the current document. The
 * result is checked whole, so rules across fields (dates in order) still hold.
 */
export function mergeSettingsDocument<K extends SettingsKind>(
  kind: K,
  current: SettingsDocuments[K],
  input: unknown,
): SettingsResult<SettingsDocuments[K]> {
  const patch = parseSettingsUpdate(kind, input);
  if (!patch.success) return patch;
  const merged = { ...current, ...patch.data };
  return check(kind, settingsRules[kind].schema, finish(kind, merged));
}
