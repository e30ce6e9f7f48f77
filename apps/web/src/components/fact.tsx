import { Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** One labelled fact of a record's page ("Owner", "Last login"): its label beside its value. */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Group gap="xs" align="flex-start" wrap="nowrap">
      <Text size="sm" c="dimmed" w={130} style={{ flexShrink: 0 }}>
        {label}
      </Text>
      <Text size="sm" component="div" style={{ overflowWrap: 'break-word' }}>
        {children}
      </Text>
    </Group>
  );
}
