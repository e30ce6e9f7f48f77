import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { visibleCustomFields } from '@showdesk/domain/people/custom-field-rules';
import type { CustomField } from '@showdesk/domain/people/custom-fields';
import type { TeamDetail } from '@showdesk/domain/people/teams';
import { useTeamCustomFields } from '../api/team-custom-fields-api.ts';

function shownValue(field: CustomField, value: string | boolean | undefined): string {
  if (field.type === 'checkbox') return value === true ? t`Yes` : t`No`;
  return typeof value === 'string' && value.trim() !== '' ? value : '—';
}

/**
 * The team's custom field values, read-only: the fields that apply to it (a stand share has
 * only those shown to child teams), hidden ones marked. Nothing for moderators, who cannot
 * read the fields, nor for an event without any.
 */
export function TeamCustomFieldsCard({ team }: { team: TeamDetail }) {
  const fields = useTeamCustomFields();
  if (!fields.data) return null;
  const applicable = visibleCustomFields(fields.data.customFields, team, 'organiser');
  if (applicable.length === 0) return null;
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="team-fields">
      <Stack gap="md">
        <Title order={2} fz="lg" id="team-fields">
          <Trans>Custom fields</Trans>
        </Title>
        <Stack gap="sm">
          {applicable.map((field) => (
            <Group key={field.id} gap="xs" align="flex-start" wrap="nowrap">
              <Stack gap={2} w={{ base: 130, sm: 200 }} style={{ flexShrink: 0 }}>
                <Text size="sm" c="dimmed">
                  {field.label}
                </Text>
                {field.showField ? null : (
                  <Badge size="xs" variant="light" color="gray" w="fit-content">
                    <Trans>Hidden from team</Trans>
                  </Badge>
                )}
              </Stack>
              <Text
                size="sm"
                component="div"
                style={{ overflowWrap: 'break-word', whiteSpace: 'pre-line' }}
              >
                {shownValue(field, team.customFields[field.id])}
              </Text>
            </Group>
          ))}
        </Stack>
      </Stack>
    </Card>
  );
}
