import { Trans, useLingui } from '@lingui/react/macro';
import { Box, Group, Text, VisuallyHidden } from '@mantine/core';
import { useId } from 'react';

export interface LinePoint {
  /** YYYY-MM-DD */
  day: string;
  count: number;
}

interface LineChartProps {
  title: string;
  points: readonly LinePoint[];
  /** A Mantine colour name for the line. */
  color?: string;
  /** How a day reads on the axis and in the hidden table ("1 Mar 2027"). */
  formatDay: (day: string) => string;
  valueHeader: string;
}

const width = 600;
const height = 160;

/**
 * A line over days (one point per day given, spaced by date), with its area filled. The SVG
 * stretches to the width it is given (the stroke stays one width); the axis labels are text
 * beside it, and screen readers get the numbers from a visually hidden table.
 */
export function LineChart({
  title,
  points,
  color = 'teal',
  formatDay,
  valueHeader,
}: LineChartProps) {
  const titleId = useId();
  const { i18n } = useLingui();
  const sorted = [...points].sort((a, b) => a.day.localeCompare(b.day));
  const time = (day: string) => Date.parse(`${day}T00:00:00Z`);
  const first = sorted[0] ? time(sorted[0].day) : 0;
  const last = sorted.at(-1) ? time(sorted.at(-1)!.day) : 0;
  const top = Math.max(1, ...sorted.map((p) => p.count));
  const x = (day: string) =>
    last === first ? width / 2 : ((time(day) - first) / (last - first)) * width;
  const y = (count: number) => height - (count / top) * (height - 8);
  const line = sorted.map((p) => `${x(p.day).toFixed(1)},${y(p.count).toFixed(1)}`).join(' ');
  const area =
    sorted.length > 1
      ? `M${x(sorted[0]!.day)},${height} L${line.split(' ').join(' L')} L${x(sorted.at(-1)!.day)},${height} Z`
      : '';
  return (
    <Box component="figure" m={0} aria-labelledby={titleId}>
      <Text component="figcaption" fw={600} id={titleId} mb="xs">
        {title}
      </Text>
      <Group gap="xs" align="stretch" wrap="nowrap" aria-hidden>
        <Box
          style={{ display: 'flex', flexDirection: 'column', justifyContent: 'space-between' }}
          py={2}
        >
          <Text size="xs" c="dimmed" ta="right">
            {top.toLocaleString(i18n.locale)}
          </Text>
          <Text size="xs" c="dimmed" ta="right">
            0
          </Text>
        </Box>
        <Box style={{ flex: 1, minWidth: 0 }}>
          <svg
            viewBox={`0 0 ${width} ${height}`}
            preserveAspectRatio="none"
            width="100%"
            height={height}
            role="presentation"
            focusable="false"
            style={{
              display: 'block',
              borderLeft: '1px solid var(--mantine-color-gray-4)',
              borderBottom: '1px solid var(--mantine-color-gray-4)',
            }}
          >
            {area ? <path d={area} fill={`var(--mantine-color-${color}-1)`} /> : null}
            {sorted.length > 1 ? (
              <polyline
                points={line}
                fill="none"
                stroke={`var(--mantine-color-${color}-6)`}
                strokeWidth="2"
                vectorEffect="non-scaling-stroke"
              />
            ) : null}
            {sorted.length === 1 ? (
              <line
                x1={x(sorted[0]!.day)}
                x2={x(sorted[0]!.day)}
                y1={height}
                y2={y(sorted[0]!.count)}
                stroke={`var(--mantine-color-${color}-6)`}
                strokeWidth="8"
                vectorEffect="non-scaling-stroke"
              />
            ) : null}
          </svg>
          <Group justify={sorted.length === 1 ? 'center' : 'space-between'} mt={4}>
            <Text size="xs" c="dimmed">
              {sorted[0] ? formatDay(sorted[0].day) : ''}
            </Text>
            {sorted.length > 1 ? (
              <Text size="xs" c="dimmed">
                {formatDay(sorted.at(-1)!.day)}
              </Text>
            ) : null}
          </Group>
        </Box>
      </Group>
      <VisuallyHidden>
        <table>
          <caption>{title}</caption>
          <thead>
            <tr>
              <th scope="col">
                <Trans>Day</Trans>
              </th>
              <th scope="col">{valueHeader}</th>
            </tr>
          </thead>
          <tbody>
            {sorted.map((point) => (
              <tr key={point.day}>
                <th scope="row">{formatDay(point.day)}</th>
                <td>{point.count.toLocaleString(i18n.locale)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </VisuallyHidden>
    </Box>
  );
}
