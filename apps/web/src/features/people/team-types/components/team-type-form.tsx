import { useLingui } from '@lingui/react/macro';
import { MultiSelect, TextInput } from '@mantine/core';
import { teamPickState } from '@showdesk/domain/people/team-rules';
import { createTeamTypeInputSchema } from '@showdesk/domain/people/team-types';
import { ErrorAlert } from '../../../../components/error-alert.tsx';
import {
  RecordForm,
  type RecordFormSetup,
  useRecordValues,
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
  const { t } = useLingui();
  const teams = useAllTeams();
  const { values, save, field, formProps } = useRecordValues(
    { initial, mutation, ...setup },
    {
      // The teams' order is no change.
      isChanged: (now, start) =>
        now.name !== start.name ||
        [...now.teamIds].sort().join() !== [...start.teamIds].sort().join(),
      keepsErrors: true,
    },
  );

  const options = (teams.data?.teams ?? []).map((team) => {
    const state = teamPickState(team, { teamTypeId });
    return { value: team.id, label: state.label, disabled: state.disabled };
  });

  const submit = () => {
    const input = save.check(createTeamTypeInputSchema, values);
    if (input) mutation.mutate({ name: input.name, teamIds: input.teamIds }, save.handlers());
  };

  return (
    <RecordForm {...formProps(submit, setup.submitLabel)} cancelTo="/admin/team-types">
      <TextInput label={t`Name`} required {...field.text('name')} />
      <MultiSelect
        label={t`Teams`}
        description={t`A team can be in one team type only`}
        placeholder={teams.isPending ? t`Loading teams…` : t`Choose teams`}
        data={options}
        {...field.list('teamIds')}
        searchable
        clearable
        nothingFoundMessage={t`No teams found`}
        error={save.errors.teamIds}
      />
      {teams.isError ? <ErrorAlert error={teams.error} /> : null}
    </RecordForm>
  );
}
