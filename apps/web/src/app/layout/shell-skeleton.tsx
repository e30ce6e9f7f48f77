import { useLingui } from '@lingui/react/macro';
import { Box, Group, Skeleton, Stack } from '@mantine/core';
import './shell.css';
import { Skeletons } from '../../components/skeletons.tsx';

/**
 * What the app shows while the session loads: the shape of the shell, no content. Its header
 * and sidebar take the event's colours the server wrote into index.html (`--nav-bg`), so a
 * reload does not flash an unbranded white header.
 */
export function ShellSkeleton() {
  const { t } = useLingui();
  return (
    <Box role="status" aria-busy="true" aria-label={t`Loading`}>
      <Group h={60} px="md" justify="space-between" className="shell-skeleton-header">
        <Skeleton h={28} w={140} />
        <Skeleton h={32} w={32} circle />
      </Group>
      <Group align="flex-start" gap={0} wrap="nowrap">
        <Stack w={260} p="md" gap="sm" visibleFrom="md" className="shell-skeleton-navbar">
          <Skeletons count={8} h={30} />
        </Stack>
        <Stack p="lg" gap="md" style={{ flex: 1 }}>
          <Skeleton h={14} w={180} />
          <Skeleton h={34} w={260} />
          <Skeleton h={160} />
          <Skeleton h={160} />
        </Stack>
      </Group>
    </Box>
  );
}
