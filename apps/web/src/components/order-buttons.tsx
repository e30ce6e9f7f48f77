import { useLingui } from '@lingui/react/macro';
import { ActionIcon } from '@mantine/core';
import { type Icon, IconArrowDown, IconArrowUp, IconX } from '@tabler/icons-react';

/**
 * A row's buttons in an ordered list, named after the row: move it up or down a place, or
 * remove it. `moveId` marks the move buttons (`data-move="<id>:up"`) where a screen finds them
 * again (to keep the focus on a moved row).
 */
export function OrderButtons(props: {
  name: string;
  isFirst: boolean;
  isLast: boolean;
  disabled: boolean;
  /** -1: up a place; 1: down a place. */
  onMove: (by: -1 | 1) => void;
  /** The remove button: its label, its icon (default: a cross), and whether it is locked. */
  remove: { label: string; onClick: () => void; icon?: Icon; isLocked?: boolean };
  moveId?: string;
}) {
  const { name, disabled, moveId, remove } = props;
  const RemoveIcon = remove.icon ?? IconX;
  const { t } = useLingui();
  return (
    <>
      <ActionIcon
        variant="subtle"
        color="gray"
        aria-label={t`Move ${name} up`}
        data-move={moveId && `${moveId}:up`}
        disabled={disabled || props.isFirst}
        onClick={() => props.onMove(-1)}
      >
        <IconArrowUp size={16} aria-hidden />
      </ActionIcon>
      <ActionIcon
        variant="subtle"
        color="gray"
        aria-label={t`Move ${name} down`}
        data-move={moveId && `${moveId}:down`}
        disabled={disabled || props.isLast}
        onClick={() => props.onMove(1)}
      >
        <IconArrowDown size={16} aria-hidden />
      </ActionIcon>
      <ActionIcon
        variant="subtle"
        color="red"
        aria-label={remove.label}
        disabled={disabled || remove.isLocked}
        onClick={remove.onClick}
      >
        <RemoveIcon size={16} aria-hidden />
      </ActionIcon>
    </>
  );
}
