import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Tooltip } from '@mantine/core';
import { IconSettings } from '@tabler/icons-react';
import { Link } from 'react-router';
import { HeaderLink } from '../../../components/list-page.tsx';
import { ContentListFrame, noContentIcon } from './content-list-frame.tsx';
import { contentPaths } from './content-paths.ts';

/** /admin/content (moderator+): the event's active content pages by title, with a search. */
export function ContentListPage() {
  const { t } = useLingui();
  return (
    <ContentListFrame
      title={t`Content`}
      description={t`Pages of information for your teams: built from sections, shown to the team types you choose.`}
      isArchived={false}
      actions={
        <HeaderLink to={contentPaths.archived}>
          <Trans>Archived</Trans>
        </HeaderLink>
      }
      add={contentPaths.add}
      empty={{
        icon: noContentIcon,
        title: t`No content yet`,
        children: t`Content pages hold what your teams need to know: build-up times, maps, manuals, videos and links, arranged in sections.`,
      }}
      rowActions={(page) => {
        const title = page.title;
        return (
          <Tooltip label={t`Page settings`} withinPortal>
            <ActionIcon
              component={Link}
              to={contentPaths.settings(page.id)}
              variant="subtle"
              color="gray"
              aria-label={t`Settings of ${title}`}
            >
              <IconSettings size={18} aria-hidden />
            </ActionIcon>
          </Tooltip>
        );
      }}
    />
  );
}
