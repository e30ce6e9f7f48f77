import { Trans, useLingui } from '@lingui/react/macro';
import { Divider, Stack, Text, Title } from '@mantine/core';
import type { CustomField } from '@showdesk/domain/people/custom-fields';
import type { CustomFieldValues } from '@showdesk/domain/people/teams';
import { CustomFieldInputs } from '../../../../components/custom-field-inputs.tsx';
import type { FieldErrors } from '../../../../lib/field-errors.ts';

interface TeamCustomFieldSectionProps {
  /** The fields that apply to the team, in order (visibleCustomFields for organisers). */
  fields: readonly CustomField[];
  values: CustomFieldValues;
  onChange: (values: CustomFieldValues) => void;
  errors: FieldErrors;
  disabled?: boolean;
}

/**
 * The custom fields part of the organisers' team forms. Organisers also fill in the fields the
 * team never sees; those say so under their label.
 */
export function TeamCustomFieldSection({ fields, ...props }: TeamCustomFieldSectionProps) {
  const { t } = useLingui();
  if (fields.length === 0) return null;
  const hidden = t`Hidden from team`;
  const described = fields.map((field) =>
    field.showField
      ? field
      : {
          ...field,
          description: field.description ? `${field.description} · ${hidden}` : hidden,
        },
  );
  return (
    <Stack gap="md" component="section" aria-labelledby="team-custom-fields">
      <Divider />
      <Stack gap={2}>
        <Title order={2} fz="md" id="team-custom-fields">
          <Trans>Custom fields</Trans>
        </Title>
        <Text size="sm" c="dimmed">
          <Trans>The event's own questions for each team.</Trans>
        </Text>
      </Stack>
      <CustomFieldInputs fields={described} {...props} />
    </Stack>
  );
}
