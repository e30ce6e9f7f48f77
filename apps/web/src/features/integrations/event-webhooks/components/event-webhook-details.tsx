import {
  Alert,
  Badge,
  Button,
  Card,
  Code,
  Group,
  List,
  Modal,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { deliveryHeader, signatureHeader } from '@showdesk/domain/forms/webhook-request';
import {
  type EventWebhook,
  type EventWebhookAttempt,
  eventWebhookKindDetails,
  eventWebhookKinds,
  pingKind,
} from '@showdesk/domain/integrations/event-webhooks';
import { IconCode, IconKey, IconListDetails, IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmDialog } from '../../../../components/confirm-dialog.tsx';
import { DataTable, type TableColumn } from '../../../../components/data-table/data-table.tsx';
import { EmptyState } from '../../../../components/empty-state.tsx';
import { ErrorAlert } from '../../../../components/error-alert.tsx';
import { Fact } from '../../../../components/fact.tsx';
import { TableSkeleton } from '../../../../components/list-page.tsx';
import { deliveryLogColumns } from '../../../../components/webhooks/delivery-log-columns.tsx';
import { SecretNotice } from '../../../../components/webhooks/secret-notice.tsx';
import { TestResult } from '../../../../components/webhooks/test-result.tsx';
import { formatDateTimeIn } from '../../../../lib/format.ts';
import { useListState } from '../../../../lib/list-state.ts';
import { useEventTimeZone } from '../../../../lib/session.ts';
import {
  useEventWebhookLog,
  useRotateEventWebhookSecret,
  useTestEventWebhook,
} from '../api/event-webhooks-api.ts';

const kindLabel = (kind: string) =>
  kind === pingKind
    ? 'Test (ping)'
    : (eventWebhookKindDetails[kind as keyof typeof eventWebhookKindDetails]?.label ?? kind);

/** Its settings in words, the test send, a new secret, and the delivery log. */
export function EventWebhookDetails({ webhook }: { webhook: EventWebhook }) {
  const test = useTestEventWebhook(webhook.id);
  const rotate = useRotateEventWebhookSecret(webhook.id);
  const [askRotate, setAskRotate] = useState(false);
  const timeZone = useEventTimeZone();
  const heard = eventWebhookKinds.filter((kind) => webhook.kinds.includes(kind));
  return (
    <Stack gap="lg">
      <Card withBorder padding="lg" maw={900}>
        <Stack gap="xs">
          <Fact label="Status">
            {webhook.isActive ? (
              <Badge variant="light">Active</Badge>
            ) : (
              <Badge variant="outline" color="gray">
                Inactive: receives nothing
              </Badge>
            )}
          </Fact>
          <Fact label="Request">POST {webhook.requestURL}</Fact>
          <Fact label="Tells of">
            <List size="sm" spacing={2}>
              {heard.map((kind) => (
                <List.Item key={kind}>
                  <Text span size="sm" fw={500}>
                    {eventWebhookKindDetails[kind].label}
                  </Text>{' '}
                  <Code>{kind}</Code>
                </List.Item>
              ))}
            </List>
          </Fact>
          <Fact label="Signed with">
            {signatureHeader}; each delivery carries {deliveryHeader}
          </Fact>
          <Fact label="Added">{formatDateTimeIn(webhook.createdAt, timeZone)}</Fact>
        </Stack>
      </Card>

      <Card withBorder padding="lg" maw={900}>
        <Stack gap="sm">
          <Title order={2} size="h4">
            Test
          </Title>
          <Text size="sm" c="dimmed">
            Sends a ping (the same JSON shape, type “ping”) through the same path as every delivery:
            signed, checked against private addresses and logged below. It is sent whether or not
            the webhook is active.
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
          {test.isError ? <ErrorAlert error={test.error} /> : null}
          {test.data ? (
            <TestResult
              result={test.data}
              extra={
                <Badge
                  variant="outline"
                  color={test.data.deliveryStatus === 'delivered' ? 'green' : 'red'}
                >
                  {test.data.deliveryStatus === 'delivered' ? 'Delivered' : 'Failed'}
                </Badge>
              }
            />
          ) : null}
          {test.data?.isRefused ? (
            <Alert color="red" variant="light" title="Nothing was sent">
              The address is private, local or otherwise refused: Showdesk does not connect to it.
            </Alert>
          ) : null}
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
        Deliveries are signed with the new secret at once: update your receiver with it.
      </ConfirmDialog>

      <DeliveryLog webhookId={webhook.id} />
    </Stack>
  );
}

/** Every delivery attempt, newest first, paged in the address; what each sent on demand. */
function DeliveryLog({ webhookId }: { webhookId: string }) {
  const timeZone = useEventTimeZone();
  const state = useListState({
    sorts: ['attemptedAt'] as const,
    defaultSort: { key: 'attemptedAt', desc: true },
    pageSize: 10,
  });
  const log = useEventWebhookLog(webhookId, state.apiParams);
  const [shown, setShown] = useState<EventWebhookAttempt | null>(null);
  const kindColumn: TableColumn<EventWebhookAttempt> = {
    id: 'kind',
    header: 'Kind',
    cell: (a) => kindLabel(a.kind),
  };
  const payloadColumn: TableColumn<EventWebhookAttempt> = {
    id: 'payload',
    header: 'Sent',
    cell: (a) => (
      <Button
        variant="subtle"
        size="compact-sm"
        leftSection={<IconCode size={14} aria-hidden />}
        onClick={() => setShown(a)}
        aria-label={`View what attempt ${a.attempt} of ${kindLabel(a.kind)} sent`}
      >
        View
      </Button>
    ),
  };
  const columns = [
    ...deliveryLogColumns<EventWebhookAttempt>(
      (iso) => formatDateTimeIn(iso, timeZone),
      [kindColumn],
    ),
    payloadColumn,
  ];
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
          While the webhook is active, each change of a kind it hears is delivered; every attempt is
          listed here with the answer. Send a test to see one now.
        </EmptyState>
      ) : (
        <DataTable
          tableId="event-webhook-deliveries"
          label="Delivery log"
          noun={{ one: 'attempt', many: 'attempts' }}
          columns={columns}
          page={log.data}
          getRowId={(a) => a.id}
          rowName={(a) => `Attempt ${a.attempt} of ${kindLabel(a.kind)}`}
          sort={state.sort}
          onSort={state.setSort}
          onPage={state.setPage}
          onPageSize={state.setPageSize}
          isBusy={log.isPlaceholderData}
        />
      )}
      <Modal
        opened={shown !== null}
        onClose={() => setShown(null)}
        title={shown ? `${kindLabel(shown.kind)}: what was sent` : ''}
        size="lg"
      >
        {shown ? (
          <Stack gap="xs">
            <Text size="sm" c="dimmed">
              Delivery {shown.deliveryId} ({deliveryHeader}), attempt {shown.attempt}.
            </Text>
            {/* Scrolls when long: focusable, so a keyboard can scroll it too. */}
            <Code
              block
              tabIndex={0}
              aria-label="Payload"
              style={{
                maxHeight: 420,
                overflow: 'auto',
                whiteSpace: 'pre-wrap',
                overflowWrap: 'anywhere',
              }}
            >
              {JSON.stringify(shown.payload, null, 2)}
            </Code>
          </Stack>
        ) : null}
      </Modal>
    </Stack>
  );
}
