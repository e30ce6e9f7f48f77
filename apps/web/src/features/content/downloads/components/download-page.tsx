import { useLingui } from '@lingui/react/macro';
import { SimpleGrid } from '@mantine/core';
import { formatDownloadSize } from '@showdesk/domain/content/downloads';
import { IconFileOff } from '@tabler/icons-react';
import { useParams } from 'react-router';
import { RecordPage } from '../../../../components/record-page.tsx';
import { FormPageSkeleton } from '../../../../components/record-state.tsx';
import { TranslationsLink } from '../../../../components/records/translations-link.tsx';
import { formatDate } from '../../../../lib/format.ts';
import { useDeleteDownload, useDownload } from '../api/downloads-api.ts';
import { DownloadFileCard } from './download-file-card.tsx';
import { DownloadSettingsForm } from './download-settings-form.tsx';
import { fileTypeLabel } from './file-type.tsx';

/** /admin/downloads/:downloadId: its file (replace it), its settings, delete. */
export function DownloadPage() {
  const { downloadId = '' } = useParams();
  const { t } = useLingui();
  return (
    <RecordPage
      query={useDownload(downloadId)}
      noun={{ one: t`download`, many: t`downloads` }}
      icon={<IconFileOff size={34} />}
      listPath="/admin/downloads"
      id={downloadId}
      title={(download) => download.name}
      description={(download) => {
        const fileType = fileTypeLabel(download.fileType);
        const size = formatDownloadSize(download.fileSize);
        const added = formatDate(download.createdAt);
        const updated = formatDate(download.updatedAt);
        return t`${fileType} · ${size} · added ${added} · updated ${updated}`;
      }}
      actions={(download) => <TranslationsLink kind="downloads" recordId={download.id} />}
      remove={{
        mutation: useDeleteDownload(downloadId),
        consequence: () => t`Its file goes too, and members will no longer be able to download it.`,
      }}
      skeleton={<FormPageSkeleton formHeight={360} maw={1200} />}
    >
      {(download) => (
        <SimpleGrid type="container" cols={{ base: 1, '960px': 2 }} spacing="lg">
          <DownloadFileCard download={download} />
          <DownloadSettingsForm key={download.id} download={download} />
        </SimpleGrid>
      )}
    </RecordPage>
  );
}
