import { Button, Card, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconLibraryPhoto, IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';

/** The library before its first upload: what it is for, and the way to add one. */
export function AssetsEmptyState() {
  return (
    <Card withBorder radius="md" padding="xl">
      <Stack align="center" gap="sm" ta="center" py="lg">
        <ThemeIcon size={64} radius="xl" variant="light" aria-hidden>
          <IconLibraryPhoto size={34} />
        </ThemeIcon>
        <Title order={2} fz="lg">
          No assets yet
        </Title>
        <Text c="dimmed" maw={440}>
          Upload images and documents once, then use them on the dashboard header, content pages and
          core pages.
        </Text>
        <Button
          component={Link}
          to="/admin/assets/add"
          leftSection={<IconPlus size={16} aria-hidden />}
        >
          Add your first asset
        </Button>
      </Stack>
    </Card>
  );
}
