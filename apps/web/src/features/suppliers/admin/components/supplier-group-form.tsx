import {
  createSupplierGroupInputSchema,
  type SupplierGroup,
} from '@showdesk/domain/suppliers/supplier-groups';
import { GroupForm, type GroupFormProps } from '../../../../components/lists/group-form.tsx';
import { listError } from '../../../../components/records/field-binding.ts';
import { supplierGroupPaths } from '../paths.ts';
import { SupplierGroupSuppliers } from './supplier-group-suppliers.tsx';

/** A supplier group's title and its suppliers in the order teams see them. */
export function SupplierGroupForm(props: GroupFormProps<SupplierGroup, 'supplierIds'>) {
  return (
    <GroupForm
      {...props}
      membersKey="supplierIds"
      membersNoun="suppliers"
      schema={createSupplierGroupInputSchema}
      cancelTo={supplierGroupPaths.list}
    >
      {({ ids, onChange, errors, disabled }) => (
        <SupplierGroupSuppliers
          supplierIds={ids}
          onChange={onChange}
          error={listError(errors, 'supplierIds')}
          disabled={disabled}
        />
      )}
    </GroupForm>
  );
}
