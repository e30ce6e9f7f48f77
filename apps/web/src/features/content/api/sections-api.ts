import type {
  ContentPageDetail,
  ContentSection,
  CreateSectionInput,
  UpdateSectionInput,
} from '@showdesk/domain/content/content';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { useEventMutation } from '../../../lib/record-api.ts';
import { useSession } from '../../../lib/session.ts';
import { uploadFile } from '../../../lib/upload.ts';
import { contentDetailQuery, contentPath, memberContentKey } from './content-api.ts';

const sectionPath = (eventId: string, contentId: string, sectionId: string) =>
  `${contentPath(eventId, contentId)}/sections/${encodeURIComponent(sectionId)}`;

/** Writes a section into the page's cached detail (added last, or replaced where it is). */
function useKeepSection(contentId: string) {
  const { event } = useSession();
  const queryClient = useQueryClient();
  return async (section: ContentSection) => {
    queryClient.setQueryData(
      contentDetailQuery(event.id, contentId).queryKey,
      (old: ContentPageDetail | undefined) => {
        if (!old) return old;
        const isKnown = old.sections.some((s) => s.id === section.id);
        return {
          ...old,
          sectionIds: isKnown ? old.sectionIds : [...old.sectionIds, section.id],
          sections: isKnown
            ? old.sections.map((s) => (s.id === section.id ? section : s))
            : [...old.sections, section],
        };
      },
    );
    await queryClient.invalidateQueries({ queryKey: memberContentKey(event.id) });
  };
}

/** Adds a section at the end of the page. */
export function useCreateSection(contentId: string) {
  const keep = useKeepSection(contentId);
  return useEventMutation(
    (eventId, input: CreateSectionInput) =>
      api.post<ContentSection>(`${contentPath(eventId, contentId)}/sections`, input),
    (section) => keep(section),
  );
}

/** Changes a section's heading, flags or data. */
export function useUpdateSection(contentId: string) {
  const keep = useKeepSection(contentId);
  return useEventMutation(
    (eventId, { sectionId, input }: { sectionId: string; input: UpdateSectionInput }) =>
      api.patch<ContentSection>(sectionPath(eventId, contentId, sectionId), input),
    (section) => keep(section),
  );
}

export function useDeleteSection(contentId: string) {
  const { event } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (sectionId: string) =>
      api.delete<void>(sectionPath(event.id, contentId, sectionId)),
    onSuccess: async (_, sectionId) => {
      queryClient.setQueryData(
        contentDetailQuery(event.id, contentId).queryKey,
        (old: ContentPageDetail | undefined) =>
          old && {
            ...old,
            sectionIds: old.sectionIds.filter((id) => id !== sectionId),
            sections: old.sections.filter((s) => s.id !== sectionId),
          },
      );
      await queryClient.invalidateQueries({ queryKey: memberContentKey(event.id) });
    },
  });
}

/** Saves the sections' new order (every id of the page once). */
export function useReorderSections(contentId: string) {
  const { event } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: string[]) =>
      api.put<ContentPageDetail>(`${contentPath(event.id, contentId)}/sections/order`, { ids }),
    onSuccess: async (detail) => {
      queryClient.setQueryData(contentDetailQuery(event.id, contentId).queryKey, detail);
      await queryClient.invalidateQueries({ queryKey: memberContentKey(event.id) });
    },
  });
}

/** Uploads one PDF into a PDF section, reporting progress in percent; answers the section. */
export function useUploadSectionPdf(contentId: string) {
  const { event } = useSession();
  const keep = useKeepSection(contentId);
  return async (sectionId: string, file: File, onProgress: (percent: number) => void) => {
    const section = await uploadFile<ContentSection>(
      `${sectionPath(event.id, contentId, sectionId)}/files`,
      file,
      { onProgress },
    );
    await keep(section);
    return section;
  };
}
