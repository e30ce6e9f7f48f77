/** By due date, no deadline last; the group's own order breaks ties (a stable sort). */
export function byDueDate<T extends { dueDate: string | null }>(tasks: readonly T[]): T[] {
  return tasks
    .map((task, index) => ({ task, index }))
    .sort((a, b) => {
      const x = a.task.dueDate ?? '9999-99-99';
      const y = b.task.dueDate ?? '9999-99-99';
      return x === y ? a.index - b.index : x < y ? -1 : 1;
    })
    .map((entry) => entry.task);
}
