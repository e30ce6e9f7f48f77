import { t } from '@lingui/core/macro';
import { Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { type ContentPage, contentSorts } from '@showdesk/domain/content/content';
import { IconFileText } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { TableColumn } from '../../../components/data-table/data-table.tsx';
import { buttonsColumn } from '../../../components/data-table/row-menu.tsx';
import { ListPage, RecordLink } from '../../../components/list-page.tsx';
import { useArchivablePage } from '../../../components/lists/archivable-list.tsx';
import { updatedColumn } from '../../../components/lists/columns.tsx';
import { MenuIcon } from '../../../components/menu-icon.tsx';
import { useContentPage } from '../api/content-api.ts';
import { ContentBadges } from './content-badges.tsx';
import { contentPaths } from './content-paths.ts';

/** Content pages as rows: icon and title (to the editor), states, sections and last change. */
function contentColumns(actions: (page: ContentPage) => ReactNode): TableColumn<ContentPage>[] {
  return [
    {
      id: 'title',
      header: t`Title`,
      sortKey: 'title',
      cell: (page) => (
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon variant="light" size={36} radius="md" aria-hidden>
            <MenuIcon name={page.icon} size={20} />
          </ThemeIcon>
          <Stack gap={0} style={{ minWidth: 0 }}>
            <RecordLink to={contentPaths.editor(page.id)}>{page.title}</RecordLink>
            {page.description ? (
              <Text size="xs" c="dimmed" lineClamp={1} maw={360}>
                {page.description}
              </Text>
            ) : null}
          </Stack>
        </Group>
      ),
    },
    { id: 'status', header: t`Status`, cell: (page) => <ContentBadges page={page} /> },
    {
      id: 'path',
      header: t`Path`,
      sortKey: 'path',
      defaultHidden: true,
      cell: (page) => (page.path ? `/${page.path}` : '—'),
    },
    {
      id: 'sections',
      header: t`Sections`,
      sortKey: 'sections',
      align: 'right',
      cell: (page) => page.sectionIds.length,
    },
    updatedColumn(),
    buttonsColumn(actions),
  ];
}

interface ContentListFrameProps {
  title: string;
  description: string;
  actions: ReactNode;
  /** Where adding a page starts (the active list only). */
  add?: string;
  /** The active pages or the archived ones. */
  isArchived: boolean;
  empty: { icon: ReactNode; title: string; children: ReactNode };
  rowActions: (page: ContentPage) => ReactNode;
  children?: ReactNode;
}

/** The active and the archived content lists: by title, a page at a time, searched. */
export function ContentListFrame(props: ContentListFrameProps) {
  const page = useArchivablePage(props.isArchived, {
    sorts: contentSorts,
    defaultSort: 'title',
    usePage: useContentPage,
  });
  return (
    <ListPage
      noun={{ one: t`page`, many: t`pages` }}
      title={props.title}
      description={props.description}
      actions={props.actions}
      add={
        props.add
          ? { to: props.add, label: t`Add content`, first: t`Add your first page` }
          : undefined
      }
      search={{ label: t`Search content`, placeholder: t`Search by title or path` }}
      {...page}
      empty={props.empty}
      columns={contentColumns(props.rowActions)}
      rowName={(page) => page.title}
      tableId={props.isArchived ? 'content-archived' : 'content'}
      tableLabel={props.isArchived ? t`Archived content pages` : t`Content pages`}
    >
      {props.children}
    </ListPage>
  );
}

export const noContentIcon = <IconFileText size={34} />;
