import { Trans, useLingui } from '@lingui/react/macro';
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
  const { t } = useLingui();
  const query = useMyTeam();
  const fallback = ownerFormState(query);
  if (fallback || !query.data) return fallback;
  const team = query.data;
  const teamName = team.name;
  const memberCount = memberCountText(team);
  if (team.isFull) {
    const suffix = teamPickSuffixes.teamFull;
    return (
      <StatusScreen
        icon={<IconUsersGroup size={34} />}
        color="orange"
        title={t`Add Team Member ${suffix}`}
        actions={
          <Button component={Link} to="/my-team">
            <Trans>Back to My Team</Trans>
          </Button>
        }
      >
        <Trans>
          {teamName} has {memberCount}, owner included: the most a team may have at this event. Ask
          the organisers if you need more places.
        </Trans>
      </StatusScreen>
    );
  }
  return (
    <>
      <PageHeader
        title={t`Add team member`}
        description={t`${teamName} has ${memberCount}. They'll get a welcome email with a link to set their password and log in.`}
      />
      <AddMemberForm />
    </>
  );
}

function AddMemberForm() {
  const { t } = useLingui();
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
      (added) => {
        const name = `${added.firstName} ${added.surname}`;
        return t`${name} was added to your team. We've emailed them a welcome.`;
      },
    );
  };
  return form.frame(
    t`Add team member`,
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
