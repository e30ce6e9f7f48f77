import { useLingui } from '@lingui/react/macro';
import { PageHeader } from '../../../../components/page-header.tsx';
import { useCreateTeamType } from '../api/team-types-api.ts';
import { TeamTypeForm } from './team-type-form.tsx';

/** /admin/team-types/add: a new team type with its name and teams. */
export function TeamTypeAddPage() {
  const { t } = useLingui();
  return (
    <>
      <PageHeader
        title={t`Add team type`}
        description={t`Group teams, e.g. sponsors or caterers.`}
      />
      <TeamTypeForm
        teamTypeId={null}
        initial={{ name: '', teamIds: [] }}
        submitLabel={t`Add team type`}
        mutation={useCreateTeamType()}
        goTo="/admin/team-types"
      />
    </>
  );
}
