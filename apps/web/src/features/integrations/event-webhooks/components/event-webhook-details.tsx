import { t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
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
    ? t`Test (ping)`
    : (eventWebhookKindDetails[kind as keyof typeof eventWebhookKindDetails]?.label ?? kind);

/** Its settings in words, the test send, a new secret, and the delivery log. */
export function EventWebhookDetails({ webhook }: { webhook: EventWebhook }) {
  const test = useTestEventWebhook(webhook.id);
  const rotate = useRotateEventWebhookSecret(webhook.id);
  const [askRotate, setAskRotate] = useState(false);
  const timeZone = useEventTimeZone();
  const { t } = useLingui();
  const heard = eventWebhookKinds.filter((kind) => webhook.kinds.includes(kind));
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
                <Trans>Inactive: receives nothing</Trans>
              </Badge>
            )}
          </Fact>
          <Fact label={t`Request`}>
            {/* i18n-ignore: the HTTP method, the same in every language */}
            POST {webhook.requestURL}
          </Fact>
          <Fact label={t`Tells of`}>
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
          <Fact label={t`Signed with`}>
            <Trans>
              {signatureHeader}; each delivery carries {deliveryHeader}
            </Trans>
          </Fact>
          <Fact label={t`Added`}>{formatDateTimeIn(webhook.createdAt, timeZone)}</Fact>
        </Stack>
      </Card>

      <Card withBorder padding="lg" maw={900}>
        <Stack gap="sm">
          <Title order={2} size="h4">
            <Trans>Test</Trans>
          </Title>
          <Text size="sm" c="dimmed">
            <Trans>
              Sends a ping (the same JSON shape, type “ping”) through the same path as every
              delivery: signed, checked against private addresses and logged below. It is sent
              whether or not the webhook is active.
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
          {test.isError ? <ErrorAlert error={test.error} /> : null}
          {test.data ? (
            <TestResult
              result={test.data}
              extra={
                <Badge
                  variant="outline"
                  color={test.data.deliveryStatus === 'delivered' ? 'green' : 'red'}
                >
                  {test.data.deliveryStatus === 'delivered' ? t`Delivered` : t`Failed`}
                </Badge>
              }
            />
          ) : null}
          {test.data?.isRefused ? (
            <Alert color="red" variant="light" title={t`Nothing was sent`}>
              <Trans>
                The address is private, local or otherwise refused: Showdesk does not connect to it.
              </Trans>
            </Alert>
          ) : null}
          {rotate.data ? <SecretNotice secret={rotate.data.secret} /> : null}
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
          Deliveries are signed with the new secret at once: update your receiver with it.
        </Trans>
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
  const { t } = useLingui();
  const deliveryId = shown?.deliveryId;
  const shownAttempt = shown?.attempt;
  /** "Attempt 2 of Team created" and the like, for each row's names. */
  const attemptName = (a: EventWebhookAttempt) => {
    const attempt = a.attempt;
    const kind = kindLabel(a.kind);
    return t`Attempt ${attempt} of ${kind}`;
  };
  const viewLabel = (a: EventWebhookAttempt) => {
    const attempt = a.attempt;
    const kind = kindLabel(a.kind);
    return t`View what attempt ${attempt} of ${kind} sent`;
  };
  const sentTitle = (a: EventWebhookAttempt) => {
    const kind = kindLabel(a.kind);
    return t`${kind}: what was sent`;
  };
  const kindColumn: TableColumn<EventWebhookAttempt> = {
    id: 'kind',
    header: t`Kind`,
    cell: (a) => kindLabel(a.kind),
  };
  const payloadColumn: TableColumn<EventWebhookAttempt> = {
    id: 'payload',
    header: t`Sent`,
    cell: (a) => (
      <Button
        variant="subtle"
        size="compact-sm"
        leftSection={<IconCode size={14} aria-hidden />}
        onClick={() => setShown(a)}
        aria-label={viewLabel(a)}
      >
        <Trans>View</Trans>
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
        <Trans>Delivery log</Trans>
      </Title>
      {log.isError && !log.data ? (
        <ErrorAlert error={log.error} />
      ) : !log.data ? (
        <TableSkeleton rows={4} />
      ) : log.data.total === 0 ? (
        <EmptyState icon={<IconListDetails size={34} />} title={t`No deliveries yet`}>
          <Trans>
            While the webhook is active, each change of a kind it hears is delivered; every attempt
            is listed here with the answer. Send a test to see one now.
          </Trans>
        </EmptyState>
      ) : (
        <DataTable
          tableId="event-webhook-deliveries"
          label={t`Delivery log`}
          noun={{ one: t`attempt`, many: t`attempts` }}
          columns={columns}
          page={log.data}
          getRowId={(a) => a.id}
          rowName={attemptName}
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
        title={shown ? sentTitle(shown) : ''}
        size="lg"
      >
        {shown ? (
          <Stack gap="xs">
            <Text size="sm" c="dimmed">
              <Trans>
                Delivery {deliveryId} ({deliveryHeader}), attempt {shownAttempt}.
              </Trans>
            </Text>
            {/* Scrolls when long: focusable, so a keyboard can scroll it too. */}
            <Code
              block
              tabIndex={0}
              aria-label={t`Payload`}
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
