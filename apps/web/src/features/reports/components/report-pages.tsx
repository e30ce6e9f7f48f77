import { useLingui } from '@lingui/react/macro';
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

/** /admin/reports (admin): the saved reports by name; search, open, edit, delete. */
export function ReportListPage() {
  const remove = useDeleteReport();
  const { t } = useLingui();
  const columns: TableColumn<Report>[] = [
    nameColumn((report) => reportPaths.view(report.id), { phone: 'title' }),
    {
      id: 'type',
      header: t`Type`,
      sortKey: 'reportType',
      cell: (report) => (
        <Badge variant="light" tt="none" color={report.reportType === 'tasks' ? 'teal' : 'blue'}>
          {reportTypeLabels[report.reportType]}
        </Badge>
      ),
    },
    {
      id: 'operation',
      header: t`Operation`,
      cell: (report) => reportOperationLabels[report.operation],
    },
    {
      id: 'updated',
      header: t`Last updated`,
      sortKey: 'updatedAt',
      cell: (report) => formatDateTime(report.updatedAt),
    },
  ];

  return (
    <DeletableList
      noun={{ one: t`report`, many: t`reports` }}
      description={t`Task completion and form submissions across teams, with charts and exports. Organiser teams are left out.`}
      add={reportPaths.add}
      search={t`Search by name`}
      source={{ sorts: reportSorts, defaultSort: 'name', usePage: useReportPage }}
      empty={{
        icon: <IconChartBar size={34} />,
        children: t`A report counts how teams are getting on with tasks, or what they sent in forms, and exports it to a spreadsheet.`,
      }}
      columns={columns}
      nameOf={(report) => report.name}
      remove={{
        mutation: remove,
        sentence: (name) => t`“${name}” will be deleted. Tasks, forms and teams are not changed.`,
      }}
      isBusy={(report) => remove.isPending && remove.variables === report.id}
      rowLinks={[
        { label: t`View`, to: reportPaths.view, icon: IconEye },
        { label: t`Edit`, to: reportPaths.edit, icon: IconEdit },
      ]}
    />
  );
}

/** /admin/reports/add: a new report, then its view. */
export function ReportAddPage() {
  const { t } = useLingui();
  return (
    <>
      <PageHeader
        title={t`Add report`}
        description={t`Choose what to count; the numbers are worked out each time you open it.`}
      />
      <ReportForm
        initial={newReportValues}
        submitLabel={t`Add report`}
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
  const { t } = useLingui();
  return (
    <RecordPage
      query={useReport(reportId)}
      noun={{ one: t`report`, many: t`reports` }}
      icon={<IconChartBar size={34} />}
      listPath={reportPaths.list}
      id={reportId}
      title={(report) => report.name}
      heading={t`Edit report`}
      description={(report) => (
        <Text span size="sm">
          {report.name} · {reportTypeLabels[report.reportType]} ·{' '}
          {reportOperationLabels[report.operation]}
        </Text>
      )}
      remove={{
        mutation: deleteOf(remove, reportId),
        consequence: () => t`Tasks, forms and teams are not changed.`,
      }}
    >
      {(report) => (
        <ReportForm
          key={`${report.id}:${report.updatedAt}`}
          initial={formValuesOf(report)}
          submitLabel={t`Save`}
          mutation={update}
          goTo={(saved) => reportPaths.view(saved.id)}
          cancelTo={reportPaths.view(report.id)}
          guardUnsaved
        />
      )}
    </RecordPage>
  );
}
