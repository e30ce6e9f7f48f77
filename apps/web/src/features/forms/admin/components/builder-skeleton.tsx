import { useLingui } from '@lingui/react/macro';
import { Grid, Skeleton, Stack } from '@mantine/core';
import { Skeletons } from '../../../../components/skeletons.tsx';

/** The builder's loading look: the title, then its zones. */
export function BuilderSkeleton() {
  const { t } = useLingui();
  return (
    <Stack gap="md" role="status" aria-busy="true" aria-label={t`Loading`}>
      <Skeleton h={34} w="40%" />
      <Skeleton h={36} w={200} />
      <Grid>
        <Grid.Col span={{ base: 12, lg: 3 }} visibleFrom="lg">
          <Skeleton h={360} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6, lg: 4 }}>
          <Stack gap={6}>
            <Skeletons count={6} h={48} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6, lg: 5 }} visibleFrom="md">
          <Skeleton h={360} />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
