import { closestCenter, DndContext } from '@dnd-kit/core';
import { SortableContext, type useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ActionIcon, Paper, type PaperProps, Stack, type StackProps } from '@mantine/core';
import { IconGripVertical } from '@tabler/icons-react';
import type { CSSProperties, ReactNode, Ref } from 'react';
import { positionAnnouncements, reorder, useSortableSensors } from '../lib/sortable.ts';

interface SortableListProps<T> {
  items: T[];
  idOf: (item: T) => string;
  /** What a screen reader calls an item while it is moved. */
  nameOf: (id: string | number) => string;
  /** The items after a drag (the same list when nothing moved). */
  onReorder: (items: T[]) => void;
  gap: StackProps['gap'];
  /** The list's accessible name, or the id of what names it. */
  label?: string;
  labelledBy?: string;
  listRef?: Ref<HTMLDivElement>;
  /** An item's row: a sortable `li` (the list is an `ol`). */
  children: (item: T, index: number) => ReactNode;
}

/**
 * An ordered list dragged into order by its rows' handles: the mouse or touch, or the keyboard
 * (space to pick up, arrows to move, space to drop), each move told to screen readers.
 */
export function SortableList<T>(props: SortableListProps<T>) {
  const sensors = useSortableSensors();
  const ids = props.items.map(props.idOf);
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={(event) => props.onReorder(reorder(props.items, props.idOf, event))}
      accessibility={{ announcements: positionAnnouncements(ids, props.nameOf) }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <Stack
          ref={props.listRef}
          component="ol"
          gap={props.gap}
          aria-label={props.label}
          aria-labelledby={props.labelledBy}
          style={{ listStyle: 'none', margin: 0, padding: 0 }}
        >
          {props.items.map(props.children)}
        </Stack>
      </SortableContext>
    </DndContext>
  );
}

type Sortable = ReturnType<typeof useSortable>;

/**
 * Where a row of a sortable list is drawn while dragged: moved, never scaled (rows of different
 * heights are not squashed into each other), and above the other rows.
 */
export function draggedStyle(sortable: Sortable, zIndex = 1): CSSProperties {
  return {
    transform: CSS.Translate.toString(sortable.transform),
    transition: sortable.transition,
    position: 'relative',
    zIndex: sortable.isDragging ? zIndex : undefined,
  };
}

interface DragHandleProps {
  sortable: Sortable;
  /** Names the row: "Move Downloads". */
  label: string;
  size?: 'lg';
  disabled?: boolean;
}

/** A row's drag handle: the mouse or touch drags it, or space picks it up for the arrow keys. */
export function DragHandle({ sortable, label, size, disabled }: DragHandleProps) {
  return (
    <ActionIcon
      ref={sortable.setActivatorNodeRef}
      variant="subtle"
      color="gray"
      size={size}
      aria-label={label}
      style={{ cursor: 'grab', touchAction: 'none' }}
      disabled={disabled}
      {...sortable.attributes}
      {...sortable.listeners}
    >
      <IconGripVertical size={size === 'lg' ? 18 : 16} aria-hidden />
    </ActionIcon>
  );
}

interface SortableCardProps extends PaperProps {
  sortable: Sortable;
  /** Above the other rows while dragged. */
  zIndex?: number;
  className?: string;
  children: ReactNode;
}

/** A row of a sortable list as a bordered card (`li`), lifted while dragged. */
export function SortableCard({ sortable, zIndex, ...props }: SortableCardProps) {
  return (
    <Paper
      component="li"
      ref={sortable.setNodeRef}
      withBorder
      radius="md"
      shadow={sortable.isDragging ? 'md' : undefined}
      style={draggedStyle(sortable, zIndex)}
      {...props}
    />
  );
}
