import { useLingui } from '@lingui/react/macro';
import { Group, Text } from '@mantine/core';
import {
  type Download,
  downloadSorts,
  formatDownloadSize,
} from '@showdesk/domain/content/downloads';
import { IconDownload } from '@tabler/icons-react';
import type { TableColumn } from '../../../../components/data-table/data-table.tsx';
import { namedRecords, PagedListPage } from '../../../../components/list-page.tsx';
import { nameColumn, updatedColumn } from '../../../../components/lists/columns.tsx';
import { useTeamTypeNames } from '../../../../lib/team-types-api.ts';
import { useDownloadPage } from '../api/downloads-api.ts';
import { FileTypeIcon, fileTypeLabel } from './file-type.tsx';
import { VisibilityBadges } from './visibility-badges.tsx';

/** /admin/downloads (moderator+): the event's downloads a page at a time, by name. */
export function DownloadListPage() {
  // Admin-only: moderators see how many types a download is limited to, not their names.
  const typeNames = useTeamTypeNames();
  const { t } = useLingui();

  const columns: TableColumn<Download>[] = [
    nameColumn((download) => `/admin/downloads/${encodeURIComponent(download.id)}`),
    {
      id: 'file',
      header: t`File`,
      sortKey: 'fileType',
      cell: (download) => (
        <Group gap={6} wrap="nowrap">
          <FileTypeIcon fileType={download.fileType} size={18} />
          <Text size="sm">{fileTypeLabel(download.fileType)}</Text>
        </Group>
      ),
    },
    {
      id: 'size',
      header: t`Size`,
      sortKey: 'fileSize',
      align: 'right',
      cell: (download) => formatDownloadSize(download.fileSize),
    },
    {
      id: 'visibility',
      header: t`Who sees it`,
      cell: (download) => <VisibilityBadges download={download} typeNames={typeNames} />,
    },
    updatedColumn({ defaultHidden: true }),
  ];

  return (
    <PagedListPage
      noun={{ one: t`download`, many: t`downloads` }}
      {...namedRecords('/admin/downloads', { sorts: downloadSorts, usePage: useDownloadPage })}
      description={t`Files members download from their downloads page.`}
      search={t`Name, description or file name`}
      filters={[
        {
          name: 'showDownload',
          label: t`Shown`,
          placeholder: t`Shown or hidden`,
          options: { true: t`Shown to members`, false: t`Hidden from members` },
        },
      ]}
      empty={{
        icon: <IconDownload size={34} />,
        children: t`Share files with exhibitors — manuals, forms, floor plans — and choose which team types see each one.`,
      }}
      columns={columns}
    />
  );
}
