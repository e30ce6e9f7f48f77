import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { FieldDefinition } from '@showdesk/domain/forms/fields';
import { deliveryHeader, signatureHeader } from '@showdesk/domain/forms/webhook-request';
import type { DeliveryAttempt, Webhook } from '@showdesk/domain/forms/webhooks';
import { IconKey, IconListDetails, IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmDialog } from '../../../../components/confirm-dialog.tsx';
import { DataTable } from '../../../../components/data-table/data-table.tsx';
import { EmptyState } from '../../../../components/empty-state.tsx';
import { ErrorAlert } from '../../../../components/error-alert.tsx';
import { Fact } from '../../../../components/fact.tsx';
import { TableSkeleton } from '../../../../components/list-page.tsx';
import { deliveryLogColumns } from '../../../../components/webhooks/delivery-log-columns.tsx';
import { SecretNotice } from '../../../../components/webhooks/secret-notice.tsx';
import { TestResult } from '../../../../components/webhooks/test-result.tsx';
import { ApiError } from '../../../../lib/api-client.ts';
import { errorMessage } from '../../../../lib/field-errors.ts';
import { formatDateTime } from '../../../../lib/format.ts';
import { useListState } from '../../../../lib/list-state.ts';
import {
  useCustomFieldOptions,
  useDeliveryLog,
  useRotateSecret,
  useTestWebhook,
} from '../api/webhooks-api.ts';
import { clientSourceLabel } from './webhook-payload-fields.tsx';

/** Why a test was refused: the address's reason (at requestURL) when the server gave one. */
function refusalOf(error: unknown): string {
  const details = error instanceof ApiError && Array.isArray(error.details) ? error.details : [];
  const reasons = details
    .map((detail: { message?: unknown }) => detail.message)
    .filter((message): message is string => typeof message === 'string');
  return reasons.length ? reasons.join('; ') : errorMessage(error);
}

/** Its settings in words, the test call, a new secret, and the delivery log. */
export function WebhookDetails({
  formId,
  webhook,
  fields,
}: {
  formId: string;
  webhook: Webhook;
  fields: FieldDefinition[];
}) {
  const { t } = useLingui();
  const test = useTestWebhook(formId, webhook.id);
  const rotate = useRotateSecret(formId, webhook.id);
  const [askRotate, setAskRotate] = useState(false);
  const customFields = useCustomFieldOptions();
  const customLabel = (id: string) =>
    customFields.data?.find((field) => field.id === id)?.label ?? id;
  const labelOf = (id: string) => {
    const field = fields.find((f) => f.id === id);
    return field && 'label' in field && typeof field.label === 'string' ? field.label : id;
  };
  const source = (entry: Webhook['payloadFields'][number]) => {
    if (entry.category === 'client') {
      const label = clientSourceLabel(entry.sourceId);
      return t`Client: ${label}`;
    }
    if (entry.category === 'customField') {
      const label = customLabel(entry.sourceId);
      return t`Custom field: ${label}`;
    }
    return `${labelOf(entry.sourceId)}${entry.nestedKey ? ` (${entry.nestedKey})` : ''}`;
  };
  const ruleCount = webhook.rules.length;
  return (
    <Stack gap="lg">
      <Card withBorder padding="lg" maw={900}>
        <Stack gap="xs">
          <Fact label={t`Status`}>
            {webhook.isActive ? (
              <Badge variant="light">
                <Trans>Active</Trans>
              </Badge>
            ) : (
              <Badge variant="outline" color="gray">
                <Trans>Inactive</Trans>
              </Badge>
            )}
          </Fact>
          <Fact label={t`Request`}>
            {webhook.requestMethod} {webhook.requestURL}
          </Fact>
          <Fact label={t`Format`}>{webhook.requestFormat}</Fact>
          <Fact label={t`Header`}>
            {webhook.headerKey === null
              ? t`None`
              : webhook.headerKey === 'Authorization'
                ? webhook.hasHeaderValue
                  ? t`Authorization (value saved, not shown)`
                  : t`Authorization (no value)`
                : // i18n-ignore: a header as it is sent
                  `Content-Type: ${webhook.headerValue}`}
          </Fact>
          <Fact label={t`Payload`}>
            {webhook.payloadFields.length === 0
              ? t`Every answer by field id`
              : webhook.payloadFields
                  .map((entry) => `${entry.targetId} ← ${source(entry)}`)
                  .join('; ')}
          </Fact>
          <Fact label={t`Rules`}>
            {webhook.rules.length === 0
              ? t`None: every sent submission`
              : webhook.operator === 'ALL'
                ? t`${ruleCount} (all must hold)`
                : t`${ruleCount} (any must hold)`}
          </Fact>
          <Fact label={t`Signed with`}>
            <Trans>
              {signatureHeader}; each delivery carries {deliveryHeader}
            </Trans>
          </Fact>
        </Stack>
      </Card>

      <Card withBorder padding="lg" maw={900}>
        <Stack gap="sm">
          <Title order={2} size="h4">
            <Trans>Test</Trans>
          </Title>
          <Text size="sm" c="dimmed">
            <Trans>
              Sends a sample of this form's fields, as a delivery would be sent, and shows the
              answer. Tests are not logged.
            </Trans>
          </Text>
          <Group gap="sm">
            <Button
              leftSection={<IconSend size={16} aria-hidden />}
              onClick={() => test.mutate()}
              loading={test.isPending}
            >
              <Trans>Send test</Trans>
            </Button>
            <Button
              variant="default"
              leftSection={<IconKey size={16} aria-hidden />}
              onClick={() => setAskRotate(true)}
            >
              <Trans>New signing secret</Trans>
            </Button>
          </Group>
          {test.isError ? (
            <Alert color="red" variant="light" title={t`The test was not sent`} role="alert">
              {refusalOf(test.error)}
            </Alert>
          ) : null}
          {test.data ? <TestResult result={test.data} /> : null}
          {rotate.data ? (
            <SecretNotice secret={rotate.data.secret}>
              <Trans>(a GET: the query string for the body)</Trans>
            </SecretNotice>
          ) : null}
          {rotate.isError ? <ErrorAlert error={rotate.error} /> : null}
        </Stack>
      </Card>
      <ConfirmDialog
        opened={askRotate}
        title={t`Replace the signing secret?`}
        confirmLabel={t`Replace secret`}
        isPending={rotate.isPending}
        onConfirm={() => rotate.mutate(undefined, { onSettled: () => setAskRotate(false) })}
        onCancel={() => setAskRotate(false)}
      >
        <Trans>
          Requests are signed with the new secret at once: update your receiver with it.
        </Trans>
      </ConfirmDialog>

      <DeliveryLog formId={formId} webhookId={webhook.id} />
    </Stack>
  );
}

/** Every delivery attempt, newest first, paged in the address. */
function DeliveryLog({ formId, webhookId }: { formId: string; webhookId: string }) {
  const { t } = useLingui();
  const logColumns = deliveryLogColumns<DeliveryAttempt>(formatDateTime);
  const state = useListState({
    sorts: ['attemptedAt'] as const,
    defaultSort: { key: 'attemptedAt', desc: true },
    pageSize: 10,
  });
  const log = useDeliveryLog(formId, webhookId, state.apiParams);
  return (
    <Stack gap="sm" maw={1100}>
      <Title order={2} size="h4">
        <Trans>Delivery log</Trans>
      </Title>
      {log.isError && !log.data ? (
        <ErrorAlert error={log.error} />
      ) : !log.data ? (
        <TableSkeleton rows={4} />
      ) : log.data.total === 0 ? (
        <EmptyState icon={<IconListDetails size={34} />} title={t`No deliveries yet`}>
          <Trans>
            Each sent submission that meets the rules is delivered while the webhook is active;
            every attempt is listed here with the answer.
          </Trans>
        </EmptyState>
      ) : (
        <DataTable
          tableId="webhook-deliveries"
          label={t`Delivery log`}
          noun={{ one: 'attempt', many: 'attempts' }}
          columns={logColumns}
          page={log.data}
          getRowId={(a) => a.id}
          rowName={(a) => {
            const attempt = a.attempt;
            const at = formatDateTime(a.attemptedAt);
            return t`Attempt ${attempt} at ${at}`;
          }}
          sort={state.sort}
          onSort={state.setSort}
          onPage={state.setPage}
          onPageSize={state.setPageSize}
          isBusy={log.isPlaceholderData}
        />
      )}
    </Stack>
  );
}
