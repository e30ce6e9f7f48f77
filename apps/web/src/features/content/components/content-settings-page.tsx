import { Button, Stack } from '@mantine/core';
import type { ContentPageDetail } from '@showdesk/domain/content/content';
import { IconEye, IconFileOff, IconLayoutList } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { RecordPage } from '../../../components/record-page.tsx';
import { FormPageSkeleton } from '../../../components/record-state.tsx';
import { useContentDetail } from '../api/content-api.ts';
import { ContentArchiveCard } from './content-archive-card.tsx';
import { contentPaths } from './content-paths.ts';
import { ContentSettingsForm } from './content-settings-form.tsx';

interface ContentRecordPageProps {
  /** The page's own heading ("Page settings"), or none for its title. */
  heading?: string;
  description: (page: ContentPageDetail) => ReactNode;
  /** The other view of the page: its sections, or its settings. */
  other: { label: string; icon: ReactNode; to: (id: string) => string };
  skeleton: ReactNode;
  children: (page: ContentPageDetail) => ReactNode;
}

/** A content page's admin screens (sections, settings) on the record frame. */
export function ContentRecordPage({ heading, other, ...props }: ContentRecordPageProps) {
  const { contentId = '' } = useParams();
  return (
    <RecordPage
      query={useContentDetail(contentId)}
      noun={{ one: 'content', many: 'content' }}
      icon={<IconFileOff size={34} />}
      listPath={contentPaths.list}
      id={contentId}
      heading={heading}
      title={(page) => page.title}
      description={props.description}
      skeleton={props.skeleton}
      actions={(page) => (
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
            to={other.to(page.id)}
            variant="default"
            leftSection={other.icon}
          >
            {other.label}
          </Button>
        </>
      )}
    >
      {props.children}
    </RecordPage>
  );
}

/** /admin/content/:contentId/settings: the page's details, who sees it, archive and delete. */
export function ContentSettingsPage() {
  return (
    <ContentRecordPage
      heading="Page settings"
      description={(page) => page.title}
      other={{
        label: 'Edit sections',
        icon: <IconLayoutList size={16} aria-hidden />,
        to: contentPaths.editor,
      }}
      skeleton={<FormPageSkeleton formHeight={420} maw={820} />}
    >
      {(page) => (
        <Stack gap="lg" maw={820}>
          {/* Keyed by the page and its last change: a save elsewhere starts the form afresh. */}
          <ContentSettingsForm key={`${page.id}:${page.updatedAt}`} page={page} />
          <ContentArchiveCard page={page} />
        </Stack>
      )}
    </ContentRecordPage>
  );
}
