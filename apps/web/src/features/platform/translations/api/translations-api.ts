import type {
  RecordTranslations,
  SaveTranslationInput,
  TranslatableKind,
  TranslationOverview,
} from '@showdesk/domain/platform/translations';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, eventPath, isApiError, recordSegment } from '../../../../lib/api-client.ts';
import { useEventMutation } from '../../../../lib/record-api.ts';
import { useSession } from '../../../../lib/session.ts';

const translationsKey = (eventId: string) => ['events', eventId, 'translations'] as const;

const recordPath = (eventId: string, kind: TranslatableKind, recordId: string, rest = '') =>
  eventPath(eventId, `/translations/${kind}/${recordSegment(recordId)}${rest}`);

/** Every translatable record of the event with, per other language, how many texts it lacks. */
export const translationOverviewQuery = (eventId: string) =>
  queryOptions({
    queryKey: [...translationsKey(eventId), 'overview'],
    queryFn: () => api.get<TranslationOverview>(eventPath(eventId, '/translations')),
  });

/** One record's texts in the default language and each other language's translations. */
export const recordTranslationsQuery = (
  eventId: string,
  kind: TranslatableKind,
  recordId: string,
) =>
  queryOptions({
    queryKey: [...translationsKey(eventId), 'record', kind, recordId],
    queryFn: () => api.get<RecordTranslations>(recordPath(eventId, kind, recordId)),
    retry: (count, error) => !isApiError(error, 404) && count < 2,
    // The editor holds its own copy while translating; a refetch must not reset it.
    refetchOnWindowFocus: false,
  });

export function useTranslationOverview() {
  const { event } = useSession();
  return useQuery(translationOverviewQuery(event.id));
}

export function useRecordTranslations(kind: TranslatableKind, recordId: string) {
  const { event } = useSession();
  return useQuery(recordTranslationsQuery(event.id, kind, recordId));
}

/**
 * Saves one language's translations of a record, whole; the record's translations take the
 * answer and the overview's counts are asked again.
 */
export function useSaveTranslation(kind: TranslatableKind, recordId: string) {
  const { event } = useSession();
  const queryClient = useQueryClient();
  return useEventMutation(
    (eventId, { language, texts }: { language: string } & SaveTranslationInput) =>
      api.put<RecordTranslations>(recordPath(eventId, kind, recordId, `/${language}`), { texts }),
    async (saved) => {
      const { queryKey } = recordTranslationsQuery(event.id, kind, recordId);
      queryClient.setQueryData(queryKey, saved);
      // Marked stale, not fetched again now: the editor on screen already holds the answer.
      await queryClient.invalidateQueries({ queryKey, refetchType: 'none' });
      await queryClient.invalidateQueries({
        queryKey: translationOverviewQuery(event.id).queryKey,
      });
    },
  );
}
