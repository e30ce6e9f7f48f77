import { ActionIcon, Tooltip } from '@mantine/core';
import { IconSettings } from '@tabler/icons-react';
import { Link } from 'react-router';
import { HeaderLink } from '../../../components/list-page.tsx';
import { ContentListFrame, noContentIcon } from './content-list-frame.tsx';
import { contentPaths } from './content-paths.ts';

/** /admin/content (moderator+): the event's active content pages by title, with a search. */
export function ContentListPage() {
  return (
    <ContentListFrame
      title="Content"
      description="Pages of information for your teams: built from sections, shown to the team types you choose."
      isArchived={false}
      actions={<HeaderLink to={contentPaths.archived}>Archived</HeaderLink>}
      add={contentPaths.add}
      empty={{
        icon: noContentIcon,
        title: 'No content yet',
        children:
          'Content pages hold what your teams need to know: build-up times, maps, manuals, videos and links, arranged in sections.',
      }}
      rowActions={(page) => (
        <Tooltip label="Page settings" withinPortal>
          <ActionIcon
            component={Link}
            to={contentPaths.settings(page.id)}
            variant="subtle"
            color="gray"
            aria-label={`Settings of ${page.title}`}
          >
            <IconSettings size={18} aria-hidden />
          </ActionIcon>
        </Tooltip>
      )}
    />
  );
}
