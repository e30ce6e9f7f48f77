import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, Group, Stack } from '@mantine/core';
import type { SupplierDetail } from '@showdesk/domain/suppliers/suppliers';
import { IconArchive, IconArchiveOff, IconBuildingStore } from '@tabler/icons-react';
import { useState } from 'react';
import { useParams } from 'react-router';
import { HistoryPanel } from '../../../../components/history/history-panel.tsx';
import { ImageUploadField } from '../../../../components/image-upload-field.tsx';
import { RecordPage } from '../../../../components/record-page.tsx';
import { FormPageSkeleton } from '../../../../components/record-state.tsx';
import { TranslationsLink } from '../../../../components/records/translations-link.tsx';
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
  const { t } = useLingui();
  const update = useUpdateSupplier(supplierId);
  const archive = useUpdateSupplier(supplierId);
  const remove = useDeleteSupplier();

  const setArchived = (supplier: SupplierDetail) =>
    archive.mutate(
      { isArchived: !supplier.isArchived },
      {
        onSuccess: (saved) => {
          const company = saved.company;
          feedback(
            'success',
            saved.isArchived
              ? t`${company} was archived: hidden from teams`
              : t`${company} was unarchived: back in the suppliers list`,
          );
        },
        onError: (error) => feedback('error', errorMessage(error)),
      },
    );

  return (
    <RecordPage
      query={useSupplier(supplierId)}
      noun={{ one: t`supplier`, many: t`suppliers` }}
      icon={<IconBuildingStore size={34} />}
      listPath={supplierPaths.list}
      id={supplierId}
      title={(supplier) => supplier.company}
      description={(supplier) => (
        <Group gap="xs" component="span">
          {supplier.isFeatured ? (
            <Badge size="sm" variant="light" component="span">
              <Trans>Featured</Trans>
            </Badge>
          ) : null}
          {supplier.isArchived ? (
            <Badge size="sm" variant="outline" color="gray" component="span">
              <Trans>Archived</Trans>
            </Badge>
          ) : null}
          {!supplier.isFeatured && !supplier.isArchived ? t`Supplier` : null}
        </Group>
      )}
      actions={(supplier) => (
        <>
          <TranslationsLink kind="suppliers" recordId={supplier.id} />
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
            {supplier.isArchived ? t`Unarchive` : t`Archive`}
          </Button>
        </>
      )}
      remove={{
        mutation: deleteOf(remove, supplierId),
        consequence: () => t`Its logo is deleted and it leaves its groups. This can’t be undone.`,
      }}
      skeleton={<FormPageSkeleton formHeight={760} />}
    >
      {(supplier) => (
        <Stack gap="lg">
          <SupplierForm
            key={`${supplier.id}:${supplier.updatedAt}`}
            initial={supplierFormValues(supplier)}
            submitLabel={t`Save supplier`}
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
  const { t } = useLingui();
  const logo = useSupplierLogo(supplier.id);
  const [value, setValue] = useState(supplier.logo);
  const [error, setError] = useState<string | undefined>();
  return (
    <ImageUploadField
      label={t`Logo`}
      description={t`A JPEG, PNG or WebP image; it is fitted into a 256×256 square and saved at once.`}
      value={value}
      upload={logo.upload}
      onChange={async (url) => {
        setError(undefined);
        if (url) {
          setValue(url);
          feedback('success', t`The logo was saved`);
          return;
        }
        try {
          await logo.remove();
          setValue('');
          feedback('success', t`The logo was removed`);
        } catch (reason) {
          setError(errorMessage(reason));
        }
      }}
      error={error}
    />
  );
}
