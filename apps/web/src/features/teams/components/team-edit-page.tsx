import { Select, TextInput } from '@mantine/core';
import { pickCustomFieldValues, visibleCustomFields } from '@showdesk/domain/custom-field-rules';
import { type UpdateTeamInput, updateTeamInputSchema } from '@showdesk/domain/team-inputs';
import type { CustomFieldValues, TeamDetail } from '@showdesk/domain/teams';
import { IconUsersGroup } from '@tabler/icons-react';
import { useState } from 'react';
import { useParams } from 'react-router';
import { checkCustomFieldEntries } from '../../../components/custom-field-inputs.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { RecordForm } from '../../../components/record-form.tsx';
import { FormPageSkeleton, recordState } from '../../../components/record-state.tsx';
import { useUnsavedChanges } from '../../../components/unsaved-changes.tsx';
import { useBreadcrumbLabel } from '../../../lib/breadcrumb-labels.ts';
import { feedback } from '../../../lib/feedback.ts';
import { apiFieldErrors, type FieldErrors, zodFieldErrors } from '../../../lib/field-errors.ts';
import { useTeamCustomFields } from '../api/team-custom-fields-api.ts';
import { useTeam, useTeamTypeOptions, useUpdateTeam } from '../api/teams-api.ts';
import { TeamKindFields } from './team-kind-fields.tsx';
import { fullName, teamPaths } from './team-paths.ts';

/** /admin/teams/:teamId/edit-team: name, type, organiser flag, owner and custom field values. */
export function TeamEditPage() {
  const { teamId = '' } = useParams();
  const query = useTeam(teamId);
  useBreadcrumbLabel(encodeURIComponent(teamId), query.data?.name);

  const fallback = recordState({
    query,
    noun: 'Team',
    icon: <IconUsersGroup size={34} />,
    listPath: teamPaths.list,
    listName: 'Teams',
    skeleton: <FormPageSkeleton formHeight={360} />,
  });
  if (fallback || !query.data) return fallback;
  // Keyed by team: another team's edit page starts from that team's values.
  return <TeamEditForm key={query.data.id} team={query.data} />;
}

function TeamEditForm({ team }: { team: TeamDetail }) {
  const update = useUpdateTeam(team.id);
  // Both admin-only: a moderator edits neither, and they are left out of the body.
  const teamTypes = useTeamTypeOptions();
  const fields = useTeamCustomFields();
  const applicable = fields.data
    ? visibleCustomFields(fields.data.customFields, team, 'organiser')
    : [];
  const isStandShare = team.standShareRole === 'child';

  const [name, setName] = useState(team.name);
  const [teamTypeId, setTeamTypeId] = useState<string | null>(team.teamTypeId);
  const [isOrganiser, setIsOrganiser] = useState(team.isOrganiser);
  const [ownerId, setOwnerId] = useState<string | null>(team.ownerId || null);
  const [values, setValues] = useState<CustomFieldValues>(team.customFields);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<unknown>(null);
  const guard = useUnsavedChanges(
    name !== team.name ||
      teamTypeId !== team.teamTypeId ||
      isOrganiser !== team.isOrganiser ||
      ownerId !== (team.ownerId || null) ||
      JSON.stringify(values) !== JSON.stringify(team.customFields),
  );

  const submit = () => {
    const input: UpdateTeamInput = { name };
    if (ownerId) input.ownerId = ownerId;
    if (teamTypes.data) input.teamTypeId = teamTypeId;
    if (!isStandShare) input.isOrganiser = isOrganiser;
    if (applicable.length > 0) input.customFields = pickCustomFieldValues(applicable, values);
    const parsed = updateTeamInputSchema.safeParse(input);
    const found = {
      ...checkCustomFieldEntries(applicable, values, true),
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
      <PageHeader title="Edit team" description={team.name} />
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
        <TeamKindFields
          teamTypes={teamTypes.data?.teamTypes}
          teamTypeId={teamTypeId}
          onTeamTypeId={setTeamTypeId}
          isStandShare={isStandShare}
          isOrganiser={isOrganiser}
          onIsOrganiser={setIsOrganiser}
          customFields={applicable}
          values={values}
          onValues={setValues}
          errors={errors}
          disabled={disabled}
        />
      </RecordForm>
      {guard.dialog}
    </>
  );
}
