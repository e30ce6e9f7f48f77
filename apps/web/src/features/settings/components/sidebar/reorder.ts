import type { DragEndEvent } from '@dnd-kit/core';
import { arrayMove } from '@dnd-kit/sortable';

/** Reorders a list after a drag: the dragged id moves to where it was dropped. */
export function reorder<T>(list: T[], idOf: (item: T) => string, { active, over }: DragEndEvent) {
  if (!over || active.id === over.id) return list;
  const from = list.findIndex((item) => idOf(item) === active.id);
  const to = list.findIndex((item) => idOf(item) === over.id);
  return from < 0 || to < 0 ? list : arrayMove(list, from, to);
}
