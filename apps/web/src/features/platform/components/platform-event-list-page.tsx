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
  const switchInto = useSwitchIntoEvent();
  const open = (event: PlatformEvent) =>
    switchInto.mutate(event.id, { onError: (error) => feedback('error', errorMessage(error)) });

  const columns: TableColumn<PlatformEvent>[] = [
    {
      id: 'name',
      header: 'Event',
      sortKey: 'name',
      phone: 'title',
      cell: (event) => (
        <Group gap="xs" wrap="nowrap">
          <RecordLink to={platformPaths.record(event.id)}>{event.name}</RecordLink>
          {event.closedAt ? (
            <Badge color="gray" variant="light" title={`Closed ${formatDate(event.closedAt)}`}>
              Closed
            </Badge>
          ) : null}
        </Group>
      ),
    },
    {
      id: 'hostnames',
      header: 'Host names',
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
      header: 'Dates',
      sortKey: 'startDate',
      cell: (event) => `${formatDate(event.startDate)} – ${formatDate(event.endDate)}`,
    },
    {
      id: 'timeZone',
      header: 'Time zone',
      cell: (event) => event.timeZone,
    },
    {
      id: 'members',
      header: 'Members',
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
            Edit
          </MenuLink>
          <MenuLink to={platformPaths.copyForm(event.id)} icon={IconCopy}>
            Copy
          </MenuLink>
          <Menu.Item
            leftSection={<IconDoorEnter size={16} aria-hidden />}
            onClick={() => open(event)}
          >
            Open as admin
          </Menu.Item>
        </>
      ),
    }),
  ];

  return (
    <PagedListPage
      noun={{ one: 'event', many: 'events' }}
      title="Platform"
      description="Every event of this installation. Each is served at its own host names."
      actions={
        <>
          <HeaderLink to={platformPaths.people} icon={IconUsers}>
            People
          </HeaderLink>
          <HeaderLink to={platformPaths.admins} icon={IconShieldLock}>
            Platform admins
          </HeaderLink>
          <HeaderLink to={platformPaths.activity} icon={IconHistory}>
            Activity
          </HeaderLink>
          <HeaderLink to={platformPaths.signInProviders} icon={IconLogin2}>
            Single sign-on
          </HeaderLink>
        </>
      }
      add={platformPaths.add}
      search="Search by name, slug or host name"
      source={{ sorts: platformEventSorts, defaultSort: 'name', usePage: usePlatformEventPage }}
      empty={{
        icon: <IconCalendarEvent size={34} />,
        title: 'No events yet',
        children: 'Add an event with its own host name to give an organiser their portal.',
      }}
      columns={columns}
      rowName={(event) => event.name}
      tableId="platform-events"
      tableLabel="Events"
    />
  );
}
