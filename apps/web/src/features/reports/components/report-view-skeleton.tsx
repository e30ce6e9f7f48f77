import { useLingui } from '@lingui/react/macro';
import { Card, SimpleGrid, Skeleton, Stack } from '@mantine/core';

/** The report view while its numbers are worked out: title, cards, two charts, a table. */
export function ReportViewSkeleton() {
  const { t } = useLingui();
  return (
    <Stack gap="lg" role="status" aria-busy="true" aria-label={t`Loading`}>
      <Skeleton h={34} w="40%" />
      <SimpleGrid cols={{ base: 1, xs: 3 }}>
        {[0, 1, 2].map((key) => (
          <Card key={key} withBorder radius="md" padding="md">
            <Skeleton h={14} w="50%" mb="xs" />
            <Skeleton h={28} w="30%" />
          </Card>
        ))}
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Skeleton h={200} radius="md" />
        <Skeleton h={200} radius="md" />
      </SimpleGrid>
      <Skeleton h={240} radius="md" />
    </Stack>
  );
}
