import { useLingui } from '@lingui/react/macro';
import { Box, Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { isApiError } from '../lib/api-client.ts';
import { useAsset } from '../lib/assets-api.ts';
import { AssetPickerModal } from './asset-picker-modal.tsx';
import { AssetThumbnail } from './asset-thumbnail.tsx';
import { RemoveButton } from './remove-button.tsx';

interface AssetPickerProps {
  label: string;
  description?: string;
  /** The chosen image asset's id, or null for none. */
  value: string | null;
  onChange: (assetId: string | null) => void;
  error?: string;
}

/**
 * An image from the asset library as a form field: the chosen image's thumb with Choose and
 * Remove; choosing opens the library's images, where a new one can be uploaded too.
 */
export function AssetPicker({ label, description, value, onChange, error }: AssetPickerProps) {
  const labelId = useId();
  const descriptionId = useId();
  const [isOpen, setIsOpen] = useState(false);
  const { t } = useLingui();
  const chosen = useAsset(value);
  const isMissing = chosen.isError && isApiError(chosen.error, 404);

  return (
    <Stack
      gap={6}
      role="group"
      aria-labelledby={labelId}
      aria-describedby={description ? descriptionId : undefined}
    >
      <div>
        <Text size="sm" fw={500} id={labelId}>
          {label}
        </Text>
        {description ? (
          <Text size="xs" c="dimmed" id={descriptionId}>
            {description}
          </Text>
        ) : null}
      </div>
      <Group align="center" gap="md">
        <Box w={160} style={{ flexShrink: 0 }}>
          {!value ? (
            <Box
              h={100}
              bg="gray.1"
              style={{
                borderRadius: 8,
                display: 'flex',
                alignItems: 'center',
                justifyContent: 'center',
                border: '1px dashed var(--mantine-color-gray-4)',
              }}
            >
              <IconPhoto size={28} color="var(--mantine-color-gray-5)" aria-hidden />
            </Box>
          ) : chosen.data ? (
            <AssetThumbnail asset={chosen.data} height={100} fit="contain" />
          ) : isMissing || chosen.isError ? (
            <Box h={100} bg="gray.1" style={{ borderRadius: 8 }} />
          ) : (
            <Skeleton h={100} role="status" aria-label={t`Loading image`} />
          )}
        </Box>
        <Stack gap={6} style={{ flex: 1, minWidth: 180 }}>
          <Text size="sm" truncate="end" c={chosen.data ? undefined : 'dimmed'}>
            {!value
              ? t`No image chosen`
              : chosen.data
                ? chosen.data.name
                : isMissing
                  ? t`This image is no longer in the asset library`
                  : chosen.isError
                    ? t`The image could not be loaded`
                    : ' '}
          </Text>
          <Group gap="xs">
            <Button
              variant="default"
              size="xs"
              leftSection={<IconPhoto size={14} aria-hidden />}
              onClick={() => setIsOpen(true)}
            >
              {value ? t`Change image` : t`Choose image`}
            </Button>
            {value ? <RemoveButton onClick={() => onChange(null)} /> : null}
          </Group>
          {error ? (
            <Text size="xs" c="red" role="alert">
              {error}
            </Text>
          ) : null}
        </Stack>
      </Group>
      <AssetPickerModal
        opened={isOpen}
        title={label}
        selectedId={value}
        onClose={() => setIsOpen(false)}
        onSelect={(asset) => {
          onChange(asset.id);
          setIsOpen(false);
        }}
      />
    </Stack>
  );
}
