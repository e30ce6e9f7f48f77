import { MultiSelect, Select, Switch, TextInput } from '@mantine/core';
import type { Report, ReportInput } from '@showdesk/domain/reports/reports';
import {
  allReportOperations,
  type ReportOperation,
  type ReportType,
  reportInputSchema,
  reportOperationLabels,
  reportOperations,
  reportStatusLabel,
  reportTypeLabels,
  reportTypes,
} from '@showdesk/domain/reports/reports';
import { reportStatusOrder } from '@showdesk/domain/tasks/task-report';
import { useState } from 'react';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import {
  RecordForm,
  type RecordFormSetup,
  useRecordSave,
} from '../../../components/record-form.tsx';
import { useReportChoices } from '../api/reports-api.ts';

export interface ReportFormValues {
  name: string;
  reportType: ReportType;
  operation: ReportOperation;
  status: (typeof reportStatusOrder)[number];
  allTasks: boolean;
  taskIds: string[];
  allTeams: boolean;
  teamIds: string[];
  formIds: string[];
}

export const newReportValues: ReportFormValues = {
  name: '',
  reportType: 'tasks',
  operation: 'completion',
  status: 'complete',
  allTasks: true,
  taskIds: [],
  allTeams: true,
  teamIds: [],
  formIds: [],
};

/** The values sent: what does not apply to the report type is left out. */
function inputOf(values: ReportFormValues): ReportInput {
  const isTasks = values.reportType === 'tasks';
  return {
    name: values.name,
    reportType: values.reportType,
    operation: values.operation,
    status: isTasks ? values.status : null,
    allTasks: values.allTasks,
    taskIds: isTasks && !values.allTasks ? values.taskIds : [],
    allTeams: values.allTeams,
    teamIds: values.allTeams ? [] : values.teamIds,
    formIds: isTasks ? [] : values.formIds,
  };
}

/** The first message at a list's path or one of its items ('taskIds' or 'taskIds.2'). */
const listError = (errors: Record<string, string>, key: string) =>
  errors[key] ??
  Object.entries(errors).find(([path]) => path.startsWith(`${key}.`))?.[1] ??
  undefined;

const operationHelp: Record<ReportOperation, string> = {
  completion: 'How many teams are in a status, per task and team type, and completions over time.',
  submissions: 'Sent submissions per form and per day (drafts are left out).',
  itemTotals: 'Quantities and money per item of one form’s item lists.',
};

/** Name, type and operation, then what the report reads: status, tasks, forms and teams. */
export function ReportForm({
  initial,
  mutation,
  ...setup
}: Omit<RecordFormSetup<ReportInput>, 'initial' | 'goTo'> & {
  initial: ReportFormValues;
  cancelTo: string;
  /** Where to go once saved (a new report: its view). */
  goTo?: (saved: Report) => string;
}) {
  const choices = useReportChoices();
  const [values, setValues] = useState(initial);
  const set = <K extends keyof ReportFormValues>(key: K, value: ReportFormValues[K]) =>
    setValues((old) => ({ ...old, [key]: value }));
  const isDirty = JSON.stringify(values) !== JSON.stringify(initial);
  const save = useRecordSave<Report>({
    isDirty: setup.guardUnsaved ? isDirty && !mutation.isPending : undefined,
    goTo: setup.goTo,
  });
  const isPending = mutation.isPending;
  const isTasks = values.reportType === 'tasks';
  const isItemTotals = values.operation === 'itemTotals';
  const loading = choices.isPending ? 'Loading…' : undefined;

  const submit = () => {
    const input = inputOf(values);
    if (save.check(reportInputSchema, input)) mutation.mutate(input, save.handlers() as never);
  };

  const taskOptions = (choices.data?.tasks ?? []).map((task) => ({
    value: task.id,
    label: task.isArchived ? `${task.title} (archived)` : task.title,
  }));
  const formOptions = (choices.data?.forms ?? []).map((form) => ({
    value: form.id,
    label: form.isArchived ? `${form.title} (archived)` : form.title,
  }));
  const teamOptions = (choices.data?.teams ?? []).map((team) => ({
    value: team.id,
    label: team.name,
  }));

  return (
    <RecordForm
      save={save}
      onSubmit={submit}
      submitLabel={setup.submitLabel}
      isPending={isPending}
      cancelTo={setup.cancelTo}
    >
      <TextInput
        label="Name"
        required
        value={values.name}
        onChange={(event) => set('name', event.currentTarget.value)}
        error={save.errors.name}
        disabled={isPending}
      />
      <Select
        label="Report type"
        data={reportTypes.map((type) => ({ value: type, label: reportTypeLabels[type] }))}
        value={values.reportType}
        onChange={(value) => {
          if (!value) return;
          const type = value as ReportType;
          setValues((old) => ({ ...old, reportType: type, operation: reportOperations[type][0] }));
        }}
        allowDeselect={false}
        error={save.errors.reportType}
        disabled={isPending}
      />
      <Select
        label="Operation"
        description={operationHelp[values.operation]}
        data={allReportOperations
          .filter((op) => (reportOperations[values.reportType] as readonly string[]).includes(op))
          .map((op) => ({ value: op, label: reportOperationLabels[op] }))}
        value={values.operation}
        onChange={(value) => value && set('operation', value as ReportOperation)}
        allowDeselect={false}
        error={save.errors.operation}
        disabled={isPending}
      />
      {isTasks ? (
        <>
          <Select
            label="Status counted"
            description="The report counts the teams in this status for each task"
            data={reportStatusOrder.map((status) => ({
              value: status,
              label: reportStatusLabel(status),
            }))}
            value={values.status}
            onChange={(value) => value && set('status', value as ReportFormValues['status'])}
            allowDeselect={false}
            error={save.errors.status}
            disabled={isPending}
          />
          <Switch
            label="All tasks"
            description="Every task that is not archived, including tasks added later"
            checked={values.allTasks}
            onChange={(event) => set('allTasks', event.currentTarget.checked)}
            disabled={isPending}
          />
          {values.allTasks ? null : (
            <MultiSelect
              label="Tasks"
              required
              placeholder={loading ?? 'Choose tasks'}
              data={taskOptions}
              value={values.taskIds}
              onChange={(ids) => set('taskIds', ids)}
              searchable
              clearable
              nothingFoundMessage="No tasks found"
              error={listError(save.errors, 'taskIds')}
              disabled={isPending}
            />
          )}
        </>
      ) : isItemTotals ? (
        <Select
          label="Form"
          required
          placeholder={loading ?? 'Choose a form'}
          data={formOptions}
          value={values.formIds[0] ?? null}
          onChange={(id) => set('formIds', id ? [id] : [])}
          searchable
          nothingFoundMessage="No forms found"
          error={listError(save.errors, 'formIds')}
          disabled={isPending}
        />
      ) : (
        <MultiSelect
          label="Forms"
          required
          placeholder={loading ?? 'Choose forms'}
          data={formOptions}
          value={values.formIds}
          onChange={(ids) => set('formIds', ids)}
          searchable
          clearable
          nothingFoundMessage="No forms found"
          error={listError(save.errors, 'formIds')}
          disabled={isPending}
        />
      )}
      <Switch
        label="All teams"
        description={
          isTasks
            ? 'Every exhibitor team (organiser teams are always left out)'
            : 'Every exhibitor team and guest (organiser teams are always left out)'
        }
        checked={values.allTeams}
        onChange={(event) => set('allTeams', event.currentTarget.checked)}
        disabled={isPending}
      />
      {values.allTeams ? null : (
        <MultiSelect
          label="Teams"
          required
          placeholder={loading ?? 'Choose teams'}
          data={teamOptions}
          value={values.teamIds}
          onChange={(ids) => set('teamIds', ids)}
          searchable
          clearable
          nothingFoundMessage="No teams found"
          error={listError(save.errors, 'teamIds')}
          disabled={isPending}
        />
      )}
      {choices.isError ? <ErrorAlert error={choices.error} /> : null}
    </RecordForm>
  );
}
