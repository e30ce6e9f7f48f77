import { z } from 'zod';
import { text } from './text.ts';

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

/** Title-cases a page title: every word starts with a capital, the rest is left alone. */
export function titleCase(text: string): string {
  return text
    .split(/(\s+|-)/)
    .map((part) =>
      part.trim() && part !== '-' ? part.charAt(0).toUpperCase() + part.slice(1) : part,
    )
    .join('');
}

const defaultWordToKey = new Map<string, TerminologyKey>(
  terminologyKeys.map((key) => [defaultTerminology[key].toLowerCase(), key]),
);

/** Replaces a default area word ("Tasks") with the event's own term ("Actions"). */
export function applyTerminology(word: string, terminology: Terminology): string {
  const key = defaultWordToKey.get(word.toLowerCase());
  return key ? terminology[key] : word;
}
