import { z } from 'zod';
import { say } from '../common/say.ts';
import { text } from '../common/text.ts';

/** The spec's text of the 'Tips and tricks' aside, shown where no tip is written. */
export const defaultTipText = /*i18n*/ 'Tips and tricks coming soon!';

/** A tip is short: it sits in a 300 px aside beside the page. */
export const maxTipLength = 1000;

/**
 * The areas of the app a tip can be written for. The aside shows the tip of the area the page
 * belongs to (`tipsAreaOf`).
 */
export const tipsAreas = [
  'dashboard',
  'content',
  'downloads',
  'forms',
  'suppliers',
  'tasks',
  'timeTable',
  'notifications',
  'team',
  'account',
  'admin',
] as const;
export type TipsArea = (typeof tipsAreas)[number];

/** Each area by its name in the app (the sidebar's words), as the translation editor names a tip. */
export const tipsAreaNames: Record<TipsArea, string> = {
  dashboard: 'Dashboard',
  content: 'Content',
  downloads: 'Downloads',
  forms: 'Forms',
  suppliers: 'Suppliers',
  tasks: 'Tasks',
  timeTable: 'Time table',
  notifications: 'Notifications',
  team: 'My team',
  account: 'My account',
  admin: 'Organiser',
};

const tip = text()
  .trim()
  .max(maxTipLength, say(/*i18n*/ 'A tip can be at most {max} characters', { max: maxTipLength }));

/**
 * The tips settings document: one plain-text tip per area. An empty tip shows the spec's
 * default text (`defaultTipText`).
 */
export const tipsSettingsSchema = z.strictObject(
  Object.fromEntries(tipsAreas.map((area) => [area, tip])) as Record<TipsArea, typeof tip>,
);
export type TipsSettings = z.infer<typeof tipsSettingsSchema>;

export const updateTipsSettingsInputSchema = tipsSettingsSchema.partial();
export type UpdateTipsSettingsInput = z.infer<typeof updateTipsSettingsInputSchema>;

export const defaultTipsSettings: TipsSettings = Object.fromEntries(
  tipsAreas.map((area) => [area, '']),
) as TipsSettings;

const areaOfSegment: Record<string, TipsArea> = {
  content: 'content',
  downloads: 'downloads',
  forms: 'forms',
  suppliers: 'suppliers',
  tasks: 'tasks',
  'time-table': 'timeTable',
  notifications: 'notifications',
  'my-team': 'team',
  'my-account': 'account',
  'my-events': 'account',
  admin: 'admin',
};

/** The area a page belongs to, by its path: '/my-team/add-team-member' → 'team'. */
export function tipsAreaOf(pathname: string): TipsArea {
  const [first] = pathname.split('/').filter(Boolean);
  if (!first) return 'dashboard';
  return areaOfSegment[first] ?? 'dashboard';
}

/** The text the aside shows for an area: its tip, else the spec's default. */
export function tipTextFor(tips: TipsSettings | undefined, area: TipsArea): string {
  return tips?.[area]?.trim() || defaultTipText;
}
