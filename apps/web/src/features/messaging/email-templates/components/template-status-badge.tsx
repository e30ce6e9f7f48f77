import { Badge } from '@mantine/core';

/** The badge is never cut short by a long subject beside it. */
const noShrink = { minWidth: 'max-content' };

/** Customised (the event changed it) or Default. */
export function TemplateStatusBadge({ isCustomised }: { isCustomised: boolean }) {
  return isCustomised ? (
    <Badge size="sm" variant="light" component="span" style={noShrink}>
      Customised
    </Badge>
  ) : (
    <Badge size="sm" variant="outline" color="gray" component="span" style={noShrink}>
      Default
    </Badge>
  );
}
