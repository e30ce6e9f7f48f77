import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Group, Text } from '@mantine/core';
import {
  type EventWebhook,
  eventWebhookKindDetails,
} from '@showdesk/domain/integrations/event-webhooks';
import { IconEdit, IconEye, IconWebhook } from '@tabler/icons-react';
import { useDeleteConfirm } from '../../../../components/data-table/archive-selection.tsx';
import type { TableColumn } from '../../../../components/data-table/data-table.tsx';
import {
  DeleteItem,
  MenuLink,
  menuColumn,
  RowMenu,
} from '../../../../components/data-table/row-menu.tsx';
import { namedRecords, PagedListPage } from '../../../../components/list-page.tsx';
import { nameColumn, someOf } from '../../../../components/lists/columns.tsx';
import { DeliveryStatusBadge } from '../../../../components/webhooks/delivery-status-badge.tsx';
import { formatDateTimeIn } from '../../../../lib/format.ts';
import { useEventTimeZone } from '../../../../lib/session.ts';
import { useDeleteEventWebhook, useEventWebhookPage } from '../api/event-webhooks-api.ts';
import { eventWebhookPaths } from '../paths.ts';
import { eventWebhookNoun } from './event-webhook-form.tsx';

const sorts = ['name', 'requestURL', 'isActive', 'createdAt'] as const;

/**
 * /admin/integrations/event-webhooks (admin): the addresses told of what happens in the event,
 * with the kinds each hears, whether it is active and its latest delivery.
 */
export function EventWebhookListPage() {
  const timeZone = useEventTimeZone();
  const remove = useDeleteEventWebhook();
  const { t } = useLingui();
  const deleting = useDeleteConfirm<EventWebhook>({
    noun: t`event webhook`,
    remove,
    idOf: (w) => w.id,
    nameOf: (w) => w.name,
    consequence: t`with its delivery log; nothing more is sent to its address.`,
  });
  const columns: TableColumn<EventWebhook>[] = [
    nameColumn((w) => eventWebhookPaths.one(w.id), { phone: 'title' }),
    {
      id: 'url',
      header: t`URL`,
      sortKey: 'requestURL',
      cell: (w) => (
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {w.requestURL}
        </Text>
      ),
    },
    {
      id: 'kinds',
      header: t`Tells of`,
      cell: (w) => someOf(w.kinds.map((kind) => eventWebhookKindDetails[kind].label)),
    },
    {
      id: 'active',
      header: t`Active`,
      sortKey: 'isActive',
      cell: (w) =>
        // As wide as its word: a narrow column must not cut "Inactive" short.
        w.isActive ? (
          <Badge variant="light" miw="max-content">
            <Trans>Active</Trans>
          </Badge>
        ) : (
          <Badge variant="outline" color="gray" miw="max-content">
            <Trans>Inactive</Trans>
          </Badge>
        ),
    },
    {
      id: 'last',
      header: t`Last delivery`,
      cell: (w) => (
        <Group gap={6} wrap="nowrap">
          <DeliveryStatusBadge status={w.lastDeliveryStatus} />
          {w.lastDeliveryAt ? (
            <Text size="xs" c="dimmed">
              {formatDateTimeIn(w.lastDeliveryAt, timeZone)}
            </Text>
          ) : null}
        </Group>
      ),
    },
    menuColumn((w) => (
      <RowMenu name={w.name} loading={remove.isPending && remove.variables === w.id}>
        <MenuLink to={eventWebhookPaths.one(w.id)} icon={IconEye}>
          <Trans>Test and deliveries</Trans>
        </MenuLink>
        <MenuLink to={eventWebhookPaths.edit(w.id)} icon={IconEdit}>
          <Trans>Edit</Trans>
        </MenuLink>
        <DeleteItem onClick={() => deleting.ask(w)} />
      </RowMenu>
    )),
  ];
  return (
    <PagedListPage
      noun={eventWebhookNoun()}
      {...namedRecords(eventWebhookPaths.list, { sorts, usePage: useEventWebhookPage })}
      description={t`Tell another system (a CRM, badge printing, a stand builder's planning) what happens in the event: each change of a kind a webhook hears is POSTed to its address as signed JSON, and retried until it is taken.`}
      search={t`Name or URL`}
      filters={[
        {
          name: 'isActive',
          label: t`Active`,
          placeholder: t`Active or not`,
          options: { true: t`Active`, false: t`Inactive` },
        },
      ]}
      empty={{
        icon: <IconWebhook size={34} />,
        children: t`An event webhook sends what happens in the event (teams created, tasks completed, submissions sent) to an address of yours as it happens.`,
      }}
      columns={columns}
    >
      {deleting.dialog}
    </PagedListPage>
  );
}
