import { IconUsersGroup } from '@tabler/icons-react';
import { EmptyState } from '../../../components/empty-state.tsx';

/** The teams list before the first team: what teams are, and the way to add one. */
export function TeamsEmptyState() {
  return (
    <EmptyState
      icon={<IconUsersGroup size={34} />}
      title="No teams yet"
      action={{ label: 'Add your first team', to: '/admin/teams/add-team' }}
    >
      Each exhibitor is a team with an owner and members. Add a team and its owner gets a welcome
      email to set their password.
    </EmptyState>
  );
}
