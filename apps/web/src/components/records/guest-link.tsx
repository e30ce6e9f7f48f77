import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Button, CopyButton, Group, Text } from '@mantine/core';

/**
 * The address guests open a public record at (a page, a form), to copy into emails and
 * websites. `copyLabel` names the copy button for screen readers where the screen asks for it.
 */
export function GuestLink({ path, copyLabel }: { path: string; copyLabel?: string }) {
  const url = `${window.location.origin}${path}`;
  const { t } = useLingui();
  return (
    <Group gap="xs" wrap="nowrap" align="center">
      <Text size="sm" fw={500} style={{ flexShrink: 0 }}>
        <Trans>Guest link</Trans>
      </Text>
      <Anchor href={url} target="_blank" rel="noopener" size="sm" truncate="end">
        {url}
      </Anchor>
      <CopyButton value={url}>
        {({ copied, copy }) => (
          <Button
            variant="default"
            size="compact-xs"
            onClick={copy}
            style={{ flexShrink: 0 }}
            aria-label={copyLabel === undefined ? undefined : copied ? t`Copied` : copyLabel}
          >
            {copied ? t`Copied` : t`Copy`}
          </Button>
        )}
      </CopyButton>
    </Group>
  );
}
