import { ActionIcon } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconX } from '@tabler/icons-react';

/**
 * A group's record's buttons, named after it: move it up or down the group's order, or take
 * it out of the group. `moveId` marks the move buttons (`data-move="<id>:up"`) where a screen's
 * tests find them by it.
 */
export function MemberButtons(props: {
  name: string;
  isFirst: boolean;
  isLast: boolean;
  disabled: boolean;
  /** -1: up a place; 1: down a place. */
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
  moveId?: string;
}) {
  const { name, disabled, moveId } = props;
  return (
    <>
      <ActionIcon
        variant="subtle"
        color="gray"
        aria-label={`Move ${name} up`}
        data-move={moveId && `${moveId}:up`}
        disabled={disabled || props.isFirst}
        onClick={() => props.onMove(-1)}
      >
        <IconArrowUp size={16} aria-hidden />
      </ActionIcon>
      <ActionIcon
        variant="subtle"
        color="gray"
        aria-label={`Move ${name} down`}
        data-move={moveId && `${moveId}:down`}
        disabled={disabled || props.isLast}
        onClick={() => props.onMove(1)}
      >
        <IconArrowDown size={16} aria-hidden />
      </ActionIcon>
      <ActionIcon
        variant="subtle"
        color="red"
        aria-label={`Remove ${name} from the group`}
        disabled={disabled}
        onClick={props.onRemove}
      >
        <IconX size={16} aria-hidden />
      </ActionIcon>
    </>
  );
}
