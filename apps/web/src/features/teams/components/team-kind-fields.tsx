import { Select, Switch } from '@mantine/core';
import type { CustomField } from '@showdesk/domain/custom-fields';
import type { CustomFieldValues } from '@showdesk/domain/teams';
import type { FieldErrors } from '../../../lib/field-errors.ts';
import { TeamCustomFieldSection } from './team-custom-field-section.tsx';

interface TeamKindFieldsProps {
  /** The event's team types; undefined while unknown or for moderators (who can't read them). */
  teamTypes: Array<{ id: string; name: string }> | undefined;
  teamTypeId: string | null;
  onTeamTypeId: (id: string | null) => void;
  /** Stand shares are never organiser teams. */
  isStandShare: boolean;
  isOrganiser: boolean;
  onIsOrganiser: (value: boolean) => void;
  /** The custom fields that apply to the team, and their values. */
  customFields: readonly CustomField[];
  values: CustomFieldValues;
  onValues: (values: CustomFieldValues) => void;
  errors: FieldErrors;
  disabled: boolean;
}

/**
 * What kind of team it is, on the add and edit forms: its team type, the organiser flag and the
 * custom fields that apply to it.
 */
export function TeamKindFields({
  teamTypes,
  teamTypeId,
  onTeamTypeId,
  isStandShare,
  isOrganiser,
  onIsOrganiser,
  customFields,
  values,
  onValues,
  errors,
  disabled,
}: TeamKindFieldsProps) {
  return (
    <>
      {teamTypes ? (
        <Select
          label="Team type"
          description="A team is in at most one team type"
          placeholder="No team type"
          data={teamTypes.map((t) => ({ value: t.id, label: t.name }))}
          value={teamTypeId}
          onChange={onTeamTypeId}
          clearable
          error={errors.teamTypeId}
          disabled={disabled}
        />
      ) : null}
      {isStandShare ? null : (
        <Switch
          label="Organiser team"
          description="A team of the event's organisers rather than an exhibitor"
          checked={isOrganiser}
          onChange={(e) => onIsOrganiser(e.currentTarget.checked)}
          disabled={disabled}
        />
      )}
      <TeamCustomFieldSection
        fields={customFields}
        values={values}
        onChange={onValues}
        errors={errors}
        disabled={disabled}
      />
    </>
  );
}
