import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { MyTeam } from '@showdesk/domain/people/my-team';
import type { CustomFieldValues } from '@showdesk/domain/people/teams';
import { type FormEvent, type ReactNode, useState } from 'react';
import {
  CustomFieldInputs,
  checkCustomFieldEntries,
} from '../../../../components/custom-field-inputs.tsx';
import { FormFailure } from '../../../../components/form-failure.tsx';
import { feedback } from '../../../../lib/feedback.ts';
import type { FieldErrors } from '../../../../lib/field-errors.ts';
import { useUpdateMyTeam } from '../api/my-team-api.ts';
import { clear, refusalFieldErrors } from './owner-refusals.ts';

/**
 * The custom fields the team sees (a stand share only those shown to child teams; hidden ones
 * never): the owner fills them in, members read them.
 */
export function TeamFieldsCard({ team }: { team: MyTeam }) {
  const { t } = useLingui();
  if (team.customFields.length === 0) return null;
  return (
    <Card
      withBorder
      radius="md"
      padding="lg"
      component="section"
      aria-labelledby="team-fields-title"
    >
      <Stack gap="md">
        <div>
          <Title order={2} fz="lg" id="team-fields-title">
            <Trans>Team details</Trans>
          </Title>
          <Text size="sm" c="dimmed">
            {team.role === 'owner'
              ? t`What the organisers ask of your team. Fields marked * are required.`
              : t`What the organisers ask of your team. Your team owner fills these in.`}
          </Text>
        </div>
        {team.role === 'owner' ? (
          // A fresh form whenever the saved values change.
          <TeamFieldsForm key={JSON.stringify(team.customFieldValues)} team={team} />
        ) : (
          <TeamFieldValues team={team} />
        )}
      </Stack>
    </Card>
  );
}

function TeamFieldsForm({ team }: { team: MyTeam }) {
  const update = useUpdateMyTeam();
  const [values, setValues] = useState<CustomFieldValues>(team.customFieldValues);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<unknown>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = checkCustomFieldEntries(team.customFields, values, true);
    setFailure(null);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    update.mutate(
      { customFields: values },
      {
        onSuccess: () => feedback('success'),
        onError: (error) => {
          setErrors(refusalFieldErrors(error));
          setFailure(error);
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate aria-labelledby="team-fields-title">
      <Stack gap="md">
        <CustomFieldInputs
          fields={team.customFields}
          values={values}
          onChange={setValues}
          errors={errors}
          disabled={update.isPending}
        />
        <FormFailure error={failure} fields={errors} rephrase={clear} />
        <Group justify="flex-end">
          <Button type="submit" loading={update.isPending}>
            <Trans>Save</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The values as a member reads them. */
function TeamFieldValues({ team }: { team: MyTeam }) {
  const { t } = useLingui();
  return (
    <Stack gap="sm" component="dl" m={0}>
      {team.customFields.map((field) => {
        const value = team.customFieldValues[field.id];
        let shown: ReactNode;
        if (field.type === 'checkbox') shown = value === true ? t`Yes` : t`No`;
        else if (typeof value === 'string' && value.trim() !== '') shown = value;
        else
          shown = (
            <Text span c="dimmed" size="sm">
              <Trans>Not filled in yet</Trans>
            </Text>
          );
        return (
          <div key={field.id}>
            <Text component="dt" size="sm" c="dimmed">
              {field.label}
            </Text>
            <Text
              component="dd"
              size="sm"
              m={0}
              style={{ whiteSpace: 'pre-wrap', overflowWrap: 'break-word' }}
            >
              {shown}
            </Text>
          </div>
        );
      })}
    </Stack>
  );
}
