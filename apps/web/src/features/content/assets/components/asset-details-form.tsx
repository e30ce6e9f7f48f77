import { useLingui } from '@lingui/react/macro';
import { Textarea, TextInput } from '@mantine/core';
import { type Asset, updateAssetInputSchema } from '@showdesk/domain/content/assets';
import { useState } from 'react';
import { SaveCard } from '../../../../components/records/save-card.tsx';
import { feedback } from '../../../../lib/feedback.ts';
import {
  apiFieldErrors,
  errorMessage,
  type FieldErrors,
  zodFieldErrors,
} from '../../../../lib/field-errors.ts';
import { useUpdateAsset } from '../api/assets-api.ts';

/** An asset's name and alt text, saved together. */
export function AssetDetailsForm({ asset }: { asset: Asset }) {
  const { t } = useLingui();
  const update = useUpdateAsset(asset.id);
  const [name, setName] = useState(asset.name);
  const [altText, setAltText] = useState(asset.altText);
  const [errors, setErrors] = useState<FieldErrors>({});
  const isDirty = name !== asset.name || altText !== asset.altText;

  const submit = () => {
    const parsed = updateAssetInputSchema.safeParse({ name, altText });
    if (!parsed.success) {
      setErrors(zodFieldErrors(parsed.error));
      feedback('error', t`Check the highlighted fields`);
      return;
    }
    setErrors({});
    update.mutate(parsed.data, {
      onSuccess: (saved) => {
        setName(saved.name);
        setAltText(saved.altText);
        feedback('success');
      },
      onError: (error) => {
        setErrors(apiFieldErrors(error));
        feedback('error', errorMessage(error));
      },
    });
  };

  return (
    <SaveCard
      id="asset-details"
      title={t`Details`}
      onSubmit={submit}
      isPending={update.isPending}
      isDirty={isDirty}
    >
      <TextInput
        label={t`Name`}
        required
        value={name}
        onChange={(e) => setName(e.currentTarget.value)}
        error={errors.name}
      />
      <Textarea
        label={t`Alt text`}
        description={
          asset.type === 'image'
            ? t`Describes the image to people who can’t see it`
            : t`Not needed for a document`
        }
        autosize
        minRows={3}
        value={altText}
        onChange={(e) => setAltText(e.currentTarget.value)}
        error={errors.altText}
      />
    </SaveCard>
  );
}
