import { Trans, useLingui } from '@lingui/react/macro';
import { Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  type ContentPageDetail,
  type ContentSection,
  type ContentSectionType,
  contentSectionTypeLabels,
} from '@showdesk/domain/content/content';
import { IconLayoutList } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useDeleteConfirm } from '../../../../components/data-table/archive-selection.tsx';
import { SortableList } from '../../../../components/sortable-list.tsx';
import { feedback } from '../../../../lib/feedback.ts';
import { errorMessage } from '../../../../lib/field-errors.ts';
import { lazyRoute } from '../../../../lib/lazy-route.ts';
import { useDeleteSection, useReorderSections, useUpdateSection } from '../../api/sections-api.ts';
import { AddSectionMenu } from './add-section-menu.tsx';
import { SectionCard } from './section-card.tsx';

// The editors (Tiptap above all) load when a section is first opened, not with the list.
const SectionEditorModal = lazy(
  lazyRoute(() =>
    import('./section-editor-modal.tsx').then((m) => ({ default: m.SectionEditorModal })),
  ),
);

type Editing = { type: ContentSectionType; section: ContentSection | null } | null;

/** The page's sections as sortable cards, with the add menu, the section editor and delete. */
export function SectionList({ page }: { page: ContentPageDetail }) {
  const { t } = useLingui();
  const reorderSections = useReorderSections(page.id);
  const update = useUpdateSection(page.id);
  const deleting = useDeleteConfirm<ContentSection>({
    noun: t`section`,
    remove: useDeleteSection(page.id),
    idOf: (section) => section.id,
    nameOf: (section) => section.heading || contentSectionTypeLabels[section.type],
    describe: (section) => {
      const type = contentSectionTypeLabels[section.type].toLowerCase();
      const heading = section.heading;
      return heading
        ? t`The ${type} section “${heading}” will be removed from the page.`
        : t`The ${type} section will be removed from the page.`;
    },
    deleted: t`The section was deleted`,
  });
  // The order shown while a new one is being saved.
  const [order, setOrder] = useState<string[] | null>(null);
  const [editing, setEditing] = useState<Editing>(null);
  const [publishing, setPublishing] = useState<{ sectionId: string; isPublished: boolean } | null>(
    null,
  );

  const byId = new Map(page.sections.map((s) => [s.id, s]));
  const sections = order
    ? order.map((id) => byId.get(id)).filter((s): s is ContentSection => Boolean(s))
    : page.sections;

  const nameOf = (id: string | number) => {
    const section = byId.get(String(id));
    return section ? section.heading || contentSectionTypeLabels[section.type] : t`Section`;
  };

  const onReorder = (moved: ContentSection[]) => {
    if (moved === sections) return;
    const next = moved.map((s) => s.id);
    setOrder(next);
    reorderSections.mutate(next, {
      onSuccess: () => feedback('success', t`The new order was saved`),
      onError: (error) => feedback('error', errorMessage(error)),
      onSettled: () => setOrder(null),
    });
  };

  const publish = (section: ContentSection, isPublished: boolean) => {
    // The switch shows the change at once (a controlled input would spring back until the
    // save answers).
    setPublishing({ sectionId: section.id, isPublished });
    update.mutate(
      { sectionId: section.id, input: { isPublished } },
      {
        onSettled: () => setPublishing(null),
        onSuccess: () =>
          feedback(
            'success',
            isPublished ? t`The section is published` : t`The section is hidden from members`,
          ),
        onError: (error) => feedback('error', errorMessage(error)),
      },
    );
  };

  const add = (type: ContentSectionType) => setEditing({ type, section: null });

  return (
    <Stack gap="md">
      <Group justify="space-between" align="center">
        <Text size="sm" c="dimmed" maw={560}>
          <Trans>
            Drag sections by their handles to arrange them (or focus a handle and use space and the
            arrow keys). Hidden sections aren’t shown to members.
          </Trans>
        </Text>
        <AddSectionMenu onAdd={add} />
      </Group>
      {sections.length === 0 ? (
        <Card withBorder radius="md" padding="xl">
          <Stack align="center" gap="sm" ta="center" py="md">
            <ThemeIcon size={64} radius="xl" variant="light" aria-hidden>
              <IconLayoutList size={34} />
            </ThemeIcon>
            <Title order={2} fz="lg">
              <Trans>No sections yet</Trans>
            </Title>
            <Text c="dimmed" maw={440}>
              <Trans>
                Build the page from sections: text, images, maps, videos, PDFs, tables and links.
              </Trans>
            </Text>
            <AddSectionMenu onAdd={add} label={t`Add the first section`} />
          </Stack>
        </Card>
      ) : (
        <SortableList
          items={sections}
          idOf={(s) => s.id}
          nameOf={nameOf}
          onReorder={onReorder}
          gap="sm"
          label={t`Sections`}
        >
          {(section, index) => (
            <SectionCard
              key={section.id}
              section={
                publishing?.sectionId === section.id
                  ? { ...section, isPublished: publishing.isPublished }
                  : section
              }
              position={index + 1}
              isSaving={publishing?.sectionId === section.id}
              onEdit={() => setEditing({ type: section.type, section })}
              onDelete={() => deleting.ask(section)}
              onPublish={(isPublished) => publish(section, isPublished)}
            />
          )}
        </SortableList>
      )}
      {editing ? (
        <Suspense fallback={null}>
          <SectionEditorModal
            // A fresh editor for each section (or new one).
            key={editing.section?.id ?? `new-${editing.type}`}
            contentId={page.id}
            type={editing.type}
            section={editing.section}
            onClose={() => setEditing(null)}
          />
        </Suspense>
      ) : null}
      {deleting.dialog}
    </Stack>
  );
}
