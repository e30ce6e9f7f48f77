import { useLingui } from '@lingui/react/macro';
import { Box, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useId } from 'react';

export interface BarDatum {
  /** What the bar stands for (a task, a team type). */
  label: string;
  value: number;
  /** The whole the value is part of (its bar is value / max); default the largest value. */
  max?: number;
  /** The value as people read it beside the bar ("2 of 3 · 66.7%"); default the number. */
  display?: string;
}

interface BarChartProps {
  title: string;
  data: readonly BarDatum[];
  /** A Mantine colour name for the bars. */
  color?: string;
  /** The headers of the hidden data table (screen readers read the numbers from it). */
  labelHeader: string;
  valueHeader: string;
}

/**
 * Horizontal bars, one line each: the label, a bar scaled to its whole and the value. The bars
 * are SVG drawn in percent, so the chart fits any width with text at its normal size; screen
 * readers get the numbers from a visually hidden table instead of the picture.
 */
export function BarChart({ title, data, color = 'teal', labelHeader, valueHeader }: BarChartProps) {
  const titleId = useId();
  const { i18n } = useLingui();
  const largest = Math.max(1, ...data.map((d) => d.value));
  return (
    <Box component="figure" m={0} aria-labelledby={titleId}>
      <Text component="figcaption" fw={600} id={titleId} mb="xs">
        {title}
      </Text>
      <Stack gap={8} aria-hidden>
        {data.map((datum, index) => {
          const whole = datum.max ?? largest;
          const share = whole > 0 ? Math.min(1, datum.value / whole) : 0;
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: two bars may share a label.
            <Box key={index}>
              <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-end">
                <Text size="sm" style={{ overflowWrap: 'break-word' }}>
                  {datum.label}
                </Text>
                <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                  {datum.display ?? datum.value.toLocaleString(i18n.locale)}
                </Text>
              </Group>
              <svg width="100%" height="12" role="presentation" focusable="false">
                <rect width="100%" height="12" rx="6" fill="var(--mantine-color-gray-2)" />
                {share > 0 ? (
                  <rect
                    width={`${share * 100}%`}
                    height="12"
                    rx="6"
                    fill={`var(--mantine-color-${color}-6)`}
                  />
                ) : null}
              </svg>
            </Box>
          );
        })}
      </Stack>
      <VisuallyHidden>
        <table>
          <caption>{title}</caption>
          <thead>
            <tr>
              <th scope="col">{labelHeader}</th>
              <th scope="col">{valueHeader}</th>
            </tr>
          </thead>
          <tbody>
            {data.map((datum, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: two rows may share a label.
              <tr key={index}>
                <th scope="row">{datum.label}</th>
                <td>{datum.display ?? datum.value.toLocaleString(i18n.locale)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </VisuallyHidden>
    </Box>
  );
}
