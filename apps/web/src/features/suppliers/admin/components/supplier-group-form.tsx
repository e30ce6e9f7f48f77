import { useLingui } from '@lingui/react/macro';
import {
  type SupplierGroup,
  supplierGroupSchemas,
} from '@showdesk/domain/suppliers/supplier-groups';
import { GroupForm, type GroupFormProps } from '../../../../components/lists/group-form.tsx';
import { supplierGroupPaths } from '../paths.ts';
import { SupplierGroupSuppliers } from './supplier-group-suppliers.tsx';

/** A supplier group's title and its suppliers in the order teams see them. */
export function SupplierGroupForm(props: GroupFormProps<SupplierGroup, 'supplierIds'>) {
  const { t } = useLingui();
  return (
    <GroupForm
      {...props}
      membersKey="supplierIds"
      membersNoun={t`suppliers`}
      schema={supplierGroupSchemas.createInputSchema}
      cancelTo={supplierGroupPaths.list}
    >
      {({ ids, onChange, error, disabled }) => (
        <SupplierGroupSuppliers
          supplierIds={ids}
          onChange={onChange}
          error={error}
          disabled={disabled}
        />
      )}
    </GroupForm>
  );
}
