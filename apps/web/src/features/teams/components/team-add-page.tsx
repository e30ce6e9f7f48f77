import { TextInput } from '@mantine/core';
import { pickCustomFieldValues, visibleCustomFields } from '@showdesk/domain/custom-field-rules';
import { createTeamInputSchema } from '@showdesk/domain/team-inputs';
import type { CustomFieldValues } from '@showdesk/domain/teams';
import { useState } from 'react';
import { useParams } from 'react-router';
import { checkCustomFieldEntries } from '../../../components/custom-field-inputs.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import {
  emptyPerson,
  PersonFields,
  type PersonValues,
} from '../../../components/person-fields.tsx';
import { RecordForm } from '../../../components/record-form.tsx';
import { useUnsavedChanges } from '../../../components/unsaved-changes.tsx';
import { useBreadcrumbLabel } from '../../../lib/breadcrumb-labels.ts';
import { feedback } from '../../../lib/feedback.ts';
import { apiFieldErrors, type FieldErrors, zodFieldErrors } from '../../../lib/field-errors.ts';
import { useTeamCustomFields } from '../api/team-custom-fields-api.ts';
import {
  useCreateStandShare,
  useCreateTeam,
  useTeam,
  useTeamTypeOptions,
} from '../api/teams-api.ts';
import { TeamKindFields } from './team-kind-fields.tsx';
import { teamPaths } from './team-paths.ts';

/**
 * /admin/teams/add-team, and /admin/teams/add-stand-share/:parentId for a child team of
 * parentId: the same form, posted to the teams or to the parent's stand shares. The custom
 * fields are those that apply to the new team (a stand share's: only those shown to child teams).
 */
export function TeamAddPage() {
  const { parentId } = useParams();
  const isStandShare = parentId !== undefined;
  const parent = useTeam(parentId ?? '');
  const teamTypes = useTeamTypeOptions();
  const createTeam = useCreateTeam();
  const createStandShare = useCreateStandShare(parentId ?? '');
  const mutation = isStandShare ? createStandShare : createTeam;
  // Admin-only: a moderator's form has no custom fields.
  const fields = useTeamCustomFields();
  const applicable = fields.data
    ? visibleCustomFields(
        fields.data.customFields,
        { standShareRole: isStandShare ? 'child' : null },
        'organiser',
      )
    : [];
  useBreadcrumbLabel(parentId ? encodeURIComponent(parentId) : undefined, parent.data?.name);

  const [name, setName] = useState('');
  const [owner, setOwner] = useState<PersonValues>(emptyPerson);
  const [isOrganiser, setIsOrganiser] = useState(false);
  const [teamTypeId, setTeamTypeId] = useState<string | null>(null);
  const [values, setValues] = useState<CustomFieldValues>({});
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<unknown>(null);
  const guard = useUnsavedChanges(
    name !== '' || owner !== emptyPerson || teamTypeId !== null || Object.keys(values).length > 0,
  );

  const submit = () => {
    const parsed = createTeamInputSchema.safeParse({
      name,
      ownerEmail: owner.email,
      ownerFirstName: owner.firstName.trim() || undefined,
      ownerSurname: owner.surname.trim() || undefined,
      isOrganiser,
      teamTypeId,
      customFields: pickCustomFieldValues(applicable, values),
    });
    const found = {
      ...checkCustomFieldEntries(applicable, values, true),
      ...(parsed.success ? {} : zodFieldErrors(parsed.error)),
    };
    if (!parsed.success || Object.keys(found).length > 0) return setErrors(found);
    setErrors({});
    setFailure(null);
    const { isOrganiser: organiser, ...standShare } = parsed.data;
    const onSuccess = (team: { id: string }) => {
      feedback('success');
      guard.leave(teamPaths.team(team.id));
    };
    const onError = (error: unknown) => {
      const fields = apiFieldErrors(error);
      setErrors(fields);
      setFailure(error);
    };
    if (isStandShare) createStandShare.mutate(standShare, { onSuccess, onError });
    else createTeam.mutate({ ...standShare, isOrganiser: organiser }, { onSuccess, onError });
  };

  const title = isStandShare ? 'Add stand share' : 'Add team';
  const disabled = mutation.isPending;
  return (
    <>
      <PageHeader
        title={title}
        description={
          isStandShare
            ? `A team sharing the stand of ${parent.data?.name ?? 'its parent team'}.`
            : 'The owner gets a welcome email. Enter their name unless they are already a member of this event.'
        }
      />
      <RecordForm
        onSubmit={submit}
        submitLabel={title}
        isPending={disabled}
        cancelTo={parentId ? teamPaths.team(parentId) : teamPaths.list}
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
        <PersonFields
          isOwner
          namesRequired={false}
          values={owner}
          onChange={setOwner}
          errors={errors}
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
