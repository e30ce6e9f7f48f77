import { Trans } from '@lingui/react/macro';
import { Group, Paper, Stack, Text } from '@mantine/core';
import type { FieldOf } from '@showdesk/domain/forms/fields';
import { formatMinorUnits } from '@showdesk/domain/forms/money';
import { useId } from 'react';

/** A grand total field: its label and help, and the sum of the form's item lists as it changes. */
export function GrandTotal({
  field,
  amount,
  currencyId,
  error,
}: {
  field: FieldOf<'grandTotal'>;
  amount: number | null;
  currencyId: string;
  error: string | undefined;
}) {
  const id = useId();
  return (
    <Paper withBorder radius="md" p="md" bg="gray.0">
      <Group justify="space-between" gap="sm">
        <Stack gap={2}>
          <Text fw={600} id={id}>
            {field.label}
          </Text>
          {field.description ? (
            <Text size="sm" c="dimmed">
              {field.description}
            </Text>
          ) : null}
        </Stack>
        <Text fw={700} fz="xl" aria-labelledby={id} aria-live="polite" role="status">
          {amount === null ? (
            <Trans>Too large to total</Trans>
          ) : (
            formatMinorUnits(amount, currencyId)
          )}
        </Text>
      </Group>
      {error ? (
        <Text c="red.8" size="sm" mt={4}>
          {error}
        </Text>
      ) : null}
    </Paper>
  );
}
