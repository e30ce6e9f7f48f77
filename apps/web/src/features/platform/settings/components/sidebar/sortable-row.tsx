import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ActionIcon, Group } from '@mantine/core';
import { IconGripVertical } from '@tabler/icons-react';
import type { ReactNode } from 'react';

interface SortableRowProps {
  id: string;
  /** Names the row for the drag handle, e.g. "Move Downloads". */
  label: string;
  children: ReactNode;
}

/**
 * A row that can be dragged by its handle, with the mouse, touch or the keyboard (space to pick
 * up, arrows to move, space to drop), as dnd-kit's sortable preset provides.
 */
export function SortableRow({ id, label, children }: SortableRowProps) {
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id });
  return (
    <Group
      ref={setNodeRef}
      gap="xs"
      wrap="nowrap"
      style={{
        // Translate only: rows of different heights are not squashed while dragging.
        transform: CSS.Translate.toString(transform),
        transition,
        opacity: isDragging ? 0.6 : 1,
        position: 'relative',
        zIndex: isDragging ? 1 : undefined,
      }}
    >
      <ActionIcon
        ref={setActivatorNodeRef}
        variant="subtle"
        color="gray"
        aria-label={label}
        style={{ cursor: 'grab', touchAction: 'none' }}
        {...attributes}
        {...listeners}
      >
        <IconGripVertical size={16} aria-hidden />
      </ActionIcon>
      {children}
    </Group>
  );
}
