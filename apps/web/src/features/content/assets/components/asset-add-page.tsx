import { useLingui } from '@lingui/react/macro';
import { Textarea, TextInput } from '@mantine/core';
import { assetFileKinds, createAssetInputSchema } from '@showdesk/domain/content/assets';
import { acceptAttribute, uploadMessages } from '@showdesk/domain/platform/uploads';
import { useState } from 'react';
import { UploadAddPage, useUploadAdd } from '../../../../components/records/upload-add-page.tsx';
import { fileBaseName } from '../../../../components/upload-field.tsx';
import { said } from '../../../../i18n/i18n.ts';
import { useUploadAsset } from '../../../../lib/assets-api.ts';

const accept = acceptAttribute(assetFileKinds);

/** /admin/assets/add: upload an image or document with its name and alt text. */
export function AssetAddPage() {
  const { t } = useLingui();
  const [name, setName] = useState('');
  const [altText, setAltText] = useState('');
  const {
    upload,
    save,
    isPending: disabled,
    send,
  } = useUploadAdd({
    useAdd: useUploadAsset,
    goTo: (asset) => `/admin/assets/${encodeURIComponent(asset.id)}`,
  });

  const submit = () => {
    if (!upload.file) return save.fail(new Error(said(uploadMessages.noFile)));
    const input = save.check(createAssetInputSchema, { name: name.trim() || undefined, altText });
    if (input) send(upload.file, input);
  };

  return (
    <UploadAddPage
      title={t`Add asset`}
      description={t`Images (JPEG, PNG, WebP, SVG) are resized to four sizes; documents are kept as they are.`}
      submitLabel={t`Upload asset`}
      cancelTo="/admin/assets"
      upload={upload}
      save={save}
      onSubmit={submit}
      isPending={disabled}
      hint={t`Images, PDF, Word, Excel, PowerPoint, text or zip`}
      accept={accept}
      finishing={t`Preparing the file…`}
    >
      <TextInput
        label={t`Name`}
        description={t`Leave it empty to use the file’s name`}
        placeholder={fileBaseName(upload.file)}
        value={name}
        onChange={(e) => setName(e.currentTarget.value)}
        error={save.errors.name}
        disabled={disabled}
      />
      <Textarea
        label={t`Alt text`}
        description={t`Describes the image to people who can’t see it; not needed for documents`}
        autosize
        minRows={2}
        value={altText}
        onChange={(e) => setAltText(e.currentTarget.value)}
        error={save.errors.altText}
        disabled={disabled}
      />
    </UploadAddPage>
  );
}
