import { Paper, Text, Title } from '@mantine/core';
import { IconBulb } from '@tabler/icons-react';

/** The 'Tips and tricks' aside; the shell hides it below the xl width (1200px). */
export function TipsAside() {
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="tips-title">
      <Title order={2} fz="md" id="tips-title" mb="xs" style={{ display: 'flex', gap: 6 }}>
        <IconBulb size={20} aria-hidden />
        Tips and tricks
      </Title>
      <Text size="sm" c="dimmed">
        Tips and tricks coming soon!
      </Text>
    </Paper>
  );
}
