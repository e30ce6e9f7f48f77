import type { AppDeps, EventContext } from '../../../app-deps.ts';
import { addGroup } from '../../../lib/lists/record-groups.ts';
import { taskGroupSpec } from '../../tasks/groups.ts';
import { addTask } from '../../tasks/service.ts';

/** The calendar day `days` from `from` (YYYY-MM-DD). */
export function dayFrom(from: Date, days: number): string {
  const day = new Date(
    Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate() + days),
  );
  return day.toISOString().slice(0, 10);
}

/**
 * The demo's tasks, in two groups, with deadlines around the day the demo is made (so a first
 * start shows some overdue, some due soon and some later): the stand order form as a form
 * task, a risk assessment upload, an external health and safety form, the exhibitor terms as a
 * disclaimer, and a sponsors-only task. Written through the organisers' services. The demo
 * seeds them in the past edition with `today` a year back, so that the copy into the current
 * one (dates moved by the days between the two) lands them around the real today. The demo
 * team's sample stand order does not complete its task (forms.ts): the task offers "Use the form
 * you sent on …" (one click completes it with that submission).
 */
export async function seedDemoTasks(
  deps: AppDeps,
  admin: EventContext,
  typeIds: { Exhibitor: string; Sponsor: string },
  orderFormId: string,
  today = new Date(),
): Promise<{ taskIds: Record<string, string>; groupIds: string[] }> {
  const before = await addGroup(deps, taskGroupSpec, admin, { title: 'Before the show' });
  const onSite = await addGroup(deps, taskGroupSpec, admin, { title: 'Build-up and on site' });
  /** The new tasks' ids by title (the demo teams' progress is set on them). */
  const ids: Record<string, string> = {};
  const add = async (groupId: string, task: Record<string, unknown>) => {
    const added = await addTask(deps, admin, { ...task, groupIds: [groupId] });
    ids[added.title] = added.id;
  };

  await add(before.id, {
    title: 'Order your stand furniture',
    type: 'form',
    formId: orderFormId,
    dueDate: dayFrom(today, 12),
    description:
      '<p>Tell us your fascia name and order furniture for your stand. Orders after the deadline cost 25% more.</p>',
  });
  await add(before.id, {
    title: 'Upload your risk assessment',
    type: 'upload',
    dueDate: dayFrom(today, -3),
    isApprovalNeeded: true,
    description:
      '<p>Upload the risk assessment for your stand build. The organisers approve it before build-up.</p>',
  });
  await add(before.id, {
    title: 'Accept the exhibitor terms',
    type: 'disclaimer',
    dueDate: dayFrom(today, 45),
    disclaimer:
      'I have read the exhibitor manual and agree to the terms and conditions of exhibiting.',
  });
  await add(before.id, {
    title: 'Send your sponsor logo',
    type: 'upload',
    dueDate: dayFrom(today, 20),
    teamTypeIds: [typeIds.Sponsor],
    description: '<p>A vector logo (SVG or PDF) for the sponsor wall and the show guide.</p>',
  });
  await add(onSite.id, {
    title: 'Complete the health and safety declaration',
    type: 'externalForm',
    externalLink: 'https://example.com/health-and-safety',
    dueDate: dayFrom(today, 60),
    isTimeSensitive: true,
  });
  await add(onSite.id, {
    title: 'Book your build-up slot',
    type: 'task',
    dueDate: dayFrom(today, 90),
    teamTypeIds: [typeIds.Exhibitor],
    showToChildTeams: true,
  });
  await add(onSite.id, { title: 'Rigging plan', type: 'tbc', dueDate: null });
  return { taskIds: ids, groupIds: [before.id, onSite.id] };
}
