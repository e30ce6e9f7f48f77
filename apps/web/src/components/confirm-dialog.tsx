import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, Text } from '@mantine/core';
import type { ReactNode } from 'react';

interface ConfirmDialogProps {
  opened: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  isDestructive?: boolean;
  isPending?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before a destructive or far-reaching action; Cancel has the focus first. */
export function ConfirmDialog({
  opened,
  title,
  children,
  confirmLabel,
  isDestructive = true,
  isPending = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const { t } = useLingui();
  return (
    <Modal
      opened={opened}
      onClose={onCancel}
      title={title}
      centered
      closeButtonProps={{ 'aria-label': t`Close` }}
    >
      <Text size="sm">{children}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onCancel} data-autofocus>
          <Trans>Cancel</Trans>
        </Button>
        <Button color={isDestructive ? 'red' : undefined} onClick={onConfirm} loading={isPending}>
          {confirmLabel}
        </Button>
      </Group>
    </Modal>
  );
}
