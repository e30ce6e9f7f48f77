import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Badge, Button, Card, Group, Skeleton, Stack } from '@mantine/core';
import type { FormBundle } from '@showdesk/domain/forms/forms';
import { IconPlus, IconSettings } from '@tabler/icons-react';
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import type { ReactElement, ReactNode } from 'react';
import { Link } from 'react-router';
import { useDeleteConfirm } from '../../../../components/data-table/archive-selection.tsx';
import { EmptyState } from '../../../../components/empty-state.tsx';
import { ErrorAlert } from '../../../../components/error-alert.tsx';
import { HeaderLink } from '../../../../components/list-page.tsx';
import { PageHeader } from '../../../../components/page-header.tsx';
import { formPaths } from '../paths.ts';
import { FormRuleRowMenu } from './form-rule-record-pages.tsx';
import { parentFormState, useParentForm } from './form-side-record.tsx';

interface FormRuleCard {
  id: string;
  name: string;
  isActive: boolean;
}

/**
 * A form's rule records as a list of cards (confirmations, notifications): the parent form's
 * gate, a header with the form's settings and Add, loading, empty and error states, then a
 * card a record (its name, the feature's badge, Inactive, the feature's lines, a row menu with
 * Edit and a delete asked first).
 */
export function FormRuleCardList<R extends FormRuleCard>({
  formId,
  icon,
  header,
  query,
  skeletonHeight,
  empty,
  list,
  remove,
  badge,
  lines,
  menuItems,
}: {
  formId: string;
  icon: ReactElement;
  /** The header: its title, its line given the parent form, and the Add button. */
  header: {
    title: string;
    description: (bundle: FormBundle) => string;
    add: { label: string; to: string };
  };
  query: UseQueryResult<R[]>;
  /** A loading card's height. */
  skeletonHeight: number;
  /** With none yet: its title, the Add action's label and what it means. */
  empty: { title: string; action: string; children: ReactNode };
  /** The list's name for screen readers, each card's link, and whether the order means something. */
  list: { label: string; recordPath: (id: string) => string; isOrdered?: boolean };
  /** The delete, asked first: the record's noun and what else deleting it does. */
  remove: {
    mutation: UseMutationResult<void, Error, string>;
    noun: string;
    consequence: string;
  };
  /** The feature's badge beside the name (a default). */
  badge: (record: R) => ReactNode;
  /** The lines under the name. */
  lines: (record: R, bundle: FormBundle) => ReactNode;
  /** Row menu items between Edit and Delete. */
  menuItems?: (record: R, index: number, all: R[]) => ReactNode;
}) {
  const { t } = useLingui();
  const form = useParentForm(formId);
  const deleting = useDeleteConfirm<R>({
    noun: remove.noun,
    remove: remove.mutation,
    idOf: (r) => r.id,
    nameOf: (r) => r.name,
    consequence: remove.consequence,
  });
  const state = parentFormState(form, icon, 240);
  if (state || !form.data) return state;
  const bundle = form.data;
  const { mutation } = remove;
  return (
    <>
      <PageHeader
        title={header.title}
        description={header.description(bundle)}
        actions={
          <>
            <HeaderLink to={formPaths.settings(formId)} icon={IconSettings}>
              <Trans>Form settings</Trans>
            </HeaderLink>
            <Button
              component={Link}
              to={header.add.to}
              leftSection={<IconPlus size={16} aria-hidden />}
            >
              {header.add.label}
            </Button>
          </>
        }
      />
      {query.isError ? <ErrorAlert error={query.error} /> : null}
      {query.isPending ? (
        <Stack gap="sm" role="status" aria-busy="true" aria-label={t`Loading`}>
          <Skeleton h={skeletonHeight} />
          <Skeleton h={skeletonHeight} />
        </Stack>
      ) : null}
      {query.data?.length === 0 ? (
        <EmptyState
          icon={icon}
          title={empty.title}
          action={{ label: empty.action, to: header.add.to }}
        >
          {empty.children}
        </EmptyState>
      ) : null}
      {query.data?.length ? (
        <Stack
          gap="sm"
          component={list.isOrdered ? 'ol' : 'ul'}
          aria-label={list.label}
          p={0}
          m={0}
        >
          {query.data.map((r, index, all) => (
            <Card key={r.id} withBorder component="li" padding="md" style={{ listStyle: 'none' }}>
              <Group justify="space-between" wrap="nowrap" gap="sm">
                <Stack gap={4} style={{ minWidth: 0 }}>
                  <Group gap="xs">
                    <Anchor component={Link} to={list.recordPath(r.id)} fw={600}>
                      {r.name}
                    </Anchor>
                    {badge(r)}
                    {r.isActive ? null : (
                      <Badge size="sm" variant="outline" color="gray">
                        <Trans>Inactive</Trans>
                      </Badge>
                    )}
                  </Group>
                  {lines(r, bundle)}
                </Stack>
                <FormRuleRowMenu
                  name={r.name}
                  isDeleting={mutation.isPending && mutation.variables === r.id}
                  editTo={list.recordPath(r.id)}
                  onDelete={() => deleting.ask(r)}
                >
                  {menuItems?.(r, index, all)}
                </FormRuleRowMenu>
              </Group>
            </Card>
          ))}
        </Stack>
      ) : null}
      {deleting.dialog}
    </>
  );
}
