import { t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Text } from '@mantine/core';
import {
  audienceOf,
  type FormNotification,
  sendToTypeLabels,
  splitAddresses,
} from '@showdesk/domain/forms/form-notifications';
import type { FormBundle } from '@showdesk/domain/forms/forms';
import { IconMailForward } from '@tabler/icons-react';
import { useParams } from 'react-router';
import {
  useCreateFormNotification,
  useDeleteFormNotification,
  useFormNotification,
  useFormNotifications,
  useUpdateFormNotification,
} from '../api/form-notifications-api.ts';
import { FormRuleCardList } from '../components/form-rule-card-list.tsx';
import { FormRuleAddPage, FormRuleRecordPage } from '../components/form-rule-record-pages.tsx';
import { formPaths } from '../paths.ts';
import {
  addressFields,
  NotificationForm,
  newNotification,
  valuesOf,
} from './notification-form.tsx';

/** Who gets it, in a line: "orders@example.com", "Contact email (typed in the form)". */
function recipientText(n: FormNotification, bundle: FormBundle): string {
  if (n.sendToType === 'custom') {
    const addresses = splitAddresses(n.sendTo);
    const firstTwo = addresses.slice(0, 2).join(', ');
    const more = addresses.length - 2;
    return addresses.length > 2 ? t`${firstTwo} and ${more} more` : addresses.join(', ');
  }
  if (n.sendToType === 'field') {
    const key = n.sendToFieldGroupId ? `${n.sendToFieldGroupId}/${n.sendTo}` : n.sendTo;
    const field = addressFields(bundle).find((f) => f.value === key);
    const label = field?.label ?? t`A field no longer on the form`;
    const loop = (n.sendToLoopIndex ?? 0) + 1;
    return field && field.loops > 1
      ? t`${label} (typed in the form, loop ${loop})`
      : t`${label} (typed in the form)`;
  }
  return sendToTypeLabels[n.sendToType];
}

const ruleSummary = (n: FormNotification) => {
  const count = n.rules.length;
  if (count === 0) return t`Every submission`;
  if (count === 1) return t`When its rule holds`;
  return n.operator === 'ALL'
    ? t`When all ${count} rules hold`
    : t`When any of ${count} rules holds`;
};

/** /admin/forms/:formId/notifications: the emails a sent submission causes. */
export function NotificationListPage() {
  const { formId = '' } = useParams();
  const { t } = useLingui();
  return (
    <FormRuleCardList<FormNotification>
      formId={formId}
      icon={<IconMailForward size={34} />}
      header={{
        title: t`Notifications`,
        description: (bundle) => {
          const title = bundle.form.title;
          return t`The emails each submission of “${title}” sends once it is sent: every active notification whose rules hold; where none of the organisers' or the submitter's side does, their default.`;
        },
        add: { label: t`Add notification`, to: formPaths.addNotification(formId) },
      }}
      query={useFormNotifications(formId)}
      skeletonHeight={84}
      empty={{
        title: t`No notifications yet`,
        action: t`Add your first notification`,
        children: t`No email is sent when this form is submitted. Add one to tell your team about each submission, or to send the submitter a copy.`,
      }}
      list={{ label: t`Notifications`, recordPath: (id) => formPaths.notification(formId, id) }}
      remove={{
        mutation: useDeleteFormNotification(formId),
        noun: 'notification',
        consequence: t`and no longer sent for new submissions.`,
      }}
      badge={(n) =>
        n.isAdminDefault || n.isUserDefault ? (
          <Badge size="sm" variant="light">
            {audienceOf(n.sendToType) === 'admin' ? (
              <Trans>Organisers' default</Trans>
            ) : (
              <Trans>Submitter's default</Trans>
            )}
          </Badge>
        ) : null
      }
      lines={(n, bundle) => {
        const recipient = recipientText(n, bundle);
        return (
          <>
            <Text size="sm" style={{ overflowWrap: 'break-word' }}>
              <Trans>To {recipient}</Trans>
            </Text>
            <Text size="sm" c="dimmed">
              {ruleSummary(n)}
            </Text>
          </>
        );
      }}
    />
  );
}

/** /admin/forms/:formId/notifications/add. */
export function NotificationAddPage() {
  const { formId = '' } = useParams();
  const { t } = useLingui();
  const create = useCreateFormNotification(formId);
  return (
    <FormRuleAddPage
      formId={formId}
      icon={<IconMailForward size={34} />}
      formHeight={640}
      title={t`Add notification`}
      description={(title) => t`An email sent when a submission of “${title}” is sent.`}
    >
      {(bundle) => (
        <NotificationForm
          formId={formId}
          bundle={bundle}
          initial={newNotification}
          submitLabel={t`Add notification`}
          mutation={create}
          goTo={formPaths.notifications(formId)}
        />
      )}
    </FormRuleAddPage>
  );
}

/** /admin/forms/:formId/notifications/:notificationId: change or delete it. */
export function NotificationPage() {
  const { formId = '', notificationId = '' } = useParams();
  const { t } = useLingui();
  const update = useUpdateFormNotification(formId, notificationId);
  return (
    <FormRuleRecordPage
      formId={formId}
      id={notificationId}
      query={useFormNotification(formId, notificationId)}
      noun={{ one: 'notification', many: 'notifications' }}
      icon={<IconMailForward size={34} />}
      listPath={formPaths.notifications(formId)}
      formHeight={640}
      remove={{
        mutation: useDeleteFormNotification(formId),
        consequence: t`New submissions no longer send it.`,
      }}
    >
      {(n, bundle) => (
        <NotificationForm
          formId={formId}
          bundle={bundle}
          initial={valuesOf(n)}
          submitLabel={t`Save notification`}
          mutation={update}
          guardUnsaved
        />
      )}
    </FormRuleRecordPage>
  );
}
