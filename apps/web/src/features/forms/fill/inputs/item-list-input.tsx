import { Trans, useLingui } from '@lingui/react/macro';
import { Group, NumberInput, Paper, Stack, Text } from '@mantine/core';
import type { FieldOf } from '@showdesk/domain/forms/fields';
import { formatMinorUnits } from '@showdesk/domain/forms/money';
import type { LineItem } from '@showdesk/domain/forms/values';
import { errorAt } from '../fill-model.ts';
import { FieldGroupFrame, type FieldInputProps } from './input-frame.tsx';

const linesOf = (value: unknown): LineItem[] => (Array.isArray(value) ? (value as LineItem[]) : []);

/**
 * An item list: a quantity for each item, priced in the event's currency; only the items
 * chosen (quantity above 0) are kept in the value.
 */
export function ItemListInput(props: FieldInputProps & { field: FieldOf<'itemList'> }) {
  const { field, path, currencyId, readOnly } = props;
  const { t } = useLingui();
  const lines = linesOf(props.value);
  const quantity = (itemId: string) => lines.find((line) => line.itemId === itemId)?.quantity ?? 0;
  const money = (amount: number) => formatMinorUnits(amount, currencyId);
  const total = field.items.reduce((sum, item) => sum + item.price * quantity(item.itemId), 0);
  const setQuantity = (itemId: string, next: number) =>
    props.onChange((latest: unknown) => {
      const current = linesOf(latest);
      const chosen = field.items.flatMap((item) => {
        const q =
          item.itemId === itemId
            ? next
            : (current.find((l) => l.itemId === item.itemId)?.quantity ?? 0);
        return q > 0 ? [{ itemId: item.itemId, price: item.price, quantity: q }] : [];
      });
      return chosen.length ? chosen : undefined;
    });
  return (
    <FieldGroupFrame field={field} error={errorAt(props.errors, path)}>
      <Stack gap="xs">
        {field.items.map((item) => {
          const itemLabel = item.label;
          return (
            <Paper key={item.itemId} withBorder radius="md" p="sm">
              <Group justify="space-between" align="flex-end" gap="sm">
                <Stack gap={2} style={{ flex: '1 1 200px', minWidth: 0 }}>
                  <Text fw={500} size="sm">
                    {item.label}
                  </Text>
                  {item.description ? (
                    <Text size="xs" c="dimmed">
                      {item.description}
                    </Text>
                  ) : null}
                  {field.showPrice ? (
                    <Text size="sm">
                      {money(item.price)}{' '}
                      <Text span size="xs" c="dimmed">
                        <Trans>each</Trans>
                      </Text>
                    </Text>
                  ) : null}
                </Stack>
                <Group gap="sm" align="flex-end" wrap="nowrap">
                  <NumberInput
                    label={t`Quantity`}
                    aria-label={t`Quantity of ${itemLabel}`}
                    value={quantity(item.itemId) || ''}
                    placeholder="0"
                    min={0}
                    max={100000}
                    allowDecimal={false}
                    allowNegative={false}
                    onChange={(next) =>
                      setQuantity(item.itemId, typeof next === 'number' ? next : 0)
                    }
                    readOnly={readOnly}
                    w={110}
                  />
                  {field.showSubtotals ? (
                    <Stack gap={0} align="flex-end" miw={90}>
                      <Text size="xs" c="dimmed">
                        <Trans>Subtotal</Trans>
                      </Text>
                      <Text size="sm" fw={500}>
                        {money(item.price * quantity(item.itemId))}
                      </Text>
                    </Stack>
                  ) : null}
                </Group>
              </Group>
            </Paper>
          );
        })}
        {field.showTotal ? (
          <Group justify="flex-end" gap="xs" aria-live="polite">
            <Text fw={500}>
              <Trans>Total</Trans>
            </Text>
            <Text fw={700}>{money(total)}</Text>
          </Group>
        ) : null}
      </Stack>
    </FieldGroupFrame>
  );
}
