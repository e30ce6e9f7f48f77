import { Skeleton, Switch } from '@mantine/core';
import { bindFields } from '../../../../components/records/field-binding.ts';
import { GroupsField } from '../../../../components/records/groups-field.tsx';
import {
  limitedToText,
  TeamTypeLimit,
  TeamTypesSelect,
} from '../../../../components/records/team-type-limit.tsx';
import type { FieldErrors } from '../../../../lib/field-errors.ts';
import { useTeamTypeChoices } from '../../../../lib/team-types-api.ts';
import { taskGroupsApi } from '../api/task-groups-api.ts';
import type { TaskFormValues } from './task-form-values.ts';

interface TaskAudienceFieldsProps {
  values: TaskFormValues;
  set: (patch: Partial<TaskFormValues>) => void;
  errors: FieldErrors;
  disabled: boolean;
}

/**
 * Who sees a task (its team types, and stand shares) and the groups it is listed in. Team types
 * are admin-only on the server: a moderator sees how the task is limited, with a note, and the
 * limit is sent back unchanged.
 */
export function TaskAudienceFields({ values, set, errors, disabled }: TaskAudienceFieldsProps) {
  const teamTypes = useTeamTypeChoices();
  const field = bindFields({ values, set, errors, disabled });
  const groups = taskGroupsApi.useOptions();
  const typeOptions = (teamTypes.data?.teamTypes ?? []).map((t) => ({
    value: t.id,
    label: t.name,
  }));
  const count = values.teamTypeIds.length;

  return (
    <>
      <TeamTypeLimit
        teamTypes={teamTypes}
        summary={limitedToText('task', count)}
        loading={<Skeleton h={60} aria-hidden />}
      >
        <TeamTypesSelect
          label="Team types"
          description="Only these team types see the task. Leave it empty for every team type."
          none="Every team type"
          data={typeOptions}
          {...field.list('teamTypeIds')}
        />
      </TeamTypeLimit>
      <Switch
        label="Show to stand shares"
        description="Child teams of a shared stand see it too"
        {...field.toggle('showToChildTeams', { hasError: true })}
      />
      <GroupsField
        noun="task"
        description="Teams see their tasks under these groups' headings; a task joins at the end."
        groups={groups}
        {...field.list('groupIds')}
      />
    </>
  );
}
