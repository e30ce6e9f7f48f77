import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Stack } from '@mantine/core';
import type { ContentPageDetail } from '@showdesk/domain/content/content';
import { IconEye, IconFileOff, IconLayoutList, IconSettings } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { HistoryPanel } from '../../../components/history/history-panel.tsx';
import { HeaderLink } from '../../../components/list-page.tsx';
import { RecordPage } from '../../../components/record-page.tsx';
import { FormPageSkeleton } from '../../../components/record-state.tsx';
import { TranslationsLink } from '../../../components/records/translations-link.tsx';
import { useContentDetail } from '../api/content-api.ts';
import { ContentArchiveCard } from './content-archive-card.tsx';
import { contentPaths } from './content-paths.ts';
import { ContentSettingsForm } from './content-settings-form.tsx';

interface ContentRecordPageProps {
  /** The page's own heading ("Page settings"), or none for its title. */
  heading?: string;
  description: (page: ContentPageDetail) => ReactNode;
  /** Which screen of the page this is: the other one is linked from the header. */
  view: 'editor' | 'settings';
  skeleton: ReactNode;
  children: (page: ContentPageDetail) => ReactNode;
}

/** The header link from each of a content page's two screens to the other. */
const otherViews = () => ({
  editor: { label: t`Page settings`, icon: IconSettings, to: contentPaths.settings },
  settings: { label: t`Edit sections`, icon: IconLayoutList, to: contentPaths.editor },
});

/** A content page's admin screens (sections, settings) on the record frame. */
export function ContentRecordPage({ heading, view, ...props }: ContentRecordPageProps) {
  const { contentId = '' } = useParams();
  const other = otherViews()[view];
  return (
    <RecordPage
      query={useContentDetail(contentId)}
      noun={{ one: t`content`, many: t`content` }}
      icon={<IconFileOff size={34} />}
      listPath={contentPaths.list}
      id={contentId}
      heading={heading}
      title={(page) => page.title}
      description={props.description}
      skeleton={props.skeleton}
      actions={(page) => (
        <>
          <HeaderLink to={contentPaths.member(page.id)} icon={IconEye}>
            <Trans>View as member</Trans>
          </HeaderLink>
          <HeaderLink to={other.to(page.id)} icon={other.icon}>
            {other.label}
          </HeaderLink>
          <TranslationsLink kind="content" recordId={page.id} />
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
      heading={t`Page settings`}
      description={(page) => page.title}
      view="settings"
      skeleton={<FormPageSkeleton formHeight={420} maw={820} />}
    >
      {(page) => (
        <Stack gap="lg" maw={820}>
          {/* Keyed by the page and its last change: a save elsewhere starts the form afresh. */}
          <ContentSettingsForm key={`${page.id}:${page.updatedAt}`} page={page} />
          <ContentArchiveCard page={page} />
          <HistoryPanel record={{ kind: 'content_page', id: page.id }} version={page.updatedAt} />
        </Stack>
      )}
    </ContentRecordPage>
  );
}
