import { Trans } from '@lingui/react/macro';
import { Menu } from '@mantine/core';
import type { FormBundle } from '@showdesk/domain/forms/forms';
import { IconEdit, IconTrash } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Fragment, type ReactElement, type ReactNode } from 'react';
import { Link } from 'react-router';
import { RowMenu } from '../../../../components/data-table/row-menu.tsx';
import type { ListNoun } from '../../../../components/list-page.tsx';
import { PageHeader } from '../../../../components/page-header.tsx';
import { RecordPage } from '../../../../components/record-page.tsx';
import { FormPageSkeleton } from '../../../../components/record-state.tsx';
import { deleteOf } from '../../../../lib/confirmed-delete.ts';
import { parentFormState, useParentForm } from './form-side-record.tsx';

/*
 * The frames of the records a form keeps and picks by rules (confirmations, notifications,
 * webhooks): each screen waits for its parent form (whose fields the rules read), and each
 * feature states only its own titles, messages and form.
 */

/** A delete by id, as the features' delete hooks give it. */
interface RemoveById {
  mutate: (
    id: string,
    options: { onSuccess: () => void; onError: (error: unknown) => void },
  ) => void;
  isPending: boolean;
}

/** An add screen: the parent form's gate, then the header and the feature's form. */
export function FormRuleAddPage({
  formId,
  icon,
  formHeight,
  title,
  description,
  children,
}: {
  formId: string;
  icon: ReactElement;
  /** The skeleton's height while the parent form loads. */
  formHeight: number;
  title: string;
  /** The header's line, given the parent form's title. */
  description: (formTitle: string) => string;
  children: (bundle: FormBundle) => ReactNode;
}) {
  const form = useParentForm(formId);
  const state = parentFormState(form, icon, formHeight);
  if (state || !form.data) return state;
  return (
    <>
      <PageHeader title={title} description={description(form.data.form.title)} />
      {children(form.data)}
    </>
  );
}

/**
 * A record screen: the record named by its name, the parent form's title below it, its delete
 * asked first, and the feature's form once the parent form is there.
 */
export function FormRuleRecordPage<R extends { id: string; name: string; updatedAt: string }>({
  formId,
  formHeight,
  remove,
  children,
  ...frame
}: {
  formId: string;
  id: string;
  query: UseQueryResult<R>;
  noun: ListNoun;
  icon: ReactNode;
  listPath: string;
  formHeight: number;
  /** Its delete, and what deleting it does, in the confirmation. */
  remove: { mutation: RemoveById; consequence: string };
  /** The feature's form, made anew when the record changes. */
  children: (record: R, bundle: FormBundle) => ReactNode;
}) {
  const form = useParentForm(formId);
  return (
    <RecordPage
      {...frame}
      title={(record) => record.name}
      description={() => form.data?.form.title}
      remove={{
        mutation: deleteOf(remove.mutation, frame.id),
        consequence: () => remove.consequence,
      }}
      skeleton={<FormPageSkeleton formHeight={formHeight} />}
    >
      {(record) =>
        form.data ? (
          <Fragment key={`${record.id}:${record.updatedAt}`}>
            {children(record, form.data)}
          </Fragment>
        ) : (
          <FormPageSkeleton formHeight={formHeight} />
        )
      }
    </RecordPage>
  );
}

/** A list row's menu: the feature's own items first and between, then Edit and Delete. */
export function FormRuleRowMenu({
  name,
  isDeleting,
  editTo,
  onDelete,
  leading,
  children,
}: {
  name: string;
  isDeleting: boolean;
  editTo: string;
  onDelete: () => void;
  /** Items before Edit. */
  leading?: ReactNode;
  /** Items between Edit and Delete. */
  children?: ReactNode;
}) {
  return (
    <RowMenu name={name} loading={isDeleting}>
      {leading}
      <Menu.Item component={Link} to={editTo} leftSection={<IconEdit size={16} aria-hidden />}>
        <Trans>Edit</Trans>
      </Menu.Item>
      {children}
      <Menu.Item c="red.9" leftSection={<IconTrash size={16} aria-hidden />} onClick={onDelete}>
        <Trans>Delete</Trans>
      </Menu.Item>
    </RowMenu>
  );
}
