import { t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Text } from '@mantine/core';
import { isLayoutFieldType } from '@showdesk/domain/forms/field-types';
import { fieldReportLabel } from '@showdesk/domain/forms/fields';
import { IconClipboardList, IconClipboardOff } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useParams } from 'react-router';
import { useDeleteConfirm } from '../../../components/data-table/archive-selection.tsx';
import type { TableColumn } from '../../../components/data-table/data-table.tsx';
import { menuColumn } from '../../../components/data-table/row-menu.tsx';
import { ListPage, RecordLink, TableSkeleton } from '../../../components/list-page.tsx';
import { recordState } from '../../../components/record-state.tsx';
import { useBreadcrumbLabel } from '../../../lib/breadcrumb-labels.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useListState } from '../../../lib/list-state.ts';
import { useTeamOptions } from '../../people/teams/api/teams-api.ts';
import {
  type SubmissionRow,
  useDeleteSubmission,
  useEventCurrency,
  useOrganiserForm,
  useSubmissionPage,
} from '../api/fill-api.ts';
import { valueText } from '../fill/value-text.ts';
import { formPaths } from '../form-paths.ts';
import { SubmissionStatusBadge, submissionTimeColumns } from '../submission-columns.tsx';
import { useSubmissionExport } from './submission-export.tsx';
import { SubmissionRowMenu } from './submission-row-menu.tsx';

const sorts = ['updatedAt', 'createdAt'] as const;

const isoDay = (daysAgo: number) => {
  const day = new Date();
  day.setDate(day.getDate() - daysAgo);
  return day.toISOString().slice(0, 10);
};

/** Who sent a submission: the team's name, or a guest, or no team. */
const senderName = (row: SubmissionRow) => row.teamName ?? (row.isGuest ? t`Guest` : t`No team`);

const rowName = (row: SubmissionRow) => `${senderName(row)}, ${formatDateTime(row.updatedAt)}`;

/** /admin/forms/:formId/submissions: every submission of a form, a column per field. */
export function SubmissionsListPage() {
  const { formId = '' } = useParams();
  const { t } = useLingui();
  const form = useOrganiserForm(formId);
  const currency = useEventCurrency();
  const teams = useTeamOptions();
  // The spec's default: by updatedAt, ascending (the oldest waiting submission first).
  const state = useListState({ sorts, defaultSort: 'updatedAt' });
  const query = useSubmissionPage(formId, state.apiParams);
  const deleting = useDeleteConfirm<SubmissionRow>({
    noun: 'submission',
    remove: useDeleteSubmission(formId),
    idOf: (row) => row.id,
    nameOf: rowName,
    sentence: (name) =>
      name
        ? t`The submission of ${name} and its uploaded files will be deleted. This can’t be undone.`
        : t`The submission and its uploaded files will be deleted. This can’t be undone.`,
    deleted: t`The submission was deleted`,
  });
  const exporter = useSubmissionExport(formId, state.apiParams);
  useBreadcrumbLabel(encodeURIComponent(formId), form.data?.form.title);
  const currencyId = currency.data ?? 'GBP';

  const fieldColumns = useMemo((): TableColumn<SubmissionRow>[] => {
    const fields = form.data?.form.fields ?? [];
    return fields
      .filter((field) => !isLayoutFieldType(field.type))
      .map((field, index) => ({
        id: `field-${field.id}`,
        header: fieldReportLabel(field),
        // The first few show at once; the others are a column choice away.
        defaultHidden: index >= 4,
        cell: (row: SubmissionRow) => (
          <Text size="sm" lineClamp={2} style={{ overflowWrap: 'break-word' }}>
            {valueText(field, row.values[field.id], currencyId) || '—'}
          </Text>
        ),
      }));
  }, [form.data, currencyId]);

  const fallback = recordState({
    query: form,
    noun: 'Form',
    icon: <IconClipboardOff size={34} />,
    listPath: '/admin/forms',
    listName: 'Forms',
    skeleton: <TableSkeleton />,
  });
  if (fallback) return fallback;
  const formTitle = form.data?.form.title ?? '';

  const columns: TableColumn<SubmissionRow>[] = [
    {
      id: 'team',
      header: t`Team`,
      phone: 'title',
      cell: (row) => (
        <span style={{ display: 'inline-block', minWidth: 140 }}>
          <RecordLink to={formPaths.adminEdit(formId, row.id)}>{senderName(row)}</RecordLink>
        </span>
      ),
    },
    {
      id: 'status',
      header: t`Status`,
      cell: (row) => (
        <SubmissionStatusBadge isDraft={row.isDraft} style={{ flexShrink: 0 }} miw="max-content" />
      ),
    },
    ...fieldColumns,
    { id: 'submittedBy', header: t`Submitted by`, cell: (row) => row.submittedBy ?? '—' },
    {
      id: 'submittedAt',
      header: t`Submitted at`,
      cell: (row) => (row.submittedAt ? formatDateTime(row.submittedAt) : '—'),
    },
    ...submissionTimeColumns<SubmissionRow>(t`Created`),
    menuColumn((row) => (
      <SubmissionRowMenu
        name={rowName(row)}
        editPath={formPaths.adminEdit(formId, row.id)}
        onDelete={() => deleting.ask(row)}
      />
    )),
  ];

  return (
    <ListPage
      noun={{ one: 'submission', many: 'submissions' }}
      title={t`Submissions`}
      description={t`What teams and guests have sent for “${formTitle}”, and their drafts.`}
      search={t`Search the answers`}
      actions={exporter.menu}
      intro={exporter.progress}
      filters={[
        {
          name: 'teamId',
          label: t`Team`,
          placeholder: t`Any team`,
          options: (teams.data?.teams ?? []).map((team) => ({ value: team.id, label: team.name })),
        },
        {
          name: 'isDraft',
          label: t`Status`,
          placeholder: t`Drafts and sent`,
          options: { false: t`Submitted`, true: t`Draft` },
        },
        {
          name: 'isGuest',
          label: t`Sent by`,
          placeholder: t`Teams and guests`,
          options: { false: t`Teams`, true: t`Guests` },
        },
        {
          name: 'from',
          label: t`Updated`,
          placeholder: t`Any time`,
          options: [
            { value: isoDay(0), label: t`Today` },
            { value: isoDay(7), label: t`In the last 7 days` },
            { value: isoDay(30), label: t`In the last 30 days` },
            { value: isoDay(90), label: t`In the last 90 days` },
          ],
        },
      ]}
      state={state}
      query={query}
      empty={{
        icon: <IconClipboardList size={34} />,
        children: t`Nobody has filled this form in yet. Submissions will appear here as they come in.`,
      }}
      columns={columns}
      rowName={rowName}
      tableId={`form-submissions-${formId}`}
    >
      {deleting.dialog}
    </ListPage>
  );
}
