import { Badge, Button } from '@mantine/core';
import type { SupplierGroup } from '@showdesk/domain/suppliers/supplier-groups';
import { IconArchive, IconArchiveOff, IconListDetails } from '@tabler/icons-react';
import { useParams } from 'react-router';
import { RecordPage } from '../../../../components/record-page.tsx';
import { FormPageSkeleton } from '../../../../components/record-state.tsx';
import { feedback } from '../../../../lib/feedback.ts';
import { errorMessage } from '../../../../lib/field-errors.ts';
import {
  useDeleteSupplierGroup,
  useSupplierGroup,
  useUpdateSupplierGroup,
} from '../api/supplier-groups-api.ts';
import { supplierGroupPaths } from '../paths.ts';
import { SupplierGroupForm } from './supplier-group-form.tsx';

/** /admin/supplier-groups/:supplierGroupId: the title and suppliers in order; archive or delete. */
export function SupplierGroupPage() {
  const { supplierGroupId = '' } = useParams();
  const update = useUpdateSupplierGroup();
  const archive = useUpdateSupplierGroup();
  const remove = useDeleteSupplierGroup();
  const toggle = (group: SupplierGroup) =>
    archive.mutate(
      { id: group.id, isArchived: !group.isArchived },
      {
        onSuccess: (saved) =>
          feedback(
            'success',
            saved.isArchived
              ? `${saved.title} was archived: hidden from teams`
              : `${saved.title} was unarchived`,
          ),
        onError: (error) => feedback('error', errorMessage(error)),
      },
    );
  return (
    <RecordPage
      query={useSupplierGroup(supplierGroupId)}
      noun={{ one: 'supplier group', many: 'supplier groups' }}
      icon={<IconListDetails size={34} />}
      listPath={supplierGroupPaths.list}
      id={supplierGroupId}
      title={(group) => group.title}
      description={(group) =>
        group.isArchived ? (
          <Badge size="sm" variant="outline" color="gray" component="span">
            Archived
          </Badge>
        ) : (
          `${group.supplierIds.length} ${group.supplierIds.length === 1 ? 'supplier' : 'suppliers'}`
        )
      }
      actions={(group) => (
        <Button
          variant="default"
          leftSection={
            group.isArchived ? (
              <IconArchiveOff size={16} aria-hidden />
            ) : (
              <IconArchive size={16} aria-hidden />
            )
          }
          loading={archive.isPending}
          onClick={() => toggle(group)}
        >
          {group.isArchived ? 'Unarchive' : 'Archive'}
        </Button>
      )}
      remove={{
        mutation: {
          mutate: (_, options) => remove.mutate(supplierGroupId, options),
          isPending: remove.isPending,
        },
        consequence: () => 'Its suppliers are kept.',
      }}
      skeleton={<FormPageSkeleton formHeight={360} />}
    >
      {(group) => (
        <SupplierGroupForm
          key={`${group.id}:${group.updatedAt}`}
          initial={{ title: group.title, supplierIds: group.supplierIds }}
          submitLabel="Save group"
          mutation={{
            mutate: (input, options) => update.mutate({ id: group.id, ...input }, options),
            isPending: update.isPending,
          }}
          guardUnsaved
        />
      )}
    </RecordPage>
  );
}
