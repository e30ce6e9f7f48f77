import { useLingui } from '@lingui/react/macro';
import { Select, Switch } from '@mantine/core';
import {
  pickCustomFieldValues,
  visibleCustomFields,
} from '@showdesk/domain/people/custom-field-rules';
import type { CustomField } from '@showdesk/domain/people/custom-fields';
import type { CustomFieldValues } from '@showdesk/domain/people/teams';
import { useState } from 'react';
import { checkCustomFieldEntries } from '../../../../components/custom-field-inputs.tsx';
import type { FieldErrors } from '../../../../lib/field-errors.ts';
import { useTeamCustomFields } from '../api/team-custom-fields-api.ts';
import { useTeamTypeOptions } from '../api/teams-api.ts';
import { TeamCustomFieldSection } from './team-custom-field-section.tsx';

interface TeamKind {
  teamTypeId: string | null;
  isOrganiser: boolean;
  customFields: CustomFieldValues;
}

/**
 * The kind of a team being added or edited: team type, organiser flag and custom field values,
 * with the event's team types and the custom fields that apply to this team (both admin-only:
 * a moderator's form has neither, and leaves them out of the body).
 */
export function useTeamKind(
  initial: TeamKind,
  team: { standShareRole: 'parent' | 'child' | null },
) {
  const teamTypes = useTeamTypeOptions();
  const fields = useTeamCustomFields();
  const applicable = fields.data
    ? visibleCustomFields(fields.data.customFields, team, 'organiser')
    : [];
  const isStandShare = team.standShareRole === 'child';
  const [teamTypeId, setTeamTypeId] = useState(initial.teamTypeId);
  const [isOrganiser, setIsOrganiser] = useState(initial.isOrganiser);
  const [values, setValues] = useState(initial.customFields);
  return {
    teamTypeId,
    isOrganiser,
    canChooseType: teamTypes.data !== undefined,
    isStandShare,
    hasCustomFields: applicable.length > 0,
    customFields: () => pickCustomFieldValues(applicable, values),
    /** Required custom fields left empty, by field. */
    missing: () => checkCustomFieldEntries(applicable, values, true),
    isDirty:
      teamTypeId !== initial.teamTypeId ||
      isOrganiser !== initial.isOrganiser ||
      JSON.stringify(values) !== JSON.stringify(initial.customFields),
    /** For TeamKindFields. */
    fields: {
      teamTypes: teamTypes.data?.teamTypes,
      teamTypeId,
      onTeamTypeId: setTeamTypeId,
      isStandShare,
      isOrganiser,
      onIsOrganiser: setIsOrganiser,
      customFields: applicable,
      values,
      onValues: setValues,
    },
  };
}

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
  const { t } = useLingui();
  return (
    <>
      {teamTypes ? (
        <Select
          label={t`Team type`}
          description={t`A team is in at most one team type`}
          placeholder={t`No team type`}
          data={teamTypes.map((type) => ({ value: type.id, label: type.name }))}
          value={teamTypeId}
          onChange={onTeamTypeId}
          clearable
          error={errors.teamTypeId}
          disabled={disabled}
        />
      ) : null}
      {isStandShare ? null : (
        <Switch
          label={t`Organiser team`}
          description={t`A team of the event's organisers rather than an exhibitor`}
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
