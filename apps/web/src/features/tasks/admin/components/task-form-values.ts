import type { createTaskInputSchema, TaskDetail, TaskType } from '@showdesk/domain/tasks/tasks';
import type { z } from 'zod';

/** What the task form edits: a task's settings (attachments are not uploaded here yet). */
export interface TaskFormValues {
  title: string;
  description: string;
  type: TaskType;
  /** YYYY-MM-DD, or '' for no deadline. */
  dueDate: string;
  formId: string | null;
  externalLink: string;
  disclaimer: string;
  isTimeSensitive: boolean;
  isApprovalNeeded: boolean;
  teamTypeIds: string[];
  showToChildTeams: boolean;
  groupIds: string[];
}

/** What a save sends: the settings as the domain schema reads them, attachments left as they are. */
export type TaskSettingsInput = Omit<z.output<typeof createTaskInputSchema>, 'attachmentIds'>;

export const emptyTask: TaskFormValues = {
  title: '',
  description: '',
  type: 'task',
  dueDate: '',
  formId: null,
  externalLink: '',
  disclaimer: '',
  isTimeSensitive: false,
  isApprovalNeeded: false,
  teamTypeIds: [],
  showToChildTeams: false,
  groupIds: [],
};

export const taskFormValues = (task: TaskDetail): TaskFormValues => ({
  title: task.title,
  description: task.description,
  type: task.type,
  dueDate: task.dueDate ?? '',
  formId: task.formId,
  externalLink: task.externalLink,
  disclaimer: task.disclaimer,
  isTimeSensitive: task.isTimeSensitive,
  isApprovalNeeded: task.isApprovalNeeded,
  teamTypeIds: task.teamTypeIds,
  showToChildTeams: task.showToChildTeams,
  groupIds: task.groupIds,
});

/** The values as they are sent: what only another type uses is cleared. */
export function toInput(values: TaskFormValues) {
  return {
    ...values,
    dueDate: values.dueDate === '' ? null : values.dueDate,
    formId: values.type === 'form' ? values.formId : null,
    externalLink: values.type === 'externalForm' ? values.externalLink : '',
    disclaimer: values.type === 'disclaimer' ? values.disclaimer : '',
  };
}

const sameSet = (a: string[], b: string[]) => [...a].sort().join() === [...b].sort().join();

export function isChanged(values: TaskFormValues, initial: TaskFormValues) {
  return (Object.keys(initial) as Array<keyof TaskFormValues>).some((key) => {
    const a = values[key];
    const b = initial[key];
    return Array.isArray(a) && Array.isArray(b) ? !sameSet(a, b) : a !== b;
  });
}
