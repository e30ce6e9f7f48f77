import { Badge, Text } from '@mantine/core';
import {
  type Report,
  reportOperationLabels,
  reportSorts,
  reportTypeLabels,
} from '@showdesk/domain/reports/reports';
import { IconChartBar, IconEdit, IconEye } from '@tabler/icons-react';
import { useParams } from 'react-router';
import type { TableColumn } from '../../../components/data-table/data-table.tsx';
import { nameColumn } from '../../../components/lists/columns.tsx';
import { DeletableList } from '../../../components/lists/deletable-list.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { RecordPage } from '../../../components/record-page.tsx';
import { deleteOf } from '../../../lib/confirmed-delete.ts';
import { formatDateTime } from '../../../lib/format.ts';
import {
  useCreateReport,
  useDeleteReport,
  useReport,
  useReportPage,
  useUpdateReport,
} from '../api/reports-api.ts';
import { reportPaths } from '../paths.ts';
import { newReportValues, ReportForm, type ReportFormValues } from './report-form.tsx';

const noun = { one: 'report', many: 'reports' };

/** /admin/reports (admin): the saved reports by name; search, open, edit, delete. */
export function ReportListPage() {
  const remove = useDeleteReport();
  const columns: TableColumn<Report>[] = [
    nameColumn((report) => reportPaths.view(report.id), { phone: 'title' }),
    {
      id: 'type',
      header: 'Type',
      sortKey: 'reportType',
      cell: (report) => (
        <Badge variant="light" tt="none" color={report.reportType === 'tasks' ? 'teal' : 'blue'}>
          {reportTypeLabels[report.reportType]}
        </Badge>
      ),
    },
    {
      id: 'operation',
      header: 'Operation',
      cell: (report) => reportOperationLabels[report.operation],
    },
    {
      id: 'updated',
      header: 'Last updated',
      sortKey: 'updatedAt',
      cell: (report) => formatDateTime(report.updatedAt),
    },
  ];

  return (
    <DeletableList
      noun={noun}
      description="Task completion and form submissions across teams, with charts and exports. Organiser teams are left out."
      add={reportPaths.add}
      search="Search by name"
      source={{ sorts: reportSorts, defaultSort: 'name', usePage: useReportPage }}
      empty={{
        icon: <IconChartBar size={34} />,
        children:
          'A report counts how teams are getting on with tasks, or what they sent in forms, and exports it to a spreadsheet.',
      }}
      columns={columns}
      nameOf={(report) => report.name}
      remove={{
        mutation: remove,
        sentence: (name) => `“${name}” will be deleted. Tasks, forms and teams are not changed.`,
      }}
      isBusy={(report) => remove.isPending && remove.variables === report.id}
      rowLinks={[
        { label: 'View', to: reportPaths.view, icon: IconEye },
        { label: 'Edit', to: reportPaths.edit, icon: IconEdit },
      ]}
    />
  );
}

/** /admin/reports/add: a new report, then its view. */
export function ReportAddPage() {
  return (
    <>
      <PageHeader
        title="Add report"
        description="Choose what to count; the numbers are worked out each time you open it."
      />
      <ReportForm
        initial={newReportValues}
        submitLabel="Add report"
        mutation={useCreateReport()}
        goTo={(saved) => reportPaths.view(saved.id)}
        cancelTo={reportPaths.list}
      />
    </>
  );
}

const formValuesOf = (report: Report): ReportFormValues => ({
  name: report.name,
  reportType: report.reportType,
  operation: report.operation,
  status: report.status ?? 'complete',
  allTasks: report.allTasks,
  taskIds: report.taskIds,
  allTeams: report.allTeams,
  teamIds: report.teamIds,
  formIds: report.formIds,
});

/** /admin/reports/:reportId/edit: change what the report counts, or delete it. */
export function ReportEditPage() {
  const { reportId = '' } = useParams();
  const update = useUpdateReport(reportId);
  const remove = useDeleteReport();
  return (
    <RecordPage
      query={useReport(reportId)}
      noun={noun}
      icon={<IconChartBar size={34} />}
      listPath={reportPaths.list}
      id={reportId}
      title={(report) => report.name}
      heading="Edit report"
      description={(report) => (
        <Text span size="sm">
          {report.name} · {reportTypeLabels[report.reportType]} ·{' '}
          {reportOperationLabels[report.operation]}
        </Text>
      )}
      remove={{
        mutation: deleteOf(remove, reportId),
        consequence: () => 'Tasks, forms and teams are not changed.',
      }}
    >
      {(report) => (
        <ReportForm
          key={`${report.id}:${report.updatedAt}`}
          initial={formValuesOf(report)}
          submitLabel="Save"
          mutation={update}
          goTo={(saved) => reportPaths.view(saved.id)}
          cancelTo={reportPaths.view(report.id)}
          guardUnsaved
        />
      )}
    </RecordPage>
  );
}
