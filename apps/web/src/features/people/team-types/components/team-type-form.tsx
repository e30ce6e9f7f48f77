import { MultiSelect, TextInput } from '@mantine/core';
import { teamPickState } from '@showdesk/domain/people/team-rules';
import { createTeamTypeInputSchema } from '@showdesk/domain/people/team-types';
import { useState } from 'react';
import { ErrorAlert } from '../../../../components/error-alert.tsx';
import {
  RecordForm,
  type RecordFormSetup,
  useRecordSave,
} from '../../../../components/record-form.tsx';
import { useAllTeams } from '../api/team-types-api.ts';

export interface TeamTypeFormValues {
  name: string;
  teamIds: string[];
}

interface TeamTypeFormProps extends RecordFormSetup<TeamTypeFormValues> {
  /** The type being edited, or null for a new one: teams in any other type are disabled. */
  teamTypeId: string | null;
}

/** Name and teams of a team type; a team in another type reads '(Already In A Group)'. */
export function TeamTypeForm({ teamTypeId, initial, mutation, ...setup }: TeamTypeFormProps) {
  const teams = useAllTeams();
  const [name, setName] = useState(initial.name);
  const [teamIds, setTeamIds] = useState(initial.teamIds);
  const isDirty =
    name !== initial.name || [...teamIds].sort().join() !== [...initial.teamIds].sort().join();
  const save = useRecordSave({
    isDirty: setup.guardUnsaved ? isDirty && !mutation.isPending : undefined,
    goTo: setup.goTo,
  });
  const isPending = mutation.isPending;

  const options = (teams.data?.teams ?? []).map((team) => {
    const state = teamPickState(team, { teamTypeId });
    return { value: team.id, label: state.label, disabled: state.disabled };
  });

  const submit = () => {
    const values = save.check(createTeamTypeInputSchema, { name, teamIds });
    if (values) mutation.mutate({ name: values.name, teamIds: values.teamIds }, save.handlers());
  };

  return (
    <RecordForm
      save={save}
      onSubmit={submit}
      submitLabel={setup.submitLabel}
      isPending={isPending}
      cancelTo="/admin/team-types"
    >
      <TextInput
        label="Name"
        required
        value={name}
        onChange={(e) => setName(e.currentTarget.value)}
        error={save.errors.name}
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
        error={save.errors.teamIds}
        disabled={isPending}
      />
      {teams.isError ? <ErrorAlert error={teams.error} /> : null}
    </RecordForm>
  );
}
