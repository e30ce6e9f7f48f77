import { Anchor, Button, CopyButton, Group, Text } from '@mantine/core';

/**
 * The address guests open a public record at (a page, a form), to copy into emails and
 * websites. `copyLabel` names the copy button for screen readers where the screen asks for it.
 */
export function GuestLink({ path, copyLabel }: { path: string; copyLabel?: string }) {
  const url = `${window.location.origin}${path}`;
  return (
    <Group gap="xs" wrap="nowrap" align="center">
      <Text size="sm" fw={500} style={{ flexShrink: 0 }}>
        Guest link
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
            aria-label={copyLabel === undefined ? undefined : copied ? 'Copied' : copyLabel}
          >
            {copied ? 'Copied' : 'Copy'}
          </Button>
        )}
      </CopyButton>
    </Group>
  );
}
