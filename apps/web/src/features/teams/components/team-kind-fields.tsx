import { Select, Switch } from '@mantine/core';
import type { FieldErrors } from '../../../lib/field-errors.ts';

interface TeamKindFieldsProps {
  /** The event's team types; undefined while unknown or for moderators (who can't read them). */
  teamTypes: Array<{ id: string; name: string }> | undefined;
  teamTypeId: string | null;
  onTeamTypeId: (id: string | null) => void;
  /** Stand shares are never organiser teams. */
  isStandShare: boolean;
  isOrganiser: boolean;
  onIsOrganiser: (value: boolean) => void;
  errors: FieldErrors;
  disabled: boolean;
}

/** What kind of team it is, on the add and edit forms: its team type and the organiser flag. */
export function TeamKindFields({
  teamTypes,
  teamTypeId,
  onTeamTypeId,
  isStandShare,
  isOrganiser,
  onIsOrganiser,
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
    </>
  );
}
