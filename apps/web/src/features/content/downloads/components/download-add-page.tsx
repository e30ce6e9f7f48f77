import { downloadSettingsInputSchema } from '@showdesk/domain/content/downloads';
import { acceptAttribute, uploadKinds, uploadMessages } from '@showdesk/domain/platform/uploads';
import { useState } from 'react';
import { useRecordSave } from '../../../../components/record-form.tsx';
import { UploadAddPage } from '../../../../components/records/upload-add-page.tsx';
import {
  fileBaseName,
  uploadFieldErrors,
  useUpload,
} from '../../../../components/upload-field.tsx';
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
  const upload = useUpload();
  const [settings, setSettings] = useState<DownloadSettings>(emptySettings);
  const lists = useTeamTypeLists(settings);
  const add = useAddDownload(upload.setProgress);
  const save = useRecordSave<{ id: string }>({
    goTo: (download) => `/admin/downloads/${encodeURIComponent(download.id)}`,
    fieldErrors: uploadFieldErrors,
  });

  const submit = () => {
    const input = save.check(downloadSettingsInputSchema, {
      ...settings,
      name: settings.name.trim() || undefined,
      showToTeamTypeIds: lists?.showToTeamTypeIds ?? [],
      hideFromTeamTypeIds: lists?.hideFromTeamTypeIds ?? [],
    });
    if (!upload.file) return save.fail(new Error(uploadMessages.noFile));
    if (!input) return save.fail(new Error('Invalid download values'));
    upload.setProgress(0);
    add.mutate({ file: upload.file, ...input }, save.handlers());
  };

  return (
    <UploadAddPage
      title="Add download"
      description="Upload a file for members to download, and choose who sees it."
      submitLabel="Add download"
      cancelTo="/admin/downloads"
      upload={upload}
      save={save}
      onSubmit={submit}
      isPending={add.isPending}
      hint={downloadFileHint}
      accept={accept}
    >
      <DownloadSettingsFields
        value={settings}
        onChange={setSettings}
        errors={save.errors}
        disabled={add.isPending}
        name={{
          required: false,
          description: 'Leave it empty to use the file’s name',
          placeholder: fileBaseName(upload.file),
        }}
      />
    </UploadAddPage>
  );
}
