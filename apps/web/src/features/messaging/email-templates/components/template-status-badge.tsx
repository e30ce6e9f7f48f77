import { Trans } from '@lingui/react/macro';
import { Badge } from '@mantine/core';

/** The badge is never cut short by a long subject beside it. */
const noShrink = { minWidth: 'max-content' };

/** Customised (the event changed it) or Default. */
export function TemplateStatusBadge({ isCustomised }: { isCustomised: boolean }) {
  return isCustomised ? (
    <Badge size="sm" variant="light" component="span" style={noShrink}>
      <Trans>Customised</Trans>
    </Badge>
  ) : (
    <Badge size="sm" variant="outline" color="gray" component="span" style={noShrink}>
      <Trans>Default</Trans>
    </Badge>
  );
}
