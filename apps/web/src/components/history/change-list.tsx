import { Trans } from '@lingui/react/macro';
import { Box, Text, VisuallyHidden } from '@mantine/core';
import type { ActivityChange } from '@showdesk/domain/activity/activity';
import { activityValueText, type ValueFormats } from '@showdesk/domain/activity/change-text';
import { formatDateTimeIn, formatDay } from '../../lib/format.ts';
import { useEventTimeZone } from '../../lib/session.ts';
import './history.css';

/** Days as the app writes them, moments on the event's clock. */
export function useValueFormats(): ValueFormats {
  const timeZone = useEventTimeZone();
  return { day: (day) => formatDay(day), moment: (iso) => formatDateTimeIn(iso, timeZone) };
}

/**
 * An entry's changes, compact: each field's label, then its value before → after (an empty
 * value as —, long texts cut to two lines with the whole text on hover). A creation shows only
 * the values it was made with, a deletion only those it had.
 */
export function ChangeList({
  changes,
  action,
  size = 'sm',
}: {
  changes: readonly ActivityChange[];
  action: string;
  size?: 'xs' | 'sm';
}) {
  const formats = useValueFormats();
  if (changes.length === 0) return null;
  const showBefore = action !== 'created';
  const showAfter = action !== 'deleted';
  return (
    <Box component="dl" className="change-list" fz={size}>
      {changes.map((change) => {
        const before = activityValueText(change.before, formats);
        const after = activityValueText(change.after, formats);
        return (
          <Box key={change.field} className="change-list__row">
            <Text component="dt" size={size} fw={600} className="change-list__label">
              {change.label}
            </Text>
            <Text component="dd" size={size} className="change-list__values">
              {showBefore ? (
                <Text span inherit c="dimmed" className="change-list__before" title={before}>
                  <VisuallyHidden>
                    <Trans>Before:</Trans>{' '}
                  </VisuallyHidden>
                  {before}
                </Text>
              ) : null}
              {showBefore && showAfter ? (
                <Text span inherit c="dimmed" aria-hidden>
                  {' → '}
                </Text>
              ) : null}
              {showAfter ? (
                <Text span inherit className="change-list__after" title={after}>
                  {showBefore ? (
                    <VisuallyHidden>
                      <Trans>After:</Trans>{' '}
                    </VisuallyHidden>
                  ) : null}
                  {after}
                </Text>
              ) : null}
            </Text>
          </Box>
        );
      })}
    </Box>
  );
}
