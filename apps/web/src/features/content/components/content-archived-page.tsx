import { Button, Card, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ContentPage } from '@showdesk/domain/content';
import { IconArchive, IconArchiveOff, IconArrowLeft, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { feedback } from '../../../lib/feedback.ts';
import { errorMessage } from '../../../lib/field-errors.ts';
import { useContentList, useDeleteContent, useSetContentArchived } from '../api/content-api.ts';
import { contentPaths } from './content-paths.ts';
import { ContentTable, ContentTableSkeleton } from './content-table.tsx';

/** /admin/content/archived: archived pages, to bring back or delete for good. */
export function ContentArchivedPage() {
  const query = useContentList(true);
  const setArchived = useSetContentArchived();
  const remove = useDeleteContent();
  const [deleting, setDeleting] = useState<ContentPage | null>(null);
  const pages = query.data?.content ?? [];

  const unarchive = (page: ContentPage) =>
    setArchived.mutate(
      { contentId: page.id, isArchived: false },
      {
        onSuccess: () => feedback('success', `${page.title} is back in the content list`),
        onError: (error) => feedback('error', errorMessage(error)),
      },
    );
  const confirmDelete = () => {
    if (!deleting) return;
    const page = deleting;
    remove.mutate(page.id, {
      onSuccess: () => {
        setDeleting(null);
        feedback('success', `${page.title} was deleted`);
      },
      onError: (error) => {
        setDeleting(null);
        feedback('error', errorMessage(error));
      },
    });
  };

  return (
    <>
      <PageHeader
        title="Archived content"
        description="Archived pages are hidden from members, featured content and the sidebar."
        actions={
          <Button
            component={Link}
            to={contentPaths.list}
            variant="default"
            leftSection={<IconArrowLeft size={16} aria-hidden />}
          >
            Back to content
          </Button>
        }
      />
      {query.isPending ? (
        <ContentTableSkeleton />
      ) : query.isError ? (
        <ErrorAlert error={query.error} />
      ) : pages.length === 0 ? (
        <Card withBorder radius="md" padding="xl">
          <Stack align="center" gap="sm" ta="center" py="lg">
            <ThemeIcon size={64} radius="xl" variant="light" color="gray" aria-hidden>
              <IconArchive size={34} />
            </ThemeIcon>
            <Title order={2} fz="lg">
              No archived content
            </Title>
            <Text c="dimmed" maw={440}>
              Pages you archive wait here, out of members’ sight, until you unarchive or delete
              them.
            </Text>
          </Stack>
        </Card>
      ) : (
        <ContentTable
          pages={pages}
          label="Archived content pages"
          actions={(page) => (
            <>
              <Button
                variant="default"
                size="xs"
                leftSection={<IconArchiveOff size={14} aria-hidden />}
                loading={setArchived.isPending && setArchived.variables?.contentId === page.id}
                onClick={() => unarchive(page)}
                aria-label={`Unarchive ${page.title}`}
              >
                Unarchive
              </Button>
              <Button
                variant="subtle"
                color="red"
                size="xs"
                leftSection={<IconTrash size={14} aria-hidden />}
                onClick={() => setDeleting(page)}
                aria-label={`Delete ${page.title}`}
              >
                Delete
              </Button>
            </>
          )}
        />
      )}
      <ConfirmDialog
        opened={deleting !== null}
        title="Delete this page?"
        confirmLabel="Delete page"
        isPending={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      >
        “{deleting?.title}” and all its sections will be deleted. This can’t be undone.
      </ConfirmDialog>
    </>
  );
}
