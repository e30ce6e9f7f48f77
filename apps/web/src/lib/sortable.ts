import {
  type Announcements,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { arrayMove, sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import { t } from '@lingui/core/macro';

/** Reorders a list after a drag: the dragged id moves to where it was dropped. */
export function reorder<T>(list: T[], idOf: (item: T) => string, { active, over }: DragEndEvent) {
  if (!over || active.id === over.id) return list;
  const from = list.findIndex((item) => idOf(item) === active.id);
  const to = list.findIndex((item) => idOf(item) === over.id);
  return from < 0 || to < 0 ? list : arrayMove(list, from, to);
}

/**
 * What every sortable list of the app is dragged with: the mouse or touch, or the keyboard
 * (space to pick up, arrows to move, space to drop).
 */
export function useSortableSensors() {
  return useSensors(
    useSensor(PointerSensor),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
}

/** What a screen reader hears while an item of `ids` is moved, naming it with `nameOf`. */
export function positionAnnouncements(
  ids: readonly string[],
  nameOf: (id: string | number) => string,
): Announcements {
  const positionOf = (id: string | number) => ids.indexOf(String(id)) + 1;
  const count = ids.length;
  return {
    onDragStart: ({ active }) => {
      const name = nameOf(active.id);
      const position = positionOf(active.id);
      return t`Picked up ${name}, position ${position} of ${count}.`;
    },
    onDragOver: ({ active, over }) => {
      if (!over) return undefined;
      const name = nameOf(active.id);
      const position = positionOf(over.id);
      return t`${name} moved to position ${position} of ${count}.`;
    },
    onDragEnd: ({ active, over }) => {
      const name = nameOf(active.id);
      if (!over) return t`${name} dropped.`;
      const position = positionOf(over.id);
      return t`${name} dropped at position ${position} of ${count}.`;
    },
    onDragCancel: ({ active }) => {
      const name = nameOf(active.id);
      return t`Moving ${name} was cancelled.`;
    },
  };
}
