import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import {
  type ReportView,
  reportOperationLabels,
  reportTypeLabels,
} from '@showdesk/domain/reports/reports';
import { IconChartBar, IconEdit } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { RecordPage } from '../../../components/record-page.tsx';
import { ExportButtons } from '../../../components/records/export-buttons.tsx';
import { useReportExportUrl, useReportView } from '../api/reports-api.ts';
import { reportPaths } from '../paths.ts';
import { CompletionView } from './report-completion.tsx';
import { ItemTotalsView, SubmissionsView } from './report-form-results.tsx';
import { ReportViewSkeleton } from './report-view-skeleton.tsx';

function ReportBody({ view }: { view: ReportView }) {
  const { result } = view;
  if (result.operation === 'completion') return <CompletionView result={result} />;
  if (result.operation === 'submissions') return <SubmissionsView result={result} />;
  return <ItemTotalsView result={result} />;
}

/**
 * /admin/reports/:reportId: the report's numbers now — summary cards, charts, its table —
 * exported as XLSX or CSV.
 */
export function ReportViewPage() {
  const { reportId = '' } = useParams();
  const exportUrl = useReportExportUrl(reportId);
  const { t } = useLingui();
  return (
    <RecordPage
      query={useReportView(reportId)}
      noun={{ one: t`report`, many: t`reports` }}
      icon={<IconChartBar size={34} />}
      listPath={reportPaths.list}
      id={reportId}
      title={(view) => view.report.name}
      description={({ report, result }) => {
        const status = result.operation === 'completion' ? result.statusLabel : null;
        const chosen = report.teamIds.length;
        return [
          reportTypeLabels[report.reportType],
          reportOperationLabels[report.operation],
          status === null ? null : t`Status: ${status}`,
          report.allTeams
            ? t`All teams`
            : t({ message: plural(chosen, { one: '# chosen teams', other: '# chosen teams' }) }),
        ]
          .filter(Boolean)
          .join(' · ');
      }}
      actions={() => (
        <>
          <ExportButtons href={exportUrl} />
          <Button
            component={Link}
            to={reportPaths.edit(reportId)}
            leftSection={<IconEdit size={16} aria-hidden />}
          >
            <Trans>Edit</Trans>
          </Button>
        </>
      )}
      skeleton={<ReportViewSkeleton />}
    >
      {(view) => <ReportBody view={view} />}
    </RecordPage>
  );
}
