import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { ContentPage } from '@showdesk/domain/content/content';
import { IconArchive, IconArchiveOff, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { feedback } from '../../../lib/feedback.ts';
import { errorMessage } from '../../../lib/field-errors.ts';
import { useDeleteContent, useSetContentArchived } from '../api/content-api.ts';
import { contentPaths } from './content-paths.ts';

/** Archive or unarchive a page, or delete it, each after a confirmation. */
export function ContentArchiveCard({ page }: { page: ContentPage }) {
  const navigate = useNavigate();
  const setArchived = useSetContentArchived();
  const remove = useDeleteContent();
  const [asking, setAsking] = useState<'archive' | 'delete' | null>(null);

  const toggleArchived = () =>
    setArchived.mutate(
      { contentId: page.id, isArchived: !page.isArchived },
      {
        onSuccess: () => {
          setAsking(null);
          feedback(
            'success',
            page.isArchived ? `${page.title} was unarchived` : `${page.title} was archived`,
          );
        },
        onError: (error) => {
          setAsking(null);
          feedback('error', errorMessage(error));
        },
      },
    );
  const confirmDelete = () =>
    remove.mutate(page.id, {
      onSuccess: () => {
        feedback('success', `${page.title} was deleted`);
        navigate(page.isArchived ? contentPaths.archived : contentPaths.list);
      },
      onError: (error) => {
        setAsking(null);
        feedback('error', errorMessage(error));
      },
    });

  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="sm">
        <Title order={2} fz="lg">
          Archive or delete
        </Title>
        <Text size="sm" c="dimmed">
          {page.isArchived
            ? 'This page is archived: members can’t see it. Unarchive it to bring it back to the content list.'
            : 'Archiving hides the page from members and removes it from featured content and the sidebar. You can unarchive it later.'}
        </Text>
        <Group gap="sm">
          {page.isArchived ? (
            <Button
              variant="default"
              leftSection={<IconArchiveOff size={16} aria-hidden />}
              loading={setArchived.isPending}
              onClick={toggleArchived}
            >
              Unarchive
            </Button>
          ) : (
            <Button
              variant="default"
              leftSection={<IconArchive size={16} aria-hidden />}
              onClick={() => setAsking('archive')}
            >
              Archive
            </Button>
          )}
          <Button
            variant="outline"
            color="red"
            leftSection={<IconTrash size={16} aria-hidden />}
            onClick={() => setAsking('delete')}
          >
            Delete page
          </Button>
        </Group>
      </Stack>
      <ConfirmDialog
        opened={asking === 'archive'}
        title="Archive this page?"
        confirmLabel="Archive page"
        isDestructive={false}
        isPending={setArchived.isPending}
        onConfirm={toggleArchived}
        onCancel={() => setAsking(null)}
      >
        “{page.title}” will be hidden from members and removed from featured content and the
        sidebar.
      </ConfirmDialog>
      <ConfirmDialog
        opened={asking === 'delete'}
        title="Delete this page?"
        confirmLabel="Delete page"
        isPending={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setAsking(null)}
      >
        “{page.title}” and all its sections will be deleted. This can’t be undone.
      </ConfirmDialog>
    </Card>
  );
}
