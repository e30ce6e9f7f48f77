import { useLingui } from '@lingui/react/macro';
import { createTeamInputSchema } from '@showdesk/domain/people/team-inputs';
import { useState } from 'react';
import { useParams } from 'react-router';
import { PageHeader } from '../../../../components/page-header.tsx';
import {
  emptyPerson,
  PersonFields,
  type PersonValues,
} from '../../../../components/person-fields.tsx';
import { RecordForm, useRecordSave } from '../../../../components/record-form.tsx';
import { TeamNameInput } from '../../../../components/team-name-input.tsx';
import { useBreadcrumbLabel } from '../../../../lib/breadcrumb-labels.ts';
import { useCreateStandShare, useCreateTeam, useTeam } from '../api/teams-api.ts';
import { TeamKindFields, useTeamKind } from './team-kind-fields.tsx';
import { teamPaths } from './team-paths.ts';

/**
 * /admin/teams/add-team, and /admin/teams/add-stand-share/:parentId for a child team of
 * parentId: the same form, posted to the teams or to the parent's stand shares. The custom
 * fields are those that apply to the new team (a stand share's: only those shown to child teams).
 */
export function TeamAddPage() {
  const { t } = useLingui();
  const { parentId } = useParams();
  const isStandShare = parentId !== undefined;
  const parent = useTeam(parentId ?? '');
  const createTeam = useCreateTeam();
  const createStandShare = useCreateStandShare(parentId ?? '');
  const mutation = isStandShare ? createStandShare : createTeam;
  const kind = useTeamKind(
    { teamTypeId: null, isOrganiser: false, customFields: {} },
    { standShareRole: isStandShare ? 'child' : null },
  );
  useBreadcrumbLabel(parentId ? encodeURIComponent(parentId) : undefined, parent.data?.name);

  const [name, setName] = useState('');
  const [owner, setOwner] = useState<PersonValues>(emptyPerson);
  const save = useRecordSave<{ id: string }>({
    isDirty: name !== '' || owner !== emptyPerson || kind.isDirty,
    goTo: (team) => teamPaths.team(team.id),
  });
  const errors = save.errors;

  const submit = () => {
    const input = save.check(
      createTeamInputSchema,
      {
        name,
        ownerEmail: owner.email,
        ownerFirstName: owner.firstName.trim() || undefined,
        ownerSurname: owner.surname.trim() || undefined,
        isOrganiser: kind.isOrganiser,
        teamTypeId: kind.teamTypeId,
        customFields: kind.customFields(),
      },
      kind.missing(),
    );
    if (!input) return;
    const { isOrganiser, ...standShare } = input;
    if (isStandShare) createStandShare.mutate(standShare, save.handlers());
    else createTeam.mutate({ ...standShare, isOrganiser }, save.handlers());
  };

  const title = isStandShare ? t`Add stand share` : t`Add team`;
  const parentName = parent.data?.name;
  const disabled = mutation.isPending;
  return (
    <>
      <PageHeader
        title={title}
        description={
          isStandShare
            ? parentName
              ? t`A team sharing the stand of ${parentName}.`
              : t`A team sharing the stand of its parent team.`
            : t`The owner gets a welcome email. Enter their name unless they are already a member of this event.`
        }
      />
      <RecordForm
        save={save}
        onSubmit={submit}
        submitLabel={title}
        isPending={disabled}
        cancelTo={parentId ? teamPaths.team(parentId) : teamPaths.list}
      >
        <TeamNameInput value={name} onChange={setName} error={errors.name} disabled={disabled} />
        <PersonFields
          isOwner
          namesRequired={false}
          values={owner}
          onChange={setOwner}
          errors={errors}
          disabled={disabled}
        />
        <TeamKindFields {...kind.fields} errors={errors} disabled={disabled} />
      </RecordForm>
    </>
  );
}
