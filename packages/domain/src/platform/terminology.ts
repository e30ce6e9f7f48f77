import { z } from 'zod';
import { text } from '../common/text.ts';

export { titleCase } from '../common/title-case.ts';

/** The configurable areas whose words an event may rename (spec section 3, terminology). */
export const terminologyKeys = [
  'dashboard',
  'downloads',
  'forms',
  'suppliers',
  'tasks',
  'timeTable',
  'notifications',
] as const;
export type TerminologyKey = (typeof terminologyKeys)[number];

export const terminologySchema = z.strictObject({
  dashboard: text().trim().min(1),
  downloads: text().trim().min(1),
  forms: text().trim().min(1),
  suppliers: text().trim().min(1),
  tasks: text().trim().min(1),
  timeTable: text().trim().min(1),
  notifications: text().trim().min(1),
});
export type Terminology = z.infer<typeof terminologySchema>;

/** Body of a merge-set of the terminology document: only the words that change. */
export const updateTerminologyInputSchema = terminologySchema.partial();
export type UpdateTerminologyInput = z.infer<typeof updateTerminologyInputSchema>;

export const defaultTerminology: Terminology = {
  dashboard: 'Dashboard',
  downloads: 'Downloads',
  forms: 'Forms',
  suppliers: 'Suppliers',
  tasks: 'Tasks',
  timeTable: 'Time Table',
  notifications: 'Notifications',
};

const defaultWordToKey = new Map<string, TerminologyKey>(
  terminologyKeys.map((key) => [defaultTerminology[key].toLowerCase(), key]),
);

/** Replaces a default area word ("Tasks") with the event's own term ("Actions"). */
export function applyTerminology(word: string, terminology: Terminology): string {
  const key = defaultWordToKey.get(word.toLowerCase());
  return key ? terminology[key] : word;
}

/** The default words in the singular, as fixed labels use them ("Task groups"). */
const defaultSingular: Record<TerminologyKey, string> = {
  dashboard: 'Dashboard',
  downloads: 'Download',
  forms: 'Form',
  suppliers: 'Supplier',
  tasks: 'Task',
  timeTable: 'Time Table',
  notifications: 'Notification',
};

/** A term in the singular, by the plain English rule: "Actions" → "Action", "Activities" → "Activity". */
export function singularTerm(term: string): string {
  if (/[^aeiou]ies$/i.test(term)) return `${term.slice(0, -3)}${term.endsWith('IES') ? 'Y' : 'y'}`;
  if (/[^su]s$/i.test(term)) return term.slice(0, -1);
  return term;
}

const escapeRegExp = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Puts the event's terms into a fixed label of the app: "Task groups" → "Action groups",
 * "Assets and Downloads" → "Assets and Files". Whole words only, plural or singular; a word in
 * lower case gets the term in lower case. Only for the app's own labels: never for text an
 * organiser wrote (a "Download" button of theirs is not the downloads area).
 */
export function withTerms(label: string, terminology: Terminology): string {
  const replacements = new Map<string, string>();
  for (const key of terminologyKeys) {
    if (terminology[key] === defaultTerminology[key]) continue;
    replacements.set(defaultTerminology[key].toLowerCase(), terminology[key]);
    replacements.set(defaultSingular[key].toLowerCase(), singularTerm(terminology[key]));
  }
  if (replacements.size === 0) return label;
  const words = [...replacements.keys()].sort((a, b) => b.length - a.length).map(escapeRegExp);
  const pattern = new RegExp(`\\b(?:${words.join('|')})\\b`, 'gi');
  return label.replace(pattern, (match) => {
    const term = replacements.get(match.toLowerCase()) ?? match;
    return match === match.toLowerCase() ? term.toLowerCase() : term;
  });
}

/**
 * The title a core page's dashboard card shows: a card still carrying the page's default word
 * ("Tasks") shows the event's term ("Actions"); a title the organiser wrote stays theirs.
 */
export function corePageCardTitle(title: string, pageId: string, terminology: Terminology): string {
  const key = terminologyKeys.find((k) => k === pageId);
  return key && isAreaWordTitle(title, key) ? terminology[key] : title;
}

/**
 * Whether a core page's card still carries its area's default word as its title: the app's
 * word (shown as the event's term, in the reader's language), not one an organiser wrote.
 */
export function isAreaWordTitle(title: string, pageId: string): boolean {
  const key = terminologyKeys.find((k) => k === pageId);
  return key !== undefined && title.trim().toLowerCase() === defaultTerminology[key].toLowerCase();
}
