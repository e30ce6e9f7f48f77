import { Button } from '@mantine/core';
import { IconCategory, IconTrash } from '@tabler/icons-react';
import { useParams } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { FormPageSkeleton, recordState } from '../../../components/record-state.tsx';
import { useBreadcrumbLabel } from '../../../lib/breadcrumb-labels.ts';
import { useConfirmedDelete } from '../../../lib/confirmed-delete.ts';
import { feedback } from '../../../lib/feedback.ts';
import { useDeleteTeamType, useTeamType, useUpdateTeamType } from '../api/team-types-api.ts';
import { TeamTypeForm } from './team-type-form.tsx';

/** /admin/team-types/:teamTypeId: rename, choose its teams, delete. */
export function TeamTypePage() {
  const { teamTypeId = '' } = useParams();
  const query = useTeamType(teamTypeId);
  const update = useUpdateTeamType(teamTypeId);
  const remove = useDeleteTeamType(teamTypeId);
  const deletion = useConfirmedDelete(remove, '/admin/team-types');
  useBreadcrumbLabel(encodeURIComponent(teamTypeId), query.data?.name);

  const fallback = recordState({
    query,
    noun: 'Team type',
    icon: <IconCategory size={34} />,
    listPath: '/admin/team-types',
    listName: 'Team Types',
    skeleton: <FormPageSkeleton formHeight={220} />,
  });
  if (fallback || !query.data) return fallback;

  const teamType = query.data;
  return (
    <>
      <PageHeader
        title={teamType.name}
        description={`${teamType.teamIds.length} ${teamType.teamIds.length === 1 ? 'team' : 'teams'}`}
        actions={
          <Button
            variant="outline"
            color="red"
            leftSection={<IconTrash size={16} aria-hidden />}
            onClick={deletion.ask}
          >
            Delete team type
          </Button>
        }
      />
      <TeamTypeForm
        key={`${teamType.id}:${teamType.updatedAt}`}
        teamTypeId={teamType.id}
        initial={{ name: teamType.name, teamIds: teamType.teamIds }}
        submitLabel="Save"
        isPending={update.isPending}
        onSubmit={(values, onError) =>
          update.mutate(values, { onSuccess: () => feedback('success'), onError })
        }
      />
      <ConfirmDialog
        opened={deletion.isConfirming}
        title="Delete this team type?"
        confirmLabel="Delete team type"
        isPending={deletion.isPending}
        onConfirm={() => deletion.confirm(teamType.name)}
        onCancel={deletion.cancel}
      >
        “{teamType.name}” will be deleted. Its teams stay, without a team type.
      </ConfirmDialog>
    </>
  );
}
