import { TextInput } from '@mantine/core';
import {
  createSupplierGroupInputSchema,
  type SupplierGroup,
} from '@showdesk/domain/suppliers/supplier-groups';
import { useState } from 'react';
import { RecordForm, useRecordSave } from '../../../../components/record-form.tsx';
import { supplierGroupPaths } from '../paths.ts';
import { SupplierGroupSuppliers } from './supplier-group-suppliers.tsx';
import { listError } from './supplier-visibility-fields.tsx';

export interface SupplierGroupFormValues {
  title: string;
  supplierIds: string[];
}

interface SupplierGroupFormProps {
  initial: SupplierGroupFormValues;
  submitLabel: string;
  mutation: {
    mutate: (
      input: SupplierGroupFormValues,
      options: { onSuccess: (group: SupplierGroup) => void; onError: (error: unknown) => void },
    ) => void;
    isPending: boolean;
  };
  goTo?: (group: SupplierGroup) => string;
  guardUnsaved?: boolean;
}

/** A supplier group's title and its suppliers in the order teams see them. */
export function SupplierGroupForm({ initial, mutation, ...setup }: SupplierGroupFormProps) {
  const [title, setTitle] = useState(initial.title);
  const [supplierIds, setSupplierIds] = useState(initial.supplierIds);
  const isPending = mutation.isPending;
  const isDirty = title !== initial.title || supplierIds.join() !== initial.supplierIds.join();
  const save = useRecordSave<SupplierGroup>({
    isDirty: setup.guardUnsaved ? isDirty && !isPending : undefined,
    goTo: setup.goTo,
    message: (saved) => (setup.goTo ? `${saved.title} was added` : undefined),
  });

  const submit = () => {
    const input = save.check(createSupplierGroupInputSchema, { title, supplierIds });
    if (input) mutation.mutate(input, save.handlers());
  };

  return (
    <RecordForm
      save={save}
      onSubmit={submit}
      submitLabel={setup.submitLabel}
      isPending={isPending}
      cancelTo={supplierGroupPaths.list}
    >
      <TextInput
        label="Title"
        description="The heading teams see above the group's suppliers"
        required
        value={title}
        onChange={(e) => setTitle(e.currentTarget.value)}
        error={save.errors.title}
        disabled={isPending}
        data-autofocus
      />
      <SupplierGroupSuppliers
        supplierIds={supplierIds}
        onChange={setSupplierIds}
        error={listError(save.errors, 'supplierIds')}
        disabled={isPending}
      />
    </RecordForm>
  );
}
