import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Card, Group, Stack, Text } from '@mantine/core';
import { pageInMemory } from '@showdesk/domain/common/list-query';
import type { Webhook, WebhookWithSecret } from '@showdesk/domain/forms/webhooks';
import { IconEdit, IconEye, IconWebhook } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { useDeleteConfirm } from '../../../../components/data-table/archive-selection.tsx';
import type { TableColumn } from '../../../../components/data-table/data-table.tsx';
import { MenuLink, menuColumn } from '../../../../components/data-table/row-menu.tsx';
import { HeaderLink, ListPage } from '../../../../components/list-page.tsx';
import { nameColumn } from '../../../../components/lists/columns.tsx';
import { PageHeader } from '../../../../components/page-header.tsx';
import { RecordPage } from '../../../../components/record-page.tsx';
import { FormPageSkeleton } from '../../../../components/record-state.tsx';
import { DeliveryStatusBadge } from '../../../../components/webhooks/delivery-status-badge.tsx';
import { SecretNotice } from '../../../../components/webhooks/secret-notice.tsx';
import { deleteOf } from '../../../../lib/confirmed-delete.ts';
import { formatDateTime } from '../../../../lib/format.ts';
import { useListState } from '../../../../lib/list-state.ts';
import {
  useCreateWebhook,
  useCustomFieldOptions,
  useDeleteWebhook,
  useUpdateWebhook,
  useWebhook,
  useWebhooks,
} from '../api/webhooks-api.ts';
import { FormRuleRowMenu } from '../components/form-rule-record-pages.tsx';
import { parentFormState, useParentForm } from '../components/form-side-record.tsx';
import { formPaths } from '../paths.ts';
import { WebhookDetails } from './webhook-details.tsx';
import { WebhookForm } from './webhook-form.tsx';
import { newWebhook, valuesOf } from './webhook-values.ts';

const noun = { one: 'webhook', many: 'webhooks' };
const icon = <IconWebhook size={34} />;

const sorts = ['name', 'requestURL', 'requestMethod', 'requestFormat', 'isActive'] as const;

/** /admin/forms/:formId/webhooks (admin): where the form's sent submissions are delivered. */
export function WebhookListPage() {
  const { formId = '' } = useParams();
  const { t } = useLingui();
  const form = useParentForm(formId);
  const list = useWebhooks(formId);
  const state = useListState({ sorts, defaultSort: 'name' });
  const remove = useDeleteWebhook(formId);
  const deleting = useDeleteConfirm<Webhook>({
    noun: 'webhook',
    remove,
    idOf: (w) => w.id,
    nameOf: (w) => w.name,
    consequence: t`with its delivery log; nothing more is sent to its address.`,
  });
  const page = {
    ...list,
    data: list.data
      ? pageInMemory(list.data, state, {
          sortValue: {
            name: (w) => w.name,
            requestURL: (w) => w.requestURL,
            requestMethod: (w) => w.requestMethod,
            requestFormat: (w) => w.requestFormat,
            isActive: (w) => w.isActive,
          },
          searchText: (w) => `${w.name} ${w.requestURL}`,
        })
      : undefined,
  } as UseQueryResult<ReturnType<typeof pageInMemory<Webhook, (typeof sorts)[number]>>>;
  const columns: TableColumn<Webhook>[] = [
    nameColumn((w) => formPaths.webhook(formId, w.id), { phone: 'title' }),
    {
      id: 'url',
      header: 'URL',
      sortKey: 'requestURL',
      cell: (w) => (
        <Text size="sm" style={{ overflowWrap: 'break-word' }}>
          {w.requestURL}
        </Text>
      ),
    },
    { id: 'method', header: t`Method`, sortKey: 'requestMethod', cell: (w) => w.requestMethod },
    { id: 'format', header: t`Format`, sortKey: 'requestFormat', cell: (w) => w.requestFormat },
    {
      id: 'active',
      header: t`Active`,
      sortKey: 'isActive',
      cell: (w) => (w.isActive ? t`Active` : t`Inactive`),
    },
    {
      id: 'last',
      header: t`Last delivery`,
      cell: (w) => (
        <Group gap={6} wrap="nowrap">
          <DeliveryStatusBadge status={w.lastDeliveryStatus} />
          {w.lastDeliveryAt ? (
            <Text size="xs" c="dimmed">
              {formatDateTime(w.lastDeliveryAt)}
            </Text>
          ) : null}
        </Group>
      ),
    },
    menuColumn((w) => (
      <FormRuleRowMenu
        name={w.name}
        isDeleting={remove.isPending && remove.variables === w.id}
        editTo={formPaths.editWebhook(formId, w.id)}
        onDelete={() => deleting.ask(w)}
        leading={
          <MenuLink to={formPaths.webhook(formId, w.id)} icon={IconEye}>
            <Trans>View deliveries</Trans>
          </MenuLink>
        }
      />
    )),
  ];
  const state0 = parentFormState(form, icon, 240);
  if (state0 || !form.data) return state0;
  const formTitle = form.data.form.title;
  return (
    <ListPage
      noun={noun}
      title={t`Webhooks`}
      description={t`Each submission of “${formTitle}”, once sent, is delivered to the active webhooks whose rules it meets: signed, and retried until the receiver answers.`}
      add={formPaths.addWebhook(formId)}
      actions={
        <HeaderLink to={formPaths.builder(formId)} back>
          <Trans>Back to the form</Trans>
        </HeaderLink>
      }
      search={t`Name or URL`}
      state={state}
      query={page}
      empty={{
        icon,
        children: t`A webhook sends each sent submission to another system (a CRM, a spreadsheet service) as JSON, XML or form data.`,
      }}
      columns={columns}
      rowName={(w) => w.name}
    >
      {deleting.dialog}
    </ListPage>
  );
}

/** /admin/forms/:formId/webhooks/add: once added, its signing secret is shown, this once. */
export function WebhookAddPage() {
  const { formId = '' } = useParams();
  const { t } = useLingui();
  const form = useParentForm(formId);
  const customFields = useCustomFieldOptions();
  const create = useCreateWebhook(formId);
  const [created, setCreated] = useState<WebhookWithSecret | null>(null);
  const state = parentFormState(form, icon, 640);
  if (state || !form.data) return state;
  if (created) {
    return (
      <>
        <PageHeader title={t`Webhook added`} description={created.webhook.name} />
        <Stack gap="md" maw={720}>
          <SecretNotice secret={created.secret}>
            <Trans>(a GET: the query string for the body)</Trans>
          </SecretNotice>
          <Group>
            <Button component={Link} to={formPaths.webhook(formId, created.webhook.id)}>
              <Trans>Go to the webhook</Trans>
            </Button>
            <Button component={Link} to={formPaths.webhooks(formId)} variant="default">
              <Trans>Back to webhooks</Trans>
            </Button>
          </Group>
        </Stack>
      </>
    );
  }
  const formTitle = form.data.form.title;
  return (
    <>
      <PageHeader
        title={t`Add webhook`}
        description={t`Receives each submission of “${formTitle}” once it is sent.`}
      />
      <WebhookForm<WebhookWithSecret>
        fields={form.data.form.fields}
        customFields={customFields.data ?? []}
        initial={newWebhook}
        submitLabel={t`Add webhook`}
        mutation={create}
        onSaved={setCreated}
        cancelTo={formPaths.webhooks(formId)}
      />
    </>
  );
}

/** A webhook's record pages: the webhook by its id, named by its name; not found, its form's list. */
function useWebhookRecord(formId: string, webhookId: string) {
  return {
    query: useWebhook(formId, webhookId),
    noun,
    icon,
    listPath: formPaths.webhooks(formId),
    id: webhookId,
    title: (w: Webhook) => w.name,
  };
}

/** /admin/forms/:formId/webhooks/:webhookId: its settings, the test call and the delivery log. */
export function WebhookPage() {
  const { formId = '', webhookId = '' } = useParams();
  const { t } = useLingui();
  const form = useParentForm(formId);
  const remove = useDeleteWebhook(formId);
  return (
    <RecordPage
      {...useWebhookRecord(formId, webhookId)}
      description={() => form.data?.form.title}
      actions={(w) => (
        <HeaderLink to={formPaths.editWebhook(formId, w.id)} icon={IconEdit}>
          <Trans>Edit</Trans>
        </HeaderLink>
      )}
      remove={{
        mutation: deleteOf(remove, webhookId),
        consequence: () => t`Its delivery log goes with it; nothing more is sent to its address.`,
      }}
      skeleton={<FormPageSkeleton formHeight={420} />}
    >
      {(w) => <WebhookDetails formId={formId} webhook={w} fields={form.data?.form.fields ?? []} />}
    </RecordPage>
  );
}

/** /admin/forms/:formId/webhooks/:webhookId/edit. */
export function WebhookEditPage() {
  const { formId = '', webhookId = '' } = useParams();
  const form = useParentForm(formId);
  const customFields = useCustomFieldOptions();
  const { t } = useLingui();
  const update = useUpdateWebhook(formId, webhookId);
  return (
    <RecordPage
      {...useWebhookRecord(formId, webhookId)}
      heading={t`Edit webhook`}
      description={(w) => w.name}
      skeleton={<FormPageSkeleton formHeight={640} />}
    >
      {(w) =>
        form.data ? (
          <WebhookForm<Webhook>
            key={`${w.id}:${w.updatedAt}`}
            fields={form.data.form.fields}
            customFields={customFields.data ?? []}
            initial={valuesOf(w)}
            hasStoredCredential={w.headerKey === 'Authorization' && w.hasHeaderValue}
            submitLabel={t`Save webhook`}
            mutation={update}
            cancelTo={formPaths.webhook(formId, w.id)}
            goTo={formPaths.webhook(formId, w.id)}
            guardUnsaved
          />
        ) : (
          <Card withBorder>
            <FormPageSkeleton formHeight={640} />
          </Card>
        )
      }
    </RecordPage>
  );
}
