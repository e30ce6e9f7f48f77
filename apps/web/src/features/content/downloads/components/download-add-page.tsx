import { useLingui } from '@lingui/react/macro';
import { downloadSettingsInputSchema } from '@showdesk/domain/content/downloads';
import { acceptAttribute, uploadKinds, uploadMessages } from '@showdesk/domain/platform/uploads';
import { useState } from 'react';
import { UploadAddPage, useUploadAdd } from '../../../../components/records/upload-add-page.tsx';
import { fileBaseName } from '../../../../components/upload-field.tsx';
import { said } from '../../../../i18n/i18n.ts';
import { useAddDownload } from '../api/downloads-api.ts';
import {
  type DownloadSettings,
  DownloadSettingsFields,
  emptySettings,
  useTeamTypeLists,
} from './download-settings-fields.tsx';
import { downloadFileHint } from './file-type.tsx';

const accept = acceptAttribute(uploadKinds);

/** /admin/downloads/add: a file for members to download, with who sees it. */
export function DownloadAddPage() {
  const { t } = useLingui();
  const [settings, setSettings] = useState<DownloadSettings>(emptySettings);
  const lists = useTeamTypeLists(settings);
  const { upload, save, isPending, send } = useUploadAdd({
    useAdd: useAddDownload,
    goTo: (download) => `/admin/downloads/${encodeURIComponent(download.id)}`,
  });

  const submit = () => {
    const input = save.check(downloadSettingsInputSchema, {
      ...settings,
      name: settings.name.trim() || undefined,
      showToTeamTypeIds: lists?.showToTeamTypeIds ?? [],
      hideFromTeamTypeIds: lists?.hideFromTeamTypeIds ?? [],
    });
    if (!upload.file) return save.fail(new Error(said(uploadMessages.noFile)));
    if (!input) return save.fail(new Error(t`Invalid download values`));
    send(upload.file, input);
  };

  return (
    <UploadAddPage
      title={t`Add download`}
      description={t`Upload a file for members to download, and choose who sees it.`}
      submitLabel={t`Add download`}
      cancelTo="/admin/downloads"
      upload={upload}
      save={save}
      onSubmit={submit}
      isPending={isPending}
      hint={downloadFileHint()}
      accept={accept}
    >
      <DownloadSettingsFields
        value={settings}
        onChange={setSettings}
        errors={save.errors}
        disabled={isPending}
        name={{
          required: false,
          description: t`Leave it empty to use the file’s name`,
          placeholder: fileBaseName(upload.file),
        }}
      />
    </UploadAddPage>
  );
}
