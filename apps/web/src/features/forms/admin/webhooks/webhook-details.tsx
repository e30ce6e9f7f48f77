import {
  Alert,
  Badge,
  Button,
  Card,
  Code,
  CopyButton,
  Group,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import type { FieldDefinition } from '@showdesk/domain/forms/fields';
import { deliveryHeader, signatureHeader } from '@showdesk/domain/forms/webhook-request';
import type { DeliveryAttempt, Webhook, WebhookTestResult } from '@showdesk/domain/forms/webhooks';
import { IconKey, IconListDetails, IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmDialog } from '../../../../components/confirm-dialog.tsx';
import { DataTable, type TableColumn } from '../../../../components/data-table/data-table.tsx';
import { EmptyState } from '../../../../components/empty-state.tsx';
import { ErrorAlert } from '../../../../components/error-alert.tsx';
import { Fact } from '../../../../components/fact.tsx';
import { TableSkeleton } from '../../../../components/list-page.tsx';
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

/** The signing secret, shown once with a copy button: it cannot be shown again. */
export function SecretNotice({ secret }: { secret: string }) {
  return (
    <Alert color="yellow" variant="light" title="Copy the signing secret now" icon={<IconKey />}>
      <Stack gap="xs">
        <Text size="sm">
          It is shown this once. Each request carries{' '}
          <Code>{signatureHeader}: t=&lt;unix seconds&gt;,v1=&lt;signature&gt;</Code>, the hex
          HMAC-SHA256 of <Code>&lt;t&gt;.&lt;body&gt;</Code> with this secret (a GET: the query
          string for the body). Your receiver recomputes it to know the request came from here.
        </Text>
        <Group gap="xs" wrap="nowrap" align="center">
          <Code block style={{ flex: 1, overflowWrap: 'break-word' }} aria-label="Signing secret">
            {secret}
          </Code>
          <CopyButton value={secret}>
            {({ copied, copy }) => (
              <Button variant="default" size="xs" onClick={copy} style={{ flexShrink: 0 }}>
                {copied ? 'Copied' : 'Copy secret'}
              </Button>
            )}
          </CopyButton>
        </Group>
      </Stack>
    </Alert>
  );
}

/** Why a test was refused: the address's reason (at requestURL) when the server gave one. */
function refusalOf(error: unknown): string {
  const details = error instanceof ApiError && Array.isArray(error.details) ? error.details : [];
  const reasons = details
    .map((detail: { message?: unknown }) => detail.message)
    .filter((message): message is string => typeof message === 'string');
  return reasons.length ? reasons.join('; ') : errorMessage(error);
}

function TestResult({ result }: { result: WebhookTestResult }) {
  const ok = result.statusCode !== null && result.statusCode >= 200 && result.statusCode < 300;
  return (
    <Stack gap={6} role="status" aria-label="Test result">
      <Group gap="xs">
        <Text size="sm" fw={500}>
          Response
        </Text>
        {result.statusCode === null ? (
          <Badge color="red" variant="light">
            No answer
          </Badge>
        ) : (
          <Badge color={ok ? 'green' : 'red'} variant="light">
            {result.statusCode} {result.statusText}
          </Badge>
        )}
        <Text size="xs" c="dimmed">
          {result.durationMs} ms
        </Text>
      </Group>
      {result.error ? (
        <Text size="sm" c="red.9">
          {result.error}
        </Text>
      ) : null}
      {result.responseText ? (
        <Code block style={{ maxHeight: 240, overflow: 'auto', whiteSpace: 'pre-wrap' }}>
          {result.responseText}
        </Code>
      ) : result.statusCode !== null ? (
        <Text size="sm" c="dimmed">
          The response had no text.
        </Text>
      ) : null}
    </Stack>
  );
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
  const source = (entry: Webhook['payloadFields'][number]) =>
    entry.category === 'client'
      ? `Client: ${clientSourceLabel(entry.sourceId)}`
      : entry.category === 'customField'
        ? `Custom field: ${customLabel(entry.sourceId)}`
        : `${labelOf(entry.sourceId)}${entry.nestedKey ? ` (${entry.nestedKey})` : ''}`;
  return (
    <Stack gap="lg">
      <Card withBorder padding="lg" maw={900}>
        <Stack gap="xs">
          <Fact label="Status">
            {webhook.isActive ? (
              <Badge variant="light">Active</Badge>
            ) : (
              <Badge variant="outline" color="gray">
                Inactive
              </Badge>
            )}
          </Fact>
          <Fact label="Request">
            {webhook.requestMethod} {webhook.requestURL}
          </Fact>
          <Fact label="Format">{webhook.requestFormat}</Fact>
          <Fact label="Header">
            {webhook.headerKey === null
              ? 'None'
              : webhook.headerKey === 'Authorization'
                ? `Authorization (${webhook.hasHeaderValue ? 'value saved, not shown' : 'no value'})`
                : `Content-Type: ${webhook.headerValue}`}
          </Fact>
          <Fact label="Payload">
            {webhook.payloadFields.length === 0
              ? 'Every answer by field id'
              : webhook.payloadFields
                  .map((entry) => `${entry.targetId} ← ${source(entry)}`)
                  .join('; ')}
          </Fact>
          <Fact label="Rules">
            {webhook.rules.length === 0
              ? 'None: every sent submission'
              : `${webhook.rules.length} (${webhook.operator === 'ALL' ? 'all' : 'any'} must hold)`}
          </Fact>
          <Fact label="Signed with">
            {signatureHeader}; each delivery carries {deliveryHeader}
          </Fact>
        </Stack>
      </Card>

      <Card withBorder padding="lg" maw={900}>
        <Stack gap="sm">
          <Title order={2} size="h4">
            Test
          </Title>
          <Text size="sm" c="dimmed">
            Sends a sample of this form's fields, as a delivery would be sent, and shows the answer.
            Tests are not logged.
          </Text>
          <Group gap="sm">
            <Button
              leftSection={<IconSend size={16} aria-hidden />}
              onClick={() => test.mutate()}
              loading={test.isPending}
            >
              Send test
            </Button>
            <Button
              variant="default"
              leftSection={<IconKey size={16} aria-hidden />}
              onClick={() => setAskRotate(true)}
            >
              New signing secret
            </Button>
          </Group>
          {test.isError ? (
            <Alert color="red" variant="light" title="The test was not sent" role="alert">
              {refusalOf(test.error)}
            </Alert>
          ) : null}
          {test.data ? <TestResult result={test.data} /> : null}
          {rotate.data ? <SecretNotice secret={rotate.data.secret} /> : null}
          {rotate.isError ? <ErrorAlert error={rotate.error} /> : null}
        </Stack>
      </Card>
      <ConfirmDialog
        opened={askRotate}
        title="Replace the signing secret?"
        confirmLabel="Replace secret"
        isPending={rotate.isPending}
        onConfirm={() => rotate.mutate(undefined, { onSettled: () => setAskRotate(false) })}
        onCancel={() => setAskRotate(false)}
      >
        Requests are signed with the new secret at once: update your receiver with it.
      </ConfirmDialog>

      <DeliveryLog formId={formId} webhookId={webhook.id} />
    </Stack>
  );
}

const logColumns: TableColumn<DeliveryAttempt>[] = [
  {
    id: 'time',
    header: 'Time',
    sortKey: 'attemptedAt',
    phone: 'title',
    cell: (a) => formatDateTime(a.attemptedAt),
  },
  {
    id: 'status',
    header: 'Status',
    cell: (a) =>
      // Never cut short by a long response beside it.
      a.statusCode === null ? (
        <Badge color="red" variant="light" miw="max-content">
          No answer
        </Badge>
      ) : (
        <Badge color={a.statusCode < 300 ? 'green' : 'red'} variant="light" miw="max-content">
          {a.statusCode}
        </Badge>
      ),
  },
  { id: 'attempt', header: 'Attempt', align: 'right', cell: (a) => a.attempt },
  {
    id: 'delivery',
    // The delivery this attempt belongs to, as it stands now (a failed attempt's delivery may
    // have arrived on a later one).
    header: 'Delivery now',
    cell: (a) =>
      a.deliveryStatus === 'delivered'
        ? 'Delivered'
        : a.deliveryStatus === 'failed'
          ? 'Failed (no more attempts)'
          : a.deliveryStatus === 'retrying'
            ? 'Retrying'
            : 'Pending',
  },
  {
    id: 'response',
    header: 'Response',
    cell: (a) => (
      <Text size="sm" lineClamp={3} style={{ overflowWrap: 'break-word' }}>
        {a.error ?? (a.responseExcerpt || '—')}
      </Text>
    ),
  },
  { id: 'duration', header: 'Time taken', defaultHidden: true, cell: (a) => `${a.durationMs} ms` },
];

/** Every delivery attempt, newest first, paged in the address. */
function DeliveryLog({ formId, webhookId }: { formId: string; webhookId: string }) {
  const state = useListState({
    sorts: ['attemptedAt'] as const,
    defaultSort: { key: 'attemptedAt', desc: true },
    pageSize: 10,
  });
  const log = useDeliveryLog(formId, webhookId, state.apiParams);
  return (
    <Stack gap="sm" maw={1100}>
      <Title order={2} size="h4">
        Delivery log
      </Title>
      {log.isError && !log.data ? (
        <ErrorAlert error={log.error} />
      ) : !log.data ? (
        <TableSkeleton rows={4} />
      ) : log.data.total === 0 ? (
        <EmptyState icon={<IconListDetails size={34} />} title="No deliveries yet">
          Each sent submission that meets the rules is delivered while the webhook is active; every
          attempt is listed here with the answer.
        </EmptyState>
      ) : (
        <DataTable
          tableId="webhook-deliveries"
          label="Delivery log"
          noun={{ one: 'attempt', many: 'attempts' }}
          columns={logColumns}
          page={log.data}
          getRowId={(a) => a.id}
          rowName={(a) => `Attempt ${a.attempt} at ${formatDateTime(a.attemptedAt)}`}
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
