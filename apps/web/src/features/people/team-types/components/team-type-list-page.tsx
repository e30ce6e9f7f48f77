import { useLingui } from '@lingui/react/macro';
import { type TeamType, teamTypeSorts } from '@showdesk/domain/people/team-types';
import { IconCategory } from '@tabler/icons-react';
import type { TableColumn } from '../../../../components/data-table/data-table.tsx';
import { namedRecords, PagedListPage } from '../../../../components/list-page.tsx';
import { nameColumn, updatedColumn } from '../../../../components/lists/columns.tsx';
import { useTeamTypePage } from '../api/team-types-api.ts';

/** The list's columns, in the language spoken now. */
const columnsOf = (teamsHeader: string): TableColumn<TeamType>[] => [
  nameColumn((teamType) => `/admin/team-types/${encodeURIComponent(teamType.id)}`),
  {
    id: 'teams',
    header: teamsHeader,
    sortKey: 'teams',
    align: 'right',
    cell: (teamType) => teamType.teamIds.length,
  },
  updatedColumn({ defaultHidden: true }),
];

/** /admin/team-types (admin): the event's team types by name and how many teams each has. */
export function TeamTypeListPage() {
  const { t } = useLingui();
  const columns = columnsOf(t`Teams`);
  return (
    <PagedListPage
      noun={{ one: 'team type', many: 'team types' }}
      {...namedRecords('/admin/team-types', { sorts: teamTypeSorts, usePage: useTeamTypePage })}
      description={t`Groups of teams, e.g. sponsors or caterers. A team is in one team type at most.`}
      search={t`Name`}
      empty={{
        icon: <IconCategory size={34} />,
        children: t`Team types let you filter teams and give each group its own dashboard cards.`,
      }}
      columns={columns}
    />
  );
}
