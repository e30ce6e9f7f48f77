import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
} from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmDialog } from '../../../../components/confirm-dialog.tsx';
import { PageHeader } from '../../../../components/page-header.tsx';
import { feedback } from '../../../../lib/feedback.ts';
import { errorMessage } from '../../../../lib/field-errors.ts';
import { useCardLayouts, useDeleteCardLayout } from '../api/card-layouts-api.ts';
import { CardLayoutEditor } from './card-layout-editor.tsx';

/** /admin/card-layouts: the dashboard's six cards per team type, with a default layout. */
export function CardLayoutsPage() {
  const query = useCardLayouts();
  const remove = useDeleteCardLayout();
  const [editing, setEditing] = useState<string | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<{ id: string; name: string } | null>(null);

  return (
    <>
      <PageHeader
        title="Card Layouts"
        description="Six cards on the dashboard. Teams see the layout of their team type, or the default one."
        actions={
          <Button
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => setEditing(null)}
            disabled={!query.data}
          >
            Add layout
          </Button>
        }
      />
      {query.isError ? (
        <Alert color="red" role="alert">
          {errorMessage(query.error)}
        </Alert>
      ) : !query.data ? (
        <SimpleGrid cols={{ base: 1, md: 2 }} role="status" aria-busy="true" aria-label="Loading">
          <Skeleton h={160} />
          <Skeleton h={160} />
        </SimpleGrid>
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          {query.data.layouts.map((layout) => {
            const typeNames = query.data.teamTypes
              .filter((t) => layout.teamTypeIds.includes(t.id))
              .map((t) => t.name);
            return (
              <Card key={layout.id} withBorder radius="md" padding="lg" component="section">
                <Stack gap="sm">
                  <Group justify="space-between">
                    <Text fw={700}>{layout.name}</Text>
                    {layout.isDefault ? <Badge variant="light">Default</Badge> : null}
                  </Group>
                  <Text size="sm" c="dimmed">
                    {layout.isDefault
                      ? 'Teams whose type has no layout of its own'
                      : typeNames.length
                        ? typeNames.join(', ')
                        : 'No team types yet: nobody sees this layout'}
                  </Text>
                  <SimpleGrid cols={3} spacing={6}>
                    {layout.cards.map((card) => (
                      <Text
                        key={card.id}
                        size="xs"
                        p={6}
                        bg="gray.0"
                        style={{ borderRadius: 6 }}
                        truncate
                      >
                        {card.title}
                      </Text>
                    ))}
                  </SimpleGrid>
                  <Group justify="flex-end" gap="xs">
                    {layout.isDefault ? null : (
                      <Button
                        variant="subtle"
                        color="red"
                        size="xs"
                        onClick={() => setDeleting({ id: layout.id, name: layout.name })}
                      >
                        Delete
                      </Button>
                    )}
                    <Button variant="light" size="xs" onClick={() => setEditing(layout.id)}>
                      Edit {layout.name}
                    </Button>
                  </Group>
                </Stack>
              </Card>
            );
          })}
        </SimpleGrid>
      )}
      {query.data ? (
        <CardLayoutEditor
          layoutId={editing}
          data={query.data}
          onClose={() => setEditing(undefined)}
        />
      ) : null}
      <ConfirmDialog
        opened={deleting !== null}
        title={`Delete ${deleting?.name ?? 'layout'}?`}
        confirmLabel="Delete layout"
        isPending={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => {
              setDeleting(null);
              feedback('success', 'The layout has been deleted');
            },
            onError: (error) => feedback('error', errorMessage(error)),
          })
        }
      >
        Its teams will see the default layout. Its cards are deleted with it.
      </ConfirmDialog>
    </>
  );
}
