import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import type { ContentPage } from '@showdesk/domain/content/content';
import { IconArchive, IconArchiveOff } from '@tabler/icons-react';
import { useDeleteConfirm } from '../../../components/data-table/archive-selection.tsx';
import { HeaderLink } from '../../../components/list-page.tsx';
import { RemoveButton } from '../../../components/remove-button.tsx';
import { feedback } from '../../../lib/feedback.ts';
import { errorMessage } from '../../../lib/field-errors.ts';
import { useDeleteContent, useSetContentArchived } from '../api/content-api.ts';
import { ContentListFrame } from './content-list-frame.tsx';
import { contentPaths } from './content-paths.ts';

/** /admin/content/archived: archived pages, to bring back or delete for good. */
export function ContentArchivedPage() {
  const { t } = useLingui();
  const setArchived = useSetContentArchived();
  const deleting = useDeleteConfirm<ContentPage>({
    noun: t`page`,
    remove: useDeleteContent(),
    idOf: (page) => page.id,
    nameOf: (page) => page.title,
    sentence: (title) => t`“${title}” and all its sections will be deleted. This can’t be undone.`,
  });

  const unarchive = (page: ContentPage) => {
    const title = page.title;
    setArchived.mutate(
      { contentId: page.id, isArchived: false },
      {
        onSuccess: () => feedback('success', t`${title} is back in the content list`),
        onError: (error) => feedback('error', errorMessage(error)),
      },
    );
  };

  return (
    <ContentListFrame
      title={t`Archived content`}
      description={t`Archived pages are hidden from members, featured content and the sidebar.`}
      isArchived
      actions={
        <HeaderLink to={contentPaths.list} back>
          <Trans>Back to content</Trans>
        </HeaderLink>
      }
      empty={{
        icon: <IconArchive size={34} />,
        title: t`No archived content`,
        children: t`Pages you archive wait here, out of members’ sight, until you unarchive or delete them.`,
      }}
      rowActions={(page) => {
        const title = page.title;
        return (
          <>
            <Button
              variant="default"
              size="xs"
              leftSection={<IconArchiveOff size={14} aria-hidden />}
              loading={setArchived.isPending && setArchived.variables?.contentId === page.id}
              onClick={() => unarchive(page)}
              aria-label={t`Unarchive ${title}`}
            >
              <Trans>Unarchive</Trans>
            </Button>
            <RemoveButton onClick={() => deleting.ask(page)} aria-label={t`Delete ${title}`}>
              <Trans>Delete</Trans>
            </RemoveButton>
          </>
        );
      }}
    >
      {deleting.dialog}
    </ContentListFrame>
  );
}
