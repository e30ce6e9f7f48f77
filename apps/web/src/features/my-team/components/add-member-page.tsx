import { Button, Card, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { addTeamMemberInputSchema } from '@showdesk/domain/team-inputs';
import { teamPickSuffixes } from '@showdesk/domain/team-rules';
import { IconUsersGroup } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { FormFailure } from '../../../components/form-failure.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { StatusScreen } from '../../../components/status-screen.tsx';
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
  const navigate = useNavigate();
  const add = useAddMyTeamMember();
  const [email, setEmail] = useState('');
  const [firstName, setFirstName] = useState('');
  const [surname, setSurname] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<unknown>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = addTeamMemberInputSchema.safeParse({ email, firstName, surname });
    // The API needs names only for someone new; a team owner is always asked for them.
    const found: FieldErrors = parsed.success ? {} : zodFieldErrors(parsed.error);
    if (!firstName.trim()) found.firstName ??= 'Enter a first name';
    if (!surname.trim()) found.surname ??= 'Enter a surname';
    setErrors(found);
    setFailure(null);
    if (!parsed.success || Object.keys(found).length > 0) return;
    add.mutate(parsed.data, {
      onSuccess: () => {
        feedback(
          'success',
          `${parsed.data.firstName} ${parsed.data.surname} was added to your team. We've emailed them a welcome.`,
        );
        navigate('/my-team');
      },
      onError: (error) => {
        setErrors(refusalFieldErrors(error));
        setFailure(error);
      },
    });
  };

  const disabled = add.isPending;
  return (
    <form onSubmit={submit} noValidate aria-label="Add team member">
      <Card withBorder radius="md" padding="lg" maw={720}>
        <Stack gap="md">
          <TextInput
            label="Email"
            type="email"
            required
            autoComplete="off"
            value={email}
            onChange={(e) => setEmail(e.currentTarget.value)}
            error={errors.email}
            disabled={disabled}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label="First name"
              required
              value={firstName}
              onChange={(e) => setFirstName(e.currentTarget.value)}
              error={errors.firstName}
              disabled={disabled}
            />
            <TextInput
              label="Surname"
              required
              value={surname}
              onChange={(e) => setSurname(e.currentTarget.value)}
              error={errors.surname}
              disabled={disabled}
            />
          </SimpleGrid>
          <FormFailure error={failure} fields={errors} rephrase={clear} />
          <Group justify="flex-end">
            <Button component={Link} to="/my-team" variant="default">
              Cancel
            </Button>
            <Button type="submit" loading={disabled}>
              Add team member
            </Button>
          </Group>
        </Stack>
      </Card>
    </form>
  );
}
