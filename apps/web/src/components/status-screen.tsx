import { Center, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useDocumentTitle } from '../lib/page-title.ts';

interface StatusScreenProps {
  icon: ReactNode;
  color?: string;
  title: string;
  children?: ReactNode;
  /** Shown as it is, where `children` would be a line of text (rich text, a skeleton). */
  body?: ReactNode;
  actions?: ReactNode;
}

/** A centred message screen: errors, not found, unauthorised, empty areas. */
export function StatusScreen({
  icon,
  color = 'gray',
  title,
  children,
  body,
  actions,
}: StatusScreenProps) {
  useDocumentTitle(title);
  return (
    <Center mih="60vh" px="md">
      <Stack align="center" gap="md" maw={520} ta="center">
        <ThemeIcon size={64} radius="xl" variant="light" color={color} aria-hidden>
          {icon}
        </ThemeIcon>
        <Title order={1} fz={28}>
          {title}
        </Title>
        {children ? <Text c="dimmed">{children}</Text> : null}
        {body}
        {actions}
      </Stack>
    </Center>
  );
}
