import { Alert, Stack, TextInput } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import type { DataEditorProps } from './section-data-editor.tsx';

/** A task list section: the task group's id, until tasks arrive and it becomes a pick list. */
export function TaskListEditor({ value, onChange, errors, disabled }: DataEditorProps<'taskList'>) {
  return (
    <Stack gap="sm">
      <TextInput
        label="Task list id"
        required
        value={value}
        onChange={(e) => onChange(e.currentTarget.value)}
        error={errors.data}
        disabled={disabled}
      />
      <Alert color="blue" variant="light" icon={<IconInfoCircle size={18} aria-hidden />}>
        Task lists arrive with tasks. Until then, enter the task group’s id; members see a note that
        its tasks will appear here.
      </Alert>
    </Stack>
  );
}
