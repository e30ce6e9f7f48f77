import type { TeamDetail } from '@showdesk/domain/people/teams';
import { IconUsersGroup } from '@tabler/icons-react';
import type { ComponentProps } from 'react';
import { RecordPage } from '../../../../components/record-page.tsx';
import { teamPaths } from './team-paths.ts';

type TeamRecordPageProps = Omit<
  ComponentProps<typeof RecordPage<TeamDetail>>,
  'noun' | 'icon' | 'listPath' | 'title'
>;

/** A team's admin screens (its page, its edit form, adding a member) on the record frame. */
export function TeamRecordPage(props: TeamRecordPageProps) {
  return (
    <RecordPage
      {...props}
      noun={{ one: 'team', many: 'teams' }}
      icon={<IconUsersGroup size={34} />}
      listPath={teamPaths.list}
      title={(team) => team.name}
    />
  );
}
