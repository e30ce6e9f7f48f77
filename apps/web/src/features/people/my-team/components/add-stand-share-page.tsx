import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Divider, Text } from '@mantine/core';
import { createMyStandShareInputSchema, type MyTeam } from '@showdesk/domain/people/my-team';
import type { CustomFieldValues } from '@showdesk/domain/people/teams';
import { IconBuildingStore } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import {
  CustomFieldInputs,
  checkCustomFieldEntries,
} from '../../../../components/custom-field-inputs.tsx';
import { PageHeader } from '../../../../components/page-header.tsx';
import {
  emptyPerson,
  PersonFields,
  type PersonValues,
} from '../../../../components/person-fields.tsx';
import { StatusScreen } from '../../../../components/status-screen.tsx';
import { TeamNameInput } from '../../../../components/team-name-input.tsx';
import { useBreadcrumbLabel } from '../../../../lib/breadcrumb-labels.ts';
import { zodFieldErrors } from '../../../../lib/field-errors.ts';
import { useAddMyStandShare, useMyTeam } from '../api/my-team-api.ts';
import { ownerFormState } from './my-team-states.tsx';
import { namesGiven, useOwnerForm } from './owner-form.tsx';

/**
 * The custom fields a stand share's team sees: of the fields this team sees, those shown to
 * child teams. They are optional here; the stand share's owner completes them on their own
 * my-team page.
 */
function standShareFields(team: MyTeam) {
  return team.customFields
    .filter((field) => field.showToChildTeams)
    .map((field) => ({ ...field, isRequired: false }));
}

const backToMyTeam = (
  <Button component={Link} to="/my-team">
    <Trans>Back to My Team</Trans>
  </Button>
);

/**
 * /my-team/add-stand-share/:parentId (owner of a parent or ordinary team): a team that shares
 * the stand of the caller's own team, whose owner gets a welcome email. The path without a
 * parent redirects to /my-team (see routes.tsx).
 */
export function AddStandSharePage() {
  const { t } = useLingui();
  const { parentId = '' } = useParams();
  const query = useMyTeam();
  const isOwnTeam = query.data?.id === parentId;
  useBreadcrumbLabel(encodeURIComponent(parentId), isOwnTeam ? query.data?.name : undefined);
  const fallback = ownerFormState(query);
  if (fallback || !query.data) return fallback;
  const team = query.data;
  const teamName = team.name;
  if (!isOwnTeam) {
    return (
      <StatusScreen
        icon={<IconBuildingStore size={34} />}
        title={t`Not Your Team`}
        actions={backToMyTeam}
      >
        <Trans>You can add stand shares only to your own team.</Trans>
      </StatusScreen>
    );
  }
  if (!team.canAddStandShare) {
    return (
      <StatusScreen
        icon={<IconBuildingStore size={34} />}
        title={t`Stand Shares Can't Have Stand Shares`}
        actions={backToMyTeam}
      >
        <Trans>
          {teamName} is a stand share: it shares the stand of another team, and a stand share can't
          have stand shares of its own.
        </Trans>
      </StatusScreen>
    );
  }
  return (
    <>
      <PageHeader
        title={t`Add stand share`}
        description={t`A team that shares the stand of ${teamName}. Its owner gets a welcome email with a link to set their password, then manages their own team.`}
      />
      <StandShareForm fields={standShareFields(team)} />
    </>
  );
}

function StandShareForm({ fields }: { fields: ReturnType<typeof standShareFields> }) {
  const { t } = useLingui();
  const [name, setName] = useState('');
  const [owner, setOwner] = useState<PersonValues>(emptyPerson);
  const [customFields, setCustomFields] = useState<CustomFieldValues>({});
  const form = useOwnerForm(
    useAddMyStandShare(),
    name !== '' || owner !== emptyPerson || Object.keys(customFields).length > 0,
  );
  const submit = () => {
    const parsed = createMyStandShareInputSchema.safeParse({
      name,
      ownerEmail: owner.email,
      ownerFirstName: owner.firstName,
      ownerSurname: owner.surname,
      customFields,
    });
    form.send(
      {
        ...checkCustomFieldEntries(fields, customFields, false),
        ...namesGiven(owner, { firstName: 'ownerFirstName', surname: 'ownerSurname' }),
        ...(parsed.success ? {} : zodFieldErrors(parsed.error)),
      },
      parsed.success ? parsed.data : null,
      (added) => {
        const shareName = added.name;
        return t`${shareName} now shares your stand. We've emailed its owner a welcome.`;
      },
    );
  };
  const { errors, disabled } = form;
  return form.frame(
    t`Add stand share`,
    submit,
    <>
      <TeamNameInput value={name} onChange={setName} error={errors.name} disabled={disabled} />
      <PersonFields
        isOwner
        namesRequired
        values={owner}
        onChange={setOwner}
        errors={errors}
        disabled={disabled}
      />
      {fields.length > 0 ? (
        <>
          <Divider />
          <Text size="sm" c="dimmed">
            <Trans>
              The stand share's details, as its team sees them. Its owner can fill in or change
              these later.
            </Trans>
          </Text>
          <CustomFieldInputs
            fields={fields}
            values={customFields}
            onChange={setCustomFields}
            errors={errors}
            disabled={disabled}
          />
        </>
      ) : null}
    </>,
  );
}
