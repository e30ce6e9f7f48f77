import { TextInput } from '@mantine/core';
import { createTeamInputSchema } from '@showdesk/domain/team-inputs';
import { useState } from 'react';
import { useParams } from 'react-router';
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
import { useCreateStandShare, useCreateTeam, useTeam } from '../api/teams-api.ts';
import { TeamKindFields, useTeamKind } from './team-kind-fields.tsx';
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
  const createTeam = useCreateTeam();
  const createStandShare = useCreateStandShare(parentId ?? '');
  const mutation = isStandShare ? createStandShare : createTeam;
  const kind = useTeamKind(
    { teamTypeId: null, isOrganiser: false, customFields: {} },
    { standShareRole: isStandShare ? 'child' : null },
  );
  useBreadcrumbLabel(parentId ? encodeURIComponent(parentId) : undefined, parent.data?.name);

  const [name, setName] = useState('');
  const [owner, setOwner] = useState<PersonValues>(emptyPerson);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<unknown>(null);
  const guard = useUnsavedChanges(name !== '' || owner !== emptyPerson || kind.isDirty);

  const submit = () => {
    const parsed = createTeamInputSchema.safeParse({
      name,
      ownerEmail: owner.email,
      ownerFirstName: owner.firstName.trim() || undefined,
      ownerSurname: owner.surname.trim() || undefined,
      isOrganiser: kind.isOrganiser,
      teamTypeId: kind.teamTypeId,
      customFields: kind.customFields(),
    });
    const found = {
      ...kind.missing(),
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
        <TeamKindFields {...kind.fields} errors={errors} disabled={disabled} />
      </RecordForm>
      {guard.dialog}
    </>
  );
}
