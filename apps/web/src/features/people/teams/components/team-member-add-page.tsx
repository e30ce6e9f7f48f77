import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Button, Card, Group, Stack, Text } from '@mantine/core';
import { isAdmin } from '@showdesk/domain/people/permissions';
import { addTeamMemberInputSchema } from '@showdesk/domain/people/team-inputs';
import { isTeamFull, teamPickSuffixes } from '@showdesk/domain/people/team-rules';
import { type TeamDetail, teamMessages } from '@showdesk/domain/people/teams';
import { IconUserPlus, IconUsersGroup } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import {
  emptyPerson,
  PersonFields,
  type PersonValues,
} from '../../../../components/person-fields.tsx';
import { RecordForm, useRecordSave } from '../../../../components/record-form.tsx';
import { isMessage } from '../../../../i18n/i18n.ts';
import { isApiError } from '../../../../lib/api-client.ts';
import { useSession } from '../../../../lib/session.ts';
import { useTeamMemberLimit } from '../api/team-member-limit-api.ts';
import { useAddTeamMember, useTeam } from '../api/teams-api.ts';
import { teamPaths } from './team-paths.ts';
import { TeamRecordPage } from './team-record-page.tsx';

/**
 * /admin/teams/:teamId/add-team-member: adds someone to the team by email (a new account from
 * their names). A team at the event's member limit shows '(Team Full)' instead of the form.
 */
export function TeamMemberAddPage() {
  const { teamId = '' } = useParams();
  const { t } = useLingui();
  const query = useTeam(teamId);
  const limit = useTeamMemberLimit();
  // Without the limit (it failed to load) the form shows; the server still refuses a full team.
  const isFull = (team: TeamDetail) =>
    limit.data !== undefined && isTeamFull(team.memberCount, limit.data);
  return (
    <TeamRecordPage
      query={query}
      id={teamId}
      heading={t`Add team member`}
      description={(team) =>
        isFull(team) ? `${team.name} ${teamPickSuffixes.teamFull}` : team.name
      }
    >
      {(team) =>
        isFull(team) ? (
          <TeamFull team={team} limit={limit.data ?? team.memberCount} />
        ) : (
          <AddMemberForm
            team={team}
            onFull={() => {
              void query.refetch();
              void limit.refetch();
            }}
          />
        )
      }
    </TeamRecordPage>
  );
}

function TeamFull({ team, limit }: { team: TeamDetail; limit: number }) {
  // The variables settings are admin-only.
  const canSetLimit = isAdmin(useSession().member.permissions);
  const { t } = useLingui();
  const suffix = teamPickSuffixes.teamFull;
  const teamName = team.name;
  const memberCount = team.memberCount;
  return (
    <Card withBorder radius="md" padding="lg" maw={720}>
      <Stack gap="md">
        <Alert
          color="orange"
          title={t`This team is full ${suffix}`}
          icon={<IconUsersGroup size={18} aria-hidden />}
        >
          {canSetLimit ? (
            <Trans>
              {teamName} has <Plural value={memberCount} one="# member" other="# members" />, the
              event's limit of {limit} (owner included). Remove a member, or raise the team member
              limit in the{' '}
              <Anchor component={Link} to="/admin/settings/variables" inherit>
                variables settings
              </Anchor>
              , to add someone.
            </Trans>
          ) : (
            <Trans>
              {teamName} has <Plural value={memberCount} one="# member" other="# members" />, the
              event's limit of {limit} (owner included). Remove a member, or raise the team member
              limit in the variables settings, to add someone.
            </Trans>
          )}
        </Alert>
        <Group justify="flex-end">
          <Button component={Link} to={teamPaths.team(team.id)}>
            <Trans>Back to team</Trans>
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

/** Adds someone by email; a new account needs their names. */
function AddMemberForm({ team, onFull }: { team: TeamDetail; onFull: () => void }) {
  const { t } = useLingui();
  const add = useAddTeamMember(team.id);
  const [person, setPerson] = useState<PersonValues>(emptyPerson);
  const save = useRecordSave<TeamDetail>({
    isDirty: person !== emptyPerson,
    goTo: teamPaths.team(team.id),
  });
  const errors = save.errors;

  const submit = () => {
    const input = save.check(addTeamMemberInputSchema, {
      email: person.email,
      firstName: person.firstName.trim() || undefined,
      surname: person.surname.trim() || undefined,
    });
    if (!input) return;
    const message = (saved: TeamDetail) => {
      const added = saved.members.find((m) => m.email === input.email);
      if (!added) return undefined;
      const firstName = added.firstName;
      const teamName = saved.name;
      return t`${firstName} was added to ${teamName}`;
    };
    // Someone filled the last place meanwhile: the page turns to its '(Team Full)' state.
    const onError = (error: unknown) => {
      if (isApiError(error, 409) && isMessage(error.message, teamMessages.teamFull)) onFull();
    };
    add.mutate(input, save.handlers({ message, onError }));
  };

  const disabled = add.isPending;
  return (
    <RecordForm
      save={save}
      onSubmit={submit}
      submitLabel={t`Add member`}
      submitIcon={<IconUserPlus size={16} aria-hidden />}
      isPending={disabled}
      cancelTo={teamPaths.team(team.id)}
    >
      <Text size="sm" c="dimmed">
        <Trans>
          Someone new gets a welcome email to set their password; enter their name too. Someone with
          an account in this event is added as they are.
        </Trans>
      </Text>
      <PersonFields
        namesRequired={false}
        values={person}
        onChange={setPerson}
        errors={errors}
        disabled={disabled}
      />
    </RecordForm>
  );
}
