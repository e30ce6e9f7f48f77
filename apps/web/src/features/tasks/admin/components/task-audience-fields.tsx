import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Skeleton, Switch } from '@mantine/core';
import { bindFields } from '../../../../components/records/field-binding.ts';
import { GroupsField } from '../../../../components/records/groups-field.tsx';
import { TeamTypeLimit, TeamTypesSelect } from '../../../../components/records/team-type-limit.tsx';
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
  const { t } = useLingui();
  const teamTypes = useTeamTypeChoices();
  const field = bindFields({ values, set, errors, disabled });
  const groups = taskGroupsApi.useOptions();
  const typeOptions = (teamTypes.data?.teamTypes ?? []).map((type) => ({
    value: type.id,
    label: type.name,
  }));
  const count = values.teamTypeIds.length;

  return (
    <>
      <TeamTypeLimit
        teamTypes={teamTypes}
        summary={
          count === 0
            ? t`Every team type sees this task.`
            : t({
                message: plural(count, {
                  one: 'This task is limited to # team type.',
                  other: 'This task is limited to # team types.',
                }),
              })
        }
        loading={<Skeleton h={60} aria-hidden />}
      >
        <TeamTypesSelect
          label={t`Team types`}
          description={t`Only these team types see the task. Leave it empty for every team type.`}
          none={t`Every team type`}
          data={typeOptions}
          {...field.list('teamTypeIds')}
        />
      </TeamTypeLimit>
      <Switch
        label={t`Show to stand shares`}
        description={t`Child teams of a shared stand see it too`}
        {...field.toggle('showToChildTeams', { hasError: true })}
      />
      <GroupsField
        noun="task"
        description={t`Teams see their tasks under these groups' headings; a task joins at the end.`}
        groups={groups}
        {...field.list('groupIds')}
      />
    </>
  );
}
