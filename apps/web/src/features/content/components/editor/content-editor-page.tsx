import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Card, Group, Skeleton, Stack } from '@mantine/core';
import { ContentBadges } from '../content-badges.tsx';
import { ContentRecordPage } from '../content-settings-page.tsx';
import { SectionList } from './section-list.tsx';

/** /admin/content/:contentId: the page's sections in order, to add, edit, publish and arrange. */
export function ContentEditorPage() {
  return (
    <ContentRecordPage
      description={(page) => {
        const sectionCount = page.sectionIds.length;
        return plural(sectionCount, { one: '# section', other: '# sections' });
      }}
      view="editor"
      skeleton={<EditorSkeleton />}
    >
      {(page) => (
        <Stack gap="md">
          <ContentBadges page={page} />
          <SectionList page={page} />
        </Stack>
      )}
    </ContentRecordPage>
  );
}

function EditorSkeleton() {
  const { t } = useLingui();
  return (
    <Stack gap="md" role="status" aria-busy="true" aria-label={t`Loading`}>
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
