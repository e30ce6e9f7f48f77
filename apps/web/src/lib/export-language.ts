import type { EventSettings } from '@showdesk/domain/platform/settings';
import { useQuery } from '@tanstack/react-query';
import { useSession } from './session.ts';
import { settingsQuery } from './settings-query.ts';

/**
 * The languages an export can be written in: the event's, its default first. Null while they
 * load, and for an event in one language, where there is nothing to choose.
 */
export function useExportLanguages(): string[] | null {
  const { event } = useSession();
  const settings = useQuery(settingsQuery<EventSettings>(event.id, 'event'));
  const data = settings.data;
  if (!data || data.languages.length < 2) return null;
  return [data.defaultLanguage, ...data.languages.filter((l) => l !== data.defaultLanguage)];
}

/** An export's address asking for `language` (null: the event's default, the server's own). */
export function withExportLanguage(path: string, language: string | null): string {
  if (!language) return path;
  return `${path}${path.includes('?') ? '&' : '?'}language=${encodeURIComponent(language)}`;
}
