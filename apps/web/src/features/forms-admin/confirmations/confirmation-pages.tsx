import { Anchor, Badge, Button, Card, Group, Menu, Skeleton, Stack, Text } from '@mantine/core';
import type { Confirmation } from '@showdesk/domain/forms/confirmations';
import {
  IconArrowDown,
  IconArrowUp,
  IconMessageCircleCheck,
  IconPlus,
  IconSettings,
} from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { useDeleteConfirm } from '../../../components/data-table/archive-selection.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { HeaderLink } from '../../../components/list-page.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { feedback } from '../../../lib/feedback.ts';
import { errorMessage } from '../../../lib/field-errors.ts';
import {
  useConfirmation,
  useConfirmations,
  useCreateConfirmation,
  useDeleteConfirmation,
  useReorderConfirmations,
  useUpdateConfirmation,
} from '../api/confirmations-api.ts';
import {
  FormRuleAddPage,
  FormRuleRecordPage,
  FormRuleRowMenu,
} from '../components/form-rule-record-pages.tsx';
import { parentFormState, useParentForm } from '../components/form-side-record.tsx';
import { formPaths } from '../paths.ts';
import { ConfirmationForm, newConfirmation, valuesOf } from './confirmation-form.tsx';

const ruleSummary = (c: Confirmation) =>
  c.rules.length === 0
    ? 'No rules'
    : `${c.rules.length} ${c.rules.length === 1 ? 'rule' : 'rules'}${
        c.rules.length > 1 ? (c.operator === 'ALL' ? ', all must hold' : ', any may hold') : ''
      }`;

/** /admin/forms/:formId/confirmations: what submitters read after sending, in the order tried. */
export function ConfirmationListPage() {
  const { formId = '' } = useParams();
  const form = useParentForm(formId);
  const list = useConfirmations(formId);
  const remove = useDeleteConfirmation(formId);
  const reorder = useReorderConfirmations(formId);
  const move = (index: number, by: -1 | 1) => {
    const ids = (list.data ?? []).map((c) => c.id);
    const [moved] = ids.splice(index, 1);
    ids.splice(index + by, 0, moved!);
    reorder.mutate(ids, {
      onSuccess: () =>
        feedback('success', `${list.data?.[index]?.name} is now number ${index + by + 1}`),
      onError: (error) => feedback('error', errorMessage(error)),
    });
  };
  const deleting = useDeleteConfirm<Confirmation>({
    noun: 'confirmation',
    remove,
    idOf: (c) => c.id,
    nameOf: (c) => c.name,
    consequence: 'and no longer shown to submitters.',
  });
  const state = parentFormState(form, <IconMessageCircleCheck size={34} />, 240);
  if (state || !form.data) return state;
  return (
    <>
      <PageHeader
        title="Confirmations"
        description={`What submitters of “${form.data.form.title}” read once it is sent: the first active confirmation whose rules hold, else the default.`}
        actions={
          <>
            <HeaderLink to={formPaths.settings(formId)} icon={IconSettings}>
              Form settings
            </HeaderLink>
            <Button
              component={Link}
              to={formPaths.addConfirmation(formId)}
              leftSection={<IconPlus size={16} aria-hidden />}
            >
              Add confirmation
            </Button>
          </>
        }
      />
      {list.isError ? <ErrorAlert error={list.error} /> : null}
      {list.isPending ? (
        <Stack gap="sm" role="status" aria-busy="true" aria-label="Loading">
          <Skeleton h={72} />
          <Skeleton h={72} />
        </Stack>
      ) : null}
      {list.data?.length === 0 ? (
        <EmptyState
          icon={<IconMessageCircleCheck size={34} />}
          title="No confirmations yet"
          action={{ label: 'Add your first confirmation', to: formPaths.addConfirmation(formId) }}
        >
          Submitters see a plain “Thank you” until you add one. Rules can show each submitter the
          message that fits their answers.
        </EmptyState>
      ) : null}
      {list.data?.length ? (
        <Stack
          gap="sm"
          component="ol"
          aria-label="Confirmations in the order they are tried"
          p={0}
          m={0}
        >
          {list.data.map((c, index, all) => (
            <Card key={c.id} withBorder component="li" padding="md" style={{ listStyle: 'none' }}>
              <Group justify="space-between" wrap="nowrap" gap="sm">
                <Stack gap={4} style={{ minWidth: 0 }}>
                  <Group gap="xs">
                    <Anchor component={Link} to={formPaths.confirmation(formId, c.id)} fw={600}>
                      {c.name}
                    </Anchor>
                    {c.isDefault ? (
                      <Badge size="sm" variant="light">
                        Default
                      </Badge>
                    ) : null}
                    {c.isActive ? null : (
                      <Badge size="sm" variant="outline" color="gray">
                        Inactive
                      </Badge>
                    )}
                  </Group>
                  <Text size="sm" c="dimmed">
                    {ruleSummary(c)}
                  </Text>
                </Stack>
                <FormRuleRowMenu
                  name={c.name}
                  isDeleting={remove.isPending && remove.variables === c.id}
                  editTo={formPaths.confirmation(formId, c.id)}
                  onDelete={() => deleting.ask(c)}
                >
                  <Menu.Item
                    leftSection={<IconArrowUp size={16} aria-hidden />}
                    disabled={index === 0 || reorder.isPending}
                    onClick={() => move(index, -1)}
                  >
                    Move up
                  </Menu.Item>
                  <Menu.Item
                    leftSection={<IconArrowDown size={16} aria-hidden />}
                    disabled={index === all.length - 1 || reorder.isPending}
                    onClick={() => move(index, 1)}
                  >
                    Move down
                  </Menu.Item>
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

/** /admin/forms/:formId/confirmations/add. */
export function ConfirmationAddPage() {
  const { formId = '' } = useParams();
  const create = useCreateConfirmation(formId);
  return (
    <FormRuleAddPage
      formId={formId}
      icon={<IconMessageCircleCheck size={34} />}
      formHeight={520}
      title="Add confirmation"
      description={(title) => `Shown to submitters of “${title}” once it is sent.`}
    >
      {(bundle) => (
        <ConfirmationForm
          formId={formId}
          fields={bundle.form.fields}
          initial={newConfirmation}
          submitLabel="Add confirmation"
          mutation={create}
          goTo={formPaths.confirmations(formId)}
        />
      )}
    </FormRuleAddPage>
  );
}

/** /admin/forms/:formId/confirmations/:confirmationId: change or delete it. */
export function ConfirmationPage() {
  const { formId = '', confirmationId = '' } = useParams();
  const update = useUpdateConfirmation(formId, confirmationId);
  return (
    <FormRuleRecordPage
      formId={formId}
      id={confirmationId}
      query={useConfirmation(formId, confirmationId)}
      noun={{ one: 'confirmation', many: 'confirmations' }}
      icon={<IconMessageCircleCheck size={34} />}
      listPath={formPaths.confirmations(formId)}
      formHeight={520}
      remove={{
        mutation: useDeleteConfirmation(formId),
        consequence: 'Submitters no longer see it.',
      }}
    >
      {(c, bundle) => (
        <ConfirmationForm
          formId={formId}
          fields={bundle.form.fields}
          initial={valuesOf(c)}
          submitLabel="Save confirmation"
          mutation={update}
          guardUnsaved
        />
      )}
    </FormRuleRecordPage>
  );
}
