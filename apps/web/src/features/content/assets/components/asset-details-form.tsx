import { Button, Card, Group, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { type Asset, updateAssetInputSchema } from '@showdesk/domain/content/assets';
import { type FormEvent, useState } from 'react';
import { UnsavedChangesGuard } from '../../../../components/unsaved-changes.tsx';
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
  const update = useUpdateAsset(asset.id);
  const [name, setName] = useState(asset.name);
  const [altText, setAltText] = useState(asset.altText);
  const [errors, setErrors] = useState<FieldErrors>({});
  const isDirty = name !== asset.name || altText !== asset.altText;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = updateAssetInputSchema.safeParse({ name, altText });
    if (!parsed.success) {
      setErrors(zodFieldErrors(parsed.error));
      feedback('error', 'Check the highlighted fields');
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
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="asset-details">
      <UnsavedChangesGuard when={isDirty && !update.isPending} />
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Title order={2} fz="lg" id="asset-details">
            Details
          </Title>
          <TextInput
            label="Name"
            required
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            error={errors.name}
          />
          <Textarea
            label="Alt text"
            description={
              asset.type === 'image'
                ? 'Describes the image to people who can’t see it'
                : 'Not needed for a document'
            }
            autosize
            minRows={3}
            value={altText}
            onChange={(e) => setAltText(e.currentTarget.value)}
            error={errors.altText}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={update.isPending}>
              Save changes
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
