import { useLingui } from '@lingui/react/macro';
import { Select } from '@mantine/core';
import { type UpdateTeamInput, updateTeamInputSchema } from '@showdesk/domain/people/team-inputs';
import type { TeamDetail } from '@showdesk/domain/people/teams';
import { useState } from 'react';
import { useParams } from 'react-router';
import { RecordForm, useRecordSave } from '../../../../components/record-form.tsx';
import { FormPageSkeleton } from '../../../../components/record-state.tsx';
import { TeamNameInput } from '../../../../components/team-name-input.tsx';
import { useTeam, useUpdateTeam } from '../api/teams-api.ts';
import { TeamKindFields, useTeamKind } from './team-kind-fields.tsx';
import { fullName, teamPaths } from './team-paths.ts';
import { TeamRecordPage } from './team-record-page.tsx';

/** /admin/teams/:teamId/edit-team: name, type, organiser flag, owner and custom field values. */
export function TeamEditPage() {
  const { teamId = '' } = useParams();
  const { t } = useLingui();
  return (
    <TeamRecordPage
      query={useTeam(teamId)}
      id={teamId}
      heading={t`Edit team`}
      description={(team) => team.name}
      skeleton={<FormPageSkeleton formHeight={360} />}
    >
      {/* Keyed by team: another team's edit page starts from that team's values. */}
      {(team) => <TeamEditForm key={team.id} team={team} />}
    </TeamRecordPage>
  );
}

function TeamEditForm({ team }: { team: TeamDetail }) {
  const { t } = useLingui();
  const update = useUpdateTeam(team.id);
  const kind = useTeamKind(team, team);

  const [name, setName] = useState(team.name);
  const [ownerId, setOwnerId] = useState<string | null>(team.ownerId || null);
  const save = useRecordSave({
    isDirty: name !== team.name || ownerId !== (team.ownerId || null) || kind.isDirty,
    goTo: teamPaths.team(team.id),
  });
  const errors = save.errors;

  const submit = () => {
    const input: UpdateTeamInput = { name };
    if (ownerId) input.ownerId = ownerId;
    if (kind.canChooseType) input.teamTypeId = kind.teamTypeId;
    if (!kind.isStandShare) input.isOrganiser = kind.isOrganiser;
    if (kind.hasCustomFields) input.customFields = kind.customFields();
    const checked = save.check(updateTeamInputSchema, input, kind.missing());
    if (checked) update.mutate(checked, save.handlers());
  };

  const disabled = update.isPending;
  return (
    <RecordForm
      save={save}
      onSubmit={submit}
      submitLabel={t`Save changes`}
      isPending={disabled}
      cancelTo={teamPaths.team(team.id)}
    >
      <TeamNameInput value={name} onChange={setName} error={errors.name} disabled={disabled} />
      <Select
        label={t`Team owner`}
        description={t`One of the team's members`}
        data={team.members.map((m) => ({
          value: m.id,
          label: `${fullName(m)} (${m.email})`,
        }))}
        value={ownerId}
        onChange={(value) => value && setOwnerId(value)}
        allowDeselect={false}
        error={errors.ownerId}
        disabled={disabled}
      />
      <TeamKindFields {...kind.fields} errors={errors} disabled={disabled} />
    </RecordForm>
  );
}
