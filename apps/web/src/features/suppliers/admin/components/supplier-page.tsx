import { Badge, Button, Group, Stack } from '@mantine/core';
import type { SupplierDetail } from '@showdesk/domain/suppliers/suppliers';
import { IconArchive, IconArchiveOff, IconBuildingStore } from '@tabler/icons-react';
import { useState } from 'react';
import { useParams } from 'react-router';
import { HistoryPanel } from '../../../../components/history/history-panel.tsx';
import { ImageUploadField } from '../../../../components/image-upload-field.tsx';
import { RecordPage } from '../../../../components/record-page.tsx';
import { FormPageSkeleton } from '../../../../components/record-state.tsx';
import { deleteOf } from '../../../../lib/confirmed-delete.ts';
import { feedback } from '../../../../lib/feedback.ts';
import { errorMessage } from '../../../../lib/field-errors.ts';
import {
  useDeleteSupplier,
  useSupplier,
  useSupplierLogo,
  useUpdateSupplier,
} from '../api/suppliers-api.ts';
import { supplierPaths } from '../paths.ts';
import { SupplierForm, supplierFormValues } from './supplier-form.tsx';

/** /admin/suppliers/:supplierId: the supplier's settings and logo; archive or delete it. */
export function SupplierPage() {
  const { supplierId = '' } = useParams();
  const update = useUpdateSupplier(supplierId);
  const archive = useUpdateSupplier(supplierId);
  const remove = useDeleteSupplier();

  const setArchived = (supplier: SupplierDetail) =>
    archive.mutate(
      { isArchived: !supplier.isArchived },
      {
        onSuccess: (saved) =>
          feedback(
            'success',
            saved.isArchived
              ? `${saved.company} was archived: hidden from teams`
              : `${saved.company} was unarchived: back in the suppliers list`,
          ),
        onError: (error) => feedback('error', errorMessage(error)),
      },
    );

  return (
    <RecordPage
      query={useSupplier(supplierId)}
      noun={{ one: 'supplier', many: 'suppliers' }}
      icon={<IconBuildingStore size={34} />}
      listPath={supplierPaths.list}
      id={supplierId}
      title={(supplier) => supplier.company}
      description={(supplier) => (
        <Group gap="xs" component="span">
          {supplier.isFeatured ? (
            <Badge size="sm" variant="light" component="span">
              Featured
            </Badge>
          ) : null}
          {supplier.isArchived ? (
            <Badge size="sm" variant="outline" color="gray" component="span">
              Archived
            </Badge>
          ) : null}
          {!supplier.isFeatured && !supplier.isArchived ? 'Supplier' : null}
        </Group>
      )}
      actions={(supplier) => (
        <Button
          variant="default"
          leftSection={
            supplier.isArchived ? (
              <IconArchiveOff size={16} aria-hidden />
            ) : (
              <IconArchive size={16} aria-hidden />
            )
          }
          loading={archive.isPending}
          onClick={() => setArchived(supplier)}
        >
          {supplier.isArchived ? 'Unarchive' : 'Archive'}
        </Button>
      )}
      remove={{
        mutation: deleteOf(remove, supplierId),
        consequence: () => 'Its logo is deleted and it leaves its groups. This can’t be undone.',
      }}
      skeleton={<FormPageSkeleton formHeight={760} />}
    >
      {(supplier) => (
        <Stack gap="lg">
          <SupplierForm
            key={`${supplier.id}:${supplier.updatedAt}`}
            initial={supplierFormValues(supplier)}
            submitLabel="Save supplier"
            mutation={update}
            guardUnsaved
            logo={<SupplierLogoField supplier={supplier} />}
          />
          <HistoryPanel
            record={{ kind: 'supplier', id: supplier.id }}
            version={supplier.updatedAt}
          />
        </Stack>
      )}
    </RecordPage>
  );
}

/** The logo, uploaded (or removed) at once, apart from the form's save. */
function SupplierLogoField({ supplier }: { supplier: SupplierDetail }) {
  const logo = useSupplierLogo(supplier.id);
  const [value, setValue] = useState(supplier.logo);
  const [error, setError] = useState<string | undefined>();
  return (
    <ImageUploadField
      label="Logo"
      description="A JPEG, PNG or WebP image; it is fitted into a 256×256 square and saved at once."
      value={value}
      upload={logo.upload}
      onChange={async (url) => {
        setError(undefined);
        if (url) {
          setValue(url);
          feedback('success', 'The logo was saved');
          return;
        }
        try {
          await logo.remove();
          setValue('');
          feedback('success', 'The logo was removed');
        } catch (reason) {
          setError(errorMessage(reason));
        }
      }}
      error={error}
    />
  );
}
