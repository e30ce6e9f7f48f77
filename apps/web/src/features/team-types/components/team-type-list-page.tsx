import { Anchor } from '@mantine/core';
import { type TeamType, teamTypeSorts } from '@showdesk/domain/team-types';
import { IconCategory } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { TableColumn } from '../../../components/data-table/data-table.tsx';
import { ListPage } from '../../../components/list-page.tsx';
import { formatDate } from '../../../lib/format.ts';
import { useListState } from '../../../lib/list-state.ts';
import { useTeamTypePage } from '../api/team-types-api.ts';

const columns: TableColumn<TeamType>[] = [
  {
    id: 'name',
    header: 'Name',
    sortKey: 'name',
    phone: 'title',
    cell: (teamType) => (
      <Anchor component={Link} to={`/admin/team-types/${encodeURIComponent(teamType.id)}`} fw={500}>
        {teamType.name}
      </Anchor>
    ),
  },
  {
    id: 'teams',
    header: 'Teams',
    sortKey: 'teams',
    align: 'right',
    cell: (teamType) => teamType.teamIds.length,
  },
  {
    id: 'updated',
    header: 'Updated',
    sortKey: 'updatedAt',
    defaultHidden: true,
    cell: (teamType) => formatDate(teamType.updatedAt),
  },
];

/** /admin/team-types (admin): the event's team types by name and how many teams each has. */
export function TeamTypeListPage() {
  const state = useListState({ sorts: teamTypeSorts, defaultSort: { key: 'name', desc: false } });
  const teamTypes = useTeamTypePage(state.apiParams);
  return (
    <ListPage
      add={{
        label: 'Add team type',
        to: '/admin/team-types/add',
        first: 'Add your first team type',
      }}
      title="Team types"
      description="Groups of teams, e.g. sponsors or caterers. A team is in one team type at most."
      search={{ label: 'Search team types', placeholder: 'Name' }}
      state={state}
      query={teamTypes}
      empty={{
        icon: <IconCategory size={34} />,
        title: 'No team types yet',
        children: 'Team types let you filter teams and give each group its own dashboard cards.',
      }}
      table={{
        tableId: 'team-types',
        label: 'Team types',
        noun: { one: 'team type', many: 'team types' },
        columns,
        getRowId: (teamType) => teamType.id,
        rowName: (teamType) => teamType.name,
      }}
    />
  );
}
