import { useSortable } from '@dnd-kit/sortable';
import { useLingui } from '@lingui/react/macro';
import { Group, Text } from '@mantine/core';
import { type CustomField, customFieldTypeLabels } from '@showdesk/domain/people/custom-fields';
import { DragHandle, SortableCard } from '../../../../components/sortable-list.tsx';

interface SortableFieldRowProps {
  field: CustomField;
  position: number;
}

/**
 * One field in the reorder list, dragged by its handle with the mouse, touch or the keyboard
 * (space to pick up, arrows to move, space to drop), as dnd-kit's sortable preset provides.
 */
export function SortableFieldRow({ field, position }: SortableFieldRowProps) {
  const { t } = useLingui();
  const sortable = useSortable({ id: field.id });
  const label = field.label;
  return (
    <SortableCard sortable={sortable} px="sm" py="xs">
      <Group gap="sm" wrap="nowrap">
        <DragHandle sortable={sortable} label={t`Move ${label}`} size="lg" />
        <Text c="dimmed" size="sm" w={24} ta="right" aria-hidden>
          {position}
        </Text>
        <Text fw={500} style={{ flex: 1, minWidth: 0, overflowWrap: 'break-word' }}>
          {field.label}
        </Text>
        <Text c="dimmed" size="sm" style={{ flexShrink: 0 }}>
          {customFieldTypeLabels[field.type]}
        </Text>
      </Group>
    </SortableCard>
  );
}
