import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Group, Menu, Stack, Text } from '@mantine/core';
import { type PlatformEvent, platformEventSorts } from '@showdesk/domain/platform/platform';
import {
  IconCalendarEvent,
  IconCopy,
  IconDoorEnter,
  IconHistory,
  IconLogin2,
  IconPencil,
  IconShieldLock,
  IconUsers,
} from '@tabler/icons-react';
import type { TableColumn } from '../../../components/data-table/data-table.tsx';
import { actionsColumn, MenuLink } from '../../../components/data-table/row-menu.tsx';
import { HeaderLink, PagedListPage, RecordLink } from '../../../components/list-page.tsx';
import { feedback } from '../../../lib/feedback.ts';
import { errorMessage } from '../../../lib/field-errors.ts';
import { formatDate } from '../../../lib/format.ts';
import { usePlatformEventPage, useSwitchIntoEvent } from '../api/platform-api.ts';
import { platformPaths } from '../paths.ts';

/**
 * /admin/platform (eventflowAdmin): every event of the installation with its host names, dates
 * and member count; add one, edit one, or open it as its admin. Its header leads to the
 * platform's people, admins, activity and single sign-on providers.
 */
export function PlatformEventListPage() {
  const { t } = useLingui();
  const switchInto = useSwitchIntoEvent();
  const open = (event: PlatformEvent) =>
    switchInto.mutate(event.id, { onError: (error) => feedback('error', errorMessage(error)) });

  const columns: TableColumn<PlatformEvent>[] = [
    {
      id: 'name',
      header: t`Event`,
      sortKey: 'name',
      phone: 'title',
      cell: (event) => {
        const closedOn = formatDate(event.closedAt);
        return (
          <Group gap="xs" wrap="nowrap">
            <RecordLink to={platformPaths.record(event.id)}>{event.name}</RecordLink>
            {event.closedAt ? (
              <Badge color="gray" variant="light" title={t`Closed ${closedOn}`}>
                <Trans>Closed</Trans>
              </Badge>
            ) : null}
          </Group>
        );
      },
    },
    {
      id: 'hostnames',
      header: t`Host names`,
      cell: (event) => (
        // One host name a line, broken only when a single name is wider than the column.
        <Stack gap={0}>
          {event.hostnames.map((hostname) => (
            <Text key={hostname} size="sm" style={{ overflowWrap: 'break-word' }}>
              {hostname}
            </Text>
          ))}
        </Stack>
      ),
    },
    {
      id: 'dates',
      header: t`Dates`,
      sortKey: 'startDate',
      cell: (event) => `${formatDate(event.startDate)} – ${formatDate(event.endDate)}`,
    },
    {
      id: 'timeZone',
      header: t`Time zone`,
      cell: (event) => event.timeZone,
    },
    {
      id: 'members',
      header: t`Members`,
      sortKey: 'memberCount',
      align: 'right',
      cell: (event) => event.memberCount,
    },
    actionsColumn<PlatformEvent>({
      nameOf: (event) => event.name,
      isBusy: (event) => switchInto.isPending && switchInto.variables === event.id,
      items: (event) => (
        <>
          <MenuLink to={platformPaths.record(event.id)} icon={IconPencil}>
            <Trans>Edit</Trans>
          </MenuLink>
          <MenuLink to={platformPaths.copyForm(event.id)} icon={IconCopy}>
            <Trans>Copy</Trans>
          </MenuLink>
          <Menu.Item
            leftSection={<IconDoorEnter size={16} aria-hidden />}
            onClick={() => open(event)}
          >
            <Trans>Open as admin</Trans>
          </Menu.Item>
        </>
      ),
    }),
  ];

  return (
    <PagedListPage
      noun={{ one: t`event`, many: t`events` }}
      title={t`Platform`}
      description={t`Every event of this installation. Each is served at its own host names.`}
      actions={
        <>
          <HeaderLink to={platformPaths.people} icon={IconUsers}>
            <Trans>People</Trans>
          </HeaderLink>
          <HeaderLink to={platformPaths.admins} icon={IconShieldLock}>
            <Trans>Platform admins</Trans>
          </HeaderLink>
          <HeaderLink to={platformPaths.activity} icon={IconHistory}>
            <Trans>Activity</Trans>
          </HeaderLink>
          <HeaderLink to={platformPaths.signInProviders} icon={IconLogin2}>
            <Trans>Single sign-on</Trans>
          </HeaderLink>
        </>
      }
      add={platformPaths.add}
      search={t`Search by name, slug or host name`}
      source={{ sorts: platformEventSorts, defaultSort: 'name', usePage: usePlatformEventPage }}
      empty={{
        icon: <IconCalendarEvent size={34} />,
        title: t`No events yet`,
        children: t`Add an event with its own host name to give an organiser their portal.`,
      }}
      columns={columns}
      rowName={(event) => event.name}
      tableId="platform-events"
      tableLabel={t`Events`}
    />
  );
}
