import { Button, Card, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { pickCustomFieldValues, visibleCustomFields } from '@showdesk/domain/custom-field-rules';
import { createTeamInputSchema } from '@showdesk/domain/team-inputs';
import type { CustomFieldValues } from '@showdesk/domain/teams';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { checkCustomFieldEntries } from '../../../components/custom-field-inputs.tsx';
import { FormFailure } from '../../../components/form-failure.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { useBreadcrumbLabel } from '../../../lib/breadcrumb-labels.ts';
import { feedback } from '../../../lib/feedback.ts';
import { apiFieldErrors, type FieldErrors, zodFieldErrors } from '../../../lib/field-errors.ts';
import { useTeamCustomFields } from '../api/team-custom-fields-api.ts';
import {
  useCreateStandShare,
  useCreateTeam,
  useTeam,
  useTeamTypeOptions,
} from '../api/teams-api.ts';
import { TeamCustomFieldSection } from './team-custom-field-section.tsx';
import { TeamKindFields } from './team-kind-fields.tsx';
import { teamPaths } from './team-paths.ts';

/**
 * /admin/teams/add-team, and /admin/teams/add-stand-share/:parentId for a child team of
 * parentId: the same form, posted to the teams or to the parent's stand shares. The custom
 * fields are those that apply to the new team (a stand share's: only those shown to child teams).
 */
export function TeamAddPage() {
  const { parentId } = useParams();
  const isStandShare = parentId !== undefined;
  const navigate = useNavigate();
  const parent = useTeam(parentId ?? '');
  const teamTypes = useTeamTypeOptions();
  const createTeam = useCreateTeam();
  const createStandShare = useCreateStandShare(parentId ?? '');
  const mutation = isStandShare ? createStandShare : createTeam;
  // Admin-only: a moderator's form has no custom fields.
  const fields = useTeamCustomFields();
  const applicable = fields.data
    ? visibleCustomFields(
        fields.data.customFields,
        { standShareRole: isStandShare ? 'child' : null },
        'organiser',
      )
    : [];
  useBreadcrumbLabel(parentId ? encodeURIComponent(parentId) : undefined, parent.data?.name);

  const [name, setName] = useState('');
  const [ownerEmail, setOwnerEmail] = useState('');
  const [ownerFirstName, setOwnerFirstName] = useState('');
  const [ownerSurname, setOwnerSurname] = useState('');
  const [isOrganiser, setIsOrganiser] = useState(false);
  const [teamTypeId, setTeamTypeId] = useState<string | null>(null);
  const [values, setValues] = useState<CustomFieldValues>({});
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<unknown>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = createTeamInputSchema.safeParse({
      name,
      ownerEmail,
      ownerFirstName: ownerFirstName.trim() || undefined,
      ownerSurname: ownerSurname.trim() || undefined,
      isOrganiser,
      teamTypeId,
      customFields: pickCustomFieldValues(applicable, values),
    });
    const found = {
      ...checkCustomFieldEntries(applicable, values, true),
      ...(parsed.success ? {} : zodFieldErrors(parsed.error)),
    };
    if (!parsed.success || Object.keys(found).length > 0) return setErrors(found);
    setErrors({});
    setFailure(null);
    const { isOrganiser: organiser, ...standShare } = parsed.data;
    const onSuccess = (team: { id: string }) => {
      feedback('success');
      navigate(teamPaths.team(team.id));
    };
    const onError = (error: unknown) => {
      const fields = apiFieldErrors(error);
      setErrors(fields);
      setFailure(error);
    };
    if (isStandShare) createStandShare.mutate(standShare, { onSuccess, onError });
    else createTeam.mutate({ ...standShare, isOrganiser: organiser }, { onSuccess, onError });
  };

  const title = isStandShare ? 'Add stand share' : 'Add team';
  const disabled = mutation.isPending;
  return (
    <>
      <PageHeader
        title={title}
        description={
          isStandShare
            ? `A team sharing the stand of ${parent.data?.name ?? 'its parent team'}.`
            : 'The owner gets a welcome email. Enter their name unless they are already a member of this event.'
        }
      />
      <form onSubmit={submit} noValidate>
        <Card withBorder radius="md" padding="lg" maw={720}>
          <Stack gap="md">
            <TextInput
              label="Team name"
              required
              value={name}
              onChange={(e) => setName(e.currentTarget.value)}
              error={errors.name}
              disabled={disabled}
            />
            <TextInput
              label="Owner email"
              type="email"
              required
              value={ownerEmail}
              onChange={(e) => setOwnerEmail(e.currentTarget.value)}
              error={errors.ownerEmail}
              disabled={disabled}
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput
                label="Owner first name"
                description="Needed unless they are already a member of this event"
                value={ownerFirstName}
                onChange={(e) => setOwnerFirstName(e.currentTarget.value)}
                error={errors.ownerFirstName}
                disabled={disabled}
              />
              <TextInput
                label="Owner surname"
                description="Needed unless they are already a member of this event"
                value={ownerSurname}
                onChange={(e) => setOwnerSurname(e.currentTarget.value)}
                error={errors.ownerSurname}
                disabled={disabled}
              />
            </SimpleGrid>
            <TeamKindFields
              teamTypes={teamTypes.data?.teamTypes}
              teamTypeId={teamTypeId}
              onTeamTypeId={setTeamTypeId}
              isStandShare={isStandShare}
              isOrganiser={isOrganiser}
              onIsOrganiser={setIsOrganiser}
              errors={errors}
              disabled={disabled}
            />
            <TeamCustomFieldSection
              fields={applicable}
              values={values}
              onChange={setValues}
              errors={errors}
              disabled={disabled}
            />
            <FormFailure error={failure} fields={errors} />
            <Group justify="flex-end">
              <Button
                component={Link}
                to={parentId ? teamPaths.team(parentId) : teamPaths.list}
                variant="default"
              >
                Cancel
              </Button>
              <Button type="submit" loading={disabled}>
                {title}
              </Button>
            </Group>
          </Stack>
        </Card>
      </form>
    </>
  );
}
