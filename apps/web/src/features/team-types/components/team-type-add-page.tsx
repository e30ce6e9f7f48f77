import { useNavigate } from 'react-router';
import { PageHeader } from '../../../components/page-header.tsx';
import { feedback } from '../../../lib/feedback.ts';
import { useCreateTeamType } from '../api/team-types-api.ts';
import { TeamTypeForm } from './team-type-form.tsx';

/** /admin/team-types/add: a new team type with its name and teams. */
export function TeamTypeAddPage() {
  const navigate = useNavigate();
  const create = useCreateTeamType();
  return (
    <>
      <PageHeader title="Add team type" description="Group teams, e.g. sponsors or caterers." />
      <TeamTypeForm
        teamTypeId={null}
        initial={{ name: '', teamIds: [] }}
        submitLabel="Add team type"
        isPending={create.isPending}
        onSubmit={(values, onError) =>
          create.mutate(values, {
            onSuccess: () => {
              feedback('success');
              navigate('/admin/team-types');
            },
            onError,
          })
        }
      />
    </>
  );
}
