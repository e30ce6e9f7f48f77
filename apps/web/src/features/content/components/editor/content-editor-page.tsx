import { Button, Card, Group, Skeleton, Stack } from '@mantine/core';
import { IconEye, IconFileOff, IconSettings } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { PageHeader } from '../../../../components/page-header.tsx';
import { recordState } from '../../../../components/record-state.tsx';
import { useBreadcrumbLabel } from '../../../../lib/breadcrumb-labels.ts';
import { useContentDetail } from '../../api/content-api.ts';
import { ContentBadges } from '../content-badges.tsx';
import { contentPaths } from '../content-paths.ts';
import { SectionList } from './section-list.tsx';

/** /admin/content/:contentId: the page's sections in order, to add, edit, publish and arrange. */
export function ContentEditorPage() {
  const { contentId = '' } = useParams();
  const query = useContentDetail(contentId);
  useBreadcrumbLabel(encodeURIComponent(contentId), query.data?.title);

  const fallback = recordState({
    query,
    noun: 'Content',
    icon: <IconFileOff size={34} />,
    listPath: contentPaths.list,
    listName: 'Content',
    skeleton: <EditorSkeleton />,
  });
  if (fallback || !query.data) return fallback;
  const page = query.data;

  return (
    <>
      <PageHeader
        title={page.title}
        description={
          page.sectionIds.length === 1 ? '1 section' : `${page.sectionIds.length} sections`
        }
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
              to={contentPaths.settings(page.id)}
              variant="default"
              leftSection={<IconSettings size={16} aria-hidden />}
            >
              Page settings
            </Button>
          </>
        }
      />
      <Stack gap="md">
        <ContentBadges page={page} />
        <SectionList page={page} />
      </Stack>
    </>
  );
}

function EditorSkeleton() {
  return (
    <Stack gap="md" aria-busy="true" aria-label="Loading">
      <Skeleton h={34} w="40%" />
      <Group justify="space-between">
        <Skeleton h={20} w={220} />
        <Skeleton h={36} w={140} />
      </Group>
      {Array.from({ length: 3 }, (_, i) => (
        <Card key={String(i)} withBorder radius="md" padding="md">
          <Group gap="sm" wrap="nowrap">
            <Skeleton h={36} w={36} radius="md" />
            <Stack gap={6} style={{ flex: 1 }}>
              <Skeleton h={12} w={90} />
              <Skeleton h={16} w="50%" />
              <Skeleton h={12} w="80%" />
            </Stack>
          </Group>
        </Card>
      ))}
    </Stack>
  );
}
