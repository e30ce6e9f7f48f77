import { describe, expect, it } from 'vitest';
import { matchesTaskFilter, taskProgressInputSchema } from './member-tasks.ts';
import { taskProgressLabels } from './task-progress.ts';

describe('member task filters', () => {
  it('keeps each label under the filters the spec names', () => {
    const labels = Object.keys(taskProgressLabels) as (keyof typeof taskProgressLabels)[];
    const kept = (filter: Parameters<typeof matchesTaskFilter>[1]) =>
      labels.filter((label) => matchesTaskFilter(label, filter)).sort();
    expect(kept('overdue')).toEqual(['overdue']);
    expect(kept('dueSoon')).toEqual(['dueSoon']);
    expect(kept('notApplicable')).toEqual(['notApplicable']);
    // The team's part is done while it waits for approval.
    expect(kept('complete')).toEqual(['awaitingApproval', 'complete']);
    expect(kept('incomplete')).toEqual(['dueSoon', 'overdue', 'pending']);
  });

  it("refuses another progress state with 'Invalid progress'", () => {
    const refused = taskProgressInputSchema.safeParse({ state: 'done' });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe('Invalid progress');
    expect(taskProgressInputSchema.parse({ state: 'notApplicable' })).toEqual({
      state: 'notApplicable',
    });
  });
});
