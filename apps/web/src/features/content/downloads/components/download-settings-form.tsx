import { useLingui } from '@lingui/react/macro';
import { type Download, updateDownloadInputSchema } from '@showdesk/domain/content/downloads';
import { useState } from 'react';
import { FormFailure } from '../../../../components/form-failure.tsx';
import { SaveCard } from '../../../../components/records/save-card.tsx';
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
  const { t } = useLingui();
  const update = useUpdateDownload(download.id);
  const [settings, setSettings] = useState<DownloadSettings>(() => settingsOf(download));
  const isDirty = JSON.stringify(settings) !== JSON.stringify(settingsOf(download));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<unknown>(null);
  // Moderators cannot read team types, so they leave the limits as they are.
  const lists = useTeamTypeLists(settings);

  const submit = () => {
    const { showToTeamTypeIds: _shown, hideFromTeamTypeIds: _hidden, ...rest } = settings;
    const parsed = updateDownloadInputSchema.safeParse({ ...rest, ...lists });
    if (!parsed.success) {
      setErrors(zodFieldErrors(parsed.error));
      setFailure(new Error(t`Invalid download values`));
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
    <SaveCard
      id="download-settings"
      title={t`Settings`}
      onSubmit={submit}
      isPending={update.isPending}
      isDirty={isDirty}
    >
      <DownloadSettingsFields
        value={settings}
        onChange={setSettings}
        errors={errors}
        disabled={update.isPending}
        name={{ required: true }}
      />
      <FormFailure error={failure} fields={errors} />
    </SaveCard>
  );
}
