import { Trans } from '@lingui/react/macro';
import { Badge, Group, Text } from '@mantine/core';
import type { CustomField } from '@showdesk/domain/people/custom-fields';

/**
 * Required, hidden from teams, shown to stand shares: the settings that change who sees what.
 * With none of them, nothing (or a dash with `showNone`, for a table cell).
 */
export function FieldBadges({
  field,
  showNone = false,
}: {
  field: CustomField;
  showNone?: boolean;
}) {
  const badges = [
    field.isRequired && (
      <Badge key="required" variant="light" color="red">
        <Trans>Required</Trans>
      </Badge>
    ),
    !field.showField && (
      <Badge key="hidden" variant="light" color="gray">
        <Trans>Hidden from teams</Trans>
      </Badge>
    ),
    field.showToChildTeams && (
      <Badge key="child" variant="light" color="grape">
        <Trans>Shown to stand shares</Trans>
      </Badge>
    ),
  ].filter(Boolean);
  if (badges.length === 0) return showNone ? <Text c="dimmed">—</Text> : null;
  return <Group gap={6}>{badges}</Group>;
}
