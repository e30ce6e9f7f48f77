import {
  Badge,
  Button,
  Card,
  Group,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { addTeamMemberInputSchema } from '@showdesk/domain/team-inputs';
import type { TeamDetail, TeamMember } from '@showdesk/domain/teams';
import { IconUserPlus } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { feedback } from '../../../lib/feedback.ts';
import {
  apiFieldErrors,
  errorMessage,
  type FieldErrors,
  zodFieldErrors,
} from '../../../lib/field-errors.ts';
import { useAddTeamMember, useRemoveTeamMember } from '../api/teams-api.ts';
import { FormFailure } from './form-failure.tsx';

const fullName = (person: { firstName: string; surname: string }) =>
  `${person.firstName} ${person.surname}`.trim();

/** A team's members (owner first) with remove, and the form to add one by email. */
export function TeamMembers({ team }: { team: TeamDetail }) {
  const remove = useRemoveTeamMember(team.id);
  const [removing, setRemoving] = useState<TeamMember | null>(null);

  const confirmRemove = () => {
    if (!removing) return;
    remove.mutate(removing.id, {
      onSuccess: () => {
        feedback('success', `${fullName(removing)} was removed from the team`);
        setRemoving(null);
      },
      onError: (error) => {
        setRemoving(null);
        feedback('error', errorMessage(error));
      },
    });
  };

  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="md">
        <Title order={2} fz="lg">
          Members
        </Title>
        <Table.ScrollContainer minWidth={480}>
          <Table verticalSpacing="xs" aria-label="Team members">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Name</Table.Th>
                <Table.Th>Email</Table.Th>
                <Table.Th>Logged in</Table.Th>
                <Table.Th>
                  <VisuallyHidden>Actions</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {team.members.map((member) => (
                <Table.Tr key={member.id}>
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      <Text size="sm">{fullName(member)}</Text>
                      {member.isOwner ? (
                        <Badge size="sm" variant="light" style={{ flexShrink: 0 }}>
                          Owner
                        </Badge>
                      ) : null}
                    </Group>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{member.email}</Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{member.hasLoggedIn ? 'Yes' : 'Not yet'}</Text>
                  </Table.Td>
                  <Table.Td ta="right">
                    {member.isOwner ? null : (
                      <Button
                        size="compact-sm"
                        variant="subtle"
                        color="red"
                        aria-label={`Remove ${fullName(member)}`}
                        onClick={() => setRemoving(member)}
                      >
                        Remove
                      </Button>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <AddMemberForm teamId={team.id} />
      </Stack>
      <ConfirmDialog
        opened={removing !== null}
        title="Remove this member?"
        confirmLabel="Remove member"
        isPending={remove.isPending}
        onConfirm={confirmRemove}
        onCancel={() => setRemoving(null)}
      >
        {removing ? `${fullName(removing)} will no longer be a member of ${team.name}.` : null}
      </ConfirmDialog>
    </Card>
  );
}

/** Adds someone by email; a new account needs their names. Refused with '(Team Full)'. */
function AddMemberForm({ teamId }: { teamId: string }) {
  const add = useAddTeamMember(teamId);
  const [email, setEmail] = useState('');
  const [firstName, setFirstName] = useState('');
  const [surname, setSurname] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<unknown>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = addTeamMemberInputSchema.safeParse({
      email,
      firstName: firstName.trim() || undefined,
      surname: surname.trim() || undefined,
    });
    if (!parsed.success) return setErrors(zodFieldErrors(parsed.error));
    setErrors({});
    setFailure(null);
    add.mutate(parsed.data, {
      onSuccess: () => {
        feedback('success');
        setEmail('');
        setFirstName('');
        setSurname('');
      },
      onError: (error) => {
        const fields = apiFieldErrors(error);
        setErrors(fields);
        setFailure(error);
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate aria-labelledby="add-member-title">
      <Stack gap="sm">
        <Title order={3} fz="md" id="add-member-title">
          Add member
        </Title>
        <Text size="sm" c="dimmed">
          Someone new gets a welcome email to set their password; enter their name too.
        </Text>
        <TextInput
          label="Member email"
          type="email"
          required
          value={email}
          onChange={(e) => setEmail(e.currentTarget.value)}
          error={errors.email}
          disabled={add.isPending}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label="First name"
            value={firstName}
            onChange={(e) => setFirstName(e.currentTarget.value)}
            error={errors.firstName}
            disabled={add.isPending}
          />
          <TextInput
            label="Surname"
            value={surname}
            onChange={(e) => setSurname(e.currentTarget.value)}
            error={errors.surname}
            disabled={add.isPending}
          />
        </SimpleGrid>
        <FormFailure error={failure} fields={errors} />
        <Group justify="flex-end">
          <Button
            type="submit"
            loading={add.isPending}
            leftSection={<IconUserPlus size={16} aria-hidden />}
          >
            Add member
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
