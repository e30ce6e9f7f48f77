import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import type { Page } from '@showdesk/domain/common/list-query';
import { type Submission, submissionTitle } from '@showdesk/domain/forms/submissions';
import { IconClipboardList } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { useDeleteConfirm } from '../../../components/data-table/archive-selection.tsx';
import type { TableColumn } from '../../../components/data-table/data-table.tsx';
import { buttonsColumn } from '../../../components/data-table/row-menu.tsx';
import { ListPage, RecordLink, TableSkeleton } from '../../../components/list-page.tsx';
import { api, eventPath } from '../../../lib/api-client.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { pageOf, useListState } from '../../../lib/list-state.ts';
import { useSession } from '../../../lib/session.ts';
import { memberFormsKey, useDeleteMemberDraft } from '../api/fill-api.ts';
import { formPaths } from '../form-paths.ts';
import { SubmissionStatusBadge, submissionTimeColumns } from '../submission-columns.tsx';
import { memberFormState, useMemberForm } from './member-form.tsx';

const sorts = ['updatedAt', 'createdAt'] as const;

/** A submission's name: when it was sent ("Draft of" when it was started, for a draft). */
export const submissionName = (submission: Pick<Submission, 'submittedAt' | 'createdAt'>) =>
  submissionTitle(submission, formatDateTime);

/** /forms/:formId/submissions: the team's submissions of a form (the list is the team's few). */
export function MemberSubmissionsPage() {
  const { formId = '' } = useParams();
  const { event } = useSession();
  const { t } = useLingui();
  const form = useMemberForm(formId);
  const state = useListState({ sorts, defaultSort: { key: 'updatedAt', desc: true } });
  const deleting = useDeleteConfirm<Submission>({
    noun: 'draft',
    remove: useDeleteMemberDraft(formId),
    idOf: (submission) => submission.id,
    nameOf: submissionName,
    sentence: () => t`The draft and its uploaded files will be deleted. This can’t be undone.`,
    deleted: t`The draft was deleted`,
  });
  // The server sends the team's whole list; it is paged and sorted here.
  const query = useQuery({
    queryKey: [...memberFormsKey(event.id), formId, 'submissions'],
    queryFn: () =>
      api.get<{ submissions: Submission[] }>(
        eventPath(event.id, `/member/forms/${encodeURIComponent(formId)}/submissions`),
      ),
    select: (data): Page<Submission> => {
      const filter = state.filter.isDraft;
      const key = state.sort.key as (typeof sorts)[number];
      return pageOf(
        data.submissions.filter((s) => filter === undefined || String(s.isDraft) === filter),
        state,
        (a, b) => a[key].localeCompare(b[key]),
      );
    },
  });

  const fallback = memberFormState(form, <TableSkeleton rows={4} />);
  if (fallback) return fallback;
  const isEditable = form.data?.form.isEditable ?? false;
  const formTitle = form.data?.form.title ?? '';

  const columns: TableColumn<Submission>[] = [
    {
      id: 'name',
      header: t`Submission`,
      phone: 'title',
      cell: (s) => (
        <RecordLink to={formPaths.submission(formId, s.id)}>{submissionName(s)}</RecordLink>
      ),
    },
    {
      id: 'status',
      header: t`Status`,
      cell: (s) => <SubmissionStatusBadge isDraft={s.isDraft} miw={92} />,
    },
    {
      id: 'submittedAt',
      header: t`Sent`,
      // The name says when it was sent already; a column to sort by eye when wanted.
      defaultHidden: true,
      cell: (s) => (s.submittedAt ? formatDateTime(s.submittedAt) : '—'),
    },
    ...submissionTimeColumns<Submission>(t`Started`),
    buttonsColumn((s) => {
      const name = submissionName(s);
      return (
        <>
          {s.isDraft || isEditable ? (
            <Button
              component={Link}
              to={s.isDraft ? formPaths.fill(formId) : formPaths.edit(formId, s.id)}
              size="xs"
              variant="light"
              aria-label={s.isDraft ? t`Continue ${name}` : t`Edit ${name}`}
            >
              {s.isDraft ? <Trans context="resume">Continue</Trans> : <Trans>Edit</Trans>}
            </Button>
          ) : null}
          {s.isDraft ? (
            <Button
              size="xs"
              variant="subtle"
              color="red"
              onClick={() => deleting.ask(s)}
              aria-label={t`Delete ${name}`}
            >
              <Trans>Delete</Trans>
            </Button>
          ) : null}
        </>
      );
    }),
  ];

  return (
    <ListPage
      noun={{ one: 'submission', many: 'submissions' }}
      title={t`Submissions`}
      description={t`Your team’s submissions of “${formTitle}”.`}
      add={{ to: formPaths.fill(formId), label: t`Fill in`, first: t`Fill in this form` }}
      filters={[
        {
          name: 'isDraft',
          label: t`Status`,
          placeholder: t`Any status`,
          options: { true: t`Draft`, false: t`Submitted` },
        },
      ]}
      state={state}
      query={query}
      empty={{
        icon: <IconClipboardList size={34} />,
        children: t`Your team hasn’t filled this form in yet.`,
      }}
      columns={columns}
      rowName={submissionName}
      tableId="member-submissions"
    >
      {deleting.dialog}
    </ListPage>
  );
}
