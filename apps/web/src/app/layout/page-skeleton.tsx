import { Skeleton, Stack } from '@mantine/core';

/** Placeholder of a page whose data is loading. */
export function PageSkeleton({ blocks = 3 }: { blocks?: number }) {
  return (
    <Stack gap="md" role="status" aria-busy="true" aria-label="Loading">
      <Skeleton h={34} w={280} />
      {Array.from({ length: blocks }, (_, i) => (
        <Skeleton key={String(i)} h={120} />
      ))}
    </Stack>
  );
}
