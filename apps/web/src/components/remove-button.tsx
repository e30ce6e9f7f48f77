import { Trans } from '@lingui/react/macro';
import { Button, type MantineSize } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/**
 * A quiet red button with a bin, beside what it takes away: a picked image or file, a repeat of
 * a form's section, a row ("Remove" unless it deletes).
 */
export function RemoveButton({
  children,
  size = 'xs',
  ...props
}: {
  onClick: () => void;
  'aria-label'?: string;
  disabled?: boolean;
  size?: MantineSize | 'compact-sm';
  children?: ReactNode;
}) {
  return (
    <Button
      variant="subtle"
      color="red"
      size={size}
      leftSection={<IconTrash size={14} aria-hidden />}
      {...props}
    >
      {children ?? <Trans>Remove</Trans>}
    </Button>
  );
}
