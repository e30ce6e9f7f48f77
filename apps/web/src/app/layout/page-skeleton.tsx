import { useLingui } from '@lingui/react/macro';
import { Skeleton, Stack } from '@mantine/core';
import { Skeletons } from '../../components/skeletons.tsx';

/** Placeholder of a page whose data is loading. */
export function PageSkeleton({ blocks = 3 }: { blocks?: number }) {
  const { t } = useLingui();
  return (
    <Stack gap="md" role="status" aria-busy="true" aria-label={t`Loading`}>
      <Skeleton h={34} w={280} />
      <Skeletons count={blocks} h={120} />
    </Stack>
  );
}
