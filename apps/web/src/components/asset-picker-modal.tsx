import { Trans, useLingui } from '@lingui/react/macro';
import { Modal, Tabs } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { Asset } from '@showdesk/domain/content/assets';
import { IconLibraryPhoto, IconUpload } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { AssetPickerLibrary } from './asset-picker-library.tsx';
import { AssetPickerUpload } from './asset-picker-upload.tsx';

interface AssetPickerModalProps {
  opened: boolean;
  title: string;
  selectedId: string | null;
  onClose: () => void;
  onSelect: (asset: Asset) => void;
}

type Tab = 'library' | 'upload';

/** The library's images to choose from, or a new one to upload (it is chosen once uploaded). */
export function AssetPickerModal({
  opened,
  title,
  selectedId,
  onClose,
  onSelect,
}: AssetPickerModalProps) {
  const isNarrow = useMediaQuery('(max-width: 36em)');
  const [tab, setTab] = useState<Tab>('library');
  const { t } = useLingui();
  const lowerTitle = title.toLowerCase();
  // Each time it opens, it starts at the library.
  useEffect(() => {
    if (opened) setTab('library');
  }, [opened]);
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t`Choose ${lowerTitle}`}
      size="xl"
      fullScreen={isNarrow}
      centered
      closeButtonProps={{ 'aria-label': t`Close` }}
    >
      <Tabs
        value={tab}
        onChange={(next) => setTab((next as Tab | null) ?? 'library')}
        keepMounted={false}
      >
        <Tabs.List mb="md">
          <Tabs.Tab value="library" leftSection={<IconLibraryPhoto size={16} aria-hidden />}>
            <Trans>Library</Trans>
          </Tabs.Tab>
          <Tabs.Tab value="upload" leftSection={<IconUpload size={16} aria-hidden />}>
            <Trans>Upload new</Trans>
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="library">
          <AssetPickerLibrary
            selectedId={selectedId}
            onSelect={onSelect}
            onUpload={() => setTab('upload')}
          />
        </Tabs.Panel>
        <Tabs.Panel value="upload">
          <AssetPickerUpload onUploaded={onSelect} />
        </Tabs.Panel>
      </Tabs>
    </Modal>
  );
}
