import { useSortable } from '@dnd-kit/sortable';
import { Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { DragHandle, draggedStyle } from '../../../../../components/sortable-list.tsx';

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
  const sortable = useSortable({ id });
  return (
    <Group
      ref={sortable.setNodeRef}
      gap="xs"
      wrap="nowrap"
      style={{ ...draggedStyle(sortable), opacity: sortable.isDragging ? 0.6 : 1 }}
    >
      <DragHandle sortable={sortable} label={label} />
      {children}
    </Group>
  );
}
