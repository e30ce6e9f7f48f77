import { useLingui } from '@lingui/react/macro';
import { Skeleton } from '@mantine/core';
import { listError } from '../../../../components/records/field-binding.ts';
import { TeamTypeLimit, TeamTypesSelect } from '../../../../components/records/team-type-limit.tsx';
import type { FieldErrors } from '../../../../lib/field-errors.ts';
import { useTeamTypeChoices } from '../../../../lib/team-types-api.ts';

interface VisibilityValues {
  showToTeamTypeIds: string[];
  hideFromTeamTypeIds: string[];
}

interface SupplierVisibilityFieldsProps {
  values: VisibilityValues;
  set: (patch: Partial<VisibilityValues>) => void;
  errors: FieldErrors;
  disabled: boolean;
}

/**
 * Who sees a supplier: only some team types, and types it is hidden from. A moderator (who
 * cannot read team types) sees how it is limited, with a note; the limits stay as they are.
 */
export function SupplierVisibilityFields({
  values,
  set,
  errors,
  disabled,
}: SupplierVisibilityFieldsProps) {
  const { t } = useLingui();
  const teamTypes = useTeamTypeChoices();
  const options = (teamTypes.data?.teamTypes ?? []).map((type) => ({
    value: type.id,
    label: type.name,
  }));
  const count = values.showToTeamTypeIds.length + values.hideFromTeamTypeIds.length;
  return (
    <TeamTypeLimit
      teamTypes={teamTypes}
      summary={
        count === 0
          ? t`Every team type sees this supplier.`
          : t`This supplier is shown to or hidden from some team types.`
      }
      loading={<Skeleton h={130} aria-hidden />}
    >
      <TeamTypesSelect
        label={t`Show to team types`}
        description={t`Only these team types see the supplier. Leave it empty for every team type.`}
        none={t`Every team type`}
        data={options.map((o) => ({
          ...o,
          disabled: values.hideFromTeamTypeIds.includes(o.value),
        }))}
        value={values.showToTeamTypeIds}
        onChange={(showToTeamTypeIds) => set({ showToTeamTypeIds })}
        error={listError(errors, 'showToTeamTypeIds')}
        disabled={disabled}
      />
      <TeamTypesSelect
        label={t`Hide from team types`}
        description={t`These team types never see the supplier.`}
        none={t`None`}
        data={options.map((o) => ({
          ...o,
          disabled: values.showToTeamTypeIds.includes(o.value),
        }))}
        value={values.hideFromTeamTypeIds}
        onChange={(hideFromTeamTypeIds) => set({ hideFromTeamTypeIds })}
        error={listError(errors, 'hideFromTeamTypeIds')}
        disabled={disabled}
      />
    </TeamTypeLimit>
  );
}
