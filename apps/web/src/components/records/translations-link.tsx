import { Trans } from '@lingui/react/macro';
import type { EventSettings } from '@showdesk/domain/platform/settings';
import type { TranslatableKind } from '@showdesk/domain/platform/translations';
import { IconLanguage } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { api, eventPath } from '../../lib/api-client.ts';
import { useSession } from '../../lib/session.ts';
import { HeaderLink } from '../list-page.tsx';

/**
 * The organisers' translation screens: the overview, one kind's records in it, or one
 * record's editor (`kind` is the API's collection word, `recordId` an email template's kind).
 */
export function translationsPath(kind?: TranslatableKind, recordId?: string): string {
  const base = '/admin/settings/translations';
  if (!kind) return base;
  return recordId ? `${base}/${kind}/${encodeURIComponent(recordId)}` : `${base}/${kind}`;
}

/**
 * Whether the event is written in more than one language: its settings (the same query as the
 * event settings page's, so a save there shows here at once).
 */
export function useHasTranslations(): boolean {
  const { event } = useSession();
  const settings = useQuery({
    queryKey: ['events', event.id, 'settings', 'event'],
    queryFn: () => api.get<EventSettings>(eventPath(event.id, '/settings/event')),
    staleTime: 5 * 60_000,
  });
  return (settings.data?.languages.length ?? 0) > 1;
}

/**
 * "Translations" in a record page's header, leading to the record's translation editor; shown
 * only when the event has languages to translate into.
 */
export function TranslationsLink({ kind, recordId }: { kind: TranslatableKind; recordId: string }) {
  if (!useHasTranslations()) return null;
  return (
    <HeaderLink to={translationsPath(kind, recordId)} icon={IconLanguage}>
      <Trans>Translations</Trans>
    </HeaderLink>
  );
}
