import { useLingui } from '@lingui/react/macro';
import { Skeleton, Stack } from '@mantine/core';

/** Placeholder of a short form (a heading, two fields, a button) whose code is loading. */
export function FormSkeleton() {
  const { t } = useLingui();
  return (
    <Stack gap="md" role="status" aria-busy="true" aria-label={t`Loading`}>
      <Skeleton h={28} w="60%" />
      <Skeleton h={14} w="90%" />
      <Skeleton h={36} />
      <Skeleton h={36} />
      <Skeleton h={42} />
    </Stack>
  );
}
