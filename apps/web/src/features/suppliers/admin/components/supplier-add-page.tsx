import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { ImageUploadField } from '../../../../components/image-upload-field.tsx';
import { PageHeader } from '../../../../components/page-header.tsx';
import { useCreateSupplier } from '../api/suppliers-api.ts';
import { supplierPaths } from '../paths.ts';
import { emptySupplier, SupplierForm } from './supplier-form.tsx';

/** /admin/suppliers/add: a new supplier; its logo (if one is picked) is uploaded once it is added. */
export function SupplierAddPage() {
  const { t } = useLingui();
  const create = useCreateSupplier();
  const [logoFile, setLogoFile] = useState<File | null>(null);
  const [preview, setPreview] = useState('');
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);
  return (
    <>
      <PageHeader
        title={t`Add supplier`}
        description={t`A company exhibitors can book: its logo, what it offers and who to contact.`}
      />
      <SupplierForm
        initial={emptySupplier}
        submitLabel={t`Add supplier`}
        goTo={supplierPaths.list}
        mutation={{
          mutate: (input, options) => create.mutate({ ...input, logoFile }, options),
          isPending: create.isPending,
        }}
        logo={
          <ImageUploadField
            label={t`Logo`}
            description={t`A JPEG, PNG or WebP image; it is fitted into a 256×256 square.`}
            value={preview}
            upload={async (file) => {
              setLogoFile(file);
              return URL.createObjectURL(file);
            }}
            onChange={(url) => {
              setPreview(url);
              if (!url) setLogoFile(null);
            }}
          />
        }
      />
    </>
  );
}
