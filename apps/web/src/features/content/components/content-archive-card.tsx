import { Trans, useLingui } from '@lingui/react/macro';
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
  const { t } = useLingui();
  const title = page.title;
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
            page.isArchived ? t`${title} was unarchived` : t`${title} was archived`,
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
        feedback('success', t`${title} was deleted`);
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
          <Trans>Archive or delete</Trans>
        </Title>
        <Text size="sm" c="dimmed">
          {page.isArchived
            ? t`This page is archived: members can’t see it. Unarchive it to bring it back to the content list.`
            : t`Archiving hides the page from members and removes it from featured content and the sidebar. You can unarchive it later.`}
        </Text>
        <Group gap="sm">
          {page.isArchived ? (
            <Button
              variant="default"
              leftSection={<IconArchiveOff size={16} aria-hidden />}
              loading={setArchived.isPending}
              onClick={toggleArchived}
            >
              <Trans>Unarchive</Trans>
            </Button>
          ) : (
            <Button
              variant="default"
              leftSection={<IconArchive size={16} aria-hidden />}
              onClick={() => setAsking('archive')}
            >
              <Trans>Archive</Trans>
            </Button>
          )}
          <Button
            variant="outline"
            color="red"
            leftSection={<IconTrash size={16} aria-hidden />}
            onClick={() => setAsking('delete')}
          >
            <Trans>Delete page</Trans>
          </Button>
        </Group>
      </Stack>
      <ConfirmDialog
        opened={asking === 'archive'}
        title={t`Archive this page?`}
        confirmLabel={t`Archive page`}
        isDestructive={false}
        isPending={setArchived.isPending}
        onConfirm={toggleArchived}
        onCancel={() => setAsking(null)}
      >
        <Trans>
          “{title}” will be hidden from members and removed from featured content and the sidebar.
        </Trans>
      </ConfirmDialog>
      <ConfirmDialog
        opened={asking === 'delete'}
        title={t`Delete this page?`}
        confirmLabel={t`Delete page`}
        isPending={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setAsking(null)}
      >
        <Trans>“{title}” and all its sections will be deleted. This can’t be undone.</Trans>
      </ConfirmDialog>
    </Card>
  );
}
