import { Select, TextInput } from '@mantine/core';
import { type UpdateTeamInput, updateTeamInputSchema } from '@showdesk/domain/team-inputs';
import type { TeamDetail } from '@showdesk/domain/teams';
import { IconUsersGroup } from '@tabler/icons-react';
import { useState } from 'react';
import { useParams } from 'react-router';
import { RecordForm } from '../../../components/record-form.tsx';
import { RecordPage } from '../../../components/record-page.tsx';
import { FormPageSkeleton } from '../../../components/record-state.tsx';
import { useUnsavedChanges } from '../../../components/unsaved-changes.tsx';
import { feedback } from '../../../lib/feedback.ts';
import { apiFieldErrors, type FieldErrors, zodFieldErrors } from '../../../lib/field-errors.ts';
import { useTeam, useUpdateTeam } from '../api/teams-api.ts';
import { TeamKindFields, useTeamKind } from './team-kind-fields.tsx';
import { fullName, teamPaths } from './team-paths.ts';

/** /admin/teams/:teamId/edit-team: name, type, organiser flag, owner and custom field values. */
export function TeamEditPage() {
  const { teamId = '' } = useParams();
  return (
    <RecordPage
      query={useTeam(teamId)}
      noun="Team"
      icon={<IconUsersGroup size={34} />}
      listPath={teamPaths.list}
      listName="Teams"
      crumb={encodeURIComponent(teamId)}
      heading="Edit team"
      title={(team) => team.name}
      description={(team) => team.name}
      skeleton={<FormPageSkeleton formHeight={360} />}
    >
      {/* Keyed by team: another team's edit page starts from that team's values. */}
      {(team) => <TeamEditForm key={team.id} team={team} />}
    </RecordPage>
  );
}

function TeamEditForm({ team }: { team: TeamDetail }) {
  const update = useUpdateTeam(team.id);
  const kind = useTeamKind(team, team);

  const [name, setName] = useState(team.name);
  const [ownerId, setOwnerId] = useState<string | null>(team.ownerId || null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<unknown>(null);
  const guard = useUnsavedChanges(
    name !== team.name || ownerId !== (team.ownerId || null) || kind.isDirty,
  );

  const submit = () => {
    const input: UpdateTeamInput = { name };
    if (ownerId) input.ownerId = ownerId;
    if (kind.canChooseType) input.teamTypeId = kind.teamTypeId;
    if (!kind.isStandShare) input.isOrganiser = kind.isOrganiser;
    if (kind.hasCustomFields) input.customFields = kind.customFields();
    const parsed = updateTeamInputSchema.safeParse(input);
    const found = {
      ...kind.missing(),
      ...(parsed.success ? {} : zodFieldErrors(parsed.error)),
    };
    if (!parsed.success || Object.keys(found).length > 0) return setErrors(found);
    setErrors({});
    setFailure(null);
    update.mutate(parsed.data, {
      onSuccess: () => {
        feedback('success');
        guard.leave(teamPaths.team(team.id));
      },
      onError: (error) => {
        setErrors(apiFieldErrors(error));
        setFailure(error);
      },
    });
  };

  const disabled = update.isPending;
  return (
    <>
      <RecordForm
        onSubmit={submit}
        submitLabel="Save changes"
        isPending={disabled}
        cancelTo={teamPaths.team(team.id)}
        failure={failure}
        fields={errors}
      >
        <TextInput
          label="Team name"
          required
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          error={errors.name}
          disabled={disabled}
        />
        <Select
          label="Team owner"
          description="One of the team's members"
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
      {guard.dialog}
    </>
  );
}
