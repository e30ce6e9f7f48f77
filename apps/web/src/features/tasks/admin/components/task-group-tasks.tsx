import { arrayMove, useSortable } from '@dnd-kit/sortable';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  Alert,
  Badge,
  Button,
  Group,
  Input,
  Select,
  Skeleton,
  Stack,
  Text,
  VisuallyHidden,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { type Task, taskTypeLabels } from '@showdesk/domain/tasks/tasks';
import { IconArchive, IconPlus } from '@tabler/icons-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { OrderButtons } from '../../../../components/order-buttons.tsx';
import { DragHandle, SortableCard, SortableList } from '../../../../components/sortable-list.tsx';
import type { FieldErrors } from '../../../../lib/field-errors.ts';
import { formatDay } from '../../../../lib/format.ts';
import { useTaskChoices } from '../api/tasks-api.ts';
import { taskPaths } from '../paths.ts';

interface TaskGroupTasksProps {
  /** The saved group, or null on the add page. */
  groupId: string | null;
  isArchived: boolean;
  taskIds: string[];
  onChange: (taskIds: string[]) => void;
  /** The form's field errors ('taskIds.2': that row's). */
  errors: FieldErrors;
  error: string | undefined;
  disabled: boolean;
}

/**
 * A group's tasks in order: each row dragged by its handle (mouse, touch, or space and the
 * arrow keys) or moved with its up and down buttons, and removed; tasks added from a search of
 * the event's active tasks.
 */
export function TaskGroupTasks(props: TaskGroupTasksProps) {
  const { groupId, taskIds, onChange } = props;
  const { t } = useLingui();
  const labelId = useId();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  const isSaved = groupId !== null && !props.isArchived;
  const active = useTaskChoices({ groupId, enabled: isSaved });
  const archived = useTaskChoices({ groupId, isArchived: true, enabled: isSaved });
  const candidates = useTaskChoices({ search: debounced, enabled: !props.isArchived });
  // Every task seen so far by id: one picked from a search keeps its name when the search moves on.
  const known = useRef(new Map<string, Task>()).current;
  for (const page of [active.data, archived.data, candidates.data])
    for (const task of page?.items ?? []) known.set(task.id, task);

  const [announcement, setAnnouncement] = useState('');
  const [focusAfterMove, setFocusAfterMove] = useState<string | null>(null);
  const listRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!focusAfterMove) return;
    // A moved row's button keeps the focus; at the top or bottom, its other button takes it.
    const [id, direction] = focusAfterMove.split(':');
    const other = direction === 'up' ? 'down' : 'up';
    const button = (dir: string) =>
      listRef.current?.querySelector<HTMLButtonElement>(
        `[data-move="${id}:${dir}"]:not(:disabled)`,
      );
    (button(direction!) ?? button(other))?.focus();
    setFocusAfterMove(null);
  }, [focusAfterMove]);

  const nameOf = (id: string | number) => known.get(String(id))?.title ?? t`Task`;
  const move = (id: string, by: -1 | 1) => {
    const from = taskIds.indexOf(id);
    const to = from + by;
    if (from < 0 || to < 0 || to >= taskIds.length) return;
    onChange(arrayMove(taskIds, from, to));
    const name = nameOf(id);
    const position = to + 1;
    const count = taskIds.length;
    setAnnouncement(t`${name} moved to position ${position} of ${count}.`);
    setFocusAfterMove(`${id}:${by < 0 ? 'up' : 'down'}`);
  };
  const remove = (id: string) => {
    onChange(taskIds.filter((other) => other !== id));
    const name = nameOf(id);
    setAnnouncement(t`${name} removed from the group.`);
  };

  const heading = (
    <Stack gap={2}>
      <Input.Label id={labelId} labelElement="div">
        <Trans>Tasks</Trans>
      </Input.Label>
      <Input.Description>
        <Trans>
          In the order teams see them. Drag a task by its handle (or focus the handle and use space
          and the arrow keys), or use its up and down buttons.
        </Trans>
      </Input.Description>
    </Stack>
  );

  if (props.isArchived)
    return (
      <Stack gap={6}>
        {heading}
        <Alert color="gray" icon={<IconArchive size={18} aria-hidden />}>
          <Trans>
            This group is archived, so it holds no tasks. Unarchive it to add tasks again.
          </Trans>
        </Alert>
      </Stack>
    );

  const isLoading = isSaved && (active.isPending || archived.isPending);
  const options = (candidates.data?.items ?? [])
    .filter((task) => !taskIds.includes(task.id))
    .map((task) => ({ value: task.id, label: task.title }));

  return (
    <Stack gap="sm">
      {heading}
      {isLoading ? (
        <Stack gap={6} role="status" aria-busy="true" aria-label={t`Loading the group's tasks`}>
          <Skeleton h={52} />
          <Skeleton h={52} />
        </Stack>
      ) : taskIds.length === 0 ? (
        <Text size="sm" c="dimmed">
          <Trans>No tasks in this group yet. Add one below.</Trans>
        </Text>
      ) : (
        <SortableList
          items={taskIds}
          idOf={(id) => id}
          nameOf={nameOf}
          onReorder={onChange}
          gap={6}
          labelledBy={labelId}
          listRef={listRef}
        >
          {(id, index) => (
            <TaskRow
              key={id}
              id={id}
              task={known.get(id)}
              position={index + 1}
              count={taskIds.length}
              error={props.errors[`taskIds.${index}`]}
              disabled={props.disabled}
              onMove={(by) => move(id, by)}
              onRemove={() => remove(id)}
            />
          )}
        </SortableList>
      )}
      {props.error && !Object.keys(props.errors).some((key) => key.startsWith('taskIds.')) ? (
        <Input.Error>{props.error}</Input.Error>
      ) : null}
      <VisuallyHidden role="status" aria-live="polite">
        {announcement}
      </VisuallyHidden>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <Select
          label={t`Add a task`}
          placeholder={t`Search the event's tasks`}
          data={options}
          value={null}
          onChange={(id) => {
            if (!id) return;
            onChange([...taskIds, id]);
            setSearch('');
            const name = nameOf(id);
            const position = taskIds.length + 1;
            setAnnouncement(t`${name} added at position ${position}.`);
          }}
          searchable
          searchValue={search}
          onSearchChange={setSearch}
          nothingFoundMessage={candidates.isFetching ? t`Searching…` : t`No other tasks found`}
          disabled={props.disabled}
          style={{ flex: 1, minWidth: 220 }}
          maw={420}
        />
        {groupId ? (
          <Button
            component={Link}
            to={taskPaths.add(groupId)}
            variant="default"
            leftSection={<IconPlus size={16} aria-hidden />}
          >
            <Trans>New task in this group</Trans>
          </Button>
        ) : null}
      </Group>
    </Stack>
  );
}

interface TaskRowProps {
  id: string;
  /** Unknown only while its page loads. */
  task: Task | undefined;
  position: number;
  count: number;
  error: string | undefined;
  disabled: boolean;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}

function TaskRow({ id, task, position, count, error, disabled, onMove, onRemove }: TaskRowProps) {
  const { t } = useLingui();
  const sortable = useSortable({ id, disabled });
  const name = task?.title ?? t`Task`;
  return (
    <SortableCard sortable={sortable} zIndex={2} px={6} py={6}>
      <Group gap={4} wrap="nowrap">
        <DragHandle sortable={sortable} label={t`Drag ${name}`} disabled={disabled} />
        <Text size="sm" c="dimmed" w={22} ta="right" aria-hidden>
          {position}.
        </Text>
        <Stack gap={0} style={{ flex: 1, minWidth: 0 }} px={4}>
          <Text size="sm" fw={500} style={{ overflowWrap: 'break-word' }}>
            {name}
          </Text>
          {task ? (
            <Group gap={6} wrap="wrap" style={{ rowGap: 0 }}>
              <Text size="xs" c="dimmed">
                {taskTypeLabels[task.type]} · {formatDay(task.dueDate, t`No deadline`)}
              </Text>
              {task.isArchived ? (
                <Badge size="xs" variant="outline" color="gray">
                  <Trans>Archived</Trans>
                </Badge>
              ) : null}
            </Group>
          ) : null}
          {error ? (
            <Text size="xs" c="red.8">
              {error}
            </Text>
          ) : null}
        </Stack>
        <OrderButtons
          name={name}
          isFirst={position === 1}
          isLast={position === count}
          disabled={disabled}
          onMove={onMove}
          remove={{ label: t`Remove ${name} from the group`, onClick: onRemove }}
          moveId={id}
        />
      </Group>
    </SortableCard>
  );
}
