import { useSortable } from '@dnd-kit/sortable';
import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Badge, Group, Menu, Stack, Text, UnstyledButton } from '@mantine/core';
import { formFieldTypeLabels } from '@showdesk/domain/forms/field-types';
import type { FieldDefinition } from '@showdesk/domain/forms/fields';
import {
  IconArrowDown,
  IconArrowUp,
  IconDots,
  IconGitBranch,
  IconTrash,
} from '@tabler/icons-react';
import { DragHandle, SortableCard, SortableList } from '../../../../components/sortable-list.tsx';
import { fieldTypeIcons } from './field-types-ui.tsx';

/** What a field is called in the builder: its label, or its type when it has none. */
export const fieldName = (field: FieldDefinition) =>
  field.label.trim() || formFieldTypeLabels[field.type];

interface FieldListProps {
  fields: FieldDefinition[];
  selectedId: string | null;
  onSelect: (id: string) => void;
  onReorder: (ids: string[]) => void;
  onMove: (id: string, by: number) => void;
  onRemove: (id: string) => void;
  /** Fields shown only by logic. */
  conditional: ReadonlySet<string>;
  /** Fields with a problem to fix before saving. */
  invalid: ReadonlySet<string>;
  readOnly: boolean;
}

/**
 * The form's fields in order: dragged by their handles (mouse, touch, or space and the arrow
 * keys), or moved with the up and down buttons; a field's name selects it for editing.
 */
export function FieldList(props: FieldListProps) {
  const { t } = useLingui();
  const byId = new Map(props.fields.map((f) => [f.id, f]));
  const nameOf = (id: string | number) => {
    const field = byId.get(String(id));
    return field ? fieldName(field) : t`Field`;
  };

  return (
    <SortableList
      items={props.fields}
      idOf={(f) => f.id}
      nameOf={nameOf}
      onReorder={(fields) => props.onReorder(fields.map((f) => f.id))}
      gap={6}
      label={t`Fields`}
    >
      {(field, index) => (
        <FieldRow
          key={field.id}
          field={field}
          position={index + 1}
          count={props.fields.length}
          isSelected={field.id === props.selectedId}
          isConditional={props.conditional.has(field.id)}
          isInvalid={props.invalid.has(field.id)}
          readOnly={props.readOnly}
          onSelect={() => props.onSelect(field.id)}
          onMove={(by) => props.onMove(field.id, by)}
          onRemove={() => props.onRemove(field.id)}
        />
      )}
    </SortableList>
  );
}

interface FieldRowProps {
  field: FieldDefinition;
  position: number;
  count: number;
  isSelected: boolean;
  isConditional: boolean;
  isInvalid: boolean;
  readOnly: boolean;
  onSelect: () => void;
  onMove: (by: number) => void;
  onRemove: () => void;
}

function FieldRow(props: FieldRowProps) {
  const { field } = props;
  const { t } = useLingui();
  const sortable = useSortable({ id: field.id, disabled: props.readOnly });
  const Icon = fieldTypeIcons[field.type];
  const name = fieldName(field);
  const typeLabel = formFieldTypeLabels[field.type];
  return (
    <SortableCard
      sortable={sortable}
      zIndex={2}
      px={6}
      py={6}
      className="builder-field-row"
      data-selected={props.isSelected || undefined}
      data-invalid={props.isInvalid || undefined}
      data-field-type={field.type}
    >
      <Group gap={4} wrap="nowrap">
        {props.readOnly ? null : <DragHandle sortable={sortable} label={t`Drag ${name}`} />}
        <UnstyledButton
          onClick={props.onSelect}
          className="builder-field-select"
          aria-current={props.isSelected ? 'true' : undefined}
        >
          <Group gap="xs" wrap="nowrap">
            <Icon size={18} aria-hidden style={{ flexShrink: 0 }} />
            <Stack gap={0} style={{ minWidth: 0, flex: 1 }}>
              <Text size="sm" fw={500} truncate="end">
                {name}
                {'isRequired' in field && field.isRequired ? (
                  <Text span c="red.8" aria-hidden>
                    {' *'}
                  </Text>
                ) : null}
              </Text>
              <Group gap={4} wrap="nowrap">
                <Text size="xs" c="dimmed">
                  {typeLabel}
                </Text>
                {props.isConditional ? (
                  <Badge
                    size="xs"
                    variant="light"
                    color="violet"
                    leftSection={<IconGitBranch size={10} aria-hidden />}
                  >
                    <Trans>Logic</Trans>
                  </Badge>
                ) : null}
                {props.isInvalid ? (
                  <Badge size="xs" variant="light" color="red">
                    <Trans>Check</Trans>
                  </Badge>
                ) : null}
              </Group>
            </Stack>
          </Group>
        </UnstyledButton>
        {props.readOnly ? null : (
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <ActionIcon variant="subtle" color="gray" aria-label={t`Actions for ${name}`}>
                <IconDots size={18} aria-hidden />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item
                leftSection={<IconArrowUp size={16} aria-hidden />}
                disabled={props.position === 1}
                onClick={() => props.onMove(-1)}
              >
                <Trans>Move up</Trans>
              </Menu.Item>
              <Menu.Item
                leftSection={<IconArrowDown size={16} aria-hidden />}
                disabled={props.position === props.count}
                onClick={() => props.onMove(1)}
              >
                <Trans>Move down</Trans>
              </Menu.Item>
              <Menu.Item
                c="red.9"
                leftSection={<IconTrash size={16} aria-hidden />}
                onClick={props.onRemove}
              >
                <Trans>Remove</Trans>
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
        )}
      </Group>
    </SortableCard>
  );
}
