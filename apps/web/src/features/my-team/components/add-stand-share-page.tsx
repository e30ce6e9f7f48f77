import { Button, Card, Divider, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { createMyStandShareInputSchema, type MyTeam } from '@showdesk/domain/my-team';
import type { CustomFieldValues } from '@showdesk/domain/teams';
import { IconBuildingStore } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import {
  CustomFieldInputs,
  checkCustomFieldEntries,
} from '../../../components/custom-field-inputs.tsx';
import { FormFailure } from '../../../components/form-failure.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { StatusScreen } from '../../../components/status-screen.tsx';
import { useBreadcrumbLabel } from '../../../lib/breadcrumb-labels.ts';
import { feedback } from '../../../lib/feedback.ts';
import { type FieldErrors, zodFieldErrors } from '../../../lib/field-errors.ts';
import { useAddMyStandShare, useMyTeam } from '../api/my-team-api.ts';
import { FormPageSkeleton, myTeamState } from './my-team-states.tsx';
import { clear, refusalFieldErrors } from './owner-refusals.ts';

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
    Back to My Team
  </Button>
);

/**
 * /my-team/add-stand-share/:parentId (owner of a parent or ordinary team): a team that shares
 * the stand of the caller's own team, whose owner gets a welcome email. The path without a
 * parent redirects to /my-team (see routes.tsx).
 */
export function AddStandSharePage() {
  const { parentId = '' } = useParams();
  const query = useMyTeam();
  const isOwnTeam = query.data?.id === parentId;
  useBreadcrumbLabel(encodeURIComponent(parentId), isOwnTeam ? query.data?.name : undefined);
  const fallback = myTeamState({ query, isOwnerOnly: true, skeleton: <FormPageSkeleton /> });
  if (fallback || !query.data) return fallback;
  const team = query.data;
  if (!isOwnTeam) {
    return (
      <StatusScreen
        icon={<IconBuildingStore size={34} />}
        title="Not Your Team"
        actions={backToMyTeam}
      >
        You can add stand shares only to your own team.
      </StatusScreen>
    );
  }
  if (!team.canAddStandShare) {
    return (
      <StatusScreen
        icon={<IconBuildingStore size={34} />}
        title="Stand Shares Can't Have Stand Shares"
        actions={backToMyTeam}
      >
        {team.name} is a stand share: it shares the stand of another team, and a stand share can't
        have stand shares of its own.
      </StatusScreen>
    );
  }
  return (
    <>
      <PageHeader
        title="Add stand share"
        description={`A team that shares the stand of ${team.name}. Its owner gets a welcome email with a link to set their password, then manages their own team.`}
      />
      <StandShareForm fields={standShareFields(team)} />
    </>
  );
}

function StandShareForm({ fields }: { fields: ReturnType<typeof standShareFields> }) {
  const navigate = useNavigate();
  const add = useAddMyStandShare();
  const [name, setName] = useState('');
  const [ownerEmail, setOwnerEmail] = useState('');
  const [ownerFirstName, setOwnerFirstName] = useState('');
  const [ownerSurname, setOwnerSurname] = useState('');
  const [customFields, setCustomFields] = useState<CustomFieldValues>({});
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<unknown>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = createMyStandShareInputSchema.safeParse({
      name,
      ownerEmail,
      ownerFirstName,
      ownerSurname,
      customFields,
    });
    const found: FieldErrors = {
      ...checkCustomFieldEntries(fields, customFields, false),
      ...(parsed.success ? {} : zodFieldErrors(parsed.error)),
    };
    // The API needs names only for a new account; a team owner is always asked for them.
    if (!ownerFirstName.trim()) found.ownerFirstName ??= 'Enter a first name';
    if (!ownerSurname.trim()) found.ownerSurname ??= 'Enter a surname';
    setErrors(found);
    setFailure(null);
    if (!parsed.success || Object.keys(found).length > 0) return;
    add.mutate(parsed.data, {
      onSuccess: () => {
        feedback(
          'success',
          `${parsed.data.name} now shares your stand. We've emailed its owner a welcome.`,
        );
        navigate('/my-team');
      },
      onError: (error) => {
        setErrors(refusalFieldErrors(error));
        setFailure(error);
      },
    });
  };

  const disabled = add.isPending;
  return (
    <form onSubmit={submit} noValidate aria-label="Add stand share">
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
            autoComplete="off"
            value={ownerEmail}
            onChange={(e) => setOwnerEmail(e.currentTarget.value)}
            error={errors.ownerEmail}
            disabled={disabled}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label="Owner first name"
              required
              value={ownerFirstName}
              onChange={(e) => setOwnerFirstName(e.currentTarget.value)}
              error={errors.ownerFirstName}
              disabled={disabled}
            />
            <TextInput
              label="Owner surname"
              required
              value={ownerSurname}
              onChange={(e) => setOwnerSurname(e.currentTarget.value)}
              error={errors.ownerSurname}
              disabled={disabled}
            />
          </SimpleGrid>
          {fields.length > 0 ? (
            <>
              <Divider />
              <Text size="sm" c="dimmed">
                The stand share's details, as its team sees them. Its owner can fill in or change
                these later.
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
          <FormFailure error={failure} fields={errors} rephrase={clear} />
          <Group justify="flex-end">
            <Button component={Link} to="/my-team" variant="default">
              Cancel
            </Button>
            <Button type="submit" loading={disabled}>
              Add stand share
            </Button>
          </Group>
        </Stack>
      </Card>
    </form>
  );
}
