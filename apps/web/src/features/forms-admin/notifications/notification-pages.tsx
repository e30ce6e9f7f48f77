import { Anchor, Badge, Button, Card, Group, Skeleton, Stack, Text } from '@mantine/core';
import {
  audienceOf,
  type FormNotification,
  sendToTypeLabels,
  splitAddresses,
} from '@showdesk/domain/forms/form-notifications';
import type { FormBundle } from '@showdesk/domain/forms/forms';
import { IconMailForward, IconPlus, IconSettings } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { useDeleteConfirm } from '../../../components/data-table/archive-selection.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { HeaderLink } from '../../../components/list-page.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import {
  useCreateFormNotification,
  useDeleteFormNotification,
  useFormNotification,
  useFormNotifications,
  useUpdateFormNotification,
} from '../api/form-notifications-api.ts';
import {
  FormRuleAddPage,
  FormRuleRecordPage,
  FormRuleRowMenu,
} from '../components/form-rule-record-pages.tsx';
import { parentFormState, useParentForm } from '../components/form-side-record.tsx';
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
  const form = useParentForm(formId);
  const list = useFormNotifications(formId);
  const remove = useDeleteFormNotification(formId);
  const deleting = useDeleteConfirm<FormNotification>({
    noun: 'notification',
    remove,
    idOf: (n) => n.id,
    nameOf: (n) => n.name,
    consequence: 'and no longer sent for new submissions.',
  });
  const state = parentFormState(form, <IconMailForward size={34} />, 240);
  if (state || !form.data) return state;
  const bundle = form.data;
  return (
    <>
      <PageHeader
        title="Notifications"
        description={`The emails each submission of “${bundle.form.title}” sends once it is sent: every active notification whose rules hold; where none of the organisers' or the submitter's side does, their default.`}
        actions={
          <>
            <HeaderLink to={formPaths.settings(formId)} icon={IconSettings}>
              Form settings
            </HeaderLink>
            <Button
              component={Link}
              to={formPaths.addNotification(formId)}
              leftSection={<IconPlus size={16} aria-hidden />}
            >
              Add notification
            </Button>
          </>
        }
      />
      {list.isError ? <ErrorAlert error={list.error} /> : null}
      {list.isPending ? (
        <Stack gap="sm" role="status" aria-busy="true" aria-label="Loading">
          <Skeleton h={84} />
          <Skeleton h={84} />
        </Stack>
      ) : null}
      {list.data?.length === 0 ? (
        <EmptyState
          icon={<IconMailForward size={34} />}
          title="No notifications yet"
          action={{ label: 'Add your first notification', to: formPaths.addNotification(formId) }}
        >
          No email is sent when this form is submitted. Add one to tell your team about each
          submission, or to send the submitter a copy.
        </EmptyState>
      ) : null}
      {list.data?.length ? (
        <Stack gap="sm" component="ul" aria-label="Notifications" p={0} m={0}>
          {list.data.map((n) => (
            <Card key={n.id} withBorder component="li" padding="md" style={{ listStyle: 'none' }}>
              <Group justify="space-between" wrap="nowrap" gap="sm">
                <Stack gap={4} style={{ minWidth: 0 }}>
                  <Group gap="xs">
                    <Anchor component={Link} to={formPaths.notification(formId, n.id)} fw={600}>
                      {n.name}
                    </Anchor>
                    {n.isAdminDefault || n.isUserDefault ? (
                      <Badge size="sm" variant="light">
                        {audienceOf(n.sendToType) === 'admin'
                          ? "Organisers' default"
                          : "Submitter's default"}
                      </Badge>
                    ) : null}
                    {n.isActive ? null : (
                      <Badge size="sm" variant="outline" color="gray">
                        Inactive
                      </Badge>
                    )}
                  </Group>
                  <Text size="sm" style={{ overflowWrap: 'break-word' }}>
                    {`To ${recipientText(n, bundle)}`}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {ruleSummary(n)}
                  </Text>
                </Stack>
                <FormRuleRowMenu
                  name={n.name}
                  isDeleting={remove.isPending && remove.variables === n.id}
                  editTo={formPaths.notification(formId, n.id)}
                  onDelete={() => deleting.ask(n)}
                />
              </Group>
            </Card>
          ))}
        </Stack>
      ) : null}
      {deleting.dialog}
    </>
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
