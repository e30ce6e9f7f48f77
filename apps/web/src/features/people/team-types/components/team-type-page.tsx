import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { IconCategory } from '@tabler/icons-react';
import { useParams } from 'react-router';
import { RecordPage } from '../../../../components/record-page.tsx';
import { FormPageSkeleton } from '../../../../components/record-state.tsx';
import { useDeleteTeamType, useTeamType, useUpdateTeamType } from '../api/team-types-api.ts';
import { TeamTypeForm } from './team-type-form.tsx';

/** /admin/team-types/:teamTypeId: rename, choose its teams, delete. */
export function TeamTypePage() {
  const { teamTypeId = '' } = useParams();
  const { t } = useLingui();
  const update = useUpdateTeamType(teamTypeId);
  return (
    <RecordPage
      query={useTeamType(teamTypeId)}
      noun={{ one: 'team type', many: 'team types' }}
      icon={<IconCategory size={34} />}
      listPath="/admin/team-types"
      id={teamTypeId}
      title={(teamType) => teamType.name}
      description={({ teamIds }) => {
        const count = teamIds.length;
        return t({ message: plural(count, { one: '# team', other: '# teams' }) });
      }}
      remove={{
        mutation: useDeleteTeamType(teamTypeId),
        consequence: () => t`Its teams stay, without a team type.`,
      }}
      skeleton={<FormPageSkeleton formHeight={220} />}
    >
      {(teamType) => (
        <TeamTypeForm
          key={`${teamType.id}:${teamType.updatedAt}`}
          teamTypeId={teamType.id}
          initial={{ name: teamType.name, teamIds: teamType.teamIds }}
          submitLabel={t`Save`}
          mutation={update}
          guardUnsaved
        />
      )}
    </RecordPage>
  );
}
