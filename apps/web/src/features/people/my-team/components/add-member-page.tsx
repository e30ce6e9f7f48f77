import { Button } from '@mantine/core';
import { addTeamMemberInputSchema } from '@showdesk/domain/people/team-inputs';
import { teamPickSuffixes } from '@showdesk/domain/people/team-rules';
import { IconUsersGroup } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { PageHeader } from '../../../../components/page-header.tsx';
import {
  emptyPerson,
  PersonFields,
  type PersonValues,
} from '../../../../components/person-fields.tsx';
import { StatusScreen } from '../../../../components/status-screen.tsx';
import { zodFieldErrors } from '../../../../lib/field-errors.ts';
import { useAddMyTeamMember, useMyTeam } from '../api/my-team-api.ts';
import { ownerFormState } from './my-team-states.tsx';
import { namesGiven, useOwnerForm } from './owner-form.tsx';
import { memberCountText } from './team-members-card.tsx';

/** /my-team/add-team-member (team owner): adds someone, up to the team member limit. */
export function AddMemberPage() {
  const query = useMyTeam();
  const fallback = ownerFormState(query);
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
  const [person, setPerson] = useState<PersonValues>(emptyPerson);
  const form = useOwnerForm(useAddMyTeamMember(), person !== emptyPerson);
  const submit = () => {
    const parsed = addTeamMemberInputSchema.safeParse(person);
    form.send(
      {
        ...namesGiven(person, { firstName: 'firstName', surname: 'surname' }),
        ...(parsed.success ? {} : zodFieldErrors(parsed.error)),
      },
      parsed.success ? parsed.data : null,
      (added) =>
        `${added.firstName} ${added.surname} was added to your team. We've emailed them a welcome.`,
    );
  };
  return form.frame(
    'Add team member',
    submit,
    <PersonFields
      namesRequired
      values={person}
      onChange={setPerson}
      errors={form.errors}
      disabled={form.disabled}
    />,
  );
}
