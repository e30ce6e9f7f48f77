import { useLingui } from '@lingui/react/macro';
import { AssetPicker } from '../../../../components/asset-picker.tsx';
import type { DataEditorProps } from './section-data-editor.tsx';

/** An image section: one image of the asset library (its alt text comes with it). */
export function ImageEditor({ value, onChange, errors }: DataEditorProps<'image'>) {
  const { t } = useLingui();
  return (
    <AssetPicker
      label={t`Image`}
      description={t`Members see it at the size that suits their screen, with the asset’s alt text`}
      value={value || null}
      onChange={(assetId) => onChange(assetId ?? '')}
      error={errors.data}
    />
  );
}
