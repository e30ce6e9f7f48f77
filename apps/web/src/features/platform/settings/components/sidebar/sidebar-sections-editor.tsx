import { closestCenter, DndContext } from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { type SidebarSection, sortSidebarSections } from '@showdesk/domain/platform/sidebar';
import { IconPlus } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { ConfirmDialog } from '../../../../../components/confirm-dialog.tsx';
import { feedback } from '../../../../../lib/feedback.ts';
import { errorMessage } from '../../../../../lib/field-errors.ts';
import { reorder, useSortableSensors } from '../../../../../lib/sortable.ts';
import { useSaveSidebar, useSidebarSections } from '../../api/navigation-api.ts';
import { SectionCard } from './section-card.tsx';

/** The sidebar's sections and their items, arranged by drag and drop and saved together. */
export function SidebarSectionsEditor() {
  const { t } = useLingui();
  const query = useSidebarSections();
  const save = useSaveSidebar();
  const [sections, setSections] = useState<SidebarSection[] | null>(null);
  const [isResetting, setIsResetting] = useState(false);
  const sensors = useSortableSensors();

  useEffect(() => {
    if (query.data && sections === null) setSections(sortSidebarSections(query.data.sections));
  }, [query.data, sections]);

  if (query.isError) {
    return (
      <Alert color="red" role="alert">
        {errorMessage(query.error)}
      </Alert>
    );
  }
  if (!sections) {
    return (
      <Stack role="status" aria-busy="true" aria-label={t`Loading`}>
        <Skeleton h={160} />
        <Skeleton h={120} />
      </Stack>
    );
  }

  const used = new Set(sections.flatMap((s) => s.itemIds));
  const update = (id: string, change: Partial<SidebarSection>) =>
    setSections(sections.map((s) => (s.id === id ? { ...s, ...change } : s)));
  const persist = (next: SidebarSection[], message?: string) =>
    save.mutate(
      { sections: next.map((s, index) => ({ ...s, heading: s.heading.trim(), index })) },
      {
        onSuccess: (saved) => {
          setSections(sortSidebarSections(saved.sections));
          feedback('success', message);
        },
        onError: (error) => feedback('error', errorMessage(error)),
      },
    );

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        <Trans>
          Drag sections and items by their handles (or focus a handle and use space and the arrow
          keys). Unpublished pages stay hidden from members wherever they are placed.
        </Trans>
      </Text>
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={(event) => setSections(reorder(sections, (s) => s.id, event))}
      >
        <SortableContext items={sections.map((s) => s.id)} strategy={verticalListSortingStrategy}>
          {sections.map((section) => (
            <SectionCard
              key={section.id}
              section={section}
              usedItemIds={used}
              onChange={(change) => update(section.id, change)}
              onDelete={() => setSections(sections.filter((s) => s.id !== section.id))}
            />
          ))}
        </SortableContext>
      </DndContext>
      <Group justify="space-between">
        <Button
          variant="default"
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() =>
            setSections([
              ...sections,
              {
                id: `section-${Date.now().toString(36)}`,
                heading: t`New section`,
                itemIds: [],
                index: sections.length,
                isCollapsable: true,
              },
            ])
          }
        >
          <Trans>Add section</Trans>
        </Button>
        <Group gap="sm">
          <Button variant="subtle" color="gray" onClick={() => setIsResetting(true)}>
            <Trans>Reset to default</Trans>
          </Button>
          <Button onClick={() => persist(sections)} loading={save.isPending}>
            <Trans>Save sidebar</Trans>
          </Button>
        </Group>
      </Group>
      <ConfirmDialog
        opened={isResetting}
        title={t`Reset the sidebar?`}
        confirmLabel={t`Reset sidebar`}
        isPending={save.isPending}
        onCancel={() => setIsResetting(false)}
        onConfirm={() => {
          setIsResetting(false);
          persist([], t`The sidebar is back to its default sections`);
        }}
      >
        <Trans>
          Every section goes back to the default arrangement. Your terminology and core page
          settings stay as they are.
        </Trans>
      </ConfirmDialog>
    </Stack>
  );
}
