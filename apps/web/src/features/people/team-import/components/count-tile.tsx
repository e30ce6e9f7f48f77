import { Card, Skeleton, Text } from '@mantine/core';

interface CountTileProps {
  label: string;
  /** Null while unknown. */
  value: number | null;
  color: string;
}

/** One figure of an import (rows ready, imported, failed…) as a small card. */
export function CountTile({ label, value, color }: CountTileProps) {
  return (
    <Card withBorder radius="md" padding="md">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      {value === null ? (
        <Skeleton h={32} w={60} mt={4} />
      ) : (
        <Text fz={28} fw={700} c={value > 0 ? color : undefined} lh={1.2}>
          {value.toLocaleString()}
        </Text>
      )}
    </Card>
  );
}
