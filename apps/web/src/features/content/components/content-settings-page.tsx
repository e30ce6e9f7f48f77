import { Button, Stack } from '@mantine/core';
import { IconEye, IconFileOff, IconLayoutList } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { PageHeader } from '../../../components/page-header.tsx';
import { FormPageSkeleton, recordState } from '../../../components/record-state.tsx';
import { useBreadcrumbLabel } from '../../../lib/breadcrumb-labels.ts';
import { useContentDetail } from '../api/content-api.ts';
import { ContentArchiveCard } from './content-archive-card.tsx';
import { contentPaths } from './content-paths.ts';
import { ContentSettingsForm } from './content-settings-form.tsx';

/** /admin/content/:contentId/settings: the page's details, who sees it, archive and delete. */
export function ContentSettingsPage() {
  const { contentId = '' } = useParams();
  const query = useContentDetail(contentId);
  useBreadcrumbLabel(encodeURIComponent(contentId), query.data?.title);

  const fallback = recordState({
    query,
    noun: 'Content',
    icon: <IconFileOff size={34} />,
    listPath: contentPaths.list,
    listName: 'Content',
    skeleton: <FormPageSkeleton formHeight={420} maw={820} />,
  });
  if (fallback || !query.data) return fallback;
  const page = query.data;

  return (
    <>
      <PageHeader
        title="Page settings"
        description={page.title}
        actions={
          <>
            <Button
              component={Link}
              to={contentPaths.member(page.id)}
              variant="default"
              leftSection={<IconEye size={16} aria-hidden />}
            >
              View as member
            </Button>
            <Button
              component={Link}
              to={contentPaths.editor(page.id)}
              variant="default"
              leftSection={<IconLayoutList size={16} aria-hidden />}
            >
              Edit sections
            </Button>
          </>
        }
      />
      <Stack gap="lg" maw={820}>
        {/* Keyed by the page and its last change: a save elsewhere starts the form afresh. */}
        <ContentSettingsForm key={`${page.id}:${page.updatedAt}`} page={page} />
        <ContentArchiveCard page={page} />
      </Stack>
    </>
  );
}
