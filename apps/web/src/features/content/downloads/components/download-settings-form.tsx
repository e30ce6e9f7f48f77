import { Button, Card, Group, Stack, Title } from '@mantine/core';
import { type Download, updateDownloadInputSchema } from '@showdesk/domain/content/downloads';
import { type FormEvent, useState } from 'react';
import { FormFailure } from '../../../../components/form-failure.tsx';
import { UnsavedChangesGuard } from '../../../../components/unsaved-changes.tsx';
import { feedback } from '../../../../lib/feedback.ts';
import { apiFieldErrors, type FieldErrors, zodFieldErrors } from '../../../../lib/field-errors.ts';
import { useUpdateDownload } from '../api/downloads-api.ts';
import {
  type DownloadSettings,
  DownloadSettingsFields,
  useTeamTypeLists,
} from './download-settings-fields.tsx';

const settingsOf = (download: Download): DownloadSettings => ({
  name: download.name,
  description: download.description,
  showDownload: download.showDownload,
  showToChildTeams: download.showToChildTeams,
  showToTeamTypeIds: download.showToTeamTypeIds,
  hideFromTeamTypeIds: download.hideFromTeamTypeIds,
});

/** A download's name, description and who sees it, saved together. */
export function DownloadSettingsForm({ download }: { download: Download }) {
  const update = useUpdateDownload(download.id);
  const [settings, setSettings] = useState<DownloadSettings>(() => settingsOf(download));
  const isDirty = JSON.stringify(settings) !== JSON.stringify(settingsOf(download));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<unknown>(null);
  // Moderators cannot read team types, so they leave the limits as they are.
  const lists = useTeamTypeLists(settings);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { showToTeamTypeIds: _shown, hideFromTeamTypeIds: _hidden, ...rest } = settings;
    const parsed = updateDownloadInputSchema.safeParse({ ...rest, ...lists });
    if (!parsed.success) {
      setErrors(zodFieldErrors(parsed.error));
      setFailure(new Error('Invalid download values'));
      return;
    }
    setErrors({});
    setFailure(null);
    update.mutate(parsed.data, {
      onSuccess: (saved) => {
        setSettings(settingsOf(saved));
        feedback('success');
      },
      onError: (error) => {
        setErrors(apiFieldErrors(error));
        setFailure(error);
      },
    });
  };

  return (
    <Card
      withBorder
      radius="md"
      padding="lg"
      component="section"
      aria-labelledby="download-settings"
    >
      <UnsavedChangesGuard when={isDirty && !update.isPending} />
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Title order={2} fz="lg" id="download-settings">
            Settings
          </Title>
          <DownloadSettingsFields
            value={settings}
            onChange={setSettings}
            errors={errors}
            disabled={update.isPending}
            name={{ required: true }}
          />
          <FormFailure error={failure} fields={errors} />
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
