import { closestCenter, DndContext } from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { Trans, useLingui } from '@lingui/react/macro';
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
  const { t } = useLingui();
  const [isDeleting, setIsDeleting] = useState(false);
  const sensors = useSortableSensors();
  const title = section.heading || t`Untitled section`;
  const available = sidebarItemIds
    .filter((id) => !usedItemIds.has(id))
    .map((id) => ({ value: id, label: sidebarItemLabel(id, terminology) }));

  return (
    <SortableRow id={section.id} label={t`Move section ${title}`}>
      <Card withBorder radius="md" padding="md" style={{ flex: 1 }}>
        <Stack gap="sm">
          <Group align="flex-end" wrap="wrap">
            <TextInput
              label={t`Heading`}
              value={section.heading}
              onChange={(e) => onChange({ heading: e.currentTarget.value })}
              style={{ flex: 1, minWidth: 180 }}
            />
            <Switch
              label={t`Collapsable`}
              checked={section.isCollapsable}
              onChange={(e) => onChange({ isCollapsable: e.currentTarget.checked })}
              mb={8}
            />
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={t`Delete section ${title}`}
              onClick={() => setIsDeleting(true)}
              mb={4}
            >
              <IconTrash size={18} aria-hidden />
            </ActionIcon>
          </Group>
          {section.itemIds.length === 0 ? (
            <Text size="sm" c="dimmed">
              <Trans>No items yet: add one below. An empty section is not shown to members.</Trans>
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
                      <SortableRow key={id} id={id} label={t`Move ${label}`}>
                        <Text size="sm" style={{ flex: 1 }}>
                          {label}
                        </Text>
                        <ActionIcon
                          variant="subtle"
                          color="gray"
                          aria-label={t`Remove ${label} from ${title}`}
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
            aria-label={t`Add an item to ${title}`}
            placeholder={available.length ? t`Add an item…` : t`Every item is placed`}
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
        title={t`Delete ${title}?`}
        confirmLabel={t`Delete section`}
        onCancel={() => setIsDeleting(false)}
        onConfirm={() => {
          setIsDeleting(false);
          onDelete();
        }}
      >
        <Trans>
          Its items leave the sidebar until you place them in another section. Nothing is saved
          until you press Save sidebar.
        </Trans>
      </ConfirmDialog>
    </SortableRow>
  );
}
