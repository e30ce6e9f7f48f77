import { Button } from '@mantine/core';
import { addTeamMemberInputSchema } from '@showdesk/domain/team-inputs';
import { teamPickSuffixes } from '@showdesk/domain/team-rules';
import { IconUsersGroup } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/page-header.tsx';
import {
  emptyPerson,
  PersonFields,
  type PersonValues,
} from '../../../components/person-fields.tsx';
import { RecordForm } from '../../../components/record-form.tsx';
import { StatusScreen } from '../../../components/status-screen.tsx';
import { useUnsavedChanges } from '../../../components/unsaved-changes.tsx';
import { feedback } from '../../../lib/feedback.ts';
import { type FieldErrors, zodFieldErrors } from '../../../lib/field-errors.ts';
import { useAddMyTeamMember, useMyTeam } from '../api/my-team-api.ts';
import { FormPageSkeleton, myTeamState } from './my-team-states.tsx';
import { clear, refusalFieldErrors } from './owner-refusals.ts';
import { memberCountText } from './team-members-card.tsx';

/** /my-team/add-team-member (team owner): adds someone, up to the team member limit. */
export function AddMemberPage() {
  const query = useMyTeam();
  const fallback = myTeamState({ query, isOwnerOnly: true, skeleton: <FormPageSkeleton /> });
  if (fallback || !query.data) return fallback;
  const team = query.data;
  if (team.isFull) {
    return (
      <StatusScreen
        icon={<IconUsersGroup size={34} />}
        color="orange"
        title={`Add Team Member ${teamPickSuffixes.teamFull}`}
        actions={
          <Button component={Link} to="/my-team">
            Back to My Team
          </Button>
        }
      >
        {team.name} has {memberCountText(team)}, owner included: the most a team may have at this
        event. Ask the organisers if you need more places.
      </StatusScreen>
    );
  }
  return (
    <>
      <PageHeader
        title="Add team member"
        description={`${team.name} has ${memberCountText(team)}. They'll get a welcome email with a link to set their password and log in.`}
      />
      <AddMemberForm />
    </>
  );
}

function AddMemberForm() {
  const add = useAddMyTeamMember();
  const [person, setPerson] = useState<PersonValues>(emptyPerson);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<unknown>(null);
  const guard = useUnsavedChanges(person !== emptyPerson);

  const submit = () => {
    const parsed = addTeamMemberInputSchema.safeParse(person);
    // The API needs names only for someone new; a team owner is always asked for them.
    const found: FieldErrors = parsed.success ? {} : zodFieldErrors(parsed.error);
    if (!person.firstName.trim()) found.firstName ??= 'Enter a first name';
    if (!person.surname.trim()) found.surname ??= 'Enter a surname';
    setErrors(found);
    setFailure(null);
    if (!parsed.success || Object.keys(found).length > 0) return;
    add.mutate(parsed.data, {
      onSuccess: () => {
        feedback(
          'success',
          `${parsed.data.firstName} ${parsed.data.surname} was added to your team. We've emailed them a welcome.`,
        );
        guard.leave('/my-team');
      },
      onError: (error) => {
        setErrors(refusalFieldErrors(error));
        setFailure(error);
      },
    });
  };

  const disabled = add.isPending;
  return (
    <>
      <RecordForm
        label="Add team member"
        onSubmit={submit}
        submitLabel="Add team member"
        isPending={disabled}
        cancelTo="/my-team"
        failure={failure}
        fields={errors}
        rephrase={clear}
      >
        <PersonFields
          namesRequired
          values={person}
          onChange={setPerson}
          errors={errors}
          disabled={disabled}
        />
      </RecordForm>
      {guard.dialog}
    </>
  );
}
