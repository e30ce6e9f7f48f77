import { closestCenter, DndContext } from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { ActionIcon, Card, Group, Select, Stack, Switch, Text, TextInput } from '@mantine/core';
import type { SidebarSection } from '@showdesk/domain/platform/sidebar';
import { IconTrash, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmDialog } from '../../../../../components/confirm-dialog.tsx';
import { useSession } from '../../../../../lib/session.ts';
import { reorder, useSortableSensors } from '../../../../../lib/sortable.ts';
import { sidebarItemIds, sidebarItemLabel } from './item-labels.ts';
import { SortableRow } from './sortable-row.tsx';

interface SectionCardProps {
  section: SidebarSection;
  usedItemIds: Set<string>;
  onChange: (change: Partial<SidebarSection>) => void;
  onDelete: () => void;
}

/** One sidebar section: its heading, collapsable flag and its items in order. */
export function SectionCard({ section, usedItemIds, onChange, onDelete }: SectionCardProps) {
  const { terminology } = useSession();
  const [isDeleting, setIsDeleting] = useState(false);
  const sensors = useSortableSensors();
  const title = section.heading || 'Untitled section';
  const available = sidebarItemIds
    .filter((id) => !usedItemIds.has(id))
    .map((id) => ({ value: id, label: sidebarItemLabel(id, terminology) }));

  return (
    <SortableRow id={section.id} label={`Move section ${title}`}>
      <Card withBorder radius="md" padding="md" style={{ flex: 1 }}>
        <Stack gap="sm">
          <Group align="flex-end" wrap="wrap">
            <TextInput
              label="Heading"
              value={section.heading}
              onChange={(e) => onChange({ heading: e.currentTarget.value })}
              style={{ flex: 1, minWidth: 180 }}
            />
            <Switch
              label="Collapsable"
              checked={section.isCollapsable}
              onChange={(e) => onChange({ isCollapsable: e.currentTarget.checked })}
              mb={8}
            />
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={`Delete section ${title}`}
              onClick={() => setIsDeleting(true)}
              mb={4}
            >
              <IconTrash size={18} aria-hidden />
            </ActionIcon>
          </Group>
          {section.itemIds.length === 0 ? (
            <Text size="sm" c="dimmed">
              No items yet: add one below. An empty section is not shown to members.
            </Text>
          ) : (
            <DndContext
              sensors={sensors}
              collisionDetection={closestCenter}
              onDragEnd={(event) =>
                onChange({ itemIds: reorder(section.itemIds, (id) => id, event) })
              }
            >
              <SortableContext items={section.itemIds} strategy={verticalListSortingStrategy}>
                <Stack gap={4}>
                  {section.itemIds.map((id) => {
                    const label = sidebarItemLabel(id, terminology);
                    return (
                      <SortableRow key={id} id={id} label={`Move ${label}`}>
                        <Text size="sm" style={{ flex: 1 }}>
                          {label}
                        </Text>
                        <ActionIcon
                          variant="subtle"
                          color="gray"
                          aria-label={`Remove ${label} from ${title}`}
                          onClick={() =>
                            onChange({ itemIds: section.itemIds.filter((item) => item !== id) })
                          }
                        >
                          <IconX size={16} aria-hidden />
                        </ActionIcon>
                      </SortableRow>
                    );
                  })}
                </Stack>
              </SortableContext>
            </DndContext>
          )}
          <Select
            aria-label={`Add an item to ${title}`}
            placeholder={available.length ? 'Add an item…' : 'Every item is placed'}
            data={available}
            value={null}
            disabled={available.length === 0}
            onChange={(id) => id && onChange({ itemIds: [...section.itemIds, id] })}
            maw={280}
          />
        </Stack>
      </Card>
      <ConfirmDialog
        opened={isDeleting}
        title={`Delete ${title}?`}
        confirmLabel="Delete section"
        onCancel={() => setIsDeleting(false)}
        onConfirm={() => {
          setIsDeleting(false);
          onDelete();
        }}
      >
        Its items leave the sidebar until you place them in another section. Nothing is saved until
        you press Save sidebar.
      </ConfirmDialog>
    </SortableRow>
  );
}
