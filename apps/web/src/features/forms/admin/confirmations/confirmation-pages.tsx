import { t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
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

const ruleSummary = (c: Confirmation) => {
  const count = c.rules.length;
  if (count === 0) return t`No rules`;
  if (count === 1) return t`1 rule`;
  return c.operator === 'ALL' ? t`${count} rules, all must hold` : t`${count} rules, any may hold`;
};

/** /admin/forms/:formId/confirmations: what submitters read after sending, in the order tried. */
export function ConfirmationListPage() {
  const { formId = '' } = useParams();
  const { t } = useLingui();
  const list = useConfirmations(formId);
  const reorder = useReorderConfirmations(formId);
  const move = (index: number, by: -1 | 1) => {
    const ids = (list.data ?? []).map((c) => c.id);
    const [moved] = ids.splice(index, 1);
    ids.splice(index + by, 0, moved!);
    const name = list.data?.[index]?.name;
    const position = index + by + 1;
    reorder.mutate(ids, {
      onSuccess: () => feedback('success', t`${name} is now number ${position}`),
      onError: (error) => feedback('error', errorMessage(error)),
    });
  };
  return (
    <FormRuleCardList<Confirmation>
      formId={formId}
      icon={<IconMessageCircleCheck size={34} />}
      header={{
        title: t`Confirmations`,
        description: (bundle) => {
          const title = bundle.form.title;
          return t`What submitters of “${title}” read once it is sent: the first active confirmation whose rules hold, else the default.`;
        },
        add: { label: t`Add confirmation`, to: formPaths.addConfirmation(formId) },
      }}
      query={list}
      skeletonHeight={72}
      empty={{
        title: t`No confirmations yet`,
        action: t`Add your first confirmation`,
        children: t`Submitters see a plain “Thank you” until you add one. Rules can show each submitter the message that fits their answers.`,
      }}
      list={{
        label: t`Confirmations in the order they are tried`,
        recordPath: (id) => formPaths.confirmation(formId, id),
        isOrdered: true,
      }}
      remove={{
        mutation: useDeleteConfirmation(formId),
        noun: 'confirmation',
        consequence: t`and no longer shown to submitters.`,
      }}
      badge={(c) =>
        c.isDefault ? (
          <Badge size="sm" variant="light">
            <Trans>Default</Trans>
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
            <Trans>Move up</Trans>
          </Menu.Item>
          <Menu.Item
            leftSection={<IconArrowDown size={16} aria-hidden />}
            disabled={index === all.length - 1 || reorder.isPending}
            onClick={() => move(index, 1)}
          >
            <Trans>Move down</Trans>
          </Menu.Item>
        </>
      )}
    />
  );
}

/** /admin/forms/:formId/confirmations/add. */
export function ConfirmationAddPage() {
  const { formId = '' } = useParams();
  const { t } = useLingui();
  const create = useCreateConfirmation(formId);
  return (
    <FormRuleAddPage
      formId={formId}
      icon={<IconMessageCircleCheck size={34} />}
      formHeight={520}
      title={t`Add confirmation`}
      description={(title) => t`Shown to submitters of “${title}” once it is sent.`}
    >
      {(bundle) => (
        <ConfirmationForm
          formId={formId}
          fields={bundle.form.fields}
          initial={newConfirmation}
          submitLabel={t`Add confirmation`}
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
  const { t } = useLingui();
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
        consequence: t`Submitters no longer see it.`,
      }}
    >
      {(c, bundle) => (
        <ConfirmationForm
          formId={formId}
          fields={bundle.form.fields}
          initial={valuesOf(c)}
          submitLabel={t`Save confirmation`}
          mutation={update}
          guardUnsaved
        />
      )}
    </FormRuleRecordPage>
  );
}
