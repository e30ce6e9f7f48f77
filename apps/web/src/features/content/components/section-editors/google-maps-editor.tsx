import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconMapPin } from '@tabler/icons-react';
import { mapLinkUrl } from '../../../../components/content-view/embeds.ts';
import { MapFrame } from '../../../../components/content-view/map-frame.tsx';
import { LinkEditor } from './link-editor.tsx';
import type { DataEditorProps } from './section-data-editor.tsx';

/** A map: an address or a Google Maps link, with the map members will see. */
export function GoogleMapsEditor(props: DataEditorProps<'googleMaps'>) {
  const { t } = useLingui();
  // The preview follows the typing after a pause, not on every key.
  const [shown] = useDebouncedValue(props.value.trim(), 600);
  return (
    <LinkEditor
      {...props}
      label={t`Address or Google Maps link`}
      // i18n-ignore: an example address, a real place
      placeholder="ExCeL London, Royal Victoria Dock, London E16 1XL"
      icon={<IconMapPin size={16} aria-hidden />}
    >
      {shown ? (
        <Stack gap={4}>
          <MapFrame value={shown} title={t`Map preview`} />
          <Anchor href={mapLinkUrl(shown)} target="_blank" rel="noopener noreferrer" size="sm">
            <Trans>Open in Google Maps</Trans>
          </Anchor>
        </Stack>
      ) : (
        <Text size="sm" c="dimmed">
          <Trans>The map appears here as you type.</Trans>
        </Text>
      )}
    </LinkEditor>
  );
}
