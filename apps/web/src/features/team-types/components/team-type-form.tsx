import { Alert, Button, Card, Group, MultiSelect, Stack, TextInput } from '@mantine/core';
import { teamPickState } from '@showdesk/domain/team-rules';
import { createTeamTypeInputSchema } from '@showdesk/domain/team-types';
import { IconAlertCircle } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { UnsavedChangesGuard } from '../../../components/unsaved-changes.tsx';
import {
  apiFieldErrors,
  errorMessage,
  type FieldErrors,
  zodFieldErrors,
} from '../../../lib/field-errors.ts';
import { useAllTeams } from '../api/team-types-api.ts';

export interface TeamTypeFormValues {
  name: string;
  teamIds: string[];
}

interface TeamTypeFormProps {
  /** The type being edited, or null for a new one: teams in any other type are disabled. */
  teamTypeId: string | null;
  initial: TeamTypeFormValues;
  submitLabel: string;
  isPending: boolean;
  onSubmit: (values: TeamTypeFormValues, onError: (error: unknown) => void) => void;
  /** Ask before leaving with changes to `initial` (a saved team type's page). */
  guardUnsaved?: boolean;
}

/** Name and teams of a team type; a team in another type reads '(Already In A Group)'. */
export function TeamTypeForm({
  teamTypeId,
  initial,
  submitLabel,
  isPending,
  onSubmit,
  guardUnsaved = false,
}: TeamTypeFormProps) {
  const teams = useAllTeams();
  const [name, setName] = useState(initial.name);
  const [teamIds, setTeamIds] = useState(initial.teamIds);
  const isDirty =
    name !== initial.name || [...teamIds].sort().join() !== [...initial.teamIds].sort().join();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<unknown>(null);

  const options = (teams.data?.teams ?? []).map((team) => {
    const state = teamPickState(team, { teamTypeId });
    return { value: team.id, label: state.label, disabled: state.disabled };
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = createTeamTypeInputSchema.safeParse({ name, teamIds });
    if (!parsed.success) return setErrors(zodFieldErrors(parsed.error));
    setErrors({});
    setFailure(null);
    onSubmit({ name: parsed.data.name, teamIds: parsed.data.teamIds }, (error) => {
      setErrors(apiFieldErrors(error));
      setFailure(error);
    });
  };

  const fieldMessages = Object.values(errors);
  return (
    <form onSubmit={submit} noValidate>
      <UnsavedChangesGuard when={guardUnsaved && isDirty && !isPending} />
      <Card withBorder radius="md" padding="lg" maw={720}>
        <Stack gap="md">
          <TextInput
            label="Name"
            required
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            error={errors.name}
            disabled={isPending}
          />
          <MultiSelect
            label="Teams"
            description="A team can be in one team type only"
            placeholder={teams.isPending ? 'Loading teams…' : 'Choose teams'}
            data={options}
            value={teamIds}
            onChange={setTeamIds}
            searchable
            clearable
            nothingFoundMessage="No teams found"
            error={errors.teamIds}
            disabled={isPending}
          />
          {teams.isError ? <ErrorAlert error={teams.error} /> : null}
          {failure && fieldMessages.length === 0 ? <ErrorAlert error={failure} /> : null}
          {failure && fieldMessages.length > 0 && !fieldMessages.includes(errorMessage(failure)) ? (
            <Alert color="red" role="alert" icon={<IconAlertCircle size={18} aria-hidden />}>
              {errorMessage(failure)}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button component={Link} to="/admin/team-types" variant="default">
              Cancel
            </Button>
            <Button type="submit" loading={isPending}>
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      </Card>
    </form>
  );
}
