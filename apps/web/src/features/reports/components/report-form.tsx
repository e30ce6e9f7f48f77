import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
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
import { ErrorAlert } from '../../../components/error-alert.tsx';
import {
  RecordForm,
  type RecordFormSetup,
  useRecordValues,
} from '../../../components/record-form.tsx';
import { listError } from '../../../components/records/field-binding.ts';
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

const operationHelp = {
  completion: msg`How many teams are in a status, per task and team type, and completions over time.`,
  submissions: msg`Sent submissions per form and per day (drafts are left out).`,
  itemTotals: msg`Quantities and money per item of one form’s item lists.`,
} satisfies Record<ReportOperation, unknown>;

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
  const { t, i18n } = useLingui();
  const { values, set, isPending, save, field, formProps } = useRecordValues<
    ReportFormValues,
    Report
  >({ initial, mutation, ...setup }, { keepsErrors: true });
  const isTasks = values.reportType === 'tasks';
  const isItemTotals = values.operation === 'itemTotals';
  /** A picker of the report's choices (tasks, forms or teams). */
  const picker = (nothingFound: string, choose: string) => ({
    required: true,
    placeholder: choices.isPending ? t`Loading…` : choose,
    searchable: true,
    nothingFoundMessage: nothingFound,
  });

  const submit = () => {
    const input = inputOf(values);
    if (save.check(reportInputSchema, input)) mutation.mutate(input, save.handlers() as never);
  };

  const archived = (title: string) => t`${title} (archived)`;
  const taskOptions = (choices.data?.tasks ?? []).map((task) => ({
    value: task.id,
    label: task.isArchived ? archived(task.title) : task.title,
  }));
  const formOptions = (choices.data?.forms ?? []).map((form) => ({
    value: form.id,
    label: form.isArchived ? archived(form.title) : form.title,
  }));
  const teamOptions = (choices.data?.teams ?? []).map((team) => ({
    value: team.id,
    label: team.name,
  }));

  return (
    <RecordForm {...formProps(submit, setup.submitLabel)} cancelTo={setup.cancelTo}>
      <TextInput label={t`Name`} required {...field.text('name')} />
      <Select
        label={t`Report type`}
        data={reportTypes.map((type) => ({ value: type, label: reportTypeLabels[type] }))}
        {...field.value('reportType')}
        onChange={(value) => {
          if (!value) return;
          const type = value as ReportType;
          set({ reportType: type, operation: reportOperations[type][0] });
        }}
        allowDeselect={false}
      />
      <Select
        label={t`Operation`}
        description={i18n._(operationHelp[values.operation])}
        data={allReportOperations
          .filter((op) => (reportOperations[values.reportType] as readonly string[]).includes(op))
          .map((op) => ({ value: op, label: reportOperationLabels[op] }))}
        {...field.value('operation')}
        onChange={(value) => value && set({ operation: value as ReportOperation })}
        allowDeselect={false}
      />
      {isTasks ? (
        <>
          <Select
            label={t`Status counted`}
            description={t`The report counts the teams in this status for each task`}
            data={reportStatusOrder.map((status) => ({
              value: status,
              label: reportStatusLabel(status),
            }))}
            {...field.value('status')}
            onChange={(value) => value && set({ status: value as ReportFormValues['status'] })}
            allowDeselect={false}
          />
          <Switch
            label={t`All tasks`}
            description={t`Every task that is not archived, including tasks added later`}
            {...field.toggle('allTasks')}
          />
          {values.allTasks ? null : (
            <MultiSelect
              label={t`Tasks`}
              {...picker(t`No tasks found`, t`Choose tasks`)}
              data={taskOptions}
              {...field.list('taskIds')}
              clearable
            />
          )}
        </>
      ) : isItemTotals ? (
        <Select
          label={t`Form`}
          {...picker(t`No forms found`, t`Choose a form`)}
          data={formOptions}
          value={values.formIds[0] ?? null}
          onChange={(id) => set({ formIds: id ? [id] : [] })}
          error={listError(save.errors, 'formIds')}
          disabled={isPending}
        />
      ) : (
        <MultiSelect
          label={t`Forms`}
          {...picker(t`No forms found`, t`Choose forms`)}
          data={formOptions}
          {...field.list('formIds')}
          clearable
        />
      )}
      <Switch
        label={t`All teams`}
        description={
          isTasks
            ? t`Every exhibitor team (organiser teams are always left out)`
            : t`Every exhibitor team and guest (organiser teams are always left out)`
        }
        {...field.toggle('allTeams')}
      />
      {values.allTeams ? null : (
        <MultiSelect
          label={t`Teams`}
          {...picker(t`No teams found`, t`Choose teams`)}
          data={teamOptions}
          {...field.list('teamIds')}
          clearable
        />
      )}
      {choices.isError ? <ErrorAlert error={choices.error} /> : null}
    </RecordForm>
  );
}
