import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ActionIcon, Group, Paper, Text } from '@mantine/core';
import { type CustomField, customFieldTypeLabels } from '@showdesk/domain/people/custom-fields';
import { IconGripVertical } from '@tabler/icons-react';

interface SortableFieldRowProps {
  field: CustomField;
  position: number;
}

/**
 * One field in the reorder list, dragged by its handle with the mouse, touch or the keyboard
 * (space to pick up, arrows to move, space to drop), as dnd-kit's sortable preset provides.
 */
export function SortableFieldRow({ field, position }: SortableFieldRowProps) {
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id: field.id });
  return (
    <Paper
      component="li"
      ref={setNodeRef}
      withBorder
      radius="md"
      px="sm"
      py="xs"
      shadow={isDragging ? 'md' : undefined}
      style={{
        // Translate only: rows of different heights must not be scaled into each other.
        transform: CSS.Translate.toString(transform),
        transition,
        position: 'relative',
        zIndex: isDragging ? 1 : undefined,
      }}
    >
      <Group gap="sm" wrap="nowrap">
        <ActionIcon
          ref={setActivatorNodeRef}
          variant="subtle"
          color="gray"
          size="lg"
          aria-label={`Move ${field.label}`}
          style={{ cursor: 'grab', touchAction: 'none' }}
          {...attributes}
          {...listeners}
        >
          <IconGripVertical size={18} aria-hidden />
        </ActionIcon>
        <Text c="dimmed" size="sm" w={24} ta="right" aria-hidden>
          {position}
        </Text>
        <Text fw={500} style={{ flex: 1, minWidth: 0, overflowWrap: 'break-word' }}>
          {field.label}
        </Text>
        <Text c="dimmed" size="sm" style={{ flexShrink: 0 }}>
          {customFieldTypeLabels[field.type]}
        </Text>
      </Group>
    </Paper>
  );
}
