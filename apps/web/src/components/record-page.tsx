import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useRecordCrumb } from '../lib/breadcrumb-labels.ts';
import { type DeleteMutation, useConfirmedDelete } from '../lib/confirmed-delete.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { capitalise, type ListNoun } from './list-page.tsx';
import { PageHeader } from './page-header.tsx';
import { FormPageSkeleton, recordState } from './record-state.tsx';

interface RecordPageProps<R> {
  query: UseQueryResult<R>;
  /**
   * What the record is called, for the not-found screen ("Team type Not Found", "Back to team
   * types") and the delete ("Delete team type").
   */
  noun: ListNoun;
  /** The not-found screen's icon. */
  icon: ReactNode;
  /** Its list, where the not-found screen and a delete lead. */
  listPath: string;
  /** The record's id in the address, whose breadcrumb `title` names. */
  id: string;
  /** The record's name: the page title and its crumb. */
  title: (record: R) => string;
  /**
   * A page about the record rather than the record itself ("Edit team"): the title, while
   * `title` still names the crumb.
   */
  heading?: string;
  description?: (record: R) => ReactNode;
  /** Buttons beside the title (the delete button is added when `remove` is given). */
  actions?: (record: R) => ReactNode;
  remove?: {
    mutation: DeleteMutation;
    /** What deleting it does, in the confirmation ("Its teams stay, without a team type."). */
    consequence: (record: R) => ReactNode;
  };
  /** The loading look (default: a title and a form card). */
  skeleton?: ReactNode;
  children: (record: R) => ReactNode;
}

/**
 * The frame of every record screen: the skeleton while loading, a not-found screen for a
 * record that is gone, the error otherwise, then the record's name as the title (and its
 * breadcrumb), its actions, its body and the confirmed delete.
 */
export function RecordPage<R>(props: RecordPageProps<R>) {
  const { query } = props;
  const noun = capitalise(props.noun.one);
  const record = query.data;
  useRecordCrumb(encodeURIComponent(props.id), query, props.title);
  const fallback = recordState({
    query,
    noun,
    icon: props.icon,
    listPath: props.listPath,
    listName: props.noun.many,
    skeleton: props.skeleton ?? <FormPageSkeleton formHeight={260} />,
  });
  if (fallback || record === undefined) return fallback;
  return (
    <>
      <PageHeader
        title={props.heading ?? props.title(record)}
        isName={props.heading === undefined}
        description={props.description?.(record)}
        actions={
          props.actions || props.remove ? (
            <>
              {props.actions?.(record)}
              {props.remove ? (
                <RecordDelete
                  noun={noun}
                  name={props.title(record)}
                  listPath={props.listPath}
                  mutation={props.remove.mutation}
                >
                  {props.remove.consequence(record)}
                </RecordDelete>
              ) : null}
            </>
          ) : undefined
        }
      />
      {props.children(record)}
    </>
  );
}

/** "Delete <noun>", asked first; on success a toast names what went and the list shows. */
export function RecordDelete({
  noun,
  name,
  listPath,
  mutation,
  children,
}: {
  noun: string;
  name: string;
  listPath: string;
  mutation: DeleteMutation;
  children: ReactNode;
}) {
  const deletion = useConfirmedDelete(mutation, listPath);
  const { t } = useLingui();
  const lowerNoun = noun.toLowerCase();
  const label = t`Delete ${lowerNoun}`;
  return (
    <>
      <Button
        variant="outline"
        color="red"
        leftSection={<IconTrash size={16} aria-hidden />}
        onClick={deletion.ask}
      >
        {label}
      </Button>
      <ConfirmDialog
        opened={deletion.isConfirming}
        title={t`Delete this ${lowerNoun}?`}
        confirmLabel={label}
        isPending={deletion.isPending}
        onConfirm={() => deletion.confirm(name)}
        onCancel={deletion.cancel}
      >
        <Trans>
          “{name}” will be deleted. {children}
        </Trans>
      </ConfirmDialog>
    </>
  );
}
