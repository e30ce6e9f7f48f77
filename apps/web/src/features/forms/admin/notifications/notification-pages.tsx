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
    return addresses.length > 2
      ? `${addresses.slice(0, 2).join(', ')} and ${addresses.length - 2} more`
      : addresses.join(', ');
  }
  if (n.sendToType === 'field') {
    const key = n.sendToFieldGroupId ? `${n.sendToFieldGroupId}/${n.sendTo}` : n.sendTo;
    const field = addressFields(bundle).find((f) => f.value === key);
    const loop = field && field.loops > 1 ? `, loop ${(n.sendToLoopIndex ?? 0) + 1}` : '';
    return `${field?.label ?? 'A field no longer on the form'} (typed in the form${loop})`;
  }
  return sendToTypeLabels[n.sendToType];
}

const ruleSummary = (n: FormNotification) =>
  n.rules.length === 0
    ? 'Every submission'
    : `When ${n.rules.length === 1 ? 'its rule holds' : n.operator === 'ALL' ? `all ${n.rules.length} rules hold` : `any of ${n.rules.length} rules holds`}`;

/** /admin/forms/:formId/notifications: the emails a sent submission causes. */
export function NotificationListPage() {
  const { formId = '' } = useParams();
  return (
    <FormRuleCardList<FormNotification>
      formId={formId}
      icon={<IconMailForward size={34} />}
      header={{
        title: 'Notifications',
        description: (bundle) =>
          `The emails each submission of “${bundle.form.title}” sends once it is sent: every active notification whose rules hold; where none of the organisers' or the submitter's side does, their default.`,
        add: { label: 'Add notification', to: formPaths.addNotification(formId) },
      }}
      query={useFormNotifications(formId)}
      skeletonHeight={84}
      empty={{
        title: 'No notifications yet',
        action: 'Add your first notification',
        children:
          'No email is sent when this form is submitted. Add one to tell your team about each submission, or to send the submitter a copy.',
      }}
      list={{ label: 'Notifications', recordPath: (id) => formPaths.notification(formId, id) }}
      remove={{
        mutation: useDeleteFormNotification(formId),
        noun: 'notification',
        consequence: 'and no longer sent for new submissions.',
      }}
      badge={(n) =>
        n.isAdminDefault || n.isUserDefault ? (
          <Badge size="sm" variant="light">
            {audienceOf(n.sendToType) === 'admin' ? "Organisers' default" : "Submitter's default"}
          </Badge>
        ) : null
      }
      lines={(n, bundle) => (
        <>
          <Text size="sm" style={{ overflowWrap: 'break-word' }}>
            {`To ${recipientText(n, bundle)}`}
          </Text>
          <Text size="sm" c="dimmed">
            {ruleSummary(n)}
          </Text>
        </>
      )}
    />
  );
}

/** /admin/forms/:formId/notifications/add. */
export function NotificationAddPage() {
  const { formId = '' } = useParams();
  const create = useCreateFormNotification(formId);
  return (
    <FormRuleAddPage
      formId={formId}
      icon={<IconMailForward size={34} />}
      formHeight={640}
      title="Add notification"
      description={(title) => `An email sent when a submission of “${title}” is sent.`}
    >
      {(bundle) => (
        <NotificationForm
          formId={formId}
          bundle={bundle}
          initial={newNotification}
          submitLabel="Add notification"
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
        consequence: 'New submissions no longer send it.',
      }}
    >
      {(n, bundle) => (
        <NotificationForm
          formId={formId}
          bundle={bundle}
          initial={valuesOf(n)}
          submitLabel="Save notification"
          mutation={update}
          guardUnsaved
        />
      )}
    </FormRuleRecordPage>
  );
}
