import { Badge, Menu, Text } from '@mantine/core';
import type { Confirmation } from '@showdesk/domain/forms/confirmations';
import { IconArrowDown, IconArrowUp, IconMessageCircleCheck } from '@tabler/icons-react';
import { useParams } from 'react-router';
import { feedback } from '../../../../lib/feedback.ts';
import { errorMessage } from '../../../../lib/field-errors.ts';
import {
  useConfirmation,
  useConfirmations,
  useCreateConfirmation,
  useDeleteConfirmation,
  useReorderConfirmations,
  useUpdateConfirmation,
} from '../api/confirmations-api.ts';
import { FormRuleCardList } from '../components/form-rule-card-list.tsx';
import { FormRuleAddPage, FormRuleRecordPage } from '../components/form-rule-record-pages.tsx';
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
  const list = useConfirmations(formId);
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
  return (
    <FormRuleCardList<Confirmation>
      formId={formId}
      icon={<IconMessageCircleCheck size={34} />}
      header={{
        title: 'Confirmations',
        description: (bundle) =>
          `What submitters of “${bundle.form.title}” read once it is sent: the first active confirmation whose rules hold, else the default.`,
        add: { label: 'Add confirmation', to: formPaths.addConfirmation(formId) },
      }}
      query={list}
      skeletonHeight={72}
      empty={{
        title: 'No confirmations yet',
        action: 'Add your first confirmation',
        children:
          'Submitters see a plain “Thank you” until you add one. Rules can show each submitter the message that fits their answers.',
      }}
      list={{
        label: 'Confirmations in the order they are tried',
        recordPath: (id) => formPaths.confirmation(formId, id),
        isOrdered: true,
      }}
      remove={{
        mutation: useDeleteConfirmation(formId),
        noun: 'confirmation',
        consequence: 'and no longer shown to submitters.',
      }}
      badge={(c) =>
        c.isDefault ? (
          <Badge size="sm" variant="light">
            Default
          </Badge>
        ) : null
      }
      lines={(c) => (
        <Text size="sm" c="dimmed">
          {ruleSummary(c)}
        </Text>
      )}
      menuItems={(_, index, all) => (
        <>
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
        </>
      )}
    />
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
