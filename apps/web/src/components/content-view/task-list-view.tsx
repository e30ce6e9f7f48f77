import { Trans, useLingui } from '@lingui/react/macro';
import { Card, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import type { ContentTaskLink } from '@showdesk/domain/content/content';
import { IconChecklist, IconChevronRight } from '@tabler/icons-react';
import { createContext, type ReactNode, useContext } from 'react';
import { Link } from 'react-router';
import { formatDay } from '../../lib/format.ts';

/**
 * The reader's team's progress on a task as a badge, given by the member's page around the
 * content: a page is the same for every team of a type, so the team's labels come from its own
 * task list (nothing while it loads, or for a reader in no team).
 */
export const TaskStatusContext = createContext<(taskId: string) => ReactNode>(() => null);

/** A taskList section: the group's tasks the reader may see, each with its due date and label. */
export function TaskListView({ tasks }: { tasks: ContentTaskLink[] }) {
  const statusOf = useContext(TaskStatusContext);
  const { t } = useLingui();
  const dueText = (day: string) => t`Due ${day}`;
  if (tasks.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        <Trans>No tasks in this list for your team.</Trans>
      </Text>
    );
  }
  return (
    <Stack gap="xs" component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {tasks.map((task) => {
        const status = statusOf(task.id);
        return (
          <li key={task.id}>
            <Card
              component={Link}
              to={task.href}
              withBorder
              radius="md"
              padding="sm"
              className="content-link-card"
            >
              <Group gap="sm" wrap="nowrap">
                <ThemeIcon variant="light" size={36} radius="md" aria-hidden>
                  <IconChecklist size={20} />
                </ThemeIcon>
                <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
                  <Text fw={600} style={{ overflowWrap: 'break-word' }}>
                    {task.title}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {task.dueDate ? dueText(formatDay(task.dueDate)) : t`No due date`}
                  </Text>
                </Stack>
                {status}
                <IconChevronRight size={18} aria-hidden color="var(--mantine-color-gray-6)" />
              </Group>
            </Card>
          </li>
        );
      })}
    </Stack>
  );
}
